import { z } from 'zod';
import { ADMIN, TUTTI } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { puntoVenditaFromRest } from './punto-vendita.inputs.js';
import { aggiornaPuntoVendita, creaPuntoVendita, eliminaPuntoVendita, listPuntiVendita } from './punto-vendita.service.js';
import { puntoVenditaToRest } from './punto-vendita.view.js';

const idParams = z.object({ id: v.id });
const body = z.object({
  nome: z.string(),
  indirizzo: z.string().nullable().optional(),
  temperatura_vetrina: z.number().min(-30).max(0).optional().describe('°C, predefinita -12'),
  attivo: z.boolean().optional(),
});
const tags = ['Punti vendita'];

export const puntiVenditaRoutes = [
  route({
    method: 'GET',
    url: '/punti-vendita',
    access: TUTTI,
    summary: 'Elenco dei punti vendita (gli operatori vedono solo quelli attivi)',
    tags,
    handler: async (ctx) => (await listPuntiVendita(ctx)).map(puntoVenditaToRest),
  }),
  route({
    method: 'POST',
    url: '/punti-vendita',
    access: ADMIN,
    summary: 'Crea un punto vendita',
    tags,
    body,
    status: 201,
    handler: async (ctx, { body }) => ({
      message: 'Punto vendita creato con successo',
      puntoVendita: puntoVenditaToRest(await creaPuntoVendita(ctx, puntoVenditaFromRest(body))),
    }),
  }),
  route({
    method: 'PUT',
    url: '/punti-vendita/:id',
    access: ADMIN,
    summary: 'Modifica un punto vendita; restituito nel campo puntoVendita',
    tags,
    params: idParams,
    body: body.partial(),
    handler: async (ctx, { params, body }) => ({
      message: 'Punto vendita aggiornato con successo',
      puntoVendita: puntoVenditaToRest(await aggiornaPuntoVendita(ctx, params.id, puntoVenditaFromRest(body))),
    }),
  }),
  route({
    method: 'DELETE',
    url: '/punti-vendita/:id',
    access: ADMIN,
    summary: 'Elimina un punto vendita (409 se ha produzioni: va disattivato)',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaPuntoVendita(ctx, params.id),
      message: 'Punto vendita eliminato con successo',
    }),
  }),
];
