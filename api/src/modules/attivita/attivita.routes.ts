import { z } from 'zod';
import { ADMIN } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { eliminatoSchema } from '../../rest/contract.js';
import { route } from '../../rest/route.js';
import { restSchema } from '../../common/forma-rest.js';
import { QUIRK_LOG_ATTIVITA, logAttivitaPaginaSchema, logPaginaSchema } from './attivita.schema.js';
import { eliminaLogAttivita, listLogAttivita } from './attivita.service.js';

const tags = ['Log attività'];

// Static segments take precedence over /config/:key in Fastify's router, so these never collide.
export const attivitaRoutes = [
  route({
    method: 'GET',
    url: '/config/logs/attivita',
    access: ADMIN,
    summary: 'Log attività dal più recente, con il totale reale (limite 1-100, predefinito 20; offset)',
    tags,
    query: logPaginaSchema,
    response: restSchema(logAttivitaPaginaSchema, QUIRK_LOG_ATTIVITA),
    rest: QUIRK_LOG_ATTIVITA,
    handler: async (ctx, { query }) => listLogAttivita(ctx, query),
  }),
  route({
    method: 'DELETE',
    url: '/config/logs/attivita/:id',
    access: ADMIN,
    summary: 'Elimina una voce del log attività',
    tags,
    params: z.object({ id: v.id }),
    response: eliminatoSchema,
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaLogAttivita(ctx, params.id),
      message: 'Log eliminato con successo',
    }),
  }),
];
