import { ADMIN } from '../../common/authz.js';
import { idParams } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { restBody, restQuery, restSchema } from '../../common/forma-rest.js';
import { z } from 'zod';
import { creaChiave, listChiavi, revocaChiave } from './chiavi.service.js';
import {
  QUIRK_CONSEGNA,
  chiaveCreataSchema,
  chiaveSchema,
  consegnaSchema,
  consegneFiltroSchema,
  creaChiaveSchema,
  creaWebhookSchema,
  webhookCreatoSchema,
  webhookEliminatoSchema,
  webhookSchema,
} from './integrazioni.schema.js';
import { creaWebhook, eliminaWebhook, listConsegne, listWebhook, reinviaConsegna } from './webhook.service.js';

const tags = ['Integrazioni'];
const chiave = restSchema(chiaveSchema);
const webhook = restSchema(webhookSchema);
const consegna = restSchema(consegnaSchema, QUIRK_CONSEGNA);

/** Integrations: admin only (users with a token); no API key ever reaches them (see scopes.ts). */
const chiaviRoutes = [
  route({
    method: 'POST',
    url: '/integrazioni/chiavi',
    access: ADMIN,
    summary: 'Crea una chiave API; la chiave completa (gel_live_<prefisso>_<segreto>) è mostrata solo in questa risposta',
    tags,
    status: 201,
    // the answer carries the secret, stored only as a hash: it is never kept for a replay
    idempotente: false,
    body: restBody(creaChiaveSchema),
    response: restSchema(chiaveCreataSchema),
    handler: async (ctx, { body }) => {
      const { chiave, segreto } = await creaChiave(ctx, body);
      return { ...chiave, chiave: segreto };
    },
  }),
  route({
    method: 'GET',
    url: '/integrazioni/chiavi',
    access: ADMIN,
    summary: 'Elenco delle chiavi API (mai il segreto)',
    tags,
    response: z.array(chiave),
    handler: async (ctx) => listChiavi(ctx),
  }),
  route({
    method: 'DELETE',
    url: '/integrazioni/chiavi/:id',
    access: ADMIN,
    summary: 'Revoca una chiave API (immediata su ogni replica)',
    tags,
    params: idParams,
    response: chiave,
    handler: async (ctx, { params }) => revocaChiave(ctx, params.id),
  }),
];

export const webhookRoutes = [
  route({
    method: 'POST',
    url: '/integrazioni/webhook',
    access: ADMIN,
    summary: 'Registra un webhook (URL https, eventi); il segreto di firma è mostrato solo in questa risposta',
    tags,
    status: 201,
    body: restBody(creaWebhookSchema),
    response: restSchema(webhookCreatoSchema),
    handler: async (ctx, { body }) => {
      const { webhook, segreto } = await creaWebhook(ctx, body);
      return { ...webhook, segreto };
    },
  }),
  route({
    method: 'GET',
    url: '/integrazioni/webhook',
    access: ADMIN,
    summary: 'Elenco dei webhook (mai il segreto)',
    tags,
    response: z.array(webhook),
    handler: async (ctx) => listWebhook(ctx),
  }),
  route({
    method: 'DELETE',
    url: '/integrazioni/webhook/:id',
    access: ADMIN,
    summary: 'Elimina un webhook e il suo registro di consegne',
    tags,
    params: idParams,
    response: webhookEliminatoSchema,
    handler: async (ctx, { params }) => {
      await eliminaWebhook(ctx, params.id);
      return { success: true, id: params.id };
    },
  }),
  route({
    method: 'GET',
    url: '/integrazioni/consegne',
    access: ADMIN,
    summary: 'Registro delle consegne dei webhook (le ultime 100), con stato, codice HTTP e tempo di risposta',
    tags,
    query: restQuery(consegneFiltroSchema),
    response: z.array(consegna),
    rest: QUIRK_CONSEGNA,
    handler: async (ctx, { query }) => listConsegne(ctx, query.webhookId),
  }),
  route({
    method: 'POST',
    url: '/integrazioni/consegne/:id/reinvia',
    access: ADMIN,
    summary: 'Rimette in coda una consegna (stesso evento, stesso Gelatiere-Event-Id); 409 se è già in coda',
    tags,
    params: idParams,
    response: consegna,
    rest: QUIRK_CONSEGNA,
    handler: async (ctx, { params }) => reinviaConsegna(ctx, params.id),
  }),
];

export const integrazioniRoutes = [...chiaviRoutes, ...webhookRoutes];
