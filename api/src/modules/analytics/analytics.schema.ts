import { z } from 'zod';
import { costo as campoCosto } from '../../common/costo.js';
import { MSG_ANALYTICS, filtroSchema, limiteSchema, offsetSchema } from './analytics.filters.js';
import { baseCostoSchema } from '../magazzino/base-costo.js';
import type { ExportData } from './analytics.export.js';
import type {
  ConfrontoView,
  CostiView,
  CostoProduzioniView,
  CostoTotaleView,
  DashboardView,
  DettaglioCostoProduzioneView,
  FoodCostGustoView,
  GustoAnalyticsView,
  GustoDettaglioView,
  IngredienteAnalyticsView,
  MarginiView,
  MeseView,
  PeriodoDettagliView,
  PeriodoRiepilogoView,
} from './analytics.service.js';

/**
 * The REST contract of analytics (spec sections 3 and 7): the query of every route (the filters of
 * analytics.filters.ts, shared with GraphQL) and the shape of every answer. The services compute
 * the views (camelCase, cost figures undefined for whoever may not see them); rest/serialize.ts
 * writes them in snake_case. Each answer schema is checked at compile time against the service's
 * view type (`vista`), so a change on either side fails the typecheck instead of drifting.
 */

// ---- Queries ----

export { filtroSchema };
export const costoProduzioniQuery = filtroSchema.extend({ limite: limiteSchema(50), offset: offsetSchema });
export const ingredientiQuery = filtroSchema.extend({ limite: z.preprocess((x) => (x === '' ? undefined : x), limiteSchema(10).optional()) });
export const topGustiQuery = filtroSchema.extend({ limite: limiteSchema(10) });
/** The filters and the cost basis of the current food cost (food-cost-gusti, gusto/:id). */
export const foodCostGustiQuery = filtroSchema.extend({ base_costo: baseCostoSchema });
export const exportQuery = filtroSchema.extend({
  formato: z.preprocess((x) => (x === '' || x == null ? 'excel' : x), z.enum(['excel', 'json'], { message: MSG_ANALYTICS.formato })),
});

// ---- Answers ----

type Uguali<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The schema, once its output is exactly the view `V` (otherwise a type error names the mismatch). */
const vista =
  <V>() =>
  <S extends z.ZodType>(schema: S, ..._uguale: Uguali<z.output<S>, V> extends true ? [] : ['lo schema non corrisponde alla vista del servizio']) =>
    schema;

const id = z.number().int();
const trend = z
  .enum(['crescita', 'decrescita', 'stabile'])
  .describe('Seconda metà del periodo rispetto alla prima, ±10 %: per gusti e ingredienti la quota sui kg prodotti del periodo (al netto della stagione), per il periodo i kg');
const margineFonte = campoCosto(z.enum(['reale', 'stimato'])).describe('reale: dai dati della vetrina; stimato: kg prodotti × prezzo_vendita_kg');
/** Cost and margin figures: only for admin and manager (omitted for operators). */
const costo = campoCosto(z.number()).optional();

const periodo = z.object({ anno: id, mese: id.nullable(), dataInizio: z.string(), dataFine: z.string(), mesi: id });

const mese = vista<MeseView>()(
  z.object({
    mese: id,
    kgTotale: z.number(),
    costoTotale: costo,
    margine: costo,
    margineFonte: margineFonte.optional(),
    produzioni: z.number().nullable().optional().describe('null con filtri per gusto'),
  }),
);

const ripartizione = z.object({
  id: id.nullable(),
  nome: z.string(),
  colore: z.string().nullable().optional(),
  kgTotale: z.number(),
  percentuale: z.number(),
  costoTotale: costo,
});

const gustoRiga = vista<GustoAnalyticsView>()(
  z.object({
    gustoId: id,
    nome: z.string(),
    categoria: z.string().nullable(),
    colore: z.string(),
    totaleKg: z.number(),
    percentuale: z.number(),
    mediaMensile: z.number(),
    trend,
    costoTotale: costo,
    margine: costo,
    margineKg: campoCosto(z.number()).nullable().optional(),
    margineFonte: margineFonte.optional(),
  }),
);
export const gustiSchema = z.array(gustoRiga);

const totaliPeriodo = z.object({ kgTotale: z.number(), produzioni: z.number(), costoTotale: costo, ricavoStimato: costo, margine: costo });

