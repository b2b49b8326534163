import type { GatewayExecutor, GatewayInterface, GatewaySchemaLoadOrUpdateCallback } from '@apollo/server-gateway-interface';
import { GraphQLError, execute, getVariableValues, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { RequestContext } from '../common/context.js';
import { verdettoInAttesa } from '../db/insieme.js';
import { NegataInAttesa, UtenteCambiato } from '../modules/auth/auth.service.js';
import { versioneCatalogo } from '../common/versione-catalogo.js';
import { CachePerVersione } from '../rest/cache-risposte.js';
import { rispostaVariabile } from '../common/risposta-variabile.js';
import { contestoDaCapo } from './context.js';
import { classeDelChiamante, soloDalCatalogo } from './dal-catalogo.js';
import { soloLetture } from './sola-lettura.js';

/**
 * graphql-jit's errors have a read-only message; Apollo's plugins (graphql-armor's field-suggestion
 * mask) rewrite it: each becomes a graphql-js GraphQLError with the same location, path and cause.
 */
const comeGraphqlJs = (e: GraphQLError) =>
  new GraphQLError(e.message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, originalError: e.originalError ?? e, extensions: e.extensions });

/** Whether the authentication waiting on `ctx` confirmed its caller (false: refused, or changed since). */
async function confermato(ctx: RequestContext): Promise<boolean> {
  try {
    await verdettoInAttesa(ctx.em);
    return true;
  } catch (err) {
    if (err instanceof NegataInAttesa || err instanceof UtenteCambiato) return false;
    throw err;
  }
}

/**
 * Executes GraphQL operations compiled once per document by graphql-jit (issue 29): graphql-js walks
 * the selection for every field of every row (argument coercion, path bookkeeping, promise checks);
 * a compiled query is a plain function of the answer's shape. Apollo Server keeps parsing, validation
 * (depth, alias and cost limits), plugins and error formatting; it hands execution to this through its
 * gateway interface. The document Apollo caches per query text is the key, so a query the app sends
 * again runs compiled; mutations, and an operation graphql-jit cannot compile, run on graphql-js as before.
 */
export function esecutoreCompilato(schema: GraphQLSchema): GatewayInterface {
  const compilate = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  const compilata = (document: DocumentNode, operationName: string | null) => {
    let perDocumento = compilate.get(document);
    if (!perDocumento) compilate.set(document, (perDocumento = new Map()));
    const chiave = operationName ?? '';
    let c = perDocumento.get(chiave);
    if (c === undefined) {
      const r = compileQuery(schema, document, operationName ?? undefined, { disablingCapturingStackErrors: true });
      c = isCompiledQuery(r) ? r : null;
      perDocumento.set(chiave, c);
    }
    return c;
  };
  /** Runs the operation on `ctx`: compiled when it is a query graphql-jit compiles, else on graphql-js. */
  const esegui = async (ctx: RequestContext, { document, operation, operationName, request }: Parameters<GatewayExecutor>[0]): Promise<ExecutionResult> => {
    // variables are coerced by graphql-js first: its errors (with the variable's node) are the ones
    // Apollo marks BAD_USER_INPUT and messaggi.ts translates; graphql-jit words them differently
    if (operation.variableDefinitions?.length) {
      const coerced = getVariableValues(schema, operation.variableDefinitions, request.variables ?? {}, { maxErrors: 50 });
      if (coerced.errors) return { errors: coerced.errors };
    }
    // mutations stay on graphql-js: it stops a serial mutation list at the first error that nulls the
    // answer (three aliased logins are one guess, auth.test.ts); graphql-jit would run them all
    const c = operation.operation === 'query' ? compilata(document, operationName) : null;
    if (!c) return (await execute({ schema, document, contextValue: ctx, variableValues: request.variables, operationName })) as ExecutionResult;
    const result = await c.query(undefined, ctx, request.variables ?? {});
    return result.errors ? { ...result, errors: result.errors.map(comeGraphqlJs) } : result;
  };
  /**
   * An operation made of the catalogue only (dal-catalogo.ts): answered from the answers kept per
   * catalogue version and caller class (role, API-key scopes), as REST's `cache` routes are. The
   * version is read first (by the authentication's statement, or with a waiting authentication in
   * one round trip; a caller refused or changed since starts again authenticated first), the answer after, so a kept answer is never
   * older than its version. An answer with errors, or one that depends on more than the catalogue
   * (segnaRispostaVariabile), is sent but not kept.
   */
  const tenute = new CachePerVersione<ExecutionResult>();
  const dalCatalogo = async (ctx: RequestContext, richiesta: Parameters<GatewayExecutor>[0]): Promise<ExecutionResult> => {
    let versione: string;
    try {
      versione = ctx.versioneCatalogo ?? (await versioneCatalogo(ctx.em));
    } catch (err) {
      const daCapo = contestoDaCapo(ctx);
      if (!daCapo || !(err instanceof NegataInAttesa || err instanceof UtenteCambiato)) throw err;
      ctx = await daCapo();
      versione = ctx.versioneCatalogo ?? (await versioneCatalogo(ctx.em));
    }
    const { request, operationName, queryHash, source } = richiesta;
    const chiave = `${classeDelChiamante(ctx.user)}\n${operationName ?? ''}\n${queryHash ?? source}\n${JSON.stringify(request.variables ?? {})}`;
    const risultato = await tenute.valore(versione, chiave, () => esegui(ctx, richiesta));
    if (risultato.errors || rispostaVariabile(ctx)) tenute.dimentica(chiave);
    return risultato;
  };
  /**
   * A context whose authentication waits (context.ts contestoGraphql): a query marked SoloLettura runs
   * first and its first read carries the authentication; anything else waits for the verdict. A caller
   * refused or changed since gets the operation run again on a context authenticated first.
   */
  const eseguiGateway: GatewayExecutor = async (richiesta) => {
    const ctx = richiesta.context as RequestContext;
    if (soloDalCatalogo(schema, richiesta.document, richiesta.operation)) return dalCatalogo(ctx, richiesta);
    const daCapo = contestoDaCapo(ctx);
    if (!daCapo) return esegui(ctx, richiesta);
    if (!soloLetture(schema, richiesta.document, richiesta.operation)) return esegui((await confermato(ctx)) ? ctx : await daCapo(), richiesta);
    const esito = await esegui(ctx, richiesta).then(
      (valore) => ({ valore }),
      (errore: unknown) => ({ errore }),
    );
    if (!(await confermato(ctx))) return esegui(await daCapo(), richiesta);
    if ('errore' in esito) throw esito.errore;
    return esito.valore;
  };
  let avvisa: GatewaySchemaLoadOrUpdateCallback | null = null;
  return {
    onSchemaLoadOrUpdate(callback) {
      avvisa = callback;
      return () => (avvisa = null);
    },
    async load() {
      avvisa?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor: eseguiGateway };
    },
    async stop() {},
  };
}
