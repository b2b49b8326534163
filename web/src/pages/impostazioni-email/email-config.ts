import { isValidEmail, MSG_EMAIL } from '@gelatiere/contratto';
import { z } from 'zod';
import type { EmailConfigEntryInput } from '../../gql/graphql';

export const EMAIL_CONFIG_MSG = {
  caricamento: 'Errore nel caricamento della configurazione email',
  salvata: 'Configurazione email salvata con successo',
  salvataggio: 'Errore nel salvataggio della configurazione email',
  testInviata: 'Email di test inviata con successo',
  testErrore: "Errore nell'invio dell'email di test",
  testIndirizzo: MSG_EMAIL.testSenzaIndirizzo,
  emailNonValida: MSG_EMAIL.nonValida,
  duplicato: 'Destinatario già presente',
} as const;

export interface EmailConfigForm {
  apiKey: string;
  mittente: string;
  nomeMittente: string;
  destinatari: string[];
  notificaProduzione: boolean;
  abilitato: boolean;
}

export interface ConfigEntry {
  chiave: string;
  valore: string;
  descrizione: string | null;
}

/** Parses email_destinatari_notifiche (a JSON array as text); anything else is an empty list. */
export function parseDestinatari(valore: string | undefined): string[] {
  if (!valore) return [];
  try {
    const parsed: unknown = JSON.parse(valore);
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

export function formFromEntries(entries: readonly ConfigEntry[]): EmailConfigForm {
  const get = (k: string) => entries.find((e) => e.chiave === k)?.valore ?? '';
  return {
    apiKey: get('BREVO_API_KEY'),
    mittente: get('email_mittente'),
    nomeMittente: get('email_nome_mittente'),
    destinatari: parseDestinatari(get('email_destinatari_notifiche')),
    notificaProduzione: get('email_notifica_produzione') === 'true',
    abilitato: get('email_abilitato') === 'true',
  };
}

/** The six entries sent to salvaEmailConfig; a masked key is sent back unchanged (the server keeps the stored one). */
export function entriesFromForm(form: EmailConfigForm): EmailConfigEntryInput[] {
  return [
    { chiave: 'BREVO_API_KEY', valore: form.apiKey.trim() },
    { chiave: 'email_mittente', valore: form.mittente.trim() },
    { chiave: 'email_nome_mittente', valore: form.nomeMittente.trim() },
    { chiave: 'email_destinatari_notifiche', valore: JSON.stringify(form.destinatari) },
    { chiave: 'email_notifica_produzione', valore: String(form.notificaProduzione) },
    { chiave: 'email_abilitato', valore: String(form.abilitato) },
  ];
}

/** The rule for a recipient to add (spec section 5: it must contain '@'): an address the API accepts, not already listed. */
export function recipientError(address: string, current: readonly string[]): string | null {
  const value = address.trim();
  if (!isValidEmail(value)) return EMAIL_CONFIG_MSG.emailNonValida;
  if (current.some((d) => d.toLowerCase() === value.toLowerCase())) return EMAIL_CONFIG_MSG.duplicato;
  return null;
}

/** The new-recipient form: the address as typed, checked with the API's rule (@gelatiere/contratto isValidEmail). */
export const nuovoDestinatarioSchema = z.object({
  nuovo: z
    .string()
    .trim()
    .refine(isValidEmail, EMAIL_CONFIG_MSG.emailNonValida),
});

/** The test e-mail form: the API's own input (@gelatiere/contratto emailTestSchema), address required. */
export { emailTestSchema as emailTestFormSchema } from '@gelatiere/contratto';
