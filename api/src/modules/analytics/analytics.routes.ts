import { STAFF, TUTTI } from '../../common/authz.js';
import { idParams } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { restSchema, serializeRest } from '../../common/forma-rest.js';
import { periodoDi } from './analytics.filters.js';
import { exportData, exportXlsx } from './analytics.export.js';
import {
  QUIRK_DASHBOARD,
  confrontoSchema,
  costiSchema,
  costoProduzioniQuery,
  costoProduzioniSchema,
  costoTotaleSchema,
  dashboardSchema,
  dettaglioCostoProduzioneSchema,
  exportQuery,
  exportSchema,
  filtroSchema,
  foodCostGustiQuery,
  foodCostGustiSchema,
  gustiSchema,
  gustoDettaglioSchema,
  ingredientiQuery,
  ingredientiSchema,
  marginiSchema,
  periodoDettagliSchema,
  periodoRiepilogoSchema,
  topGustiQuery,
  trendMensileSchema,
} from './analytics.schema.js';
import * as analytics from './analytics.service.js';
import { DESCRIZIONE_BASE_COSTO } from '../magazzino/base-costo.js';

const tags = ['Analytics'];
const FILTRI =
  'Filtri: anno (predefinito anno corrente), mese, puntoVenditaId, categoriaGusto (nome), gustoId, ingredienteId, operatoreId. ';
const SOLO_STAFF = 'Costi e margini omessi per il ruolo operatore.';

