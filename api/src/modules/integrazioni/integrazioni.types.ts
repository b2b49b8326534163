import { GraphQLJSONObject } from 'graphql-scalars';
import { z } from 'zod';
import { tipoDaZod } from '../../common/from-zod.js';
import { chiaveCreataSchema, chiaveSchema, consegnaSchema, webhookCreatoSchema, webhookSchema, type ChiaveView, type WebhookView } from './integrazioni.schema.js';

export const ChiaveApiType = tipoDaZod('ChiaveApi', chiaveSchema, { campi: { scopes: { tipo: () => [String] } } });

/** GraphQL nests the key under `chiaveApi` (REST spreads it): the same fields, declared in the contract. */
export const ChiaveApiCreataType = tipoDaZod('ChiaveApiCreata', z.object({ chiaveApi: chiaveSchema, chiave: chiaveCreataSchema.shape.chiave }).describe('La chiave appena creata: `chiave` è mostrata solo qui'));
export type ChiaveApiCreataType = { chiaveApi: ChiaveView; chiave: string };

export const WebhookType = tipoDaZod('Webhook', webhookSchema);

export const WebhookCreatoType = tipoDaZod('WebhookCreato', z.object({ webhook: webhookSchema, segreto: webhookCreatoSchema.shape.segreto }).describe('Il webhook appena registrato: `segreto` è mostrato solo qui'));
export type WebhookCreatoType = { webhook: WebhookView; segreto: string };

export const ConsegnaWebhookType = tipoDaZod('ConsegnaWebhook', consegnaSchema, { campi: { payload: { tipo: () => GraphQLJSONObject } } });
