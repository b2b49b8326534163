import { z } from 'zod';
import { ADMIN, STAFF } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { aggiornaAllergene, creaAllergene, eliminaAllergene, getAllergene, listAllergeni } from './allergene.service.js';
import { allergeneToRest } from './allergene.view.js';

const idParams = z.object({ id: v.id });
const tags = ['Allergeni'];
const body = z.object({
  nome: z.string(),
  codice: z.string(),
  descrizione: z.string().nullable().optional(),
  regolamentazione: z.string().nullable().optional(),
  attivo: z.boolean().optional(),
});

export const allergeniRoutes = [
  route({
    method: 'GET',
    url: '/config/allergeni',
    access: STAFF,
    summary: 'Allergeni per nome (solo_attivi=true per i soli attivi)',
    tags,
    query: z.object({ solo_attivi: v.boolish.optional() }),
    handler: async (ctx, { query }) => (await listAllergeni(ctx, { soloAttivi: query.solo_attivi ?? false })).map(allergeneToRest),
  }),
  route({
    method: 'POST',
    url: '/config/allergeni',
    access: ADMIN,
    summary: 'Crea un allergene (409 se il codice esiste già)',
    tags,
    body,
    status: 201,
    handler: async (ctx, { body }) => allergeneToRest(await creaAllergene(ctx, body)),
  }),
  route({
    method: 'GET',
    url: '/config/allergeni/:id',
    access: STAFF,
    summary: 'Un allergene',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => allergeneToRest(await getAllergene(ctx, params.id)),
  }),
  route({
    method: 'PUT',
    url: '/config/allergeni/:id',
    access: ADMIN,
    summary: 'Modifica un allergene (i campi omessi restano invariati)',
    tags,
    params: idParams,
    body: body.partial(),
    handler: async (ctx, { params, body }) => allergeneToRest(await aggiornaAllergene(ctx, params.id, body)),
  }),
  route({
    method: 'DELETE',
    url: '/config/allergeni/:id',
    access: ADMIN,
    summary: 'Elimina un allergene (409 se è associato a gusti: va disattivato)',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaAllergene(ctx, params.id),
      message: 'Allergene eliminato con successo',
    }),
  }),
];
