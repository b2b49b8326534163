import { MSG_INGREDIENTE, numeroNonNegativo, numeroOpzionale, numeroTra } from '@gelatiere/contratto';
import { UNITA_MISURA } from '@gelatiere/scienza';
import { z } from 'zod';
import { costo } from '../../common/costo.js';
import { filtroCatalogoSchema } from '../../common/aggiornato-dopo.js';
import { annoRoma } from '../../common/dates.js';
import { v } from '../../common/validation.js';
import { restQuery } from '../../common/forma-rest.js';
import { campiAllergeniIngrediente } from '../allergeni/allergeni-derivati.schema.js';
import { CAMPI_COMPOSIZIONE, type CampoComposizione } from './ingrediente.view.js';

/**
 * The contract of ingredients (spec sections 3 and 5): every input and output shape, once. The
 * messages and the number rules are in @gelatiere/contratto (shared with the web form), re-exported here.
 */
export { MSG_INGREDIENTE, numeroNonNegativo, numeroOpzionale } from '@gelatiere/contratto';

const missing = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/** The description of a composition field (inputs and outputs): g per 100 g unless said here. */
const DESCRIZIONI_COMPOSIZIONE: Partial<Record<CampoComposizione, string>> = {
  slng: 'Solidi magri del latte, g per 100 g',
  glucosio: 'Destrosio anidro, g per 100 g',
  alcol: 'Etanolo, g per 100 g',
  solidiCacao: 'Solidi magri del cacao, g per 100 g',
  stabilizzanti: 'Stabilizzanti ed emulsionanti, g per 100 g',
  densita: 'kg/l (liquidi; vuoto = 1,000)',
  sciroppoGlucosio: 'Sciroppi di glucosio e maltodestrine: g di solidi per 100 g',
  de: 'Destrosio equivalente dei solidi dello sciroppo (1-99)',
  glicosidiSteviolo: 'Glicosidi steviolici, g per 100 g',
};
const descrizioneComposizione = (k: CampoComposizione) => DESCRIZIONI_COMPOSIZIONE[k] ?? 'g per 100 g';

/** Composition fields (g per 100 g, 0..100) and densita (kg/l, 0.3..3); unknown = null. */
const composizione = Object.fromEntries(
  (Object.keys(CAMPI_COMPOSIZIONE) as CampoComposizione[]).map((k) => [
    k,
    (k === 'densita'
      ? numeroTra(0.3, 3, MSG_INGREDIENTE.densitaNonValida)
      : k === 'de'
        ? numeroTra(1, 99, MSG_INGREDIENTE.deNonValido)
        : numeroTra(0, 100, MSG_INGREDIENTE.composizioneNonValida(CAMPI_COMPOSIZIONE[k].etichetta))
    ).describe(descrizioneComposizione(k)),
  ]),
) as Record<CampoComposizione, ReturnType<typeof numeroTra>>;

const composizioneOpzionale = Object.fromEntries(Object.entries(composizione).map(([k, s]) => [k, s.optional()])) as {
  [K in CampoComposizione]: z.ZodOptional<ReturnType<typeof numeroTra>>;
};

export const unitaMisura = z.enum(UNITA_MISURA, {
  error: (iss) => (missing(iss.input) ? MSG_INGREDIENTE.unitaObbligatoria : MSG_INGREDIENTE.unitaNonValida),
});

const NUTRIENTI = {
  calorie: 'calorie',
  carboidrati: 'carboidrati',
  zuccheri: 'zuccheri',
  grassi: 'grassi',
  proteine: 'proteine',
  sale: 'sale',
  pac: 'PAC',
  pod: 'POD',
} as const;

/** An additive (Reg. 1169/2011 Annex VII Part C): category and specific name or E number; REST sends `e_numero`. */
export const additivoSchema = z.preprocess(
  (x) => {
    if (x === '' || typeof x !== 'object' || x === null || Array.isArray(x)) return x === '' ? null : x;
    const { e_numero, eNumero, ...r } = x as Record<string, unknown>;
    return { ...r, eNumero: eNumero ?? e_numero };
  },
  z
    .object(
      {
        categoria: v.requiredString(MSG_INGREDIENTE.additivoNonValido, 100).describe('Categoria (es. emulsionante, addensante)'),
        nome: v.optionalString(150).describe('Nome specifico (es. lecitina di soia)'),
        eNumero: z
          .string({ error: MSG_INGREDIENTE.eNumeroNonValido })
          .trim()
          .transform((s) => s.replace(/\s+/g, '').toUpperCase())
          .refine((s) => s === '' || /^E\d{3,4}[A-Z]?(\([IVX]+\))?$/.test(s), MSG_INGREDIENTE.eNumeroNonValido)
          .nullish()
          .transform((s) => (s ? s : null))
          .describe('Numero E (es. E322)'),
      },
      { error: MSG_INGREDIENTE.additivoNonValido },
    )
    .refine((a) => a.nome !== null || a.eNumero !== null, MSG_INGREDIENTE.additivoNonValido)
    .nullish(),
).describe('');
export type AdditivoInput = NonNullable<z.output<typeof additivoSchema>>;

