import { esitoSchema } from '../../rest/contract.js';
import { route } from '../../rest/route.js';
import { restSchema } from '../../common/forma-rest.js';
import { loginRispostaSchema, loginSchema, verificaRispostaSchema } from './auth.schema.js';

export const authRoutes = [
  route({
    method: 'POST',
    url: '/auth/login',
    access: 'public',
    summary: 'Accesso: restituisce token e utente',
    tags: ['Auth'],
    body: loginSchema,
    response: restSchema(loginRispostaSchema),
    handler: async (ctx, { body }) => ctx.services.auth.login(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/auth/verify',
    access: 'authenticated',
    summary: 'Verifica il token e restituisce l’utente',
    tags: ['Auth'],
    response: restSchema(verificaRispostaSchema),
    handler: async (ctx) => ({ user: await ctx.services.auth.me(ctx) }),
  }),
  route({
    method: 'POST',
    url: '/auth/logout',
    access: 'authenticated',
    summary: 'Revoca il token corrente',
    tags: ['Auth'],
    response: esitoSchema,
    handler: async (ctx) => {
      await ctx.services.auth.logout(ctx);
      return { success: true, message: 'Logout effettuato' };
    },
  }),
];
