import { ObjectType } from 'type-graphql';
import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import { filtroSchema, type AnalyticsFiltroInput } from './analytics.filters.js';
import * as s from './analytics.schema.js';

// GraphQL types of the analytics, from the REST contract (analytics.schema.ts); a nested zod object maps
// to the type built from it above, cost figures carry the cost field rule (costo() in the contract).

export const AnalyticsFiltro = inputDaZod('AnalyticsFiltro', filtroSchema, {
  descrizione: 'Filtri delle analisi (tutti facoltativi; anno predefinito: anno corrente)',
});
export type AnalyticsFiltro = InstanceType<typeof AnalyticsFiltro>;

/** Root of the lazily resolved analytics object: only the filter, validated once. */
export class AnalyticsRoot {
  constructor(readonly filtro: AnalyticsFiltroInput) {}
}

export const AnalyticsPeriodoType = tipoDaZod('AnalyticsPeriodo', s.periodo);
export const AnalyticsGustoType = tipoDaZod('AnalyticsGusto', s.gustoRiga);
tipoDaZod('AnalyticsUtilizzoGusto', s.utilizzoGusto);
export const AnalyticsIngredienteType = tipoDaZod('AnalyticsIngrediente', s.ingredienteRiga);
tipoDaZod('AnalyticsMese', s.mese);
export const AnalyticsTrendMensileType = tipoDaZod('AnalyticsTrendMensile', s.trendMensileSchema);
tipoDaZod('AnalyticsAnnoConfronto', s.annoConfronto);
tipoDaZod('AnalyticsVariazioni', s.variazioni);
export const AnalyticsConfrontoType = tipoDaZod('AnalyticsConfronto', s.confrontoSchema);
export const AnalyticsRiepilogoType = tipoDaZod('AnalyticsRiepilogo', s.periodoRiepilogoSchema);
tipoDaZod('AnalyticsRipartizione', s.ripartizione);
const AnalyticsGiornoType = tipoDaZod('AnalyticsGiorno', s.giorno);
export const AnalyticsPeriodoDettagliType = tipoDaZod('AnalyticsPeriodoDettagli', s.periodoDettagliSchema);
export const AnalyticsGustoDettaglioType = tipoDaZod('AnalyticsGustoDettaglio', s.gustoDettaglioSchema, { descrizione: '' });
tipoDaZod('DashboardTotaliPeriodo', s.totaliPeriodo);
tipoDaZod('DashboardTotali', s.totaliDashboard);
export const DashboardStatsType = tipoDaZod('DashboardStats', s.dashboardSchema, {
  campi: {
    produzioneSettimana: { descrizione: 'Da lunedì a oggi' },
    // the dashboard's days always count their productions (non-null in REST), the same GraphQL type
    produzioneGiornaliera: { tipo: () => [AnalyticsGiornoType] },
  },
});
export const AnalyticsCostoTotaleType = tipoDaZod('AnalyticsCostoTotale', s.costoTotaleSchema);
export const AnalyticsFoodCostGustoType = tipoDaZod('AnalyticsFoodCostGusto', s.foodCostGusto);
tipoDaZod('AnalyticsCostoProduzione', s.costoProduzione);
export const AnalyticsCostoProduzioniType = tipoDaZod('AnalyticsCostoProduzioni', s.costoProduzioniSchema);
tipoDaZod('AnalyticsRigaCosto', s.rigaCosto);
tipoDaZod('AnalyticsIngredienteCosto', s.ingredienteCosto);
export const AnalyticsDettaglioCostoProduzioneType = tipoDaZod('AnalyticsDettaglioCostoProduzione', s.dettaglioCostoProduzioneSchema);
export const AnalyticsCostiType = tipoDaZod('AnalyticsCosti', s.costiSchema);
tipoDaZod('AnalyticsMargineValori', s.margineTotale);
tipoDaZod('AnalyticsMargineGusto', s.margineGusto);
tipoDaZod('AnalyticsMargineRipartizione', s.margineRipartizione);
tipoDaZod('AnalyticsMargineMese', s.margineMese);
export const AnalyticsMarginiType = tipoDaZod('AnalyticsMargini', s.marginiSchema);

@ObjectType('Analytics', {
  description:
    'Analisi della produzione: ogni campo è calcolato solo se richiesto, con i filtri di `analytics(filtro)`. Costi e margini solo per admin e manager.',
})
export class AnalyticsType {}
