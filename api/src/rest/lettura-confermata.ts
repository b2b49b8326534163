import type { RequestContext } from '../common/context.js';
import { MESSAGGI, unauthenticated } from '../common/errors.js';
import { verdettoInAttesa } from '../db/insieme.js';
import { NegataInAttesa, UtenteCambiato } from '../modules/auth/auth.service.js';

/**
 * Runs the handler of a `soloLettura` route (rest/route.ts) whose authentication may be waiting to
 * travel with its first read (AuthService.authenticate): its answer, or its error, only once the
 * authentication has confirmed the caller. When the handler read nothing through a prepared statement,
 * the authentication runs alone afterwards. A token no longer valid gets the 401 of any request; a
 * user changed since (role, sales point…) gets the request run again on a context authenticated
 * first (`daCapo`, which also decides access again).
 */
export async function letturaConfermata<T>(
  ctx: RequestContext,
  esegui: (ctx: RequestContext) => Promise<T>,
  daCapo: () => Promise<RequestContext>,
): Promise<{ ctx: RequestContext; valore: T }> {
  let esito: { valore: T } | { errore: unknown };
  try {
    esito = { valore: await esegui(ctx) };
  } catch (errore) {
    esito = { errore };
  }
  try {
    // the verdict kept with the EntityManager (a handler that caught a refusal cannot answer anyway)
    await verdettoInAttesa(ctx.em);
  } catch (err) {
    if (err instanceof NegataInAttesa) throw unauthenticated(MESSAGGI.tokenNonValido);
    if (!(err instanceof UtenteCambiato)) throw err;
    const nuovo = await daCapo();
    return { ctx: nuovo, valore: await esegui(nuovo) };
  }
  if ('errore' in esito) throw esito.errore;
  return { ctx, valore: esito.valore };
}
