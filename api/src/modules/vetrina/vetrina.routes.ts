import { z } from 'zod';
import { ADMIN, STAFF, TUTTI, canSeeCosts } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { aumentaCategoria, eliminaPrezzo, getListino, impostaPrezzo } from './listino.service.js';
import { porzioniRoutes } from './porzioni.routes.js';
import {
  eliminaCarico,
  eliminaScarto,
  getRiepilogo,
  getSuggerimento,
  getVetrinaGiorno,
  modificaCarico,
  modificaScarto,
  registraCarico,
  registraChiusura,
  registraScarto,
} from './vetrina.service.js';
import { caricoToRest, giornoToRest, riepilogoToRest, scartoToRest, suggerimentoToRest, voceListinoToRest } from './vetrina.view.js';

const tags = ['Vetrina'];
const idParams = z.object({ id: v.id });
const giornoQuery = z.object({
  punto_vendita_id: z.string().optional().describe('Obbligatorio per admin e manager; per un operatore il suo'),
  data: z.string().optional().describe('yyyy-MM-dd'),
});

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** REST bodies use snake_case; the services take camelCase (as GraphQL). Non-objects pass through and fail validation. */
const camel = (body: unknown) => {
  if (!isRecord(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(body)) out[k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = val;
  return out;
};

export const vetrinaRoutes = [
  route({
    method: 'GET',
    url: '/listino',
    access: STAFF,
    summary: 'Listino: [{ gusto_id, punto_vendita_id (null = tutti i punti vendita), prezzo_kg }]',
    tags: ['Listino'],
    handler: async (ctx) => (await getListino(ctx)).map(voceListinoToRest),
  }),
  route({
    method: 'PUT',
    url: '/listino',
    access: ADMIN,
    summary: 'Imposta il prezzo al kg di un gusto (punto_vendita_id assente = tutti i punti vendita); restituisce la voce',
    tags: ['Listino'],
    body: z.object({ gusto_id: z.number().int(), punto_vendita_id: z.number().int().nullable().optional(), prezzo_kg: z.number() }),
    handler: async (ctx, { body }) => voceListinoToRest(await impostaPrezzo(ctx, camel(body))),
  }),
  route({
    method: 'DELETE',
    url: '/listino',
    access: ADMIN,
    summary: 'Rimuove un prezzo (?gusto_id=&punto_vendita_id=; senza punto vendita il prezzo generale); restituisce la voce rimossa',
    tags: ['Listino'],
    query: z.object({ gusto_id: z.string().optional(), punto_vendita_id: z.string().optional() }),
    handler: async (ctx, { query }) => voceListinoToRest(await eliminaPrezzo(ctx, { gustoId: query.gusto_id, puntoVenditaId: query.punto_vendita_id })),
  }),
  route({
    method: 'POST',
    url: '/listino/aumento',
    access: ADMIN,
    summary:
      'Variazione percentuale dei prezzi di una categoria: { categoria_id, percentuale } (es. 5 = +5 %, tra -50 e 100); i prezzi generali mancanti partono da prezzo_vendita_kg; restituisce il listino',
    tags: ['Listino'],
    body: z.object({ categoria_id: z.number().int(), percentuale: z.number() }),
    handler: async (ctx, { body }) => (await aumentaCategoria(ctx, camel(body))).map(voceListinoToRest),
  }),
  ...porzioniRoutes,
  route({
    method: 'GET',
    url: '/vetrina',
    access: TUTTI,
    summary: 'La vetrina di un giorno: { punto_vendita_id, punto_vendita_nome, data, carichi: [vaschetta con kg_rimasti], scarti }',
    tags,
    query: giornoQuery,
    handler: async (ctx, { query }) => giornoToRest(await getVetrinaGiorno(ctx, { puntoVenditaId: query.punto_vendita_id, data: query.data })),
  }),
  route({
    method: 'GET',
    url: '/vetrina/riepilogo',
    access: TUTTI,
    summary:
      'Per gusto nel periodo: [{ gusto_id, nome, kg_caricati, kg_venduti, kg_scarto, sell_through, scarto_percentuale (0-100), ricavo, costo, margine (solo admin e manager) }]; solo vaschette pesate in chiusura',
    tags,
    query: z.object({
      punto_vendita_id: z.string().optional().describe('Vuoto = tutti (admin e manager); per un operatore il suo'),
      dal: z.string().optional().describe('yyyy-MM-dd, incluso'),
      al: z.string().optional().describe('yyyy-MM-dd, incluso'),
    }),
    handler: async (ctx, { query }) => {
      const rows = await getRiepilogo(ctx, { puntoVenditaId: query.punto_vendita_id, dal: query.dal, al: query.al });
      const costs = canSeeCosts(ctx.user);
      return rows.map((r) => riepilogoToRest(r, costs));
    },
  }),
  route({
    method: 'GET',
    url: '/vetrina/suggerimento',
    access: TUTTI,
    summary: 'Produzione suggerita per gusto: [{ gusto_id, nome, kg_suggeriti, media, trend (%, ±20), rimasti }]',
    tags,
    query: giornoQuery,
    handler: async (ctx, { query }) => (await getSuggerimento(ctx, { puntoVenditaId: query.punto_vendita_id, data: query.data })).map(suggerimentoToRest),
  }),
  route({
    method: 'POST',
    url: '/vetrina/carichi',
    access: TUTTI,
    summary: 'Carica una vaschetta: { punto_vendita_id, data, gusto_id, produzione_id?, kg } → la vaschetta (un operatore solo nel suo punto vendita)',
    tags,
    status: 201,
    body: z.object({ punto_vendita_id: z.number().int(), data: z.string(), gusto_id: z.number().int(), produzione_id: z.number().int().optional(), kg: z.number() }),
    handler: async (ctx, { body }) => caricoToRest(await registraCarico(ctx, camel(body))),
  }),
  route({
    method: 'PUT',
    url: '/vetrina/carichi/:id',
    access: STAFF,
    summary: 'Modifica kg e/o kg_rimasti di una vaschetta (kg_rimasti null la riapre)',
    tags,
    params: idParams,
    body: z.object({ kg: z.number().optional(), kg_rimasti: z.number().nullable().optional() }),
    handler: async (ctx, { params, body }) => caricoToRest(await modificaCarico(ctx, params.id, camel(body))),
  }),
  route({
    method: 'DELETE',
    url: '/vetrina/carichi/:id',
    access: STAFF,
    summary: 'Elimina una vaschetta e restituisce { id }',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ({ id: await eliminaCarico(ctx, params.id) }),
  }),
  route({
    method: 'POST',
    url: '/vetrina/chiusure',
    access: TUTTI,
    summary: 'Pesata di chiusura: { carico_id, kg_rimasti } (0 ≤ kg_rimasti ≤ kg); una seconda pesata → 409',
    tags,
    body: z.object({ carico_id: z.number().int(), kg_rimasti: z.number() }),
    // records a weighing: a retry with the same Idempotency-Key replays it instead of the 409
    idempotente: true,
    handler: async (ctx, { body }) => caricoToRest(await registraChiusura(ctx, camel(body))),
  }),
  route({
    method: 'POST',
    url: '/vetrina/scarti',
    access: TUTTI,
    summary: 'Registra uno scarto: { punto_vendita_id, data, gusto_id, kg, motivo: scaduto | caduto | qualita (o qualità) | altro }',
    tags,
    status: 201,
    body: z.object({ punto_vendita_id: z.number().int(), data: z.string(), gusto_id: z.number().int(), kg: z.number(), motivo: z.string() }),
    handler: async (ctx, { body }) => scartoToRest(await registraScarto(ctx, camel(body))),
  }),
  route({
    method: 'PUT',
    url: '/vetrina/scarti/:id',
    access: STAFF,
    summary: 'Modifica kg e/o motivo di uno scarto',
    tags,
    params: idParams,
    body: z.object({ kg: z.number().optional(), motivo: z.string().optional() }),
    handler: async (ctx, { params, body }) => scartoToRest(await modificaScarto(ctx, params.id, camel(body))),
  }),
  route({
    method: 'DELETE',
    url: '/vetrina/scarti/:id',
    access: STAFF,
    summary: 'Elimina uno scarto e restituisce { id }',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ({ id: await eliminaScarto(ctx, params.id) }),
  }),
];