/** The label fields of an ingredient (issue 27): piece mass, compound ingredient list, additive. */
const campiEtichetta = {
  pesoPezzoG: numeroTra(0.001, 100_000, MSG_INGREDIENTE.pesoPezzoNonValido).describe('Peso di un pezzo in grammi (ingredienti a pezzi)'),
  ingredientiComposti: v.optionalString(2000).describe('Ingrediente composto: il suo elenco ingredienti come in etichetta'),
  additivo: additivoSchema.describe('Additivo (null lo toglie)'),
};

const campi = {
  nome: v.requiredString(MSG_INGREDIENTE.nomeObbligatorio, 150),
  descrizione: v.optionalString(2000),
  costoPerUnita: costo(numeroNonNegativo(MSG_INGREDIENTE.costoObbligatorio, MSG_INGREDIENTE.costoNonValido)).describe('Euro per unità di misura'),
  unitaMisura,
  fornitore: v.requiredString(MSG_INGREDIENTE.fornitoreObbligatorio, 150),
  calorie: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.calorie)),
  carboidrati: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.carboidrati)),
  zuccheri: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.zuccheri)),
  grassi: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.grassi)),
  proteine: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.proteine)),
  sale: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.sale)),
  pac: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.pac)),
  pod: numeroOpzionale(MSG_INGREDIENTE.valoreNonValido(NUTRIENTI.pod)),
  ...composizione,
  ...campiAllergeniIngrediente,
  ...campiEtichetta,
  // null (GraphQL) means "not sent"
  attivo: v.boolish.nullish(),
};

/** Create (spec section 5): nome, costo_per_unita, unita_misura, fornitore required; numbers >= 0. */
export const creaIngredienteSchema = z.object({ ...campi, attivo: campi.attivo.describe('Predefinito: true') }).describe('Dati di un ingrediente (valori nutrizionali per 100 g; PAC/POD per 100 g, saccarosio = 100)');

/** Update: only the fields sent change; required fields, when sent, cannot be blank. */
export const aggiornaIngredienteSchema = z.object({
  ...campi,
  nome: campi.nome.optional(),
  descrizione: campi.descrizione.optional(),
  costoPerUnita: campi.costoPerUnita.optional(),
  unitaMisura: campi.unitaMisura.optional(),
  fornitore: campi.fornitore.optional(),
  calorie: campi.calorie.optional(),
  carboidrati: campi.carboidrati.optional(),
  zuccheri: campi.zuccheri.optional(),
  grassi: campi.grassi.optional(),
  proteine: campi.proteine.optional(),
  sale: campi.sale.optional(),
  pac: campi.pac.optional(),
  pod: campi.pod.optional(),
  ...composizioneOpzionale,
  pesoPezzoG: campiEtichetta.pesoPezzoG.optional(),
  ingredientiComposti: campiEtichetta.ingredientiComposti.optional(),
  additivo: campiEtichetta.additivo.optional(),
}).describe('Campi da modificare di un ingrediente (quelli omessi restano invariati; null azzera i valori facoltativi)');
export type CreaIngrediente = z.output<typeof creaIngredienteSchema>;
export type AggiornaIngrediente = z.output<typeof aggiornaIngredienteSchema>;

/** GET /ingredienti: the inactive ones only with includiDisattivi; aggiornatoDopo for incremental sync. */
export const filtroIngredientiSchema = filtroCatalogoSchema;

const dataOpzionale = (message: string) => z.preprocess((x) => (x === '' ? null : x), v.isoDate(message).nullish());

/** Statistics period (yyyy-MM-dd); by default the current year (Europe/Rome). */
export const filtroStatisticheSchema = z.object({
  dataInizio: dataOpzionale('Data di inizio non valida (formato yyyy-MM-dd)').describe('yyyy-MM-dd; predefinito il 1° gennaio di quest’anno'),
  dataFine: dataOpzionale('Data di fine non valida (formato yyyy-MM-dd)').describe('yyyy-MM-dd; predefinito il 31 dicembre di quest’anno'),
});

/** The period with its defaults; the start may not follow the end. */
const periodoDi = (p: z.output<typeof filtroStatisticheSchema>) => ({
  dataInizio: p.dataInizio ?? `${annoRoma()}-01-01`,
  dataFine: p.dataFine ?? `${annoRoma()}-12-31`,
});
const ordinato = [(p: { dataInizio: string; dataFine: string }) => p.dataInizio <= p.dataFine, { message: 'La data di inizio non può essere successiva alla data di fine' }] as const;

