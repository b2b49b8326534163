import { z } from 'zod';
import { PG_INT_MAX, v } from '../../common/validation.js';

/**
 * Recipe versions (DOMAIN.md "Recipe versions and the weighing sheet"): request shapes and messages.
 * The versions themselves are written by the database (migration Versioni) on every recipe change.
 */

export const NOTA_VERSIONE_MAX = 500;

export const MSG_VERSIONE = {
  numeroNonValido: 'Numero di versione non valido',
  nonTrovata: (n: number) => `Versione ${n} della ricetta non trovata`,
  notaTroppoLunga: `La nota della versione non può superare ${NOTA_VERSIONE_MAX} caratteri`,
  notaNonValida: 'Nota della versione non valida',
  ripristino: (n: number) => `Ripristino della versione ${n}`,
  giaCorrente: (n: number) => `La ricetta è già uguale alla versione ${n}: nessuna nuova versione`,
  versioneProduzioneNonValida: 'Versione della ricetta non valida',
  versioneProduzioneInesistente: (gusto: string, n: number) => `La versione ${n} della ricetta di "${gusto}" non esiste`,
} as const;

/** The version number in a path (`/gusti/:id/versioni/:n`). */
export const numeroVersione = v.intero(MSG_VERSIONE.numeroNonValido, 1, PG_INT_MAX);

/** Optional note of the version a save creates ('' or blank = none). */
export const notaVersione = z
  .string({ message: MSG_VERSIONE.notaNonValida })
  .trim()
  .max(NOTA_VERSIONE_MAX, MSG_VERSIONE.notaTroppoLunga)
  .nullish()
  .transform((s) => (s ? s : null));

/** Restore: an optional note (default "Ripristino della versione N"). */
export const ripristinaVersioneSchema = z.object({ nota: notaVersione.optional() });
export type RipristinaVersioneInput = z.output<typeof ripristinaVersioneSchema>;

/** REST params and body. */
export const versioneParams = z.object({ id: v.id, n: z.string().describe('Numero della versione (1, 2, …)') });
export const ripristinaBody = z.object({ nota: z.string().max(NOTA_VERSIONE_MAX).nullable().optional().describe('Nota della nuova versione') }).optional();
