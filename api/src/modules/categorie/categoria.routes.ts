import { z } from 'zod';
import { ADMIN, STAFF } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { categoriaFromRest } from './categoria.inputs.js';
import { aggiornaCategoria, creaCategoria, eliminaCategoria, getCategoria, listCategorie } from './categoria.service.js';
import { categoriaToRest } from './categoria.view.js';

const idParams = z.object({ id: v.id });
const tags = ['Categorie gusti'];
const body = z.object({
  nome: z.string(),
  descrizione: z.string().nullable().optional(),
  colore: z.string().optional(),
  ordine: z.number().int().min(0).optional(),
  profilo_id: z.number().int().nullable().optional().describe('Profilo di bilanciamento dei suoi gusti (null = il predefinito)'),
  attivo: z.boolean().optional(),
});

export const categorieRoutes = [
  route({
    method: 'GET',
    url: '/config/categorie',
    access: STAFF,
    summary: 'Categorie di gusti per ordine e nome (solo_attive=true per le sole attive)',
    tags,
    query: z.object({ solo_attive: v.boolish.optional() }),
    handler: async (ctx, { query }) => (await listCategorie(ctx, { soloAttive: query.solo_attive ?? false })).map(categoriaToRest),
  }),
  route({
    method: 'POST',
    url: '/config/categorie',
    access: ADMIN,
    summary: 'Crea una categoria di gusti',
    tags,
    body,
    status: 201,
    handler: async (ctx, { body }) => categoriaToRest(await creaCategoria(ctx, categoriaFromRest(body))),
  }),
  route({
    method: 'GET',
    url: '/config/categorie/:id',
    access: STAFF,
    summary: 'Una categoria di gusti',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => categoriaToRest(await getCategoria(ctx, params.id)),
  }),
  route({
    method: 'PUT',
    url: '/config/categorie/:id',
    access: ADMIN,
    summary: 'Modifica una categoria di gusti (i campi omessi restano invariati)',
    tags,
    params: idParams,
    body: body.partial(),
    handler: async (ctx, { params, body }) => categoriaToRest(await aggiornaCategoria(ctx, params.id, categoriaFromRest(body))),
  }),
  route({
    method: 'DELETE',
    url: '/config/categorie/:id',
    access: ADMIN,
    summary: 'Elimina una categoria (409 se è usata da gusti: va disattivata)',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaCategoria(ctx, params.id),
      message: 'Categoria eliminata con successo',
    }),
  }),
];
