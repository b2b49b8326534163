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
 * the views (camelCase, cost figures undefined for whoever may not see them); common/forma-rest.ts
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
/** A count (GraphQL Int). */
const conteggio = z.number().int();
const trend = z
  .enum(['crescita', 'decrescita', 'stabile'])
  .describe('Seconda metà del periodo rispetto alla prima, ±10 %: per gusti e ingredienti la quota sui kg prodotti del periodo (al netto della stagione), per il periodo i kg');
const margineFonte = campoCosto(z.enum(['reale', 'stimato'])).describe('reale: dai dati della vetrina; stimato: kg prodotti × prezzo_vendita_kg');
/** Cost and margin figures: only for admin and manager (omitted for operators). */
const costo = campoCosto(z.number()).optional();

export const periodo = z
  .object({ anno: id, mese: id.nullable(), dataInizio: z.string(), dataFine: z.string(), mesi: id.describe("Mesi del periodo (per l'anno in corso: fino al mese corrente)") })
  .describe('Periodo di calendario (Europe/Rome) delle analisi');

export const mese = vista<MeseView>()(
  z.object({
    mese: id,
    kgTotale: z.number(),
    costoTotale: costo,
    margine: costo,
    margineFonte: margineFonte.optional(),
    produzioni: conteggio.nullable().optional().describe('Produzioni del mese (null con filtri per gusto)'),
  }),
);

export const ripartizione = z
  .object({
    id: id.nullable(),
    nome: z.string(),
    colore: z.string().nullable().optional(),
    kgTotale: z.number(),
    percentuale: z.number(),
    costoTotale: costo,
  })
  .describe('Quota di un punto vendita, categoria o operatore');

export const gustoRiga = vista<GustoAnalyticsView>()(
  z
    .object({
      gustoId: id,
      nome: z.string(),
      categoria: z.string().nullable(),
      colore: z.string(),
      totaleKg: z.number(),
      percentuale: z.number().describe('kg del gusto / kg di tutti i gusti nel periodo × 100'),
      mediaMensile: z.number(),
      trend,
      costoTotale: costo,
      margine: costo.describe('Margine del periodo: reale dove ci sono dati della vetrina, altrimenti stimato (topGusti, gusti)'),
      margineKg: campoCosto(z.number()).nullable().optional().describe('Margine per kg'),
      margineFonte: margineFonte.optional(),
    })
    .describe('Un gusto nel periodo'),
);
export const gustiSchema = z.array(gustoRiga);

export const totaliPeriodo = z.object({
  kgTotale: z.number(),
  produzioni: conteggio,
  costoTotale: costo,
  ricavoStimato: costo.describe('Ricavo stimato: kg × prezzo di vendita al kg'),
  margine: costo.describe('Margine stimato: ricavo stimato − costo'),
});
export const totaliDashboard = z.object({
  produzioni: conteggio,
  kgTotale: z.number(),
  costoTotale: costo,
  utentiAttivi: conteggio,
  gustiAttivi: conteggio,
  ingredientiAttivi: conteggio,
  puntiVenditaAttivi: conteggio,
  categorieAttive: conteggio,
});

export const dashboardSchema = vista<DashboardView>()(
  z.object({
    oggi: z.string().describe('Data di oggi (Europe/Rome, yyyy-MM-dd)'),
    prezzoVenditaKg: costo.describe('Prezzo di vendita al kg usato dai margini stimati (configurazione prezzo_vendita_kg)'),
    produzioneOggi: totaliPeriodo,
    produzioneSettimana: totaliPeriodo,
    produzioneMese: totaliPeriodo,
    gustiPiuProdotti: z.array(gustoRiga).describe('I 5 gusti più prodotti del mese'),
    produzioneGiornaliera: z
      .array(z.object({ data: z.string(), kgTotale: z.number(), produzioni: conteggio, costoTotale: costo }))
      .describe('Ultimi 30 giorni, un punto al giorno'),
    totali: totaliDashboard,
  }).describe('Cifre reali della dashboard'),
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
    produzioni: conteggio,
    prezzoVenditaKg: campoCosto(z.number()),
    ricavoStimato: campoCosto(z.number()),
    margine: campoCosto(z.number()),
  }),
);

export const foodCostGusto = vista<FoodCostGustoView>()(
  z.object({
    gustoId: id,
    nome: z.string(),
    categoria: z.string().nullable(),
    colore: z.string(),
    attivo: z.boolean(),
    foodCostAttuale: campoCosto(z.number()).describe('Food cost attuale dalla ricetta (euro/kg)'),
    foodCostMedio: campoCosto(z.number()).nullable().describe('Food cost medio registrato nel periodo (costo / kg)'),
    kgTotale: z.number(),
    costoTotale: campoCosto(z.number()),
  }),
);
export const foodCostGustiSchema = z.array(foodCostGusto);

