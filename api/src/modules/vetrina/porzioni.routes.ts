import { z } from 'zod';
import { ADMIN, STAFF } from '../../common/authz.js';
import { route } from '../../rest/route.js';
import { restSchema } from '../../common/forma-rest.js';
import { eliminaPorzioneQuery, impostaPorzioneBody, porzioneSchema, porzioniQuery } from './porzioni.schema.js';
import { eliminaPorzione, getPorzioni, impostaPorzione } from './porzioni.service.js';

const tags = ['Listino'];
const porzione = restSchema(porzioneSchema);

/** Portions of the price list (per sales point): read by admin and manager, written by admin. */
export const porzioniRoutes = [
  route({
    method: 'GET',
    url: '/listino/porzioni',
    access: STAFF,
    summary: 'Porzioni dei punti vendita: [{ id, punto_vendita_id, tipo, grammi, prezzo, prezzo_kg (implicito) }]',
    tags,
    query: porzioniQuery,
    response: z.array(porzione),
    handler: async (ctx, { query }) => getPorzioni(ctx, query),
  }),
  route({
    method: 'PUT',
    url: '/listino/porzioni',
    access: ADMIN,
    summary: 'Imposta grammi e prezzo di una porzione di un punto vendita: { punto_vendita_id, tipo, grammi, prezzo }; restituisce la porzione',
    tags,
    body: impostaPorzioneBody,
    response: porzione,
    handler: async (ctx, { body }) => impostaPorzione(ctx, body),
  }),
  route({
    method: 'DELETE',
    url: '/listino/porzioni',
    access: ADMIN,
    summary: 'Rimuove una porzione (?punto_vendita_id=&tipo=); restituisce la porzione rimossa',
    tags,
    query: eliminaPorzioneQuery,
    response: porzione,
    handler: async (ctx, { query }) => eliminaPorzione(ctx, query),
  }),
];
