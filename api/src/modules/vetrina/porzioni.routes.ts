import { z } from 'zod';
import { ADMIN, STAFF } from '../../common/authz.js';
import { route } from '../../rest/route.js';
import { porzioneRestBody, porzioneToRest } from './porzioni.schema.js';
import { eliminaPorzione, getPorzioni, impostaPorzione } from './porzioni.service.js';
import { TIPI_PORZIONE } from './vetrina.entity.js';

const tags = ['Listino'];

/** The snake_case REST body as the service's input; a non-object passes through and fails validation. */
const porzioneDaRest = (body: unknown) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  return { puntoVenditaId: b.punto_vendita_id, tipo: b.tipo, grammi: b.grammi, prezzo: b.prezzo };
};

/** Portions of the price list (per sales point): read by admin and manager, written by admin. */
export const porzioniRoutes = [
  route({
    method: 'GET',
    url: '/listino/porzioni',
    access: STAFF,
    summary: 'Porzioni dei punti vendita: [{ id, punto_vendita_id, tipo, grammi, prezzo, prezzo_kg (implicito) }]',
    tags,
    query: z.object({ punto_vendita_id: z.string().optional().describe('Vuoto = tutti i punti vendita') }),
    handler: async (ctx, { query }) => (await getPorzioni(ctx, { puntoVenditaId: query.punto_vendita_id })).map(porzioneToRest),
  }),
  route({
    method: 'PUT',
    url: '/listino/porzioni',
    access: ADMIN,
    summary: 'Imposta grammi e prezzo di una porzione di un punto vendita: { punto_vendita_id, tipo, grammi, prezzo }; restituisce la porzione',
    tags,
    body: porzioneRestBody,
    handler: async (ctx, { body }) => porzioneToRest(await impostaPorzione(ctx, porzioneDaRest(body))),
  }),
  route({
    method: 'DELETE',
    url: '/listino/porzioni',
    access: ADMIN,
    summary: 'Rimuove una porzione (?punto_vendita_id=&tipo=); restituisce la porzione rimossa',
    tags,
    query: z.object({ punto_vendita_id: z.string().optional(), tipo: z.string().optional().describe(TIPI_PORZIONE.join(' | ')) }),
    handler: async (ctx, { query }) => porzioneToRest(await eliminaPorzione(ctx, { puntoVenditaId: query.punto_vendita_id, tipo: query.tipo })),
  }),
];
