import type { GatewayExecutor, GatewayInterface, GatewaySchemaLoadOrUpdateCallback } from '@apollo/server-gateway-interface';
import { GraphQLError, execute, getVariableValues, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * graphql-jit's errors have a read-only message; Apollo's plugins (graphql-armor's field-suggestion
 * mask) rewrite it: each becomes a graphql-js GraphQLError with the same location, path and cause.
 */
const comeGraphqlJs = (e: GraphQLError) =>
  new GraphQLError(e.message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, originalError: e.originalError ?? e, extensions: e.extensions });

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
  const esegui: GatewayExecutor = async ({ document, operation, operationName, request, context }) => {
    // variables are coerced by graphql-js first: its errors (with the variable's node) are the ones
    // Apollo marks BAD_USER_INPUT and messaggi.ts translates; graphql-jit words them differently
    if (operation.variableDefinitions?.length) {
      const coerced = getVariableValues(schema, operation.variableDefinitions, request.variables ?? {}, { maxErrors: 50 });
      if (coerced.errors) return { errors: coerced.errors };
    }
    // mutations stay on graphql-js: it stops a serial mutation list at the first error that nulls the
    // answer (three aliased logins are one guess, auth.test.ts); graphql-jit would run them all
    const c = operation.operation === 'query' ? compilata(document, operationName) : null;
    if (!c) return (await execute({ schema, document, contextValue: context, variableValues: request.variables, operationName })) as ExecutionResult;
    const result = await c.query(undefined, context, request.variables ?? {});
    return result.errors ? { ...result, errors: result.errors.map(comeGraphqlJs) } : result;
  };
  let avvisa: GatewaySchemaLoadOrUpdateCallback | null = null;
  return {
    onSchemaLoadOrUpdate(callback) {
      avvisa = callback;
      return () => (avvisa = null);
    },
    async load() {
      avvisa?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor: esegui };
    },
    async stop() {},
  };
}