const campiCostoProduzione = {
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

export const costoProduzione = z.object(campiCostoProduzione);
export const rigaCosto = z.object({
  gustoId: id,
  gustoNome: z.string(),
  categoria: z.string().nullable(),
  colore: z.string(),
  quantitaKg: z.number(),
  foodCost: campoCosto(z.number()),
  costo: campoCosto(z.number()),
  percentualeCosto: z.number(),
});
export const ingredienteCosto = z.object({
  ingredienteId: id,
  nome: z.string(),
  unita: z.string(),
  quantita: z.number(),
  costoPerUnita: campoCosto(z.number()),
  costo: campoCosto(z.number()),
});

export const costoProduzioniSchema = vista<CostoProduzioniView>()(
  z.object({
    periodo,
    totale: conteggio,
    limite: conteggio,
    offset: conteggio,
    kgTotale: z.number(),
    costoTotale: campoCosto(z.number()),
    produzioni: z.array(costoProduzione),
  }),
);

export const dettaglioCostoProduzioneSchema = vista<DettaglioCostoProduzioneView>()(
  z.object({
    ...campiCostoProduzione,
    note: z.string().nullable(),
    prezzoVenditaKg: campoCosto(z.number()),
    ricavoStimato: campoCosto(z.number()),
    margine: campoCosto(z.number()),
    righe: z.array(rigaCosto),
    ingredienti: z.array(ingredienteCosto).describe('Ricette attuali'),
  }),
);

const margineValori = {
  kg: z.number().describe("kg su cui è calcolato il margine: venduti nelle celle 'reale', prodotti in quelle 'stimato'"),
  kgVenduti: z.number().describe('kg venduti dalla vetrina (la parte reale)'),
  ricavo: campoCosto(z.number()),
  costo: campoCosto(z.number()),
  margine: campoCosto(z.number()),
  margineKg: campoCosto(z.number()).nullable().describe('margine / kg'),
  marginePercentuale: campoCosto(z.number()).nullable().describe('margine / ricavo × 100'),
  margineFonte: margineFonte.describe("reale se tutti i mesi, punti vendita e gusti hanno dati della vetrina, altrimenti stimato"),
};
export const margineTotale = z.object(margineValori).describe('Ricavo, costo e margine (reale o stimato)');
export const margineGusto = z.object({ gustoId: id, nome: z.string(), categoria: z.string().nullable(), colore: z.string(), ...margineValori });
export const margineRipartizione = z.object({ id: id.nullable(), nome: z.string(), ...margineValori });
export const margineMese = z.object({ mese: id, ...margineValori });

export const marginiSchema = vista<MarginiView>()(
  z.object({
    periodo,
    prezzoVenditaKg: campoCosto(z.number()),
    totale: margineTotale,
    gusti: z.array(margineGusto).describe('Margine totale decrescente'),
    perCategoria: z.array(margineRipartizione),
    perPuntoVendita: z.array(margineRipartizione),
    mensile: z.array(margineMese),
  }).describe('Margini reali (vetrina) e stimati del periodo (admin, manager)'),
);

export const periodoRiepilogoSchema = vista<PeriodoRiepilogoView>()(
  z.object({
    periodo,
    kgTotale: z.number(),
    produzioni: conteggio.describe('Produzioni del periodo (filtri punto vendita e operatore)'),
    giorniProduzione: conteggio,
    gustiProdotti: conteggio,
    mediaMensile: z.number(),
    mediaGiornaliera: z.number(),
    trend,
    costoTotale: costo,
    costoMedioKg: costo,
    ricavoStimato: costo,
    margine: costo,
  }).describe('Riepilogo del periodo'),
);

export const gustoDettaglioSchema = vista<GustoDettaglioView>()(
  gustoRiga.extend({ periodo, foodCostAttuale: costo, datiMensili: z.array(mese), perPuntoVendita: z.array(ripartizione) }),
);

export const trendMensileSchema = z.object({ anno: id, mesi: z.array(mese) });

export const annoConfronto = z.object({
  anno: id,
  dataInizio: z.string().describe('Primo giorno del periodo confrontato (yyyy-MM-dd)'),
  dataFine: z.string().describe('Ultimo giorno del periodo confrontato: con fino_a_oggi, lo stesso giorno e mese di oggi'),
  kgTotale: z.number(),
  costoTotale: costo.describe('Costo di produzione: food cost dei kg prodotti'),
  margine: costo,
  margineFonte: margineFonte.optional(),
  margineStimato: costo.describe('Margine stimato: kg prodotti × prezzo_vendita_kg − costo di produzione'),
  datiMensili: z.array(mese),
});
export const variazioni = z
  .object({
    kgPercentuale: z.number().nullable(),
    costoPercentuale: campoCosto(z.number()).nullable().optional(),
    marginePercentuale: campoCosto(z.number()).nullable().optional().describe('Tra margini dello stesso tipo: reali se entrambi gli anni lo sono, altrimenti stimati'),
    margineFonte: margineFonte.optional().describe('I margini confrontati: reale contro reale se entrambi gli anni sono reali, altrimenti le stime dei due anni'),
  })
  .describe('Variazioni percentuali; null quando il valore precedente è 0');
export const confrontoSchema = vista<ConfrontoView>()(
  z.object({
    finoAOggi: z.boolean().describe("true quando uno dei due anni è in corso: entrambi dal 1° gennaio (o dal 1° del mese) allo stesso giorno di oggi: gli stessi giorni dei due anni"),
    annoCorrente: annoConfronto,
    annoPrecedente: annoConfronto,
    variazioni,
  }),
);

export const utilizzoGusto = z.object({ gustoId: id, gustoNome: z.string(), consumo: z.number().describe("Consumo nell'unità dell'ingrediente") });
export const ingredienteRiga = vista<IngredienteAnalyticsView>()(
  z
    .object({
      ingredienteId: id,
      nome: z.string(),
      consumoTotale: z.number(),
      unita: z.string(),
      costoTotale: costo,
      costoPerUnita: costo,
      trend,
      utilizzoGusti: z.array(utilizzoGusto),
    })
    .describe('Consumo di un ingrediente nel periodo (ricette attuali)'),
);
export const ingredientiSchema = z.array(ingredienteRiga);

export const giorno = z.object({ data: z.string(), kgTotale: z.number(), produzioni: conteggio.nullable(), costoTotale: costo });
export const periodoDettagliSchema = vista<PeriodoDettagliView>()(
  z.object({
    periodo,
    perPuntoVendita: z.array(ripartizione),
    perCategoria: z.array(ripartizione),
    perOperatore: z.array(ripartizione),
    giornaliero: z.array(giorno),
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
