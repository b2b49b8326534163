import { z } from 'zod';
import { chiaveSchema, impostaConfigurazioneSchema } from './configurazione.inputs.js';

/**
 * The contract of the configuration entries (spec section 3). The input rules (key format, value as
 * text, per-key validators) live in configurazione.inputs.ts next to VALIDATORI; this file adds the
 * shapes the doors exchange.
 */
export { chiaveSchema, impostaConfigurazioneSchema };
export type ImpostaConfigurazione = z.output<typeof impostaConfigurazioneSchema>;

export const chiaveParamsSchema = z.object({ key: chiaveSchema.describe('Chiave della voce (lettere, numeri, _ . -)') });

/** An entry as every door shows it (secrets masked). */
export const configurazioneSchema = z
  .object({ chiave: z.string(), valore: z.string().nullable(), descrizione: z.string().nullable() })
  .describe('Una voce di configurazione; i valori segreti (chiavi API) sono mascherati');

export const configurazioneEliminataSchema = z.object({ success: z.literal(true), chiave: z.string(), message: z.string() });
