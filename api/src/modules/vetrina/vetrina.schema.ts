import { alPiuDecimali, kgRimastiVetrina, kgVetrina, MSG_VETRINA } from '@gelatiere/contratto';
import { z } from 'zod';
import { costo } from '../../common/costo.js';
import { v } from '../../common/validation.js';
import { restBody, restQuery } from '../../common/forma-rest.js';
import { MOTIVI_SCARTO } from './vetrina.entity.js';

/**
 * The contract of the display case and the price list (DOMAIN.md, issue 14): every input and output
 * shape, once. REST bodies and queries are the same fields in snake_case (restBody, restQuery).
 */

/** The display case's Italian texts and kg rules: in @gelatiere/contratto (shared with the dialogs), re-exported here. */
export { MSG_VETRINA } from '@gelatiere/contratto';

const emptyToUndefined = (val: unknown) => (val === '' || val === null ? undefined : val);

/** kg of a tray or of waste: a JSON number > 0, grams at most (≤ 3 decimals), ≤ 1000 kg. */
const kg = z.preprocess((val) => (val === null ? undefined : val), kgVetrina);

const data = z.preprocess(
  (val) => (val === '' || val === null ? undefined : val),
  z.string({ message: MSG_VETRINA.dataObbligatoria }).pipe(v.isoDate(MSG_VETRINA.dataNonValida)),
).describe('yyyy-MM-dd');

const puntoVenditaId = z.preprocess(emptyToUndefined, v.idDi(MSG_VETRINA.puntoVenditaObbligatorio));
const gustoId = z.preprocess(emptyToUndefined, v.idDi(MSG_VETRINA.gustoObbligatorio));

/** 'qualità' (as the reasons are written) is accepted and stored as 'qualita'. */
const motivo = z.preprocess(
  (val) => (typeof val === 'string' ? val.trim().toLowerCase().replace('qualità', 'qualita') : val),
  z.enum(MOTIVI_SCARTO, { message: MSG_VETRINA.motivoNonValido }),
);

export const caricoSchema = v.oggetto({
  puntoVenditaId,
  data,
  gustoId,
  produzioneId: z.preprocess(emptyToUndefined, v.idDi(MSG_VETRINA.produzioneNonValida).optional()).describe('La produzione da cui viene la vaschetta (facoltativa)'),
  kg: kg.describe('kg > 0, al massimo 3 decimali'),
}).describe('Una vaschetta caricata in vetrina');
export type CaricoInput = z.output<typeof caricoSchema>;

export const chiusuraSchema = v.oggetto({
  caricoId: z.preprocess(emptyToUndefined, v.idDi(MSG_VETRINA.caricoObbligatorio)),
  kgRimasti: z.preprocess((val) => (val === null ? undefined : val), kgRimastiVetrina).describe('0 ≤ kg rimasti ≤ kg caricati'),
}).describe('Pesata di chiusura di una vaschetta');
export type ChiusuraInput = z.output<typeof chiusuraSchema>;

/** Edit of a tray (admin, manager): kg and/or the weigh-back (null reopens the tray). */
const modificaCaricoCampi = v.oggetto({
  kg: kg.optional(),
  kgRimasti: kgRimastiVetrina.nullable().optional().describe('null riapre la vaschetta'),
});
const caricoDaModificare = (x: { kg?: number | undefined; kgRimasti?: number | null | undefined }) => x.kg !== undefined || x.kgRimasti !== undefined;
export const modificaCaricoSchema = modificaCaricoCampi.refine(caricoDaModificare, MSG_VETRINA.nienteDaModificare).describe('Modifica di una vaschetta (kg, kg rimasti; kgRimasti null riapre)');
export type ModificaCarico = z.output<typeof modificaCaricoSchema>;
export const modificaCaricoBody = restBody(modificaCaricoCampi).refine(caricoDaModificare, MSG_VETRINA.nienteDaModificare);

export const scartoSchema = v.oggetto({ puntoVenditaId, data, gustoId, kg, motivo }).describe('Gelato scartato dalla vetrina');
export type ScartoInput = z.output<typeof scartoSchema>;

const modificaScartoCampi = v.oggetto({ kg: kg.optional(), motivo: motivo.optional() });
const scartoDaModificare = (x: { kg?: number | undefined; motivo?: string | undefined }) => x.kg !== undefined || x.motivo !== undefined;
export const modificaScartoSchema = modificaScartoCampi.refine(scartoDaModificare, MSG_VETRINA.nienteDaModificare).describe('Modifica di uno scarto (kg, motivo)');
export type ModificaScarto = z.output<typeof modificaScartoSchema>;
export const modificaScartoBody = restBody(modificaScartoCampi).refine(scartoDaModificare, MSG_VETRINA.nienteDaModificare);