export const dashboardSchema = vista<DashboardView>()(
  z.object({
    oggi: z.string().describe('yyyy-MM-dd'),
    prezzoVenditaKg: costo,
    produzioneOggi: totaliPeriodo,
    produzioneSettimana: totaliPeriodo,
    produzioneMese: totaliPeriodo,
    gustiPiuProdotti: z.array(gustoRiga),
    produzioneGiornaliera: z.array(z.object({ data: z.string(), kgTotale: z.number(), produzioni: z.number(), costoTotale: costo })),
    totali: z.object({
      produzioni: z.number(),
      kgTotale: z.number(),
      costoTotale: costo,
      utentiAttivi: z.number(),
      gustiAttivi: z.number(),
      ingredientiAttivi: z.number(),
      puntiVenditaAttivi: z.number(),
      categorieAttive: z.number(),
    }),
  }),
);
/** Spec quirk (section 3): the dashboard's top-level keys stay camelCase (produzioneOggi, ...); their fields are snake_case. */
export const QUIRK_DASHBOARD = {
  produzioneOggi: { nome: 'produzioneOggi' },
  produzioneSettimana: { nome: 'produzioneSettimana' },
  produzioneMese: { nome: 'produzioneMese' },
  gustiPiuProdotti: { nome: 'gustiPiuProdotti' },
  produzioneGiornaliera: { nome: 'produzioneGiornaliera' },
} as const;

export const costoTotaleSchema = vista<CostoTotaleView>()(
  z.object({
    periodo,
    kgTotale: z.number(),
    costoTotale: campoCosto(z.number()),
    costoMedioKg: campoCosto(z.number()),
    produzioni: z.number(),
    prezzoVenditaKg: campoCosto(z.number()),
    ricavoStimato: campoCosto(z.number()),
    margine: campoCosto(z.number()),
  }),
);

export const foodCostGustiSchema = z.array(
  vista<FoodCostGustoView>()(
    z.object({
      gustoId: id,
      nome: z.string(),
      categoria: z.string().nullable(),
      colore: z.string(),
      attivo: z.boolean(),
      foodCostAttuale: campoCosto(z.number()),
      foodCostMedio: campoCosto(z.number()).nullable(),
      kgTotale: z.number(),
      costoTotale: campoCosto(z.number()),
    }),
  ),
);

const costoProduzione = {
  id,
  data: z.string(),
  puntoVenditaId: id,
  puntoVenditaNome: z.string().nullable(),
  operatoreId: id.nullable(),
  operatoreNome: z.string().nullable(),
  kgTotale: z.number(),
  costoTotale: campoCosto(z.number()),
  costoMedioKg: campoCosto(z.number()),
};

export const costoProduzioniSchema = vista<CostoProduzioniView>()(
  z.object({
    periodo,
    totale: z.number(),
    limite: z.number(),
    offset: z.number(),
    kgTotale: z.number(),
    costoTotale: campoCosto(z.number()),
    produzioni: z.array(z.object(costoProduzione)),
  }),
);

export const dettaglioCostoProduzioneSchema = vista<DettaglioCostoProduzioneView>()(
  z.object({
    ...costoProduzione,
    note: z.string().nullable(),
    prezzoVenditaKg: campoCosto(z.number()),
    ricavoStimato: campoCosto(z.number()),
    margine: campoCosto(z.number()),
    righe: z.array(
      z.object({
        gustoId: id,
        gustoNome: z.string(),
        categoria: z.string().nullable(),
        colore: z.string(),
        quantitaKg: z.number(),
        foodCost: campoCosto(z.number()),
        costo: campoCosto(z.number()),
        percentualeCosto: z.number(),
      }),
    ),
    ingredienti: z
      .array(z.object({ ingredienteId: id, nome: z.string(), unita: z.string(), quantita: z.number(), costoPerUnita: campoCosto(z.number()), costo: campoCosto(z.number()) }))
      .describe('Ricette attuali'),
  }),
);

const margineValori = {
  kg: z.number().describe("kg venduti nelle celle 'reale', prodotti in quelle 'stimato'"),
  kgVenduti: z.number(),
  ricavo: campoCosto(z.number()),
  costo: campoCosto(z.number()),
  margine: campoCosto(z.number()),
  margineKg: campoCosto(z.number()).nullable(),
  marginePercentuale: campoCosto(z.number()).nullable(),
  margineFonte,
};

export const marginiSchema = vista<MarginiView>()(
  z.object({
    periodo,
    prezzoVenditaKg: campoCosto(z.number()),
    totale: z.object(margineValori),
    gusti: z.array(z.object({ gustoId: id, nome: z.string(), categoria: z.string().nullable(), colore: z.string(), ...margineValori })),
    perCategoria: z.array(z.object({ id: id.nullable(), nome: z.string(), ...margineValori })),
    perPuntoVendita: z.array(z.object({ id: id.nullable(), nome: z.string(), ...margineValori })),
    mensile: z.array(z.object({ mese: id, ...margineValori })),
  }),
);

