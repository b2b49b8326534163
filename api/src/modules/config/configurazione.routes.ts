import { z } from 'zod';
import { ADMIN } from '../../common/authz.js';
import { route } from '../../rest/route.js';
import { eliminaConfigurazione, getConfigurazione, impostaConfigurazione, listConfigurazioni } from './configurazione.service.js';

// the key is validated by the service (Italian message); the gateway only passes it through
const chiaveParams = z.object({ key: z.string() });
const tags = ['Configurazione'];

export const configurazioneRoutes = [
  route({
    method: 'GET',
    url: '/config',
    access: ADMIN,
    summary: 'Tutte le voci di configurazione (i segreti sono mascherati)',
    tags,
    handler: async (ctx) => listConfigurazioni(ctx),
  }),
  route({
    method: 'GET',
    url: '/config/:key',
    access: ADMIN,
    summary: 'Una voce di configurazione',
    tags,
    params: chiaveParams,
    handler: async (ctx, { params }) => getConfigurazione(ctx, params.key),
  }),
  route({
    method: 'PUT',
    url: '/config/:key',
    access: ADMIN,
    summary: 'Crea o aggiorna una voce (valore, descrizione)',
    tags,
    params: chiaveParams,
    body: z.object({
      valore: z.union([z.string(), z.number(), z.boolean()]).nullable().optional(),
      descrizione: z.string().nullable().optional(),
    }),
    handler: async (ctx, { params, body }) => impostaConfigurazione(ctx, params.key, body),
  }),
  route({
    method: 'DELETE',
    url: '/config/:key',
    access: ADMIN,
    summary: 'Elimina una voce di configurazione',
    tags,
    params: chiaveParams,
    handler: async (ctx, { params }) => ({
      success: true,
      chiave: await eliminaConfigurazione(ctx, params.key),
      message: 'Configurazione eliminata con successo',
    }),
  }),
];
