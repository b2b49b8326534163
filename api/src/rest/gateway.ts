import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decideAccess } from '../common/authz.js';
import { DomainError, MESSAGGI, badInput, forbidden } from '../common/errors.js';
import type { RequestContext } from '../common/context.js';
import { IDEMPOTENCY_HEADER, idempotencyHeaders, idempotente } from '../common/idempotency.js';
import { parseInput } from '../common/validation.js';
import type { CreateContext } from '../graphql/context.js';
import { createLoaders } from '../graphql/loaders.js';
import { routeScopes } from '../modules/integrazioni/scopes.js';
import type { RouteDef } from './route.js';

const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

export const MSG_CORPO_OGGETTO = 'Il corpo della richiesta deve essere un oggetto JSON';

const isJsonObject = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A creating POST (201) honours Idempotency-Key unless the route says otherwise (route.ts). */
export const isIdempotent = (def: RouteDef) => def.idempotente ?? (def.method === 'POST' && def.status === 201 && !def.raw);

/**
 * Runs the handler; with an Idempotency-Key on an idempotent route, inside common/idempotency.ts's
 * transaction (the context's EntityManager and loaders bound to it), so the key, the change and the
 * stored answer commit together and a repeat replays the answer.
 */
async function runHandler(def: RouteDef, ctx: RequestContext, input: Parameters<RouteDef['handler']>[1]) {
  const chiave = input.request.headers[IDEMPOTENCY_HEADER];
  if (!isIdempotent(def) || chiave === undefined) return def.handler(ctx, input);
  const request = { chiave, ambito: `${def.method} ${def.url}`, input: { params: input.params, query: input.query, body: input.body } };
  return idempotente(ctx, request, async (em) => (await def.handler({ ...ctx, em, loaders: createLoaders(em) }, input)) ?? null);
}

/** Fails start-up when a route has no access rule or is registered twice. */
export function assertRouteTable(routes: readonly RouteDef[]) {
  const seen = new Set<string>();
  for (const r of routes) {
    const key = `${r.method} ${r.url}`;
    if (!r.access) throw new Error(`Rotta REST senza regola di accesso (deny by default): ${key}`);
    if (seen.has(key)) throw new Error(`Rotta REST registrata due volte: ${key}`);
    seen.add(key);
  }
}

/**
 * Registers the REST gateway: every route goes through the same context, the same access decision
 * as GraphQL, zod parsing of params and query, and the shared error mapper.
 */
export function registerRestRoutes(app: FastifyInstance, routes: readonly RouteDef[], createContext: CreateContext) {
  assertRouteTable(routes);
  for (const def of routes) {
    const scopes = routeScopes(def);
    app.route({
      method: def.method,
      url: def.url,
      schema: {
        summary: def.summary,
        tags: def.tags,
        ...(def.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
        ...(def.params ? { params: toJsonSchema(def.params) } : {}),
        ...(def.query ? { querystring: toJsonSchema(def.query) } : {}),
        ...(def.body ? { body: toJsonSchema(def.body) } : {}),
        ...(def.headers || isIdempotent(def) ? { headers: toJsonSchema(def.headers ?? idempotencyHeaders) } : {}),
        description:
          (def.access === 'public'
            ? 'Accesso pubblico'
            : def.access === 'authenticated'
              ? 'Richiede un utente autenticato'
              : `Ruoli ammessi: ${def.access.join(', ')}`) +
          `. Chiavi API: ${scopes ? `scope ${scopes.join(' + ')}` : 'non ammesse'}`,
      },
      // params, query and body are validated by zod (Italian messages), not by Fastify's ajv
      validatorCompiler: () => () => true,
      handler: async (request, reply) => {
        const ctx = await createContext(request);
        const decision = decideAccess(ctx.user, def.access, scopes);
        if (decision === 'unauthenticated') throw new DomainError(ctx.authErrorCode ?? 'UNAUTHENTICATED', ctx.authError ?? MESSAGGI.nonAutenticato);
        if (decision === 'forbidden') throw forbidden();
        if (def.body instanceof z.ZodObject && !isJsonObject(request.body) && request.body !== undefined) throw badInput(MSG_CORPO_OGGETTO);
        const params = def.params ? parseInput(def.params, request.params) : {};
        const query = def.query ? parseInput(def.query, request.query) : {};
        const result = await runHandler(def, ctx, { params, query, body: request.body, request, reply } as never);
        if (def.raw) return reply;
        return reply.status(def.status ?? 200).send(result ?? { success: true });
      },
    });
  }
}