export const periodoRiepilogoSchema = vista<PeriodoRiepilogoView>()(
  z.object({
    periodo,
    kgTotale: z.number(),
    produzioni: z.number(),
    giorniProduzione: z.number(),
    gustiProdotti: z.number(),
    mediaMensile: z.number(),
    mediaGiornaliera: z.number(),
    trend,
    costoTotale: costo,
    costoMedioKg: costo,
    ricavoStimato: costo,
    margine: costo,
  }),
);

export const gustoDettaglioSchema = vista<GustoDettaglioView>()(
  gustoRiga.extend({ periodo, foodCostAttuale: costo, datiMensili: z.array(mese), perPuntoVendita: z.array(ripartizione) }),
);

export const trendMensileSchema = z.object({ anno: id, mesi: z.array(mese) });

const annoConfronto = z.object({
  anno: id,
  dataInizio: z.string().describe('Primo giorno del periodo confrontato (yyyy-MM-dd)'),
  dataFine: z.string().describe('Ultimo giorno del periodo confrontato: con fino_a_oggi, lo stesso giorno e mese di oggi'),
  kgTotale: z.number(),
  costoTotale: costo.describe('Costo di produzione: food cost dei kg prodotti'),
  margine: costo,
  margineFonte: margineFonte.optional(),
  margineStimato: costo.describe('kg prodotti × prezzo_vendita_kg − costo di produzione'),
  datiMensili: z.array(mese),
});
export const confrontoSchema = vista<ConfrontoView>()(
  z.object({
    finoAOggi: z.boolean().describe("true quando uno dei due anni è in corso: entrambi dal 1° gennaio (o dal 1° del mese) allo stesso giorno di oggi: gli stessi giorni dei due anni"),
    annoCorrente: annoConfronto,
    annoPrecedente: annoConfronto,
    variazioni: z
      .object({
        kgPercentuale: z.number().nullable(),
        costoPercentuale: campoCosto(z.number()).nullable().optional(),
        marginePercentuale: campoCosto(z.number()).nullable().optional(),
        margineFonte: margineFonte.optional().describe('I margini confrontati: reale contro reale se entrambi gli anni sono reali, altrimenti le stime dei due anni'),
      })
      .describe('null se il precedente è 0'),
  }),
);

export const ingredientiSchema = z.array(
  vista<IngredienteAnalyticsView>()(
    z.object({
      ingredienteId: id,
      nome: z.string(),
      consumoTotale: z.number(),
      unita: z.string(),
      costoTotale: costo,
      costoPerUnita: costo,
      trend,
      utilizzoGusti: z.array(z.object({ gustoId: id, gustoNome: z.string(), consumo: z.number() })),
    }),
  ),
);

export const periodoDettagliSchema = vista<PeriodoDettagliView>()(
  z.object({
    periodo,
    perPuntoVendita: z.array(ripartizione),
    perCategoria: z.array(ripartizione),
    perOperatore: z.array(ripartizione),
    giornaliero: z.array(z.object({ data: z.string(), kgTotale: z.number(), produzioni: z.number().nullable(), costoTotale: costo })),
  }),
);

export const costiSchema = vista<CostiView>()(
  z.object({
    periodo,
    kgTotale: z.number(),
    costoTotale: campoCosto(z.number()),
    costoMedioKg: campoCosto(z.number()),
    prezzoVenditaKg: campoCosto(z.number()),
    ricavoStimato: campoCosto(z.number()),
    margine: campoCosto(z.number()),
    marginePercentuale: campoCosto(z.number()).nullable(),
    perCategoria: z.array(ripartizione),
    perPuntoVendita: z.array(ripartizione),
    mensile: z.array(mese),
  }),
);

/** formato=json: every section of the export (margini only for admin and manager); formato=excel answers the .xlsx file. */
export const exportSchema = vista<Omit<ExportData, 'margini'> & { margini?: ExportData['margini'] }>()(
  z.object({
    periodo: periodoRiepilogoSchema,
    gusti: gustiSchema,
    ingredienti: ingredientiSchema,
    trendMensile: trendMensileSchema,
    confronto: confrontoSchema,
    periodoDettagli: periodoDettagliSchema,
    margini: marginiSchema.optional(),
  }),
);
