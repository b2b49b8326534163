import { z } from 'zod';
import { ADMIN } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { eliminaLogAttivita, listLogAttivita, logAttivitaToRest } from './attivita.service.js';

const tags = ['Log attività'];

// Static segments take precedence over /config/:key in Fastify's router, so these never collide.
export const attivitaRoutes = [
  route({
    method: 'GET',
    url: '/config/logs/attivita',
    access: ADMIN,
    summary: 'Log attività dal più recente, con il totale reale (limite 1-100, predefinito 20; offset)',
    tags,
    // validated by the service (Italian messages)
    query: z.object({ limite: z.string().optional(), offset: z.string().optional() }),
    handler: async (ctx, { query }) => {
      const { righe, totale } = await listLogAttivita(ctx, query);
      return { logs: righe.map(logAttivitaToRest), total: totale };
    },
  }),
  route({
    method: 'DELETE',
    url: '/config/logs/attivita/:id',
    access: ADMIN,
    summary: 'Elimina una voce del log attività',
    tags,
    params: z.object({ id: v.id }),
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaLogAttivita(ctx, params.id),
      message: 'Log eliminato con successo',
    }),
  }),
];
