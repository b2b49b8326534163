import { UNITA_MISURA } from '@gelatiere/scienza';
import { z } from 'zod';
import { costo } from '../../common/costo.js';
import { restQuery } from '../../common/forma-rest.js';
import { v } from '../../common/validation.js';
import { LIMITI_LABORATORIO, numeroDaTesto } from '../config/laboratorio.schema.js';

/**
 * The weighing sheet (foglio di pesata) of a flavour: its request shapes (REST query, GraphQL
 * arguments, the service's input) and its messages. DOMAIN.md, "Recipe versions and the weighing sheet".
 */

export const LIMITI_FOGLIO = { kgMax: 1000, vaschetteMax: 100, volumeMaxL: 50 } as const;

export const MSG_FOGLIO = {
  modo: 'Indica i kg di miscela (kg) oppure il numero di vaschette con il loro volume (vaschette e volume_l), non entrambi',
  kg: `I kg di miscela devono essere un numero maggiore di 0 e non oltre ${LIMITI_FOGLIO.kgMax}`,
  vaschette: `Il numero di vaschette deve essere un intero tra 1 e ${LIMITI_FOGLIO.vaschetteMax}`,
  volume: `Il volume della vaschetta deve essere un numero di litri maggiore di 0 e non oltre ${LIMITI_FOGLIO.volumeMaxL}`,
  volumeMancante: 'Indica il volume di ogni vaschetta in litri (volume_l)',
  overrun: "L'overrun è una frazione tra 0 e 2 (es. 0.35 per il 35 %)",
  overrunSoloVaschette: "L'overrun si indica solo con le vaschette: con i kg di miscela non serve",
  formato: 'Formato non valido: json oppure pdf',
  senzaRicetta: 'Il gusto non ha ingredienti a peso nella ricetta: impossibile preparare il foglio di pesata',
  sottoMinimo: (kg: string, min: string) => `Ogni ciclo (${kg} kg) è sotto il carico minimo del mantecatore (${min} kg)`,
  composizioneMancante: (nomi: string) => `Densità della miscela stimata: composizione mancante per ${nomi}`,
} as const;

/** Optional number: JSON number or decimal text ('12,5' accepted); '' reads as not sent. */
const numeroOpzionale = (message: string, check: (n: number) => boolean) =>
  z.preprocess(
    (x) => (x === '' || x === null ? undefined : numeroDaTesto(x)),
    z.number({ message }).refine((n) => Number.isFinite(n) && check(n), message).optional(),
  ).optional();

const campiFoglio = z.object({
  kg: numeroOpzionale(MSG_FOGLIO.kg, (n) => n > 0 && n <= LIMITI_FOGLIO.kgMax).describe('kg di miscela da preparare (> 0, ≤ 1000)'),
  vaschette: numeroOpzionale(MSG_FOGLIO.vaschette, (n) => Number.isInteger(n) && n >= 1 && n <= LIMITI_FOGLIO.vaschetteMax).describe('numero di vaschette (intero 1–100), con volume_l'),
  volumeL: numeroOpzionale(MSG_FOGLIO.volume, (n) => n > 0 && n <= LIMITI_FOGLIO.volumeMaxL).describe('litri di ogni vaschetta (> 0, ≤ 50)'),
  overrun: numeroOpzionale(MSG_FOGLIO.overrun, (n) => n >= 0 && n <= LIMITI_LABORATORIO.overrunMax).describe(
    'frazione (0.35 = 35 %); predefinito 0.30 per il gelato, 0.20 per i sorbetti',
  ),
  produzioneId: v.id.optional().describe('Foglio stampato per una produzione registrata: porta il lotto di produzione della riga del gusto'),
});

/** kg of mix, or trays with their volume (and overrun), never both. */
function unModo(v: z.output<typeof campiFoglio>, ctx: z.RefinementCtx) {
  const conKg = v.kg !== undefined;
  const conVaschette = v.vaschette !== undefined || v.volumeL !== undefined;
  if (conKg === conVaschette) ctx.addIssue({ code: 'custom', message: MSG_FOGLIO.modo, path: ['kg'] });
  else if (conKg && v.overrun !== undefined) ctx.addIssue({ code: 'custom', message: MSG_FOGLIO.overrunSoloVaschette, path: ['overrun'] });
  else if (conVaschette && v.vaschette === undefined) ctx.addIssue({ code: 'custom', message: MSG_FOGLIO.vaschette, path: ['vaschette'] });
  else if (conVaschette && v.volumeL === undefined) ctx.addIssue({ code: 'custom', message: MSG_FOGLIO.volumeMancante, path: ['volume_l'] });
}

