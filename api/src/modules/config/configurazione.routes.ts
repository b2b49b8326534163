import { z } from 'zod';
import { ADMIN } from '../../common/authz.js';
import { route } from '../../rest/route.js';
import { chiaveParamsSchema, configurazioneEliminataSchema, configurazioneSchema, impostaConfigurazioneSchema } from './configurazione.schema.js';
import { eliminaConfigurazione, getConfigurazione, impostaConfigurazione, listConfigurazioni } from './configurazione.service.js';

const tags = ['Configurazione'];

export const configurazioneRoutes = [
  route({
    method: 'GET',
    url: '/config',
    access: ADMIN,
    summary: 'Tutte le voci di configurazione (i segreti sono mascherati)',
    tags,
    response: z.array(configurazioneSchema),
    handler: async (ctx) => listConfigurazioni(ctx),
  }),
  route({
    method: 'GET',
    url: '/config/:key',
    access: ADMIN,
    summary: 'Una voce di configurazione',
    tags,
    params: chiaveParamsSchema,
    response: configurazioneSchema,
    handler: async (ctx, { params }) => getConfigurazione(ctx, params.key),
  }),
  route({
    method: 'PUT',
    url: '/config/:key',
    access: ADMIN,
    summary: 'Crea o aggiorna una voce (valore, descrizione; quelli omessi restano invariati)',
    tags,
    params: chiaveParamsSchema,
    body: impostaConfigurazioneSchema,
    response: configurazioneSchema,
    handler: async (ctx, { params, body }) => impostaConfigurazione(ctx, params.key, body),
  }),
  route({
    method: 'DELETE',
    url: '/config/:key',
    access: ADMIN,
    summary: 'Elimina una voce di configurazione',
    tags,
    params: chiaveParamsSchema,
    response: configurazioneEliminataSchema,
    handler: async (ctx, { params }) => ({
      success: true,
      chiave: await eliminaConfigurazione(ctx, params.key),
      message: 'Configurazione eliminata con successo',
    }),
  }),
];
