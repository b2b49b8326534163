import { defineEntity, p } from '@mikro-orm/core';
import { Utente } from '../utenti/utente.entity.js';

/**
 * An API key: `gel_live_<prefisso>_<secret>`; only the SHA-256 of the secret is stored (the secret is
 * 32 random bytes, so a fast hash is right: nothing to brute-force, and it is checked on every request).
 * The key acts for its creator (an admin), limited to its scopes.
 */
const ChiaveApiSchema = defineEntity({
  name: 'ChiaveApi',
  tableName: 'chiavi_api',
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(100),
    prefisso: p.string().length(32).unique(),
    hash: p.string().length(64).hidden(),
    scopes: p.array().default([]),
    scadenza: p.datetime().nullable(),
    ipConsentiti: p.array().default([]),
    creataDa: () => p.manyToOne(Utente).fieldName('creata_da').deleteRule('cascade'),
    creataIl: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    revocataIl: p.datetime().nullable(),
    ultimoUsoIl: p.datetime().nullable(),
    ultimoUsoIp: p.string().length(64).nullable(),
  },
});
export class ChiaveApi extends ChiaveApiSchema.class {}
ChiaveApiSchema.setClass(ChiaveApi);

/** A webhook endpoint. The signing secret is stored as is: the server needs it in clear to sign. */
const WebhookSchema = defineEntity({
  name: 'Webhook',
  tableName: 'webhook',
  properties: {
    id: p.integer().primary().autoincrement(),
    url: p.string().length(2048),
    eventi: p.array().default([]),
    segreto: p.string().length(128).hidden(),
    attivo: p.boolean().default(true),
    creatoIl: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    failingSince: p.datetime().nullable(),
  },
});
export class Webhook extends WebhookSchema.class {}
WebhookSchema.setClass(Webhook);

export const STATI_CONSEGNA = ['in_coda', 'inviata', 'fallita'] as const;

/** The webhook outbox and delivery log: one row per (endpoint, event), queued in the event's transaction. */
const WebhookConsegnaSchema = defineEntity({
  name: 'WebhookConsegna',
  tableName: 'webhook_consegne',
  indexes: [{ name: 'webhook_consegne_coda_index', properties: ['prossimoTentativo'], expression: `create index "webhook_consegne_coda_index" on "webhook_consegne" ("prossimo_tentativo") where "stato" = 'in_coda'` }],
  properties: {
    id: p.integer().primary().autoincrement(),
    webhook: () => p.manyToOne(Webhook).deleteRule('cascade').index(),
    eventoId: p.uuid(),
    tipo: p.string().length(100),
    payload: p.json<Record<string, unknown>>(),
    stato: p.enum([...STATI_CONSEGNA]).default('in_coda'),
    tentativi: p.integer().default(0),
    prossimoTentativo: p.datetime().defaultRaw('now()'),
    statusCode: p.integer().nullable(),
    durataMs: p.integer().nullable(),
    errore: p.text().nullable(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
    inviataIl: p.datetime().nullable(),
  },
});
export class WebhookConsegna extends WebhookConsegnaSchema.class {}
WebhookConsegnaSchema.setClass(WebhookConsegna);