export const periodoStatisticheSchema = filtroStatisticheSchema.transform(periodoDi).refine(...ordinato);
/** REST query of GET /ingredienti/stats (data_inizio, data_fine). */
export const periodoStatisticheRest = restQuery(filtroStatisticheSchema).transform(periodoDi).refine(...ordinato);
export type PeriodoStatistiche = z.output<typeof periodoStatisticheSchema>;

// ---------------------------------------------------------------------------------------------
// Outputs

const opzionale = z.number().nullable();
const composizioneView = Object.fromEntries(
  (Object.keys(CAMPI_COMPOSIZIONE) as CampoComposizione[]).map((k) => [
    k,
    opzionale.describe(descrizioneComposizione(k)),
  ]),
) as Record<CampoComposizione, typeof opzionale>;

/** An ingredient as every door shows it (nutrition per 100 g; PAC/POD per 100 g, saccarosio = 100). */
export const ingredienteSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    descrizione: z.string().nullable(),
    costoPerUnita: costo(z.number()).describe('Euro per unità di misura'),
    unitaMisura: z.enum(UNITA_MISURA),
    fornitore: z.string(),
    calorie: opzionale,
    carboidrati: opzionale,
    zuccheri: opzionale,
    grassi: opzionale,
    proteine: opzionale,
    sale: opzionale,
    pac: opzionale,
    pod: opzionale,
    ...composizioneView,
    pacPodDerivati: z.boolean().describe('PAC e POD calcolati dallo spettro degli zuccheri (non inseriti)'),
    allergeniContiene: z.array(z.string()).describe('Nomi degli allergeni contenuti (catalogo allergeni)'),
    allergeniTracce: z.array(z.string()).describe('Nomi degli allergeni che può contenere in tracce'),
    allergeniDichiarati: z.boolean().describe('Allergeni dichiarati (anche nessuno); falso = sconosciuti'),
    nomeEtichetta: z.string().nullable().describe("Nome in etichetta (es. 'latte intero'); null = il nome"),
    caratterizzante: z.boolean().describe('Caratterizzante: percentuale in etichetta (QUID)'),
    pesoPezzoG: z.number().nullable().describe('Peso di un pezzo in grammi (ingredienti a pezzi): conta nella massa, nell\'ordine in etichetta e nei valori nutrizionali'),
    ingredientiComposti: z.string().nullable().describe('Ingrediente composto: il suo elenco ingredienti come in etichetta (es. cioccolato)'),
    additivo: z
      .object({ categoria: z.string().describe('Categoria (es. emulsionante, addensante)'), nome: z.string().nullable().describe('Nome specifico (es. lecitina di soia)'), eNumero: z.string().nullable().describe('Numero E (es. E322)') }).describe('Additivo (Reg. UE 1169/2011, allegato VII parte C): categoria e nome specifico o numero E')
      .nullable()
      .describe('Additivo: categoria (es. emulsionante), nome specifico e/o numero E'),
    attivo: z.boolean(),
    createdAt: z.date(),
  })
  .describe('Un ingrediente; valori nutrizionali per 100 g, PAC/POD per 100 g (saccarosio = 100)');
export type IngredienteView = z.output<typeof ingredienteSchema>;

export const statisticaIngredienteSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  gustiUtilizzati: z.number().int().describe('Gusti la cui ricetta contiene l’ingrediente'),
  kgProdottiTotali: z.number().describe('kg prodotti nel periodo dei gusti che lo contengono'),
  quantitaUtilizzataKg: z.number().describe('Consumo in kg (i liquidi secondo la loro densità); per gli ingredienti a pezzi, il numero di pezzi'),
  quantitaUtilizzata: z.number().describe('Consumo nell’unità di misura dell’ingrediente'),
  costoPerUnita: costo(z.number()),
  unitaMisura: z.enum(UNITA_MISURA),
  costoTotaleUtilizzato: costo(z.number()),
  costoMedioEffettivo: costo(z.number()).describe('Costo dell’ingrediente per kg di gelato prodotto (costo totale utilizzato / kg prodotti totali)'),
  fornitore: z.string(),
});
export type StatisticaIngredienteView = z.output<typeof statisticaIngredienteSchema>;

/** Ingredient statistics over a period (spec section 3). */
export const statisticheIngredientiSchema = z.object({
  periodo: z.object({ dataInizio: z.string().describe('yyyy-MM-dd'), dataFine: z.string().describe('yyyy-MM-dd') }),
  totali: z.object({ ingredientiAnalizzati: z.number().int(), kgTotaliProdotti: z.number().describe('kg di gelato prodotti nel periodo (tutti i gusti)'), quantitaTotaleUtilizzata: z.number().describe('Somma di quantitaUtilizzataKg degli ingredienti con massa (esclusi i pz)'), costoTotale: costo(z.number()) }),
  statistiche: z.array(statisticaIngredienteSchema),
});
export type StatisticheIngredientiView = z.output<typeof statisticheIngredientiSchema>;
