import { z } from 'zod';
import { CHIAVI_MIX, RUOLI_RIGA, UNITA_MISURA, type ComposizioneIngrediente } from '@gelatiere/scienza';
import { v } from '../../common/validation.js';
import { restBody } from '../../common/forma-rest.js';
import { MSG_GUSTO, rigaRicetta, rigaRicettaRest } from '../gusti/gusto.schema.js';
import { toNumber } from '../../common/numbers.js';
import { costo } from '../../common/costo.js';
import { intervalloSchema, obiettiviSchema, temperaturaServizioSchema } from './profilo.schema.js';

export const MSG_SCIENZA = {
  righeObbligatorie: 'Indica almeno una riga della ricetta',
  troppeRighe: 'Troppe righe nella ricetta (massimo 100)',
  troppiCandidati: 'Troppi ingredienti candidati (massimo 30)',
  limiteRigaNonValido: 'Il minimo e il massimo di una riga devono essere numeri maggiori o uguali a 0',
  minOltreMaxRiga: 'Il minimo di una riga non può superare il massimo',
  massaNonValida: 'La massa della miscela deve essere un numero maggiore di 0 e al massimo 1000 kg',
  obiettivoNonValido: "L'obiettivo deve essere costo_minimo o modifica_minima",
  profiloEObiettivi: 'Indica il profilo oppure gli obiettivi, non entrambi',
  puntoVenditaNonTrovato: 'Punto vendita non trovato',
  profiloNonTrovato: 'Profilo di bilanciamento non trovato',
  idNonValido: 'Identificativo non valido',
  senzaSoluzione: 'Il bilanciamento non ha trovato una soluzione: sblocca qualche riga o allarga i minimi e i massimi delle righe',
  candidatoNonValido: 'Ogni candidato deve indicare ingrediente_id e, facoltativo, un massimo maggiore o uguale a 0',
} as const;

const MAX_RIGHE = 100;

const idOpzionale = z.preprocess(toNumber, v.idDi(MSG_SCIENZA.idNonValido).nullish());
const limiteRiga = z.preprocess(toNumber, z.number({ error: MSG_SCIENZA.limiteRigaNonValido }).min(0, MSG_SCIENZA.limiteRigaNonValido).max(10_000_000, MSG_SCIENZA.limiteRigaNonValido).nullish());

/** Analysis of an unsaved recipe (editor preview): the recipe-line rules of the flavours. */
const analisiCampi = {
  righe: z.array(rigaRicetta, { error: MSG_GUSTO.ingredientiNonValidi }).max(MAX_RIGHE, MSG_SCIENZA.troppeRighe),
  profiloId: idOpzionale.describe('Predefinito: il profilo predefinito'),
  puntoVenditaId: idOpzionale.describe('Temperatura della vetrina di questo punto vendita (predefinita -12 °C)'),
};
export const analisiRicettaSchema = z.object(analisiCampi).describe('Una ricetta non salvata da analizzare (anteprima dell’editor)');
export type AnalisiRicettaInputData = z.output<typeof analisiRicettaSchema>;

/** REST body of POST /scienza/analisi: lines with `ingrediente_id`, snake_case keys. */
export const analisiRicettaRest = restBody(
  analisiRicettaSchema.extend({ righe: z.array(rigaRicettaRest, { error: MSG_GUSTO.ingredientiNonValidi }).max(MAX_RIGHE, MSG_SCIENZA.troppeRighe) }),
);

const limitiRiga = {
  bloccata: v.boolish.nullish(),
  libera: v.boolish.nullish().describe('Libera dai limiti di identità (±30 % della quota attuale)'),
  min: limiteRiga,
  max: limiteRiga,
};
const minNonOltreMax = [(r: { min?: number | null | undefined; max?: number | null | undefined }) => r.min == null || r.max == null || r.min <= r.max, { message: MSG_SCIENZA.minOltreMaxRiga }] as const;
export const rigaBilanciamento = rigaRicetta
  .extend(limitiRiga)
  .refine(...minNonOltreMax)
  .describe('Una riga da bilanciare: bloccata mantiene la quantità; min e max nella stessa unità');