/** A point's day; for an operatore the point defaults to theirs. */
export const giornoSchema = z.object({
  puntoVenditaId: z
    .preprocess(emptyToUndefined, v.idDi(MSG_VETRINA.puntoVenditaObbligatorio).optional())
    .describe('Obbligatorio per admin e manager; per un operatore il suo'),
  data: data.describe('yyyy-MM-dd'),
});
export type GiornoQuery = z.output<typeof giornoSchema>;

const DAY_MS = 86_400_000;
/** A period dal..al (both included, at most 5 years) and an optional point (all points when omitted). */
const periodoCampi = z.object({
  puntoVenditaId: z
    .preprocess(emptyToUndefined, v.idDi(MSG_VETRINA.puntoVenditaObbligatorio).optional())
    .describe('Vuoto = tutti (admin e manager); per un operatore il suo'),
  dal: z
    .preprocess(emptyToUndefined, z.string({ message: MSG_VETRINA.periodoObbligatorio }).pipe(v.isoDate(MSG_VETRINA.dataNonValida)))
    .describe('yyyy-MM-dd, incluso'),
  al: z
    .preprocess(emptyToUndefined, z.string({ message: MSG_VETRINA.periodoObbligatorio }).pipe(v.isoDate(MSG_VETRINA.dataNonValida)))
    .describe('yyyy-MM-dd, incluso'),
});
/** dal ≤ al, at most 5 years, for both doors. */
const periodoValido = <S extends z.ZodType<{ dal: string; al: string }>>(schema: S) =>
  schema
    .refine((p) => p.dal <= p.al, MSG_VETRINA.periodoNonValido)
    .refine((p) => Date.parse(p.al) - Date.parse(p.dal) <= 5 * 366 * DAY_MS, MSG_VETRINA.periodoTroppoLungo);
export const periodoSchema = periodoValido(periodoCampi);
export type PeriodoQuery = z.output<typeof periodoCampi>;
export const periodoQuery = periodoValido(restQuery(periodoCampi));

/** A price of the list: general (no point) or for one point; euro per kg, 2 decimals, ≤ 1000. */
export const prezzoSchema = v.oggetto({
  gustoId,
  puntoVenditaId: z.preprocess(emptyToUndefined, v.idDi(MSG_VETRINA.puntoVenditaNonDisponibile).optional()).describe('Vuoto = tutti i punti vendita'),
  prezzoKg: costo(z
    .number({ message: MSG_VETRINA.prezzoNonValido })
    .refine((n) => Number.isFinite(n) && n > 0 && n <= 1000 && alPiuDecimali(n, 2), MSG_VETRINA.prezzoNonValido)).describe('Euro al kg, > 0, 2 decimali'),
}).describe('Prezzo al kg di un gusto: generale (senza punto vendita) o di un punto vendita');
export type PrezzoInput = z.output<typeof prezzoSchema>;

/** Removes a price: the general one (no point) or a point's. */
export const eliminaPrezzoSchema = z.object({
  gustoId,
  puntoVenditaId: z
    .preprocess(emptyToUndefined, v.idDi(MSG_VETRINA.puntoVenditaNonDisponibile).optional())
    .describe('Vuoto = il prezzo generale'),
});
export type EliminaPrezzo = z.output<typeof eliminaPrezzoSchema>;

export const MSG_AUMENTO = {
  categoria: 'Seleziona una categoria',
  categoriaNonTrovata: 'Categoria non trovata',
  percentuale: 'La variazione deve essere un numero tra -50 e 100 (diverso da 0, al massimo 2 decimali)',
} as const;

/** "+x %" on a category's prices: general prices (from the configured price when missing) and the points' ones. */
export const aumentoSchema = v.oggetto({
  categoriaId: z.preprocess(emptyToUndefined, v.idDi(MSG_AUMENTO.categoria)),
  percentuale: z
    .number({ message: MSG_AUMENTO.percentuale })
    .refine((n) => Number.isFinite(n) && n !== 0 && n >= -50 && n <= 100 && alPiuDecimali(n, 2), MSG_AUMENTO.percentuale)
    .describe('Percentuale, es. 5 = +5 %; tra -50 e 100'),
}).describe('Variazione percentuale dei prezzi di una categoria');
export type AumentoInput = z.output<typeof aumentoSchema>;


// ---- Outputs ----

/** Reasons of waste, as GraphQL's enum MotivoScarto (registered in vetrina.types.ts). */
export enum MotivoScarto {
  scaduto = 'scaduto',
  caduto = 'caduto',
  qualita = 'qualita',
  altro = 'altro',
}

