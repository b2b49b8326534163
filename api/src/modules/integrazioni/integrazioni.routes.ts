import { z } from 'zod';
import { ADMIN, SCOPES } from '../../common/authz.js';
import { route } from '../../rest/route.js';
import { chiaveToRest, creaChiave, idParams, listChiavi, revocaChiave } from './chiavi.service.js';
import { EVENTI_WEBHOOK, consegnaToRest, consegneQuery, creaWebhook, eliminaWebhook, listConsegne, listWebhook, reinviaConsegna, webhookToRest } from './webhook.service.js';

const tags = ['Integrazioni'];

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
    body: z.object({
      nome: z.string(),
      scopes: z.array(z.enum(SCOPES)),
      scadenza: z.string().nullish(),
      ip_consentiti: z.array(z.string()).nullish(),
    }),
    handler: async (ctx, { body }) => {
      const { chiave, segreto } = await creaChiave(ctx, body);
      return { ...chiaveToRest(chiave), chiave: segreto };
    },
  }),
  route({
    method: 'GET',
    url: '/integrazioni/chiavi',
    access: ADMIN,
    summary: 'Elenco delle chiavi API (mai il segreto)',
    tags,
    handler: async (ctx) => (await listChiavi(ctx)).map(chiaveToRest),
  }),
  route({
    method: 'DELETE',
    url: '/integrazioni/chiavi/:id',
    access: ADMIN,
    summary: 'Revoca una chiave API (immediata su ogni replica)',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => chiaveToRest(await revocaChiave(ctx, params.id)),
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
    body: z.object({ url: z.string(), eventi: z.array(z.enum(EVENTI_WEBHOOK)) }),
    handler: async (ctx, { body }) => {
      const { webhook, segreto } = await creaWebhook(ctx, body);
      return { ...webhookToRest(webhook), segreto };
    },
  }),
  route({
    method: 'GET',
    url: '/integrazioni/webhook',
    access: ADMIN,
    summary: 'Elenco dei webhook (mai il segreto)',
    tags,
    handler: async (ctx) => (await listWebhook(ctx)).map(webhookToRest),
  }),
  route({
    method: 'DELETE',
    url: '/integrazioni/webhook/:id',
    access: ADMIN,
    summary: 'Elimina un webhook e il suo registro di consegne',
    tags,
    params: idParams,
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
    query: consegneQuery,
    handler: async (ctx, { query }) => (await listConsegne(ctx, query.webhook_id)).map(consegnaToRest),
  }),
  route({
    method: 'POST',
    url: '/integrazioni/consegne/:id/reinvia',
    access: ADMIN,
    summary: 'Rimette in coda una consegna (stesso evento, stesso Gelatiere-Event-Id); 409 se è già in coda',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => consegnaToRest(await reinviaConsegna(ctx, params.id)),
  }),
];

export const integrazioniRoutes = [...chiaviRoutes, ...webhookRoutes];
