import { z } from 'zod';
import { ADMIN, STAFF } from '../../common/authz.js';
import { idParams } from '../../common/validation.js';
import { eliminatoSchema } from '../../rest/contract.js';
import { route } from '../../rest/route.js';
import { restBody, restQuery, restSchema } from '../../common/forma-rest.js';
import { aggiornaAllergeneSchema, allergeneSchema, creaAllergeneSchema, filtroAllergeniSchema } from './allergene.schema.js';
import { aggiornaAllergene, creaAllergene, eliminaAllergene, getAllergene, listAllergeni } from './allergene.service.js';

const tags = ['Allergeni'];
const allergene = restSchema(allergeneSchema);

export const allergeniRoutes = [
  route({
    method: 'GET',
    url: '/config/allergeni',
    access: STAFF,
    soloLettura: true,
    summary: 'Allergeni per nome (solo_attivi=true per i soli attivi)',
    tags,
    query: restQuery(filtroAllergeniSchema),
    response: z.array(allergene),
    handler: async (ctx, { query }) => listAllergeni(ctx, query),
  }),
  route({
    method: 'POST',
    url: '/config/allergeni',
    access: ADMIN,
    summary: 'Crea un allergene (409 se il codice esiste già)',
    tags,
    body: restBody(creaAllergeneSchema),
    response: allergene,
    status: 201,
    handler: async (ctx, { body }) => creaAllergene(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/config/allergeni/:id',
    access: STAFF,
    soloLettura: true,
    summary: 'Un allergene',
    tags,
    params: idParams,
    response: allergene,
    handler: async (ctx, { params }) => getAllergene(ctx, params.id),
  }),
  route({
    method: 'PUT',
    url: '/config/allergeni/:id',
    access: ADMIN,
    summary: 'Modifica un allergene (i campi omessi restano invariati)',
    tags,
    params: idParams,
    body: restBody(aggiornaAllergeneSchema),
    response: allergene,
    handler: async (ctx, { params, body }) => aggiornaAllergene(ctx, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/config/allergeni/:id',
    access: ADMIN,
    summary: 'Elimina un allergene (409 se è associato a gusti o ingredienti: va disattivato)',
    tags,
    params: idParams,
    response: eliminatoSchema,
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaAllergene(ctx, params.id),
      message: 'Allergene eliminato con successo',
    }),
  }),
];
