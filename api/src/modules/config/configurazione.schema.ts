import { MSG_PREZZO_VENDITA, prezzoVenditaSchema } from '@gelatiere/contratto';
import { z } from 'zod';
import { VALIDATORI_LABORATORIO } from './laboratorio.schema.js';
import { VALIDATORI_MAGAZZINO } from '../magazzino/ricevimento.schema.js';
import { VALIDATORI_BASE_COSTO } from '../magazzino/base-costo.js';

/**
 * The contract of the configuration entries (spec section 3): the input rules (key format, value as
 * text, per-key validators in VALIDATORI) and the shapes the doors exchange.
 */

export const MSG_CONFIG = {
  chiaveNonValida: 'Chiave di configurazione non valida (lettere, numeri, _ . -; massimo 100 caratteri)',
  valoreNonValido: 'Valore di configurazione non valido',
  valoreTroppoLungo: 'Valore troppo lungo (massimo 10000 caratteri)',
  descrizioneNonValida: 'Descrizione non valida (massimo 1000 caratteri)',
  prezzoNonValido: MSG_PREZZO_VENDITA.nonValido,
  nonTrovata: 'Configurazione non trovata',
} as const;

export const chiaveSchema = z
  .string({ message: MSG_CONFIG.chiaveNonValida })
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, MSG_CONFIG.chiaveNonValida);

/**
 * valore is stored as text; numbers and booleans are accepted and written as text. Not sent: the
 * current value is kept (null for a new entry).
 */
export const impostaConfigurazioneSchema = z.object({
  valore: z
    .union([z.string(), z.number(), z.boolean(), z.null()], { message: MSG_CONFIG.valoreNonValido })
    .optional()
    .transform((val) => (val === undefined || val === null ? val : String(val)))
    .refine((val) => val == null || val.length <= 10000, MSG_CONFIG.valoreTroppoLungo),
  descrizione: z.string({ message: MSG_CONFIG.descrizioneNonValida }).max(1000, MSG_CONFIG.descrizioneNonValida).nullish(),
});

/** The selling price's rule and message: in @gelatiere/contratto (shared with the settings form), re-exported here. */
export { MSG_PREZZO_VENDITA, PREZZO_VENDITA_MAX, prezzoVenditaSchema } from '@gelatiere/contratto';

/** Value rules of specific keys (DOMAIN.md: prezzo_vendita_kg is a selling price in euro per kg). */
export const VALIDATORI: Record<string, (valore: string | null) => string> = {
  prezzo_vendita_kg: (valore) => {
    const r = prezzoVenditaSchema.safeParse(valore ?? '');
    if (!r.success) throw new Error(MSG_CONFIG.prezzoNonValido);
    return r.data.toFixed(2);
  },
  ...VALIDATORI_LABORATORIO,
  ...VALIDATORI_MAGAZZINO,
  ...VALIDATORI_BASE_COSTO,
};

export type ImpostaConfigurazione = z.output<typeof impostaConfigurazioneSchema>;

export const chiaveParamsSchema = z.object({ key: chiaveSchema.describe('Chiave della voce (lettere, numeri, _ . -)') });

/** An entry as every door shows it (secrets masked). */
export const configurazioneSchema = z
  .object({ chiave: z.string(), valore: z.string().nullable(), descrizione: z.string().nullable() })
  .describe('Una voce di configurazione; i valori segreti (chiavi API) sono mascherati');

export const configurazioneEliminataSchema = z.object({ success: z.literal(true), chiave: z.string(), message: z.string() });
