import { z } from 'zod';
import { ADMIN, RUOLI, STAFF } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { userBodyFromRest } from './utente.inputs.js';
import { aggiornaUtente, cambiaPassword, creaUtente, eliminaUtente, listUtenti } from './utente.service.js';
import { userToRest } from './utente.view.js';

const idParams = z.object({ id: v.id });
const body = z.object({
  nome: z.string(),
  email: z.string(),
  password: z.string().optional(),
  ruolo: z.enum(RUOLI).optional(),
  punto_vendita_id: z.number().int().nullable().optional(),
  attivo: z.boolean().optional(),
});
const tags = ['Utenti'];

export const utentiRoutes = [
  route({
    method: 'GET',
    url: '/users',
    access: STAFF,
    summary: 'Elenco degli utenti, archiviati compresi (il manager può solo consultarlo)',
    tags,
    handler: async (ctx) => (await listUtenti(ctx)).map(userToRest),
  }),
  route({
    method: 'POST',
    url: '/users',
    access: ADMIN,
    summary: 'Crea un utente (password obbligatoria, ruolo predefinito operatore)',
    tags,
    body,
    status: 201,
    handler: async (ctx, { body }) => ({
      message: 'Utente creato con successo',
      user: userToRest(await creaUtente(ctx, userBodyFromRest(body))),
    }),
  }),
  // static segments win over /users/:id in Fastify's router
  route({
    method: 'PUT',
    url: '/users/me/password',
    access: 'authenticated',
    summary: 'Cambia la password dell’utente autenticato',
    tags,
    body: z.object({ currentPassword: z.string(), newPassword: z.string() }),
    handler: async (ctx, { body }) => {
      await cambiaPassword(ctx, body);
      return { success: true, message: 'Password aggiornata con successo' };
    },
  }),
  route({
    method: 'PUT',
    url: '/users/:id',
    access: ADMIN,
    summary: 'Modifica un utente (password cambiata solo se non vuota; attivo false archivia)',
    tags,
    params: idParams,
    body: body.partial(),
    handler: async (ctx, { params, body }) => ({
      message: 'Utente aggiornato con successo',
      user: userToRest(await aggiornaUtente(ctx, params.id, userBodyFromRest(body))),
    }),
  }),
  route({
    method: 'DELETE',
    url: '/users/:id',
    access: ADMIN,
    summary: 'Archivia un utente (attivo = false); i suoi token smettono di funzionare',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ({
      success: true,
      message: 'Utente archiviato con successo',
      user: userToRest(await eliminaUtente(ctx, params.id)),
    }),
  }),
];
