import { ADMIN, TUTTI } from '../../common/authz.js';
import { route } from '../../rest/route.js';
import { restSchema } from '../../common/forma-rest.js';
import { laboratorioRestBody, laboratorioViewSchema } from './laboratorio.schema.js';
import { getLaboratorio, impostaLaboratorio } from './laboratorio.service.js';

const tags = ['Configurazione'];
const response = restSchema(laboratorioViewSchema);

export const laboratorioRoutes = [
  route({
    method: 'GET',
    url: '/laboratorio',
    access: TUTTI,
    summary: 'Impostazioni del laboratorio: capacità del mantecatore (kg per ciclo), risoluzione della bilancia (g), overrun predefiniti di gelato e sorbetti',
    tags,
    response,
    handler: async (ctx) => getLaboratorio(ctx),
  }),
  route({
    method: 'PUT',
    url: '/laboratorio',
    access: ADMIN,
    summary: 'Modifica le impostazioni del laboratorio (i campi omessi restano invariati; capacità minima ≤ massima)',
    tags,
    body: laboratorioRestBody,
    response,
    handler: async (ctx, { body }) => impostaLaboratorio(ctx, body),
  }),
];
