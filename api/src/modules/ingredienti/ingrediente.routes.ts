import { z } from 'zod';
import { aggiornatoDopoQuery } from '../../common/aggiornato-dopo.js';
import { STAFF } from '../../common/authz.js';
import { UNITA_MISURA } from '@gelatiere/scienza';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { allergeniIngredienteRest } from '../allergeni/allergeni-derivati.schema.js';
import { ingredienteFromRest } from './ingrediente.inputs.js';
import {
  aggiornaIngrediente,
  creaIngrediente,
  eliminaIngrediente,
  getIngrediente,
  impostaAttivoIngrediente,
  listIngredienti,
  statisticheIngredienti,
} from './ingrediente.service.js';
import { CAMPI_COMPOSIZIONE, ingredienteToRest, statisticheToRest } from './ingrediente.view.js';

const idParams = z.object({ id: v.id });
const tags = ['Ingredienti'];
const numero = z.number().min(0).nullable().optional();
const body = z.object({
  nome: z.string(),
  descrizione: z.string().nullable().optional(),
  costo_per_unita: z.number().min(0),
  unita_misura: z.enum(UNITA_MISURA),
  fornitore: z.string(),
  calorie: numero,
  carboidrati: numero,
  zuccheri: numero,
  grassi: numero,
  proteine: numero,
  sale: numero,
  pac: numero,
  pod: numero,
  ...Object.fromEntries(
    Object.values(CAMPI_COMPOSIZIONE).map(({ rest: k }) => [k, k === 'densita' ? z.number().min(0.3).max(3).nullable().optional() : z.number().min(0).max(100).nullable().optional()]),
  ),
  ...allergeniIngredienteRest,
  attivo: z.boolean().optional(),
});

export const ingredientiRoutes = [
  route({
    method: 'GET',
    url: '/ingredienti',
    access: STAFF,
    summary: 'Elenco degli ingredienti (i disattivati solo con includi_disattivi=true)',
    tags,
    query: z.object({ includi_disattivi: v.boolish.optional(), aggiornato_dopo: aggiornatoDopoQuery }),
    handler: async (ctx, { query }) =>
      (await listIngredienti(ctx, { includiDisattivi: query.includi_disattivi ?? false, aggiornatoDopo: query.aggiornato_dopo })).map(ingredienteToRest),
  }),
  route({
    method: 'GET',
    url: '/ingredienti/stats',
    access: STAFF,
    summary: 'Statistiche di consumo e costo degli ingredienti nel periodo (predefinito: anno in corso)',
    tags,
    query: z.object({ data_inizio: z.string().optional(), data_fine: z.string().optional() }),
    handler: async (ctx, { query }) =>
      statisticheToRest(await statisticheIngredienti(ctx, { dataInizio: query.data_inizio || null, dataFine: query.data_fine || null })),
  }),
  route({
    method: 'POST',
    url: '/ingredienti',
    access: STAFF,
    summary: 'Crea un ingrediente',
    tags,
    body,
    status: 201,
    handler: async (ctx, { body }) => ingredienteToRest(await creaIngrediente(ctx, ingredienteFromRest(body))),
  }),
  route({
    method: 'GET',
    url: '/ingredienti/:id',
    access: STAFF,
    summary: 'Un ingrediente',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ingredienteToRest(await getIngrediente(ctx, params.id)),
  }),
  route({
    method: 'PUT',
    url: '/ingredienti/:id',
    access: STAFF,
    summary: 'Modifica un ingrediente (i campi omessi restano invariati)',
    tags,
    params: idParams,
    body: body.partial(),
    handler: async (ctx, { params, body }) => ingredienteToRest(await aggiornaIngrediente(ctx, params.id, ingredienteFromRest(body))),
  }),
  route({
    method: 'DELETE',
    url: '/ingredienti/:id',
    access: STAFF,
    summary: 'Elimina un ingrediente (409 se è usato in una ricetta: va disattivato)',
    tags,
    params: idParams,
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
    handler: async (ctx, { params }) => ingredienteToRest(await impostaAttivoIngrediente(ctx, params.id, true)),
  }),
  route({
    method: 'PATCH',
    url: '/ingredienti/:id/disattiva',
    access: STAFF,
    summary: 'Disattiva un ingrediente',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ingredienteToRest(await impostaAttivoIngrediente(ctx, params.id, false)),
  }),
];
