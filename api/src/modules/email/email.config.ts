import { isValidEmail, MSG_EMAIL } from '@gelatiere/contratto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { badInput } from '../../common/errors.js';

/** The configuration keys of the e-mail settings page (spec section 3), in display order. */
export const EMAIL_CONFIG_KEYS = [
  'BREVO_API_KEY',
  'email_mittente',
  'email_nome_mittente',
  'email_destinatari_notifiche',
  'email_notifica_produzione',
  'email_abilitato',
] as const;
export type EmailConfigKey = (typeof EMAIL_CONFIG_KEYS)[number];

/** Keys whose value is a secret: never returned in clear by any door (also for the generic /config routes). */
export const SECRET_CONFIG_KEYS: readonly string[] = ['BREVO_API_KEY'];
export const isSecretConfigKey = (chiave: string) => SECRET_CONFIG_KEYS.includes(chiave);

export const DESCRIZIONI_DEFAULT: Record<EmailConfigKey, string> = {
  BREVO_API_KEY: 'Chiave API di Brevo (se vuota si usa SMTP_URL)',
  email_mittente: 'Indirizzo del mittente',
  email_nome_mittente: 'Nome del mittente',
  email_destinatari_notifiche: 'Destinatari delle notifiche (array JSON)',
  email_notifica_produzione: 'Notifica email per ogni nuova produzione',
  email_abilitato: 'Invio email abilitato',
};

/** The keys as the settings page names them: what the activity log says was changed (never the raw key). */
export const ETICHETTE_EMAIL: Record<EmailConfigKey, string> = {
  BREVO_API_KEY: 'chiave API Brevo',
  email_mittente: 'email mittente',
  email_nome_mittente: 'nome mittente',
  email_destinatari_notifiche: 'destinatari delle notifiche',
  email_notifica_produzione: 'notifica per ogni nuova produzione',
  email_abilitato: 'invio email abilitato',
};

export const MSG_EMAIL_NON_VALIDA = MSG_EMAIL.nonValida;

const MASK = '••••••••';

/** '••••••••abcd' for a long secret, '••••••••' for a short one, '' when unset. */
export function maskSecret(value: string | null | undefined): string {
  if (!value) return '';
  return value.length >= 12 ? `${MASK}${value.slice(-4)}` : MASK;
}

/** A value that was produced by maskSecret (posted back unchanged by the settings page). */
export const isMasked = (value: string) => value.includes('•');

/** The address rule: in @gelatiere/contratto (shared with the e-mail settings page), re-exported here. */
export { isValidEmail } from '@gelatiere/contratto';

/** The e-mail settings as the sender uses them. */
export interface EmailSettings {
  brevoApiKey: string | null;
  mittente: string | null;
  nomeMittente: string;
  destinatari: string[];
  notificaProduzione: boolean;
  abilitato: boolean;
}

export interface ConfigRow {
  chiave: string;
  valore: string | null;
  descrizione: string | null;
}

/** Reads the e-mail configuration entries in one statement (missing keys come back with no value). */
export async function readEmailConfigRows(em: EntityManager): Promise<Map<EmailConfigKey, ConfigRow>> {
  const rows = await em
    .getConnection()
    .execute<ConfigRow[]>(
      `select chiave, valore, descrizione from configurazioni where chiave in (${EMAIL_CONFIG_KEYS.map(() => '?').join(', ')})`,
      [...EMAIL_CONFIG_KEYS],
      'all',
      em.getTransactionContext(),
    );
  const byKey = new Map<EmailConfigKey, ConfigRow>();
  for (const r of rows) byKey.set(r.chiave as EmailConfigKey, r);
  return byKey;
}

/** Parses the stored JSON array of recipients; anything malformed counts as no recipients. */
export function parseDestinatari(valore: string | null | undefined): string[] {
  if (!valore) return [];
  try {
    const parsed: unknown = JSON.parse(valore);
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string' && isValidEmail(a)) : [];
  } catch {
    return [];
  }
}

export async function readEmailSettings(em: EntityManager): Promise<EmailSettings> {
  return emailSettingsFrom(await readEmailConfigRows(em));
}

