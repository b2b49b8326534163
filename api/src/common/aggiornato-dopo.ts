import { z } from 'zod';
import { v } from './validation.js';

/**
 * `aggiornato_dopo` (REST) / `aggiornatoDopo` (GraphQL): incremental sync of a list. An ISO 8601
 * timestamp (a date alone means its midnight UTC); only rows changed strictly after it are returned.
 */
export const MSG_AGGIORNATO_DOPO = 'aggiornato_dopo non valido: usa un istante ISO 8601, es. 2026-11-22T14:00:00Z';

const DESCRIZIONE = 'Istante ISO 8601 (es. 2026-11-22T14:00:00Z): solo le righe create o modificate dopo, per una sincronizzazione incrementale';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

export const aggiornatoDopoSchema = z.preprocess(
  (val) => (val === '' || val === null ? undefined : val),
  z
    .string({ message: MSG_AGGIORNATO_DOPO })
    .regex(ISO_TIMESTAMP, MSG_AGGIORNATO_DOPO)
    .refine((s) => !Number.isNaN(Date.parse(s)), MSG_AGGIORNATO_DOPO)
    .transform((s) => new Date(s))
    .optional(),
);

/** The catalogue's list filter, parsed (flavours, ingredients: REST query via restQuery, GraphQL arguments). */
export const filtroCatalogoSchema = z.object({
  includiDisattivi: v.boolish.optional().describe('true: anche i disattivati'),
  aggiornatoDopo: aggiornatoDopoSchema.describe(DESCRIZIONE),
});
export type FiltroCatalogo = z.output<typeof filtroCatalogoSchema>;

/** OpenAPI description of the query parameter of a list whose route is not on the contract yet (produzione). */
export const aggiornatoDopoQuery = z.string().optional().describe(DESCRIZIONE);
