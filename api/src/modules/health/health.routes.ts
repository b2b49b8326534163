import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { migrationsList } from '../../db/migrations/index.js';

/** `{ status, database }`: the process answers (liveness); `database` says whether the database does. */
export const statoSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });

/** Readiness: the database reachable, every migration of this build applied, the read replica's state, not shutting down. */
export const prontoSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  migrazioni: z.enum(['ok', 'mancanti', 'error']),
  replica: z.enum(['assente', 'ok', 'in_ritardo', 'non_raggiungibile']),
  ritardo_replica_s: z.number().nullable(),
  chiusura: z.boolean(),
});

/** How many of this build's migrations the database has applied (one statement). */
async function migrazioniApplicate(em: EntityManager): Promise<'ok' | 'mancanti' | 'error'> {
  const nomi = migrationsList.map((m) => m.name);
  try {
    const [r] = await em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from mikro_orm_migrations where name in (${nomi.map(() => '?').join(', ')})`, nomi);
    return r!.n === nomi.length ? 'ok' : 'mancanti';
  } catch {
    return 'error';
  }
}

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
      // liveness: 200 while the process answers (a database outage is not cured by a restart); `database` informs
      handler: async (ctx, { reply }) => {
        const ok = await databaseAnswers(ctx.em);
        void reply.header('cache-control', 'no-store');
        return { status: 'ok', database: ok ? 'ok' : 'error' };
      },
    }),
    route({
      method: 'GET',
      url: '/ready',
      access: 'public',
      summary: 'Pronto a ricevere richieste: database raggiungibile, migrazioni applicate, stato della replica di lettura; 503 altrimenti o durante lo spegnimento',
      tags: ['Sistema'],
      response: prontoSchema,
      altreRisposte: { 503: prontoSchema },
      handler: async (ctx, { reply }) => {
        const database = (await databaseAnswers(ctx.em)) ? 'ok' : 'error';
        const migrazioni = database === 'ok' ? await migrazioniApplicate(ctx.em) : 'error';
        const r = ctx.repliche?.stato().configurata ? await ctx.repliche.controlla() : null;
        const replica = !r ? 'assente' : !r.raggiungibile ? 'non_raggiungibile' : r.inUso ? 'ok' : 'in_ritardo';
        const chiusura = ctx.services.vita.inChiusura;
        // a replica behind or down does not make the app unready: reports fall back to the primary
        const pronto = database === 'ok' && migrazioni === 'ok' && !chiusura;
        void reply.status(pronto ? 200 : 503).header('cache-control', 'no-store');
        return { status: pronto ? 'ok' : 'error', database, migrazioni, replica, ritardo_replica_s: r?.ritardoS ?? null, chiusura } as const;
      },
    }),
];