const rigaBilanciamentoRest = restBody(rigaRicetta.extend(limitiRiga), MSG_GUSTO.ingredientiNonValidi).refine(...minNonOltreMax);

export const candidato = z
  .object(
    {
      ingredienteId: z.preprocess(toNumber, v.idDi(MSG_SCIENZA.candidatoNonValido)),
      max: z.preprocess(toNumber, z.number({ error: MSG_SCIENZA.candidatoNonValido }).min(0, MSG_SCIENZA.candidatoNonValido).max(10_000_000, MSG_SCIENZA.candidatoNonValido).nullish()),
    },
    { error: MSG_SCIENZA.candidatoNonValido },
  )
  .describe('Un ingrediente del catalogo che il bilanciamento può aggiungere (da 0 a max, in g o ml)');

const righeBilanciamento = <R extends z.ZodType>(riga: R) =>
  z.array(riga, { error: MSG_GUSTO.ingredientiNonValidi }).min(1, MSG_SCIENZA.righeObbligatorie).max(MAX_RIGHE, MSG_SCIENZA.troppeRighe);
const candidati = <C extends z.ZodType>(c: C) => z.array(c, { error: MSG_SCIENZA.candidatoNonValido }).max(30, MSG_SCIENZA.troppiCandidati).nullish();

const bilanciaCampi = z.object({
  righe: righeBilanciamento(rigaBilanciamento),
  massaKg: z.preprocess(toNumber, z.number({ error: MSG_SCIENZA.massaNonValida }).positive(MSG_SCIENZA.massaNonValida).max(1000, MSG_SCIENZA.massaNonValida).nullish()).describe('Massa della miscela in kg (predefinita: quella attuale)'),
  profiloId: idOpzionale.describe('Predefinito: il profilo predefinito'),
  obiettivi: z
    .preprocess((x) => (x === null ? undefined : x), obiettiviSchema.optional())
    .describe('Al posto del profilo: { chiave: { min, max } } (REST) o un elenco di { chiave, min, max } (GraphQL)'),
  temperaturaServizio: temperaturaServizioSchema.optional().describe('°C; sostituisce quella del profilo'),
  obiettivo: z.enum(['costo_minimo', 'modifica_minima'], { error: MSG_SCIENZA.obiettivoNonValido }),
  candidati: candidati(candidato),
  puntoVenditaId: idOpzionale,
  nomeGusto: v.optionalString(150).describe('Nome del gusto: le righe il cui ingrediente vi è nominato sono caratterizzanti (mai sotto la loro quota)'),
});
const profiloOppureObiettivi = [(b: { profiloId?: number | null | undefined; obiettivi?: unknown }) => b.profiloId == null || b.obiettivi === undefined, { message: MSG_SCIENZA.profiloEObiettivi }] as const;

/** Balancing request (issue 11): lines with lock/min/max, profile or explicit targets, objective. */
export const bilanciaSchema = bilanciaCampi.refine(...profiloOppureObiettivi).describe('Richiesta di bilanciamento: profilo oppure obiettivi indicati');
export type BilanciaInputData = z.output<typeof bilanciaSchema>;

/** REST body of POST /scienza/bilancia: lines and candidates with `ingrediente_id`, snake_case keys. */
export const bilanciaRest = restBody(
  bilanciaCampi.extend({
    righe: righeBilanciamento(rigaBilanciamentoRest),
    candidati: candidati(restBody(candidato, MSG_SCIENZA.candidatoNonValido)),
  }),
).refine(...profiloOppureObiettivi);