/** A price of the list: general when `puntoVenditaId` is null. */
export const voceListinoSchema = z
  .object({
    gustoId: z.number().int(),
    puntoVenditaId: z.number().int().nullable().describe('Vuoto = tutti i punti vendita'),
    prezzoKg: costo(z.number()).describe('Euro al kg'),
  })
  .describe('Prezzo al kg di un gusto, generale (puntoVenditaId vuoto) o di un punto vendita');
export type VoceListinoView = z.output<typeof voceListinoSchema>;

/** What identifies a tray or a waste record: its sales point, day and flavour. */
const inVetrina = {
  id: z.number().int(),
  puntoVenditaId: z.number().int(),
  data: z.string().describe('yyyy-MM-dd'),
  gustoId: z.number().int(),
  gustoNome: z.string(),
  gustoColore: z.string(),
};

/** A tray of the display case; `kgRimasti` null while it is not weighed back. */
export const caricoVetrinaSchema = z
  .object({
    ...inVetrina,
    produzioneId: z.number().int().nullable(),
    kg: z.number(),
    kgRimasti: z.number().nullable().describe('Vuoto finché la vaschetta non è pesata in chiusura'),
    operatoreNome: z.string().nullable(),
    createdAt: z.date(),
  })
  .describe('Una vaschetta in vetrina e la sua pesata di chiusura');
export type CaricoView = z.output<typeof caricoVetrinaSchema>;

export const scartoVetrinaSchema = z
  .object({
    ...inVetrina,
    kg: z.number(),
    motivo: z.enum(MotivoScarto),
    operatoreNome: z.string().nullable(),
    createdAt: z.date(),
  })
  .describe('Gelato scartato dalla vetrina');
export type ScartoView = z.output<typeof scartoVetrinaSchema>;

/** A sales point's day: its trays (with their closing) and its waste. */
export const vetrinaGiornoSchema = z.object({
  puntoVenditaId: z.number().int(),
  puntoVenditaNome: z.string(),
  data: z.string().describe('yyyy-MM-dd'),
  carichi: z.array(caricoVetrinaSchema),
  scarti: z.array(scartoVetrinaSchema),
}).describe('La vetrina di un punto vendita in un giorno: vaschette e scarti');
export type VetrinaGiornoView = z.output<typeof vetrinaGiornoSchema>;

/** Per flavour over a period: kg, sell-through and waste % (percentages 0-100), revenue, cost, margin. */
export const riepilogoGustoSchema = z.object({
  gustoId: z.number().int(),
  nome: z.string(),
  colore: z.string(),
  kgCaricati: z.number(),
  kgVenduti: z.number().describe('Caricati − rimasti − scarto'),
  kgScarto: z.number(),
  sellThrough: z.number().nullable().describe('Venduti / caricati × 100'),
  scartoPercentuale: z.number().nullable().describe('Scarto / caricati × 100'),
  ricavo: costo(z.number()).describe('Venduti × prezzo al kg del listino; solo admin e manager'),
  costo: costo(z.number()).describe('Venduti × food cost fotografato; solo admin e manager'),
  margine: costo(z.number()).describe('Ricavo − costo; solo admin e manager'),
}).describe('Venduto, scarto, sell-through (%) e margine di un gusto nel periodo');
export type RiepilogoGustoView = z.output<typeof riepilogoGustoSchema>;

/** Spec quirk of the REST summary: no colour (as it always answered). */
export const QUIRK_RIEPILOGO = { colore: false } as const;

/** The suggested kg of a flavour for a day, with its reasons. */
export const suggerimentoSchema = z.object({
  gustoId: z.number().int(),
  nome: z.string(),
  kgSuggeriti: z.number().describe('max(0, previsione − rimasti) con una previsione del giorno, altrimenti max(0, media × (1 + trend / 100) − rimasti)'),
  media: z.number().describe('Kg venduti in media lo stesso giorno della settimana nelle 4 settimane precedenti'),
  trend: z.number().describe('Trend % delle 4 settimane (seconda metà rispetto alla prima), limitato a ±20'),
  rimasti: z.number().describe("Kg rimasti in vetrina all'ultima chiusura"),
  kgPrevisti: z.number().nullable().describe('Kg venduti previsti per il giorno (previsione), null senza previsione'),
  fonte: z.enum(['previsione', 'media_4_settimane']).describe('previsione | media_4_settimane: da cosa vengono i kg suggeriti'),
}).describe('Kg suggeriti di un gusto per un giorno e le loro ragioni');
export type SuggerimentoView = z.output<typeof suggerimentoSchema>;
