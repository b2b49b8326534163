import { z } from 'zod';
import { ADMIN, STAFF } from '../../common/authz.js';
import { idParams } from '../../common/validation.js';
import { esitoSchema } from '../../rest/contract.js';
import { route } from '../../rest/route.js';
import { restBody, restSchema } from '../../common/forma-rest.js';
import { aggiornaUtenteSchema, cambiaPasswordSchema, creaUtenteSchema, utenteSalvatoSchema, utenteSchema } from './utente.schema.js';
import { aggiornaUtente, cambiaPassword, creaUtente, eliminaUtente, listUtenti } from './utente.service.js';

const tags = ['Utenti'];
const salvato = restSchema(utenteSalvatoSchema);

export const utentiRoutes = [
  route({
    method: 'GET',
    url: '/users',
    access: STAFF,
    summary: 'Elenco degli utenti, archiviati compresi (il manager può solo consultarlo)',
    tags,
    response: z.array(restSchema(utenteSchema)),
    handler: async (ctx) => listUtenti(ctx),
  }),
  route({
    method: 'POST',
    url: '/users',
    access: ADMIN,
    summary: 'Crea un utente (password obbligatoria, ruolo predefinito operatore)',
    tags,
    body: restBody(creaUtenteSchema),
    response: salvato,
    status: 201,
    handler: async (ctx, { body }) => ({ message: 'Utente creato con successo', user: await creaUtente(ctx, body) }),
  }),
  // static segments win over /users/:id in Fastify's router
  route({
    method: 'PUT',
    url: '/users/me/password',
    access: 'authenticated',
    summary: 'Cambia la password dell’utente autenticato',
    tags,
    // spec quirk: this body keeps camelCase keys
    body: cambiaPasswordSchema,
    response: esitoSchema,
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
    body: restBody(aggiornaUtenteSchema),
    response: salvato,
    handler: async (ctx, { params, body }) => ({ message: 'Utente aggiornato con successo', user: await aggiornaUtente(ctx, params.id, body) }),
  }),
  route({
    method: 'DELETE',
    url: '/users/:id',
    access: ADMIN,
    summary: 'Archivia un utente (attivo = false); i suoi token smettono di funzionare',
    tags,
    params: idParams,
    response: salvato,
    handler: async (ctx, { params }) => ({ success: true, message: 'Utente archiviato con successo', user: await eliminaUtente(ctx, params.id) }),
  }),
];