/** The settings from configuration rows already read (e.g. folded into a write's statement). */
export function emailSettingsFrom(rows: Map<EmailConfigKey, ConfigRow>): EmailSettings {
  const val = (k: EmailConfigKey) => rows.get(k)?.valore?.trim() || null;
  return {
    brevoApiKey: val('BREVO_API_KEY'),
    mittente: val('email_mittente'),
    nomeMittente: val('email_nome_mittente') ?? 'Gelatiere',
    destinatari: parseDestinatari(val('email_destinatari_notifiche')),
    notificaProduzione: val('email_notifica_produzione') === 'true',
    abilitato: val('email_abilitato') === 'true',
  };
}

const boolText = (chiave: string) =>
  z
    .union([z.boolean(), z.string().trim()])
    .transform((v, ctx) => {
      const s = String(v).toLowerCase();
      if (s === 'true' || s === 'false') return s;
      ctx.addIssue({ code: 'custom', message: `Valore non valido per ${chiave}: usa true oppure false` });
      return z.NEVER;
    });

const destinatariText = z
  .union([z.array(z.unknown()), z.string()])
  .transform((v, ctx) => {
    let list: unknown = v;
    if (typeof v === 'string') {
      const s = v.trim();
      if (s === '') return '[]';
      try {
        list = JSON.parse(s);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'I destinatari devono essere un array JSON di indirizzi email' });
        return z.NEVER;
      }
    }
    if (!Array.isArray(list)) {
      ctx.addIssue({ code: 'custom', message: 'I destinatari devono essere un array JSON di indirizzi email' });
      return z.NEVER;
    }
    if (list.length > 50) {
      ctx.addIssue({ code: 'custom', message: 'Troppi destinatari (massimo 50)' });
      return z.NEVER;
    }
    const seen = new Set<string>();
    const out: string[] = [];
    for (const item of list) {
      const addr = typeof item === 'string' ? item.trim() : '';
      if (!isValidEmail(addr) || addr.length > 255) {
        ctx.addIssue({ code: 'custom', message: MSG_EMAIL_NON_VALIDA });
        return z.NEVER;
      }
      if (!seen.has(addr.toLowerCase())) {
        seen.add(addr.toLowerCase());
        out.push(addr);
      }
    }
    return JSON.stringify(out);
  });

const valueSchemas: Record<EmailConfigKey, z.ZodType<string>> = {
  BREVO_API_KEY: z.string().trim().max(500, 'Chiave API troppo lunga'),
  email_mittente: z
    .string()
    .trim()
    .max(255, MSG_EMAIL_NON_VALIDA)
    .refine((s) => s === '' || isValidEmail(s), MSG_EMAIL_NON_VALIDA),
  email_nome_mittente: z
    .string()
    .trim()
    .max(150, 'Nome del mittente troppo lungo (massimo 150 caratteri)')
    .transform((s) => s.replace(/[\r\n]+/g, ' ')),
  email_destinatari_notifiche: destinatariText,
  email_notifica_produzione: boolText('email_notifica_produzione'),
  email_abilitato: boolText('email_abilitato'),
};

export const entrySchema = z.object({
  chiave: z.string({ message: 'La chiave è obbligatoria' }).refine((k) => (EMAIL_CONFIG_KEYS as readonly string[]).includes(k), {
    message: 'Chiave di configurazione email non ammessa',
  }),
  valore: z.unknown(),
  descrizione: z.string().trim().max(500, 'Descrizione troppo lunga (massimo 500 caratteri)').nullish(),
}).describe('Una voce da salvare; una chiave API mascherata lascia invariata quella salvata');

export const saveConfigInput = z.object({
  configs: z
    .array(entrySchema, { message: 'Nessuna configurazione da salvare' })
    .min(1, 'Nessuna configurazione da salvare')
    .max(EMAIL_CONFIG_KEYS.length * 2, 'Troppe configurazioni'),
});

export interface ConfigChange {
  chiave: EmailConfigKey;
  /** undefined: keep the stored value (a masked secret posted back). */
  valore: string | undefined;
  descrizione: string | null | undefined;
}

/** Validates one entry's value; a masked secret means "unchanged". */
export function parseConfigValue(chiave: EmailConfigKey, raw: unknown): string | undefined {
  const value = raw === null || raw === undefined ? '' : raw;
  if (isSecretConfigKey(chiave) && typeof value === 'string' && isMasked(value)) return undefined;
  const result = valueSchemas[chiave].safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const generic = /^(Invalid|Expected|Too )/.test(issue.message);
  const message = generic ? `Valore non valido per ${chiave}` : issue.message;
  throw badInput(message, { campo: chiave });
}
