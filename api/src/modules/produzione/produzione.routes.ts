import { STAFF, TUTTI } from '../../common/authz.js';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '../../common/idempotency.js';
import { idParams } from '../../common/validation.js';
import { idEliminatoSchema } from '../../rest/contract.js';
import { route } from '../../rest/route.js';
import { restSchema } from '../../common/forma-rest.js';
import {
  QUIRK_PRODUZIONI,
  listaProduzioniQuery,
  modificaProduzioneBody,
  produzioneModificataSchema,
  produzioneSchema,
  produzioniPaginaSchema,
  registraProduzioneBody,
} from './produzione.schema.js';
import { eliminaProduzione, getProduzione, listProduzioni, modificaProduzione, registraProduzione } from './produzione.service.js';

const tags = ['Produzione'];
const produzione = restSchema(produzioneSchema);

export const produzioneRoutes = [
  route({
    method: 'GET',
    url: '/produzione',
    access: TUTTI,
    soloLettura: true,
    summary: 'Storico produzione con filtri, ordinamento e paginazione: { produzioni, total } (costi solo per admin e manager)',
    tags,
    query: listaProduzioniQuery,
    response: restSchema(produzioniPaginaSchema, QUIRK_PRODUZIONI),
    rest: QUIRK_PRODUZIONI,
    handler: async (ctx, { query }) => listProduzioni(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/produzione/:id',
    access: TUTTI,
    soloLettura: true,
    summary: 'Una produzione (costi solo per admin e manager)',
    tags,
    params: idParams,
    response: produzione,
    handler: async (ctx, { params }) => getProduzione(ctx, params.id),
  }),
  route({
    method: 'POST',
    url: '/produzione',
    access: TUTTI,
    summary: "Registra una produzione a nome dell'utente autenticato; restituisce la produzione con kg_totale",
    tags,
    body: registraProduzioneBody,
    headers: idempotencyHeaders,
    response: produzione,
    status: 201,
    // the service honours the key on both doors (REST header, GraphQL idempotencyKey)
    idempotente: false,
    handler: async (ctx, { body, request }) => registraProduzione(ctx, body, request.headers[IDEMPOTENCY_HEADER]),
  }),
  route({
    method: 'PUT',
    url: '/produzione/:id',
    access: STAFF,
    summary: 'Sostituisce le righe (gusti) e/o le note; restituisce { id, kg_totale, costo_totale }',
    tags,
    params: idParams,
    body: modificaProduzioneBody,
    response: restSchema(produzioneModificataSchema),
    handler: async (ctx, { params, body }) => modificaProduzione(ctx, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/produzione/:id',
    access: STAFF,
    summary: 'Elimina una produzione e restituisce { id }',
    tags,
    params: idParams,
    response: idEliminatoSchema,
    handler: async (ctx, { params }) => ({ id: await eliminaProduzione(ctx, params.id) }),
  }),
];
