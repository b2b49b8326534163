import { z } from 'zod';
import { ADMIN, STAFF } from '../../common/authz.js';
import { idParams } from '../../common/validation.js';
import { eliminatoSchema } from '../../rest/contract.js';
import { route } from '../../rest/route.js';
import { restBody, restQuery, restSchema } from '../../common/forma-rest.js';
import { aggiornaCategoriaSchema, categoriaSchema, creaCategoriaSchema, filtroCategorieSchema } from './categoria.schema.js';
import { aggiornaCategoria, creaCategoria, eliminaCategoria, getCategoria, listCategorie } from './categoria.service.js';

const tags = ['Categorie gusti'];
const categoria = restSchema(categoriaSchema);

export const categorieRoutes = [
  route({
    method: 'GET',
    url: '/config/categorie',
    access: STAFF,
    soloLettura: true,
    summary: 'Categorie di gusti per ordine e nome (solo_attive=true per le sole attive)',
    tags,
    query: restQuery(filtroCategorieSchema),
    response: z.array(categoria),
    handler: async (ctx, { query }) => listCategorie(ctx, query),
  }),
  route({
    method: 'POST',
    url: '/config/categorie',
    access: ADMIN,
    summary: 'Crea una categoria di gusti',
    tags,
    body: restBody(creaCategoriaSchema),
    response: categoria,
    status: 201,
    handler: async (ctx, { body }) => creaCategoria(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/config/categorie/:id',
    access: STAFF,
    soloLettura: true,
    summary: 'Una categoria di gusti',
    tags,
    params: idParams,
    response: categoria,
    handler: async (ctx, { params }) => getCategoria(ctx, params.id),
  }),
  route({
    method: 'PUT',
    url: '/config/categorie/:id',
    access: ADMIN,
    summary: 'Modifica una categoria di gusti (i campi omessi restano invariati)',
    tags,
    params: idParams,
    body: restBody(aggiornaCategoriaSchema),
    response: categoria,
    handler: async (ctx, { params, body }) => aggiornaCategoria(ctx, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/config/categorie/:id',
    access: ADMIN,
    summary: 'Elimina una categoria (409 se è usata da gusti: va disattivata)',
    tags,
    params: idParams,
    response: eliminatoSchema,
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaCategoria(ctx, params.id),
      message: 'Categoria eliminata con successo',
    }),
  }),
];
