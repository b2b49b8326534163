import { z } from 'zod';
import { ADMIN, TUTTI } from '../../common/authz.js';
import { idParams } from '../../common/validation.js';
import { eliminatoSchema } from '../../rest/contract.js';
import { route } from '../../rest/route.js';
import { restBody, restSchema } from '../../common/forma-rest.js';
import {
  QUIRK_PUNTO_VENDITA,
  aggiornaPuntoVenditaSchema,
  creaPuntoVenditaSchema,
  puntoVenditaSalvatoSchema,
  puntoVenditaSchema,
} from './punto-vendita.schema.js';
import { aggiornaPuntoVendita, creaPuntoVendita, eliminaPuntoVendita, listPuntiVendita } from './punto-vendita.service.js';

const tags = ['Punti vendita'];
const salvato = restSchema(puntoVenditaSalvatoSchema, QUIRK_PUNTO_VENDITA);

export const puntiVenditaRoutes = [
  route({
    method: 'GET',
    url: '/punti-vendita',
    access: TUTTI,
    soloLettura: true,
    summary: 'Elenco dei punti vendita (gli operatori vedono solo quelli attivi)',
    tags,
    response: z.array(restSchema(puntoVenditaSchema)),
    handler: async (ctx) => listPuntiVendita(ctx),
  }),
  route({
    method: 'POST',
    url: '/punti-vendita',
    access: ADMIN,
    summary: 'Crea un punto vendita',
    tags,
    body: restBody(creaPuntoVenditaSchema),
    response: salvato,
    rest: QUIRK_PUNTO_VENDITA,
    status: 201,
    handler: async (ctx, { body }) => ({ message: 'Punto vendita creato con successo', puntoVendita: await creaPuntoVendita(ctx, body) }),
  }),
  route({
    method: 'PUT',
    url: '/punti-vendita/:id',
    access: ADMIN,
    summary: 'Modifica un punto vendita; restituito nel campo puntoVendita',
    tags,
    params: idParams,
    body: restBody(aggiornaPuntoVenditaSchema),
    response: salvato,
    rest: QUIRK_PUNTO_VENDITA,
    handler: async (ctx, { params, body }) => ({
      message: 'Punto vendita aggiornato con successo',
      puntoVendita: await aggiornaPuntoVendita(ctx, params.id, body),
    }),
  }),
  route({
    method: 'DELETE',
    url: '/punti-vendita/:id',
    access: ADMIN,
    summary: 'Elimina un punto vendita (409 se ha produzioni: va disattivato)',
    tags,
    params: idParams,
    response: eliminatoSchema,
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaPuntoVendita(ctx, params.id),
      message: 'Punto vendita eliminato con successo',
    }),
  }),
];
