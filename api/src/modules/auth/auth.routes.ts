import { z } from 'zod';
import { route } from '../../rest/route.js';
import { userToRest } from '../utenti/utente.view.js';

export const authRoutes = [
  route({
    method: 'POST',
    url: '/auth/login',
    access: 'public',
    summary: 'Accesso: restituisce token e utente',
    tags: ['Auth'],
    body: z.object({ email: z.string(), password: z.string() }),
    handler: async (ctx, { body }) => {
      const { token, user } = await ctx.services.auth.login(ctx, body ?? {});
      return { token, user: userToRest(user) };
    },
  }),
  route({
    method: 'GET',
    url: '/auth/verify',
    access: 'authenticated',
    summary: 'Verifica il token e restituisce l’utente',
    tags: ['Auth'],
    handler: async (ctx) => ({ user: userToRest(await ctx.services.auth.me(ctx)) }),
  }),
  route({
    method: 'POST',
    url: '/auth/logout',
    access: 'authenticated',
    summary: 'Revoca il token corrente',
    tags: ['Auth'],
    handler: async (ctx) => {
      await ctx.services.auth.logout(ctx);
      return { success: true, message: 'Logout effettuato' };
    },
  }),
];
