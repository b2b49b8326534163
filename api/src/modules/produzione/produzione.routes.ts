import { z } from 'zod';
import { STAFF, TUTTI, canSeeCosts } from '../../common/authz.js';
import { aggiornatoDopoQuery } from '../../common/aggiornato-dopo.js';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '../../common/idempotency.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { SORT_KEYS } from './produzione.inputs.js';
import { eliminaProduzione, getProduzione, listProduzioni, modificaProduzione, registraProduzione } from './produzione.service.js';
import { modificaToRest, produzioneToRest } from './produzione.view.js';

const idParams = z.object({ id: v.id });
const tags = ['Produzione'];

const rigaBody = z.object({
  gusto_id: z.number().int(),
  quantita_kg: z.number(),
  versione_ricetta: z.number().int().nullable().optional().describe('Versione della ricetta da cui è stato fatto il lotto (es. dal foglio di pesata); predefinita quella attuale'),
});
const registraBody = z.object({
  data: z.string().describe('yyyy-MM-dd'),
  puntoVenditaId: z.number().int(),
  gusti: z.array(rigaBody),
  note: z.string().max(500).nullable().optional(),
});
const modificaBody = z.object({ gusti: z.array(rigaBody).optional(), note: z.string().max(500).nullable().optional() });

const listQuery = z.object({
  data_inizio: z.string().optional().describe('yyyy-MM-dd, incluso'),
  data_fine: z.string().optional().describe('yyyy-MM-dd, incluso'),
  punto_vendita_id: z.string().optional(),
  gusto_id: z.string().optional(),
  operatore_id: z.string().optional(),
  inviato_email: z.string().optional().describe('true / false'),
  aggiornato_dopo: aggiornatoDopoQuery,
  sort: z.string().optional().describe(`${SORT_KEYS.join(', ')} (costo solo admin e manager); predefinito data`),
  order: z.string().optional().describe('asc / desc; predefinito desc'),
  limit: z.string().optional().describe('1-100, predefinito 10'),
  offset: z.string().optional(),
});

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** REST lines use the spec's snake_case keys; the service takes camelCase (as GraphQL). */
const righeFromRest = (gusti: unknown) =>
  Array.isArray(gusti)
    ? gusti.map((l) => (isRecord(l) ? { gustoId: l.gusto_id ?? l.gustoId, quantitaKg: l.quantita_kg ?? l.quantitaKg, versioneRicetta: l.versione_ricetta ?? l.versioneRicetta } : l))
    : gusti;

function registraFromRest(body: unknown) {
  if (!isRecord(body)) return body;
  return {
    data: body.data,
    puntoVenditaId: body.puntoVenditaId ?? body.punto_vendita_id,
    gusti: righeFromRest(body.gusti),
    note: body.note,
  };
}

function modificaFromRest(body: unknown) {
  if (!isRecord(body)) return body;
  return {
    ...('gusti' in body ? { gusti: righeFromRest(body.gusti) } : {}),
    ...('note' in body ? { note: body.note } : {}),
  };
}

export const produzioneRoutes = [
  route({
    method: 'GET',
    url: '/produzione',
    access: TUTTI,
    summary: 'Storico produzione con filtri, ordinamento e paginazione: { produzioni, total } (costi solo per admin e manager)',
    tags,
    query: listQuery,
    handler: async (ctx, { query }) => {
      const page = await listProduzioni(ctx, {
        dataInizio: query.data_inizio,
        dataFine: query.data_fine,
        puntoVenditaId: query.punto_vendita_id,
        gustoId: query.gusto_id,
        operatoreId: query.operatore_id,
        inviatoEmail: query.inviato_email,
        aggiornatoDopo: query.aggiornato_dopo,
        sort: query.sort,
        order: query.order,
        limit: query.limit,
        offset: query.offset,
      });
      const costs = canSeeCosts(ctx.user);
      return { produzioni: page.righe.map((p) => produzioneToRest(p, costs)), total: page.totale };
    },
  }),
  route({
    method: 'GET',
    url: '/produzione/:id',
    access: TUTTI,
    summary: 'Una produzione (costi solo per admin e manager)',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => produzioneToRest(await getProduzione(ctx, params.id), canSeeCosts(ctx.user)),
  }),
  route({
    method: 'POST',
    url: '/produzione',
    access: TUTTI,
    summary: "Registra una produzione a nome dell'utente autenticato; restituisce la produzione con kg_totale",
    tags,
    body: registraBody,
    headers: idempotencyHeaders,
    status: 201,
    // the service honours the key on both doors (REST header, GraphQL idempotencyKey)
    idempotente: false,
    handler: async (ctx, { body, request }) =>
      produzioneToRest(await registraProduzione(ctx, registraFromRest(body), request.headers[IDEMPOTENCY_HEADER]), canSeeCosts(ctx.user)),
  }),
  route({
    method: 'PUT',
    url: '/produzione/:id',
    access: STAFF,
    summary: 'Sostituisce le righe (gusti) e/o le note; restituisce { id, kg_totale, costo_totale }',
    tags,
    params: idParams,
    body: modificaBody,
    handler: async (ctx, { params, body }) => modificaToRest(await modificaProduzione(ctx, params.id, modificaFromRest(body)), canSeeCosts(ctx.user)),
  }),
  route({
    method: 'DELETE',
    url: '/produzione/:id',
    access: STAFF,
    summary: "Elimina una produzione e restituisce { id }",
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ({ id: await eliminaProduzione(ctx, params.id) }),
  }),
];
