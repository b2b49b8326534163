import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { route } from '../../rest/route.js';

/** `{ status, database }`: ok, or error with 503 when the database does not answer. */
export const statoSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });

/** True when the database answers a trivial query within the timeout. */
export async function databaseAnswers(em: EntityManager, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const probe = em.getConnection().execute('select 1');
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    await Promise.race([probe, timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = [
    route({
      method: 'GET',
      url: '/health',
      access: 'public',
      summary: 'Stato del servizio e del database',
      tags: ['Sistema'],
      response: statoSchema,
      altreRisposte: { 503: statoSchema },
      handler: async (ctx, { reply }) => {
        const ok = await databaseAnswers(ctx.em);
        void reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
        return { status: ok ? 'ok' : 'error', database: ok ? 'ok' : 'error' };
      },
    }),
];
