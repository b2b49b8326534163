import { z } from 'zod';
import { costo } from '../../common/costo.js';
import { v } from '../../common/validation.js';
import { restBody, restQuery } from '../../common/forma-rest.js';
import { TIPI_PORZIONE } from './vetrina.entity.js';

/** The contract of the portions of the price list (issue 14): every input and output shape, once. */

/** Italian texts of the portions of the price list. */
export const MSG_PORZIONI = {
  puntoVenditaObbligatorio: 'Seleziona un punto vendita',
  puntoVenditaNonTrovato: 'Punto vendita non trovato',
  tipoNonValido: 'Tipo di porzione non valido (cono, coppetta piccola, media, grande, vaschetta 500 g, vaschetta 1 kg)',
  grammiNonValidi: 'I grammi della porzione devono essere un numero intero tra 1 e 5000',
  prezzoNonValido: 'Il prezzo della porzione deve essere un numero maggiore di 0 (massimo 1000 €, 2 decimali)',
  porzioneNonTrovata: 'Porzione non presente nel listino di questo punto vendita',
} as const;

/** Labels of the portion kinds, as the Listino page and the activity log write them. */
export const ETICHETTE_PORZIONE: Record<(typeof TIPI_PORZIONE)[number], string> = {
  cono: 'Cono',
  coppetta_piccola: 'Coppetta piccola',
  coppetta_media: 'Coppetta media',
  coppetta_grande: 'Coppetta grande',
  vaschetta_500: 'Vaschetta 500 g',
  vaschetta_1000: 'Vaschetta 1 kg',
};

export const GRAMMI_MAX = 5000;
const PREZZO_MAX = 1000;
const emptyToUndefined = (val: unknown) => (val === '' || val === null ? undefined : val);
const centesimi = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const puntoVenditaId = z.preprocess(emptyToUndefined, v.idDi(MSG_PORZIONI.puntoVenditaObbligatorio));
const tipo = z.preprocess((val) => (typeof val === 'string' ? val.trim().toLowerCase() : val), z.enum(TIPI_PORZIONE, { message: MSG_PORZIONI.tipoNonValido }));

/** The portions of one sales point, or of every point when omitted. */
export const porzioniQuerySchema = z.object({
  puntoVenditaId: z
    .preprocess(emptyToUndefined, v.idDi(MSG_PORZIONI.puntoVenditaObbligatorio).optional())
    .describe('Vuoto = tutti i punti vendita'),
});
export type PorzioniQuery = z.output<typeof porzioniQuerySchema>;
export const porzioniQuery = restQuery(porzioniQuerySchema);

/** A portion of a sales point: grams (integer, 1-5000) and price (euro, > 0, 2 decimals, ≤ 1000). */
export const impostaPorzioneSchema = v.oggetto({
  puntoVenditaId,
  tipo,
  grammi: z.number({ message: MSG_PORZIONI.grammiNonValidi }).int(MSG_PORZIONI.grammiNonValidi).min(1, MSG_PORZIONI.grammiNonValidi).max(GRAMMI_MAX, MSG_PORZIONI.grammiNonValidi).describe('Grammi interi, 1-5000'),
  prezzo: z
    .number({ message: MSG_PORZIONI.prezzoNonValido })
    .refine((n) => Number.isFinite(n) && n > 0 && n <= PREZZO_MAX && centesimi(n), MSG_PORZIONI.prezzoNonValido).describe('Euro, > 0, 2 decimali'),
}).describe('Grammi e prezzo di una porzione di un punto vendita');
export type ImpostaPorzione = z.output<typeof impostaPorzioneSchema>;
export const impostaPorzioneBody = restBody(impostaPorzioneSchema);

/** Removes a sales point's portion of one kind. */
export const eliminaPorzioneSchema = z.object({ puntoVenditaId, tipo: tipo.describe(TIPI_PORZIONE.join(' | ')) });
export type EliminaPorzione = z.output<typeof eliminaPorzioneSchema>;
export const eliminaPorzioneQuery = restQuery(eliminaPorzioneSchema);

/** Portion kinds, as GraphQL's enum TipoPorzione (registered in porzioni.types.ts). */
export enum TipoPorzione {
  cono = 'cono',
  coppetta_piccola = 'coppetta_piccola',
  coppetta_media = 'coppetta_media',
  coppetta_grande = 'coppetta_grande',
  vaschetta_500 = 'vaschetta_500',
  vaschetta_1000 = 'vaschetta_1000',
}

/** A portion as every door shows it; `prezzoKg` is the implied price per kg (prezzo / grammi × 1000). */
export const porzioneSchema = z
  .object({
    id: z.number().int(),
    puntoVenditaId: z.number().int(),
    tipo: z.enum(TipoPorzione),
    grammi: z.number().int(),
    prezzo: z.number().describe('Euro'),
    prezzoKg: costo(z.number()).describe('Prezzo al kg implicito: prezzo / grammi × 1000, al centesimo'),
  })
  .describe('Una porzione di un punto vendita: grammi e prezzo (solo admin e manager)');
export type PorzioneView = z.output<typeof porzioneSchema>;
