import { isIP } from 'node:net';
import { z } from 'zod';
import { SCOPES } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { MSG_CHIAVI } from './integrazioni.messaggi.js';

/** The webhook's input is in the contract shared with the web app; the key's checks IPs with node:net. */
export { creaWebhookSchema, type CreaWebhook } from '@gelatiere/contratto';

/** The contract of integrations (API keys, webhooks, deliveries): every input and output shape, once. */

function cidrValido(s: string): boolean {
  const [addr, bits, ...rest] = s.split('/');
  const family = isIP(addr ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

export const creaChiaveSchema = z.object({
  nome: z.string({ message: MSG_CHIAVI.nomeRichiesto }).trim().min(1, MSG_CHIAVI.nomeRichiesto).max(100, MSG_CHIAVI.nomeRichiesto),
  scopes: z
    .array(z.enum(SCOPES, { message: MSG_CHIAVI.scopeNonValido }), { message: MSG_CHIAVI.scopesRichiesti })
    .min(1, MSG_CHIAVI.scopesRichiesti)
    .max(SCOPES.length, MSG_CHIAVI.scopesRichiesti)
    .transform((s) => [...new Set(s)]),
  scadenza: z.iso
    .datetime({ offset: true, message: MSG_CHIAVI.scadenzaNonValida })
    .transform((s) => new Date(s))
    .refine((d) => d.getTime() > Date.now(), MSG_CHIAVI.scadenzaNonValida)
    .nullish(),
  ipConsentiti: z
    .array(z.string({ message: MSG_CHIAVI.ipNonValido }).trim().refine(cidrValido, MSG_CHIAVI.ipNonValido), { message: MSG_CHIAVI.ipNonValido })
    .max(50, MSG_CHIAVI.ipNonValido)
    .nullish(),
});
export type CreaChiave = z.output<typeof creaChiaveSchema>;

export const consegneFiltroSchema = z.object({ webhookId: v.id.nullish().describe('Solo le consegne di questo webhook') });

export const chiaveSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    prefisso: z.string().describe('Parte pubblica della chiave (gel_live_<prefisso>_…)'),
    scopes: z.array(z.enum(SCOPES)),
    scadenza: z.date().nullable(),
    ipConsentiti: z.array(z.string()).describe('IP o reti CIDR ammessi (vuoto = tutti)'),
    creataDa: z.number().int().describe("L'admin che l'ha creata (la chiave agisce per lui, nei limiti degli scope)"),
    creataIl: z.date(),
    revocataIl: z.date().nullable(),
    ultimoUsoIl: z.date().nullable(),
    ultimoUsoIp: z.string().nullable(),
  })
  .describe('Una chiave API (mai il segreto)');
export type ChiaveView = z.output<typeof chiaveSchema>;

/** REST answer of a creation: the key's fields plus `chiave`, shown only here. */
export const chiaveCreataSchema = chiaveSchema.extend({ chiave: z.string().describe('gel_live_<prefisso>_<segreto>: copiala ora, non sarà più mostrata') });

export const webhookSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    eventi: z.array(z.string()),
    attivo: z.boolean(),
    creatoIl: z.date(),
    failingSince: z.date().nullable().describe('Dal primo errore non seguito da una consegna riuscita'),
  })
  .describe('Un endpoint webhook (mai il segreto)');
export type WebhookView = z.output<typeof webhookSchema>;

export const webhookCreatoSchema = webhookSchema.extend({ segreto: z.string().describe('Segreto di firma (Gelatiere-Signature): copialo ora') });

export const webhookEliminatoSchema = z.object({ success: z.literal(true), id: z.number().int() });

export const consegnaSchema = z
  .object({
    id: z.number().int(),
    webhookId: z.number().int(),
    eventoId: z.string().describe('Gelatiere-Event-Id (uguale in ogni tentativo)'),
    tipo: z.string(),
    payload: z.record(z.string(), z.unknown()),
    stato: z.string().describe('in_coda, inviata o fallita'),
    tentativi: z.number().int(),
    prossimoTentativo: z.date(),
    statusCode: z.number().int().nullable(),
    durataMs: z.number().int().nullable(),
    errore: z.string().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
    inviataIl: z.date().nullable(),
  })
  .describe('Una consegna di un evento a un webhook');
export type ConsegnaView = z.output<typeof consegnaSchema>;

/** Spec quirk: an event's payload is copied as it was sent (its keys untouched). */
export const QUIRK_CONSEGNA = { payload: { verbatim: true } } as const;