export const analyticsRoutes = [
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/dashboard',
    access: TUTTI,
    soloLettura: true,
    summary:
      'Dashboard: { oggi, prezzo_vendita_kg, produzioneOggi, produzioneSettimana, produzioneMese: {kg_totale, produzioni, costo_totale, ricavo_stimato, margine}, gustiPiuProdotti: [riga gusto] (5, mese corrente), produzioneGiornaliera: [{data, kg_totale, produzioni, costo_totale}] (ultimi 30 giorni), totali: {produzioni, kg_totale, costo_totale, utenti_attivi, gusti_attivi, ingredienti_attivi, punti_vendita_attivi, categorie_attive} }. Filtro: puntoVenditaId. ' +
      SOLO_STAFF,
    tags,
    query: filtroSchema,
    response: restSchema(dashboardSchema, QUIRK_DASHBOARD),
    rest: QUIRK_DASHBOARD,
    handler: async (ctx, { query }) => analytics.dashboard(ctx, query),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/costo-totale',
    access: STAFF,
    soloLettura: true,
    summary: `Costo totale del periodo: { periodo, kg_totale, costo_totale, costo_medio_kg, produzioni, prezzo_vendita_kg, ricavo_stimato, margine }. ${FILTRI}`,
    tags,
    query: filtroSchema,
    response: restSchema(costoTotaleSchema),
    handler: async (ctx, { query }) => analytics.costoTotale(ctx, query),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/food-cost-gusti',
    access: STAFF,
    soloLettura: true,
    summary: `Food cost dei gusti: [{ gusto_id, nome, categoria, colore, attivo, food_cost_attuale, food_cost_medio (periodo, agli snapshot di produzione), kg_totale, costo_totale }], food cost attuale decrescente. ${FILTRI}base_costo (food_cost_attuale): ${DESCRIZIONE_BASE_COSTO}`,
    tags,
    query: foodCostGustiQuery,
    response: restSchema(foodCostGustiSchema),
    handler: async (ctx, { query }) => analytics.foodCostGusti(ctx, query, query.base_costo ?? null),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/costo-produzioni',
    access: STAFF,
    soloLettura: true,
    summary:
      'Produzioni del periodo con il costo: { periodo, totale, limite, offset, kg_totale, costo_totale, produzioni: [{ id, data, punto_vendita_id, punto_vendita_nome, operatore_id, operatore_nome, kg_totale, costo_totale, costo_medio_kg }] }, più recenti prima. Filtri: anno, mese, puntoVenditaId, operatoreId; limite (predefinito 50, massimo 100), offset.',
    tags,
    query: costoProduzioniQuery,
    response: restSchema(costoProduzioniSchema),
    handler: async (ctx, { query }) => analytics.costoProduzioni(ctx, query, query.limite, query.offset),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/dettaglio-costo-produzione/:id',
    access: STAFF,
    soloLettura: true,
    summary:
      'Dettaglio dei costi di una produzione: { id, data, punto_vendita_nome, operatore_nome, note, kg_totale, costo_totale, costo_medio_kg, prezzo_vendita_kg, ricavo_stimato, margine, righe: [{ gusto_id, gusto_nome, categoria, colore, quantita_kg, food_cost, costo, percentuale_costo }], ingredienti: [{ ingrediente_id, nome, unita, quantita, costo_per_unita, costo }] (ricette attuali) }',
    tags,
    params: idParams,
    response: restSchema(dettaglioCostoProduzioneSchema),
    handler: async (ctx, { params }) => analytics.dettaglioCostoProduzione(ctx, params.id),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/margini',
    access: STAFF,
    soloLettura: true,
    summary: `Margini del periodo, reali dove ci sono dati della vetrina (kg venduti × prezzo di listino del punto vendita − costo dei kg venduti agli snapshot di produzione) e stimati altrove (kg prodotti × prezzo_vendita_kg − costo di produzione), cella per cella (mese, punto vendita, gusto): { periodo, prezzo_vendita_kg, totale, gusti: [{ gusto_id, nome, categoria, colore, …valori }] (margine decrescente), per_categoria: [{ id, nome, …valori }], per_punto_vendita: [{ id, nome, …valori }], mensile: [{ mese, …valori }] }, valori = { kg, kg_venduti, ricavo, costo, margine, margine_kg, margine_percentuale, margine_fonte: 'reale' | 'stimato' } ('reale' quando tutte le celle hanno dati della vetrina; con il filtro operatoreId tutto è stimato). ${FILTRI}`,
    tags,
    query: filtroSchema,
    response: restSchema(marginiSchema),
    handler: async (ctx, { query }) => analytics.margini(ctx, query),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/periodo',
    access: TUTTI,
    soloLettura: true,
    summary: `Riepilogo del periodo: { periodo: {anno, mese, data_inizio, data_fine, mesi}, kg_totale, produzioni, giorni_produzione, gusti_prodotti, media_mensile, media_giornaliera, trend, costo_totale, costo_medio_kg, ricavo_stimato, margine }. ${FILTRI}${SOLO_STAFF}`,
    tags,
    query: filtroSchema,
    response: restSchema(periodoRiepilogoSchema),
    handler: async (ctx, { query }) => analytics.periodo(ctx, query),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/gusto/:id',
    access: TUTTI,
    soloLettura: true,
    summary: `Un gusto nel periodo: riga gusto + { periodo, food_cost_attuale, dati_mensili: [12 × {mese, kg_totale, costo_totale, margine}], per_punto_vendita: [{id, nome, kg_totale, percentuale, costo_totale}] }. ${FILTRI}${SOLO_STAFF} base_costo (food_cost_attuale): ${DESCRIZIONE_BASE_COSTO}`,
    tags,
    params: idParams,
    query: foodCostGustiQuery,
    response: restSchema(gustoDettaglioSchema),
    handler: async (ctx, { params, query }) => analytics.gusto(ctx, query, params.id, query.base_costo ?? null),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/trend-mensile',
    access: TUTTI,
    soloLettura: true,
    summary: `Andamento mensile: { anno, mesi: [12 × { mese, kg_totale, costo_totale, margine, produzioni (null con filtri per gusto) }] }. ${FILTRI}${SOLO_STAFF}`,
    tags,
    query: filtroSchema,
    response: restSchema(trendMensileSchema),
    handler: async (ctx, { query }) => analytics.trendMensile(ctx, query),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/export',
    access: TUTTI,
    summary: `Esportazione: formato=excel (predefinito) scarica un file .xlsx con un foglio per sezione (Riepilogo, Gusti, Ingredienti, Andamento mensile, Confronto, Produzione giornaliera, Punti vendita, Categorie, Operatori; Margini per admin e manager); formato=json restituisce le stesse sezioni. ${FILTRI}${SOLO_STAFF}`,
    tags,
    query: exportQuery,
    // formato=json is checked against the schema; the .xlsx file (a buffer) is documented only
    response: restSchema(exportSchema),
    file: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Con formato=excel (predefinito): il file .xlsx, un foglio per sezione' },
    raw: true,
    handler: async (ctx, { query, reply }) => {
      const data = await exportData(ctx, query);
      if (query.formato === 'json') return reply.status(200).send(serializeRest(data, ctx.user));
      const p = periodoDi(query);
      const nome = `analytics_${p.anno}${p.mese ? `_${String(p.mese).padStart(2, '0')}` : ''}.xlsx`;
      const buffer = exportXlsx(ctx, data);
      return reply
        .status(200)
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${nome}"`)
        .header('cache-control', 'no-store')
        .send(buffer);
    },
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/gusti',
    access: TUTTI,
    soloLettura: true,
    summary: `Tutti i gusti prodotti nel periodo, più prodotti prima: [{ gusto_id, nome, categoria, colore, totale_kg, percentuale, media_mensile, trend, costo_totale }]. ${FILTRI}${SOLO_STAFF}`,
    tags,
    query: filtroSchema,
    response: restSchema(gustiSchema),
    handler: async (ctx, { query }) => analytics.gusti(ctx, query),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/ingredienti-avanzate',
    access: TUTTI,
    soloLettura: true,
    summary: `Consumo degli ingredienti (ricette attuali): [{ ingrediente_id, nome, consumo_totale, unita, costo_totale, costo_per_unita, trend, utilizzo_gusti: [{ gusto_id, gusto_nome, consumo }] }], costo decrescente; limite facoltativo (massimo 100). ${FILTRI}${SOLO_STAFF}`,
    tags,
    query: ingredientiQuery,
    response: restSchema(ingredientiSchema),
    handler: async (ctx, { query }) => analytics.ingredienti(ctx, query, query.limite ?? null),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/periodo-dettagli',
    access: TUTTI,
    soloLettura: true,
    summary: `Dettagli del periodo: { periodo, per_punto_vendita, per_categoria, per_operatore: [{ id, nome, colore, kg_totale, percentuale, costo_totale }], giornaliero: [{ data, kg_totale, produzioni, costo_totale }] (un punto per giorno) }. ${FILTRI}${SOLO_STAFF}`,
    tags,
    query: filtroSchema,
    response: restSchema(periodoDettagliSchema),
    handler: async (ctx, { query }) => analytics.periodoDettagli(ctx, query),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/confronto',
    access: TUTTI,
    soloLettura: true,
    summary: `Confronto tra anni: { fino_a_oggi, anno_corrente, anno_precedente: { anno, data_inizio, data_fine, kg_totale, costo_totale, margine, margine_stimato, dati_mensili: [{mese, kg_totale, costo_totale, margine}] }, variazioni: { kg_percentuale, costo_percentuale, margine_percentuale, margine_fonte } (null se il precedente è 0) }. anno e confrontaAnno (predefinito anno - 1). Se uno dei due anni è in corso (o il mese scelto è quello in corso) il confronto è tra gli stessi giorni: dal 1° gennaio (o dal 1° del mese) allo stesso giorno e mese di oggi in entrambi gli anni (fino_a_oggi true, dati_mensili fino al mese corrente, margini stimati). ${FILTRI}${SOLO_STAFF}`,
    tags,
    query: filtroSchema,
    response: restSchema(confrontoSchema),
    handler: async (ctx, { query }) => analytics.confronto(ctx, query),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/top-gusti',
    access: TUTTI,
    soloLettura: true,
    summary: `I gusti più prodotti: righe gusto (vedi /analytics/gusti); limite predefinito 10, massimo 100. ${FILTRI}${SOLO_STAFF}`,
    tags,
    query: topGustiQuery,
    response: restSchema(gustiSchema),
    handler: async (ctx, { query }) => analytics.topGusti(ctx, query, query.limite),
  }),
  route({
    method: 'GET',
    replica: true,
    url: '/analytics/costi',
    access: STAFF,
    soloLettura: true,
    summary: `Analisi dei costi: { periodo, kg_totale, costo_totale, costo_medio_kg, prezzo_vendita_kg, ricavo_stimato, margine, margine_percentuale, per_categoria, per_punto_vendita: [{ id, nome, kg_totale, percentuale, costo_totale }], mensile: [12 × {mese, kg_totale, costo_totale, margine, produzioni}] }. ${FILTRI}`,
    tags,
    query: filtroSchema,
    response: restSchema(costiSchema),
    handler: async (ctx, { query }) => analytics.costi(ctx, query),
  }),
];
