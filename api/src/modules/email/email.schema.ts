import { emailTestSchema, MSG_EMAIL } from '@gelatiere/contratto';
import { z } from 'zod';
import { v } from '../../common/validation.js';
import { saveConfigInput } from './email.config.js';
import { STATI_EMAIL, TIPI_EMAIL } from './email.entity.js';

/**
 * The contract of e-mail settings, sends and the e-mail log (spec section 3). The per-key rules of
 * the settings stay in email.config.ts (saveConfigInput), next to the keys they check.
 */

export const MSG_EMAIL_TEST = { senzaIndirizzo: MSG_EMAIL.testSenzaIndirizzo } as const;

const emptyToUndefined = (val: unknown) => (val === '' || val === null ? undefined : val);

/** Log filters: limit 1.. (at most 100 served, default 20), offset >= 0, tipo and stato. */
export const emailLogQuerySchema = z.object({
  limit: z.preprocess(emptyToUndefined, v.intero('Limite non valido', 1, 1_000_000).optional().default(20)).transform((n) => Math.min(n, 100)),
  offset: z.preprocess(emptyToUndefined, v.intero('Offset non valido', 0, 1_000_000_000).optional().default(0)),
  tipo: z.preprocess(emptyToUndefined, z.enum(TIPI_EMAIL, { message: 'Tipo email non valido' }).optional()),
  stato: z.preprocess(emptyToUndefined, z.enum(STATI_EMAIL, { message: 'Stato email non valido' }).optional()),
});
export type EmailLogQuery = z.output<typeof emailLogQuerySchema>;

export { saveConfigInput as salvaConfigEmailSchema };
export type SalvaConfigEmail = z.output<typeof saveConfigInput>;

/** The test e-mail's input: in @gelatiere/contratto (shared with the e-mail settings page), re-exported here. */
export { emailTestSchema };
export type EmailTest = z.output<typeof emailTestSchema>;

export const emailConfigEntrySchema = z.object({ chiave: z.string(), valore: z.string(), descrizione: z.string().nullable() }).describe('Una voce della configurazione email (la chiave API è sempre mascherata)');

/** Outcome of a save or a send; `email_id` only when a message was queued. */
export const emailEsitoSchema = z.object({ success: z.boolean(), message: z.string(), emailId: z.number().int().nullish().describe('Id della voce del log email accodata') }).describe('Esito di un salvataggio o di un invio (le email sono accodate e inviate dal worker)');
export const emailEsitoSalvataggioSchema = z.object({ success: z.boolean(), message: z.string() });

export const emailLogSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPI_EMAIL),
  destinatari: z.array(z.string()),
  oggetto: z.string(),
  stato: z.enum(STATI_EMAIL),
  tentativi: z.number().int(),
  prossimoTentativo: z.date().nullable().describe('Prossimo tentativo (solo per le email in coda)'),
  messaggioErrore: z.string().nullable(),
  riferimentoTipo: z.string().nullable(),
  riferimentoId: z.number().int().nullable(),
  provider: z.string().nullable().describe('brevo oppure smtp'),
  dataCreazione: z.date(),
  dataInvio: z.date().nullable(),
}).describe('Una email del log (senza contenuto)');

export const emailLogDettaglioSchema = emailLogSchema.extend({
  contenuto: z.string().describe('Contenuto HTML'),
  testo: z.string().nullable().describe('Versione in solo testo'),
  datiAggiuntivi: z.record(z.string(), z.unknown()).nullable(),
}).describe('Una email del log con contenuto HTML, testo e dati aggiuntivi');

export const emailLogPaginaSchema = z.object({ emails: z.array(emailLogSchema), total: z.number().int() });

/** Spec quirks: additional data is free JSON (its keys are copied as they are); no `email_id` when none was queued. */
export const QUIRK_EMAIL = { datiAggiuntivi: { verbatim: true }, emailId: { valore: (id: unknown) => id ?? undefined } } as const;