/** The service's input: kg of mix, or trays × volume (× overrun, default by flavour type). */
export const foglioPesataSchema = campiFoglio.superRefine(unModo);
export type FoglioPesataInput = z.output<typeof foglioPesataSchema>;

/** REST query of GET /gusti/:id/foglio-pesata: the same fields (volume_l) and the format. */
export const foglioPesataQuery = restQuery(
  campiFoglio.extend({
    formato: z.preprocess((x) => (x === '' || x == null ? 'json' : x), z.enum(['json', 'pdf'], { message: MSG_FOGLIO.formato })).describe('json (predefinito) o pdf (A4 da stampare)'),
  }),
).superRefine(unModo);

const rigaFoglioSchema = z.object({
  ingredienteId: z.number().int(),
  nome: z.string(),
  unita: z.enum(UNITA_MISURA).describe('Unità della riga di ricetta'),
  quantita: z.number().describe("Quantità scalata nell'unità della ricetta (pezzi arrotondati per eccesso)"),
  grammi: z.number().nullable().describe('Grammi da pesare, arrotondati alla risoluzione della sua bilancia (nullo per i pezzi)'),
  bilancia: z.enum(['principale', 'precisione']).nullable().describe('principale o precisione (sotto la soglia per ciclo); nullo per i pezzi'),
  pezziEsatti: z.number().nullable().describe('Pezzi: la quota esatta prima di arrotondare per eccesso'),
  ruolo: z.enum(['base', 'variegato', 'inclusione']).describe('base, variegato o inclusione (a fine mantecazione)'),
}).describe('Una riga del foglio di pesata');

/** The weighing sheet as every door shows it; foodCostKg and costoLotto only for who may see costs. */
export const foglioPesataViewSchema = z
  .object({
    gustoId: z.number().int(),
    nome: z.string(),
    versione: z.number().int().describe('Versione della ricetta da cui è fatto il foglio'),
    tipo: z.enum(['gelato', 'sorbetto']).describe('gelato o sorbetto (dal profilo di bilanciamento del gusto)'),
    modo: z.enum(['kg', 'vaschette']).describe('kg o vaschette'),
    kgMix: z.number().describe('kg di miscela'),
    densitaMix: z.number().describe('kg/l, dalla composizione della miscela'),
    vaschette: z.number().int().nullable(),
    volumeL: z.number().nullable(),
    overrun: z.number().nullable().describe('Frazione (0.30 = 30 %); nullo nel modo kg'),
    capacitaMinKg: z.number(),
    capacitaMaxKg: z.number(),
    risoluzioneG: z.number().describe('Risoluzione della bilancia principale (g)'),
    risoluzionePrecisioneG: z.number().describe('Risoluzione della bilancia di precisione (g)'),
    sogliaPrecisioneG: z.number().describe('Righe sotto questi grammi per ciclo: bilancia di precisione'),
    kgCiclo: z.number().describe('kg di ogni ciclo (cicli uguali)'),
    cicli: z.array(z.object({ numero: z.number().int(), kg: z.number(), righe: z.array(rigaFoglioSchema) }).describe('Un ciclo del mantecatore')).describe('Cicli uguali del mantecatore'),
    righe: z.array(rigaFoglioSchema).describe("Righe dell'intero lotto: ognuna la somma delle righe arrotondate dei cicli"),
    grammiTotali: z.number().describe('Grammi da pesare in tutto (somma delle righe a peso arrotondate)'),
    foodCostKg: costo(z.number()).nullable().describe('Euro per kg di miscela (solo admin e manager)'),
    costoLotto: costo(z.number()).nullable().describe('Costo del lotto in euro dalle quantità arrotondate, pezzi compresi (solo admin e manager)'),
    costoArrotondamentoPezzi: costo(z.number()).nullable().describe("Euro che l'arrotondamento per eccesso dei pezzi aggiunge al lotto (solo admin e manager)"),
    allergeni: z.array(z.string()),
    tracce: z.array(z.string()),
    note: z.string().nullable().describe('Note di produzione del gusto'),
    lottoProduzione: z.string().nullable().describe('Lotto di produzione della riga del gusto (stampato per una produzione), es. L20261128-153; null altrimenti'),
    dataProduzione: z.string().nullable().describe('Data della produzione (stampato per una produzione)'),
    avvisi: z.array(z.string()),
    generatoIl: z.date(),
  })
  .describe('Foglio di pesata di un gusto (DOMAIN.md: versioni della ricetta e foglio di pesata)');
export type FoglioPesataView = z.output<typeof foglioPesataViewSchema>;
