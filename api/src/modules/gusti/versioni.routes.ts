import { z } from 'zod';
import { STAFF, TUTTI, canSeeCosts } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { oneToRest } from './gusto.routes.js';
import { ripristinaBody, versioneParams } from './versioni.schema.js';
import { getVersione, listVersioni, ripristinaVersione } from './versioni.service.js';
import { versioneDettaglioToRest, versioneToRest } from './versioni.view.js';

const tags = ['Gusti'];

export const versioniRoutes = [
  route({
    method: 'GET',
    url: '/gusti/:id/versioni',
    access: TUTTI,
    summary: 'Versioni della ricetta di un gusto, dalla più recente: numero, data, autore, nota, food_cost al momento (solo admin e manager), pac_kg',
    tags,
    params: z.object({ id: v.id }),
    handler: async (ctx, { params }) => {
      const conCosti = canSeeCosts(ctx.user);
      return (await listVersioni(ctx, params.id)).map((x) => versioneToRest(x, conCosti));
    },
  }),
  route({
    method: 'GET',
    url: '/gusti/:id/versioni/:n',
    access: TUTTI,
    summary: 'Una versione della ricetta con le righe (ingrediente, quantità, unità), massa_kg, pac_kg e food_cost al momento (solo admin e manager)',
    tags,
    params: versioneParams,
    handler: async (ctx, { params }) => versioneDettaglioToRest(await getVersione(ctx, params.id, params.n), canSeeCosts(ctx.user)),
  }),
  route({
    method: 'POST',
    url: '/gusti/:id/versioni/:n/ripristina',
    access: STAFF,
    summary: 'Ripristina una versione: la ricetta torna quella della versione e diventa una nuova versione; restituisce il gusto (409 se la ricetta è già uguale)',
    tags,
    params: versioneParams,
    body: ripristinaBody,
    handler: async (ctx, { params, body }) => oneToRest(ctx, await ripristinaVersione(ctx, params.id, params.n, body ?? {})),
  }),
];
