import { z } from 'zod';
import type { AccessRule } from '../common/authz.js';
import type { RequestContext } from '../common/context.js';
import { route, type RouteDef } from './route.js';
import { restQuery, restSchema } from '../common/forma-rest.js';

/**
 * A GET on the contract that answers a list read with the filters of its query string: `query` is
 * the camelCase filter schema (snake_case in the URL, given to `leggi` parsed: restQuery),
 * `elemento` the schema of one row of the answer (an array of restSchema(elemento)), `leggi` the
 * service read.
 */
export function elencoPerQuery<S extends z.ZodRawShape>(def: {
  url: string;
  access: AccessRule;
  summary: string;
  tags: string[];
  query: z.ZodObject<S>;
  elemento: z.ZodType;
  leggi: (ctx: RequestContext, query: z.output<z.ZodObject<S>>) => Promise<unknown>;
}): RouteDef {
  const { query, elemento, leggi, ...resto } = def;
  return route({
    ...resto,
    method: 'GET',
    query: restQuery(query),
    response: z.array(restSchema(elemento)),
    handler: async (ctx, input) => leggi(ctx, input.query),
  });
}
