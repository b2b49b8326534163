import { createLoaders } from './loaders.js';
import { verdettoInAttesa } from '../db/insieme.js';
import type { RequestContext } from '../common/context.js';
import { erroreDatabaseNonDisponibile, MESSAGGI } from '../common/errors.js';

/**
 * Runs a report (`leggi`) on the read replica when there is one in use (db/replica.ts), else on the
 * request's own context. The caller's authentication is judged on the primary first. Should the
 * replica fail to answer (a lost connection), the replica is marked down and the report runs again
 * on the primary: the caller never sees the replica's fault.
 */
export async function daReplica<T>(ctx: RequestContext, leggi: (c: RequestContext) => Promise<T>): Promise<T> {
  const em = ctx.repliche?.emLettura();
  if (!em) return leggi(ctx);
  await verdettoInAttesa(ctx.em);
  try {
    return await leggi({ ...ctx, em, loaders: createLoaders(em) });
  } catch (err) {
    const guasto = erroreDatabaseNonDisponibile(err);
    if (!guasto || guasto.message !== MESSAGGI.databaseNonDisponibile) throw err;
    ctx.repliche!.segnalaGuasto();
    ctx.log.warn({ err }, 'replica di lettura non raggiungibile: lettura dal primario');
    return leggi(ctx);
  }
}