/** GET /gusti/:id/analisi: the display case of a sales point (its temperature). */
export const analisiGustoQuery = z.object({
  punto_vendita_id: v.id.optional().describe('Temperatura della vetrina di questo punto vendita (predefinita -12 °C)'),
  puntoVenditaId: v.id.optional().describe('Come punto_vendita_id'),
});

// ---------------------------------------------------------------------------------------------
// Outputs: the science package's shapes (snake_case keys = the REST shape of issue 11)

const DESCRIZIONI_MIX: Partial<Record<(typeof CHIAVI_MIX)[number], string>> = {
  slng: 'Solidi magri del latte',
  zuccheri: 'Zuccheri totali, lattosio compreso',
  sale_aggiunto: 'Sale degli ingredienti senza solidi del latte',
  polioli: 'Eritritolo, maltitolo, sorbitolo',
};
export const composizioneMix = z
  .object(Object.fromEntries(CHIAVI_MIX.map((k) => [k, DESCRIZIONI_MIX[k] ? z.number().describe(DESCRIZIONI_MIX[k]) : z.number()])) as Record<(typeof CHIAVI_MIX)[number], z.ZodNumber>)
  .describe('Composizione della miscela, g per 100 g');

export const profiloAnalisi = z
  .object({
    id: z.number().int().optional(),
    nome: z.string(),
    obiettivi: z.record(z.string(), intervalloSchema),
    temperatura_servizio: intervalloSchema.nullable(),
  })
  .describe('Il profilo usato da un’analisi (id nullo per obiettivi indicati nella richiesta)');

export const durezzaVetrina = z
  .object({
    punto_vendita_id: z.number().int().nullable(),
    temperatura: z.number().describe('°C'),
    percentuale: z.number().nullable().describe('% di acqua congelata; nullo se la curva non raggiunge la temperatura'),
  })
  .describe('Acqua congelata alla temperatura della vetrina');
export const ingredienteSenzaComposizione = z.object({ id: z.number().int(), nome: z.string() });
export const copertura = z
  .object({ percentuale: z.number(), ingredienti_senza_composizione: z.array(ingredienteSenzaComposizione) })
  .describe('Quota della massa i cui ingredienti hanno la composizione (acqua) indicata');
export const puntoCurva = z
  .object({ x: z.number().int().describe('% di acqua congelata (0..99)'), temperatura: z.number().describe('°C'), temperatura_durezza: z.number().describe('°C, con il fattore di durezza') })
  .describe('Un punto della curva di congelamento');
export const controllo = z
  .object({ chiave: z.string(), valore: z.number(), min: z.number().nullable(), max: z.number().nullable(), esito: z.enum(['ok', 'basso', 'alto']) })
  .describe('Un obiettivo del profilo (o il controllo del lattosio) confrontato con la miscela');

/** The analysis of a mix (per 100 g of mix unless said otherwise). */
export const analisiSchema = z
  .object({
    massa_kg: z.number(),
    composizione: composizioneMix,
    pac_totale: z.number(),
    pac_sali_latte: z.number(),
    hf: z.number().describe('Fattore di durezza'),
    pod: z.number(),
    abs_pac: z.number(),
    punto_congelamento: z.number().describe('°C'),
    temperatura_servizio: z.number().describe('°C'),
    durezza_vetrina: durezzaVetrina,
    densita_mix: z.number().describe('kg/l'),
    copertura,
    curva: z.array(puntoCurva).describe('100 punti, x = 0..99'),
    controlli: z.array(controllo),
    profilo: profiloAnalisi.nullable(),
    food_cost: costo(z.number()).describe('Euro per kg di miscela'),
  })
  .describe('Analisi scientifica di una ricetta (DOMAIN.md, Gelato science); valori per 100 g di miscela');

export const rigaProposta = z
  .object({ ingrediente_id: z.number().int(), quantita: z.number(), unita: z.enum(UNITA_MISURA), ruolo: z.enum(RUOLI_RIGA).optional().describe('Come inviato') })
  .describe('Una riga della ricetta bilanciata, nella stessa unità inviata');
