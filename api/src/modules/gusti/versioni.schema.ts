import { RUOLI_RIGA, UNITA_MISURA } from '@gelatiere/scienza';
import { z } from 'zod';
import { costo } from '../../common/costo.js';
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

/** REST path of one version (`/gusti/:id/versioni/:n`). */
export const versioneParams = z.object({ id: v.id, n: numeroVersione.describe('Numero della versione (1, 2, …)') });

/** A recipe version as every door shows it; foodCost and pacKg are the values when it was made. */
export const versioneSchema = z.object({
  gustoId: z.number().int(),
  numero: z.number().int().describe('1, 2, …'),
  data: z.date(),
  autoreId: z.number().int().nullable(),
  autore: z.string().nullable().describe("Nome dell'autore (null per le ricette migrate o di esempio)"),
  nota: z.string().nullable(),
  foodCost: costo(z.number()).describe('Food cost (euro/kg) al momento della versione; solo admin e manager'),
  pacKg: z.number().describe('PAC per kg di miscela al momento della versione'),
  corrente: z.boolean().describe('È la versione attuale del gusto'),
}).describe('Una versione immutabile della ricetta di un gusto');
export type VersioneView = z.output<typeof versioneSchema>;

export const rigaVersioneSchema = z.object({
  ingredienteId: z.number().int(),
  nome: z.string().describe("Nome dell'ingrediente"),
  quantita: z.number(),
  unita: z.enum(UNITA_MISURA),
  unitaMisura: z.enum(UNITA_MISURA).describe("Unità di misura dell'ingrediente"),
  ruolo: z.enum(RUOLI_RIGA).describe('base, variegato o inclusione'),
  caratterizzante: z.boolean().describe('Riga caratterizzante com’era registrata (QUID in etichetta)'),
}).describe('Una riga di una versione della ricetta');
export type RigaVersioneView = z.output<typeof rigaVersioneSchema>;

/** A version with its lines and the batch mass of its lines (kg; pieces weigh n × their mass per piece). */
export const versioneDettaglioSchema = versioneSchema.extend({ massaKg: z.number().describe('Massa delle righe in kg (i pezzi pesano n × il peso del pezzo)'), righe: z.array(rigaVersioneSchema) }).describe('Una versione della ricetta con le sue righe');
export type VersioneDettaglioView = z.output<typeof versioneDettaglioSchema>;
