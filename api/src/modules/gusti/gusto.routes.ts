import { z } from 'zod';
import { STAFF, TUTTI } from '../../common/authz.js';
import { filtroCatalogoSchema } from '../../common/aggiornato-dopo.js';
import type { RequestContext } from '../../common/context.js';
import { idParams } from '../../common/validation.js';
import { CACHE_CATALOGO } from '../../common/versione-catalogo.js';
import { eliminatoSchema } from '../../rest/contract.js';
import { route } from '../../rest/route.js';
import { restQuery, restSchema } from '../../common/forma-rest.js';
import { QUIRK_GUSTO, aggiornaGustoRest, creaGustoRest, gustoRestSchema } from './gusto.schema.js';
import { aggiornaGusto, creaGusto, duplicaGusto, eliminaGusto, getGusto, impostaAttivoGusto, listGusti } from './gusto.service.js';
import { gustoPerRest, type GustoView } from './gusto.view.js';
import { DESCRIZIONE_BASE_COSTO, baseCostoSchema } from '../magazzino/base-costo.js';

const tags = ['Gusti'];

/** The REST answer of a flavour (spec section 3): with QUIRK_GUSTO, on every route that returns one. */
export const gustoRest = restSchema(gustoRestSchema, QUIRK_GUSTO);

/** Flavours with their recipe and allergens: two batched statements for the whole list. */
async function conRicetta(ctx: RequestContext, gusti: GustoView[]) {
  const [righe, allergeni] = await Promise.all([
    Promise.all(gusti.map((g) => ctx.loaders.ricettaGusto.load(g.id))),
    Promise.all(gusti.map((g) => ctx.loaders.allergeniGusto.load(g.id))),
  ]);
  return gusti.map((g, i) => gustoPerRest(g, righe[i]!, allergeni[i]!));
}
export const unoConRicetta = async (ctx: RequestContext, g: GustoView) => (await conRicetta(ctx, [g]))[0]!;

export const gustiRoutes = [
  route({
    method: 'GET',
    url: '/gusti',
    access: TUTTI,
    summary: `Elenco dei gusti con valori calcolati (i disattivati solo con includi_disattivi=true, mai per gli operatori; food_cost solo per admin e manager). base_costo: ${DESCRIZIONE_BASE_COSTO}`,
    tags,
    query: restQuery(filtroCatalogoSchema.extend({ baseCosto: baseCostoSchema })),
    response: z.array(gustoRest),
    rest: QUIRK_GUSTO,
    cache: CACHE_CATALOGO,
    handler: async (ctx, { query }) => conRicetta(ctx, await listGusti(ctx, query)),
  }),
  route({
    method: 'POST',
    url: '/gusti',
    access: STAFF,
    summary: 'Crea un gusto',
    tags,
    body: creaGustoRest,
    response: gustoRest,
    rest: QUIRK_GUSTO,
    status: 201,
    handler: async (ctx, { body }) => unoConRicetta(ctx, await creaGusto(ctx, body)),
  }),
  route({
    method: 'GET',
    url: '/gusti/:id',
    access: TUTTI,
    summary: `Un gusto (gli operatori vedono solo quelli attivi). base_costo: ${DESCRIZIONE_BASE_COSTO}`,
    tags,
    params: idParams,
    query: restQuery(z.object({ baseCosto: baseCostoSchema })),
    response: gustoRest,
    rest: QUIRK_GUSTO,
    cache: CACHE_CATALOGO,
    handler: async (ctx, { params, query }) => unoConRicetta(ctx, await getGusto(ctx, params.id, query.baseCosto ?? null)),
  }),
  route({
    method: 'PUT',
    url: '/gusti/:id',
    access: STAFF,
    summary: 'Modifica un gusto (i campi omessi restano invariati; ingredienti e allergeni, se inviati, sostituiscono i precedenti)',
    tags,
    params: idParams,
    body: aggiornaGustoRest,
    response: gustoRest,
    rest: QUIRK_GUSTO,
    handler: async (ctx, { params, body }) => unoConRicetta(ctx, await aggiornaGusto(ctx, params.id, body)),
  }),
  route({
    method: 'DELETE',
    url: '/gusti/:id',
    access: STAFF,
    summary: 'Elimina un gusto (409 se ha produzioni: va disattivato)',
    tags,
    params: idParams,
    response: eliminatoSchema,
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
    response: gustoRest,
    rest: QUIRK_GUSTO,
    handler: async (ctx, { params }) => unoConRicetta(ctx, await impostaAttivoGusto(ctx, params.id, true)),
  }),
  route({
    method: 'PATCH',
    url: '/gusti/:id/disattiva',
    access: STAFF,
    summary: 'Disattiva un gusto',
    tags,
    params: idParams,
    response: gustoRest,
    rest: QUIRK_GUSTO,
    handler: async (ctx, { params }) => unoConRicetta(ctx, await impostaAttivoGusto(ctx, params.id, false)),
  }),
  route({
    method: 'POST',
    url: '/gusti/:id/duplica',
    access: STAFF,
    summary: 'Duplica un gusto: nuovo gusto attivo "<nome> (copia)" con la stessa ricetta e gli stessi allergeni',
    tags,
    params: idParams,
    response: gustoRest,
    rest: QUIRK_GUSTO,
    status: 201,
    handler: async (ctx, { params }) => unoConRicetta(ctx, await duplicaGusto(ctx, params.id)),
  }),
];
