import { z } from 'zod';
import { STAFF } from '../../common/authz.js';
import { idParams } from '../../common/validation.js';
import { eliminatoSchema } from '../../rest/contract.js';
import { route } from '../../rest/route.js';
import { restBody, restQuery, restSchema } from '../../common/forma-rest.js';
import {
  aggiornaIngredienteSchema,
  creaIngredienteSchema,
  filtroIngredientiSchema,
  ingredienteSchema,
  periodoStatisticheRest,
  statisticheIngredientiSchema,
} from './ingrediente.schema.js';
import {
  aggiornaIngrediente,
  creaIngrediente,
  eliminaIngrediente,
  getIngrediente,
  impostaAttivoIngrediente,
  listIngredienti,
  statisticheIngredienti,
} from './ingrediente.service.js';

const tags = ['Ingredienti'];
const ingrediente = restSchema(ingredienteSchema);

export const ingredientiRoutes = [
  route({
    method: 'GET',
    url: '/ingredienti',
    access: STAFF,
    soloLettura: true,
    summary: 'Elenco degli ingredienti (i disattivati solo con includi_disattivi=true)',
    tags,
    query: restQuery(filtroIngredientiSchema),
    response: z.array(ingrediente),
    handler: async (ctx, { query }) => listIngredienti(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/ingredienti/stats',
    access: STAFF,
    summary: 'Statistiche di consumo e costo degli ingredienti nel periodo (predefinito: anno in corso)',
    tags,
    query: periodoStatisticheRest,
    response: restSchema(statisticheIngredientiSchema),
    handler: async (ctx, { query }) => statisticheIngredienti(ctx, query),
  }),
  route({
    method: 'POST',
    url: '/ingredienti',
    access: STAFF,
    summary: 'Crea un ingrediente',
    tags,
    body: restBody(creaIngredienteSchema),
    response: ingrediente,
    status: 201,
    handler: async (ctx, { body }) => creaIngrediente(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/ingredienti/:id',
    access: STAFF,
    soloLettura: true,
    summary: 'Un ingrediente',
    tags,
    params: idParams,
    response: ingrediente,
    handler: async (ctx, { params }) => getIngrediente(ctx, params.id),
  }),
  route({
    method: 'PUT',
    url: '/ingredienti/:id',
    access: STAFF,
    summary: 'Modifica un ingrediente (i campi omessi restano invariati)',
    tags,
    params: idParams,
    body: restBody(aggiornaIngredienteSchema),
    response: ingrediente,
    handler: async (ctx, { params, body }) => aggiornaIngrediente(ctx, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/ingredienti/:id',
    access: STAFF,
    summary: 'Elimina un ingrediente (409 se è usato in una ricetta: va disattivato)',
    tags,
    params: idParams,
    response: eliminatoSchema,
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaIngrediente(ctx, params.id),
      message: 'Ingrediente eliminato con successo',
    }),
  }),
  route({
    method: 'PATCH',
    url: '/ingredienti/:id/attiva',
    access: STAFF,
    summary: 'Attiva un ingrediente',
    tags,
    params: idParams,
    response: ingrediente,
    handler: async (ctx, { params }) => impostaAttivoIngrediente(ctx, params.id, true),
  }),
  route({
    method: 'PATCH',
    url: '/ingredienti/:id/disattiva',
    access: STAFF,
    summary: 'Disattiva un ingrediente',
    tags,
    params: idParams,
    response: ingrediente,
    handler: async (ctx, { params }) => impostaAttivoIngrediente(ctx, params.id, false),
  }),
];
