import { z } from 'zod';
import { STAFF, TUTTI, canSeeCosts } from '../../common/authz.js';
import { aggiornatoDopoQuery } from '../../common/aggiornato-dopo.js';
import type { RequestContext } from '../../common/context.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { gustoFromRest } from './gusto.inputs.js';
import { aggiornaGusto, creaGusto, duplicaGusto, eliminaGusto, getGusto, impostaAttivoGusto, listGusti } from './gusto.service.js';
import { gustoToRest, type GustoView } from './gusto.view.js';

const idParams = z.object({ id: v.id });
const tags = ['Gusti'];
const body = z.object({
  nome: z.string(),
  descrizione: z.string().nullable().optional(),
  categoria: z.union([z.string(), z.number()]).describe('Nome (o id) della categoria attiva'),
  categoria_id: z.number().int().optional(),
  colore: z.string().optional(),
  ingredienti: z
    .union([z.string(), z.array(z.object({ ingrediente_id: z.number(), nome: z.string().optional(), quantita: z.number(), unita: z.string() }))])
    .describe('Testo JSON (o array) di { ingrediente_id, nome, quantita, unita }'),
  allergeni: z
    .string()
    .optional()
    .describe('Nomi degli allergeni separati da ", ": quelli già derivati dalla ricetta restano derivati (non si tolgono a mano), gli altri diventano manuali'),
  stagionale: z.boolean().optional(),
  note_produzione: z.string().nullable().optional(),
  profilo_id: z.number().int().nullable().optional().describe('Profilo di bilanciamento (null = quello della categoria)'),
  nota_versione: z.string().max(500).nullable().optional().describe('Nota della nuova versione della ricetta (se gli ingredienti cambiano)'),
});

/** REST shape of many flavours: recipe lines and allergens come from two batched statements. */
async function toRest(ctx: RequestContext, gusti: GustoView[]) {
  const [righe, allergeni] = await Promise.all([
    Promise.all(gusti.map((g) => ctx.loaders.ricettaGusto.load(g.id))),
    Promise.all(gusti.map((g) => ctx.loaders.allergeniGusto.load(g.id))),
  ]);
  const conCosti = canSeeCosts(ctx.user);
  return gusti.map((g, i) => gustoToRest(g, righe[i]!, allergeni[i]!, conCosti));
}
export const oneToRest = async (ctx: RequestContext, g: GustoView) => (await toRest(ctx, [g]))[0];

export const gustiRoutes = [
  route({
    method: 'GET',
    url: '/gusti',
    access: TUTTI,
    summary: 'Elenco dei gusti con valori calcolati (i disattivati solo con includi_disattivi=true, mai per gli operatori; food_cost solo per admin e manager)',
    tags,
    query: z.object({ includi_disattivi: v.boolish.optional(), aggiornato_dopo: aggiornatoDopoQuery }),
    handler: async (ctx, { query }) =>
      toRest(ctx, await listGusti(ctx, { includiDisattivi: query.includi_disattivi ?? false, aggiornatoDopo: query.aggiornato_dopo })),
  }),
  route({
    method: 'POST',
    url: '/gusti',
    access: STAFF,
    summary: 'Crea un gusto',
    tags,
    body,
    status: 201,
    handler: async (ctx, { body }) => oneToRest(ctx, await creaGusto(ctx, gustoFromRest(body))),
  }),
  route({
    method: 'GET',
    url: '/gusti/:id',
    access: TUTTI,
    summary: 'Un gusto (gli operatori vedono solo quelli attivi)',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => oneToRest(ctx, await getGusto(ctx, params.id)),
  }),
  route({
    method: 'PUT',
    url: '/gusti/:id',
    access: STAFF,
    summary: 'Modifica un gusto (i campi omessi restano invariati; ingredienti e allergeni, se inviati, sostituiscono i precedenti)',
    tags,
    params: idParams,
    body: body.partial(),
    handler: async (ctx, { params, body }) => oneToRest(ctx, await aggiornaGusto(ctx, params.id, gustoFromRest(body))),
  }),
  route({
    method: 'DELETE',
    url: '/gusti/:id',
    access: STAFF,
    summary: 'Elimina un gusto (409 se ha produzioni: va disattivato)',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaGusto(ctx, params.id),
      message: 'Gusto eliminato con successo',
    }),
  }),
  route({
    method: 'PATCH',
    url: '/gusti/:id/attiva',
    access: STAFF,
    summary: 'Attiva un gusto',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => oneToRest(ctx, await impostaAttivoGusto(ctx, params.id, true)),
  }),
  route({
    method: 'PATCH',
    url: '/gusti/:id/disattiva',
    access: STAFF,
    summary: 'Disattiva un gusto',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => oneToRest(ctx, await impostaAttivoGusto(ctx, params.id, false)),
  }),
  route({
    method: 'POST',
    url: '/gusti/:id/duplica',
    access: STAFF,
    summary: 'Duplica un gusto: nuovo gusto attivo "<nome> (copia)" con la stessa ricetta e gli stessi allergeni',
    tags,
    params: idParams,
    status: 201,
    handler: async (ctx, { params }) => oneToRest(ctx, await duplicaGusto(ctx, params.id)),
  }),
];