export const obiettivoMancato = z
  .object({
    chiave: z.string(),
    valore: z.number(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    scarto: z.number(),
    messaggio: z.string().describe('In italiano: cosa manca e come rimediare'),
  })
  .describe('Un obiettivo non raggiungibile e di quanto è mancato');
export const vincoloAttivo = z
  .object({
    chiave: z.string().describe('es. riga_2_min, solidi_totali_max, lattosio_hyde_rothwell'),
    descrizione: z.string().describe('In italiano, es. "Limoni al minimo: 25 %"'),
  })
  .describe('Un vincolo che determina la ricetta proposta');

/** A balancing answer: the package's, plus an Italian message per missed target. */
export const risultatoBilanciamentoSchema = z.object({
  fattibile: z.boolean(),
  righe: z.array(rigaProposta),
  analisi: analisiSchema,
  food_cost: costo(z.number()).describe('Euro per kg di miscela della ricetta proposta'),
  obiettivi_mancati: z.array(obiettivoMancato),
  vincoli_attivi: z.array(vincoloAttivo).describe('I vincoli che determinano la ricetta proposta, in italiano'),
});

/** The composition keys of a library ingredient; those before `densita` are 0 (never null) in GraphQL. */
export const CHIAVI_COMPOSIZIONE_INGREDIENTE = [
  'acqua',
  'grassi',
  'grassi_saturi',
  'proteine',
  'carboidrati',
  'zuccheri',
  'fibre',
  'sale',
  'calorie',
  'slng',
  'saccarosio',
  'glucosio',
  'fruttosio',
  'lattosio',
  'maltosio',
  'alcol',
  'burro_cacao',
  'solidi_cacao',
  'grassi_frutta_secca',
  'stabilizzanti',
  'densita',
  'sciroppo_glucosio',
  'de',
  'eritritolo',
  'maltitolo',
  'sorbitolo',
  'trealosio',
  'inulina',
  'polidestrosio',
  'sucralosio',
  'glicosidi_steviolo',
] as const satisfies readonly (keyof ComposizioneIngrediente)[];
const DESCRIZIONI_INGREDIENTE: Partial<Record<(typeof CHIAVI_COMPOSIZIONE_INGREDIENTE)[number], string>> = {
  densita: 'kg/l (solo liquidi)',
  sciroppo_glucosio: 'Sciroppi di glucosio e maltodestrine: g di solidi per 100 g',
  de: 'Destrosio equivalente dei solidi dello sciroppo',
};
const composizioneIngrediente = Object.fromEntries(
  [...CHIAVI_COMPOSIZIONE_INGREDIENTE].map((k) => [k, DESCRIZIONI_INGREDIENTE[k] ? z.number().nullable().describe(DESCRIZIONI_INGREDIENTE[k]) : z.number().nullable()]),
) as Record<(typeof CHIAVI_COMPOSIZIONE_INGREDIENTE)[number], z.ZodNullable<z.ZodNumber>>;

/** A reference ingredient of the library: composition per 100 g, density, allergens, source. */
export const voceLibreriaSchema = z
  .object({
    codice: z.string(),
    nome: z.string(),
    descrizione: z.string(),
    unita_misura: z.enum(['kg', 'l']),
    ...composizioneIngrediente,
    allergeni: z.array(z.string()).describe('Allergeni tipici (nomi dell’elenco UE)'),
    tracce: z.array(z.string()),
    fonte: z.string().describe('Fonte dei valori (CREA, USDA FoodData Central con il numero NDB, scheda del produttore)'),
    pac: z.number().describe('Derivato dallo spettro degli zuccheri'),
    pod: z.number().describe('Derivato dallo spettro degli zuccheri'),
  })
  .describe('Un ingrediente di base della libreria, con la composizione per 100 g e la fonte dei valori');
