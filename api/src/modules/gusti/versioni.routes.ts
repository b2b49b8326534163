import { z } from 'zod';
import { STAFF, TUTTI } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { restBody, restSchema } from '../../common/forma-rest.js';
import { QUIRK_GUSTO } from './gusto.schema.js';
import { gustoRest, unoConRicetta } from './gusto.routes.js';
import { ripristinaVersioneSchema, versioneDettaglioSchema, versioneParams, versioneSchema } from './versioni.schema.js';
import { getVersione, listVersioni, ripristinaVersione } from './versioni.service.js';

const tags = ['Gusti'];

export const versioniRoutes = [
  route({
    method: 'GET',
    url: '/gusti/:id/versioni',
    access: TUTTI,
    summary: 'Versioni della ricetta di un gusto, dalla più recente: numero, data, autore, nota, food_cost al momento (solo admin e manager), pac_kg',
    tags,
    params: z.object({ id: v.id }),
    response: z.array(restSchema(versioneSchema)),
    handler: async (ctx, { params }) => listVersioni(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/gusti/:id/versioni/:n',
    access: TUTTI,
    summary: 'Una versione della ricetta con le righe (ingrediente, quantità, unità), massa_kg, pac_kg e food_cost al momento (solo admin e manager)',
    tags,
    params: versioneParams,
    response: restSchema(versioneDettaglioSchema),
    handler: async (ctx, { params }) => getVersione(ctx, params.id, params.n),
  }),
  route({
    method: 'POST',
    url: '/gusti/:id/versioni/:n/ripristina',
    access: STAFF,
    summary: 'Ripristina una versione: la ricetta torna quella della versione e diventa una nuova versione; restituisce il gusto (409 se la ricetta è già uguale)',
    tags,
    params: versioneParams,
    body: restBody(ripristinaVersioneSchema),
    response: gustoRest,
    rest: QUIRK_GUSTO,
    handler: async (ctx, { params, body }) => unoConRicetta(ctx, await ripristinaVersione(ctx, params.id, params.n, body)),
  }),
];
