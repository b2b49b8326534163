import { daReplica } from '../graphql/lettura.js';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { canSeeCosts, decideAccess } from '../common/authz.js';
import { DomainError, MESSAGGI, badInput, forbidden } from '../common/errors.js';
import type { RequestContext } from '../common/context.js';
import { IDEMPOTENCY_HEADER, idempotencyHeaders, idempotente } from '../common/idempotency.js';
import { parseInput } from '../common/validation.js';
import type { CreateContext } from '../graphql/context.js';
import { createLoaders } from '../graphql/loaders.js';
import { routeScopes } from '../modules/integrazioni/scopes.js';
import { MSG_CORPO_OGGETTO, contractSerializerCompiler, contractValidatorCompiler, erroreSchema } from './contract.js';
import { onContract, type RouteDef } from './route.js';
import { serializeRest } from '../common/forma-rest.js';
import { CacheRisposte, inviaRispostaPronta } from './cache-risposte.js';
import { rispostaVariabile } from '../common/risposta-variabile.js';
import { letturaConfermata } from './lettura-confermata.js';

const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

export { MSG_CORPO_OGGETTO };

const isJsonObject = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A creating POST (201) honours Idempotency-Key unless the route says otherwise (route.ts). */
export const isIdempotent = (def: RouteDef) => def.idempotente ?? (def.method === 'POST' && def.status === 201 && !def.raw);

/**
 * Runs the handler; with an Idempotency-Key on an idempotent route, inside common/idempotency.ts's
 * transaction (the context's EntityManager and loaders bound to it), so the key, the change and the
 * stored answer commit together and a repeat replays the answer.
 */
async function runHandler(def: RouteDef, ctx: RequestContext, input: Parameters<RouteDef['handler']>[1]) {
  if (def.replica) return daReplica(ctx, (c) => def.handler(c, input));
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

const descrizioneAccesso = (def: RouteDef, scopes: readonly string[] | null) =>
  (def.access === 'public' ? 'Accesso pubblico' : def.access === 'authenticated' ? 'Richiede un utente autenticato' : `Ruoli ammessi: ${def.access.join(', ')}`) +
  `. Chiavi API: ${scopes ? `scope ${scopes.join(' + ')}` : 'non ammesse'}`;

/** Documented answers of a route on the contract: its success shape and `{ error }` for the rest. */
function responseSchemas(def: RouteDef) {
  const errori = def.access === 'public' ? { 400: erroreSchema } : { 400: erroreSchema, 401: erroreSchema, 403: erroreSchema };
  return { [def.status ?? 200]: def.response!, ...errori, '4xx': erroreSchema, 500: erroreSchema, ...def.altreRisposte };
}

/** Schemas of a route: zod objects on the contract (converted by rest/contract.ts), JSON Schema otherwise. */
function routeSchema(def: RouteDef, scopes: readonly string[] | null): FastifySchema {
  const contract = onContract(def);
  const part = (s: z.ZodType) => (contract ? s : toJsonSchema(s));
  return {
    summary: def.summary,
    tags: def.tags,
    description: descrizioneAccesso(def, scopes),
    ...(def.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(def.params ? { params: part(def.params) } : {}),
    ...(def.query ? { querystring: part(def.query) } : {}),
    ...(def.body ? { body: part(def.body) } : {}),
    ...(def.headers || isIdempotent(def) ? { headers: part(def.headers ?? idempotencyHeaders) } : {}),
    ...(contract ? { response: responseSchemas(def) } : {}),
  };
}

const contexts = new WeakMap<FastifyRequest, RequestContext>();

/** For a route with `cache` (a GET on the contract): its kept answers and its response check + JSON. */
function rispostaInCache(def: RouteDef) {
  if (!def.cache) return null;
  if (def.method !== 'GET' || !def.response || def.raw) throw new Error(`Solo una GET sul contratto può tenere le risposte: ${def.method} ${def.url}`);
  return {
    versione: def.cache.versione,
    risposte: new CacheRisposte(),
    serializza: contractSerializerCompiler({ schema: def.response, method: def.method, url: def.url, httpStatus: String(def.status ?? 200) }) as (x: unknown) => string,
  };
}

/** Fails start-up when a route claims `soloLettura` where it cannot hold (route.ts). */
function assertSoloLettura(def: RouteDef) {
  if (def.soloLettura && (def.method !== 'GET' || !onContract(def) || def.cache || def.raw || isIdempotent(def)))
    throw new Error(`soloLettura solo su una GET sul contratto, senza cache né risposta scritta a mano: ${def.method} ${def.url}`);
}

/**
 * Registers the REST gateway: every route goes through the same context and the same access decision
 * as GraphQL (before any validation: an anonymous caller learns nothing about the input), then zod
 * parsing (by Fastify for routes on the contract, here for the others) and the shared error mapper.
 */
export function registerRestRoutes(app: FastifyInstance, routes: readonly RouteDef[], createContext: CreateContext) {
  assertRouteTable(routes);
  for (const def of routes) {
    const scopes = routeScopes(def);
    const contract = onContract(def);
    const cache = rispostaInCache(def);
    assertSoloLettura(def);
    /** The context of a request allowed on this route, or its 401/403 (never decided on an assumed user). */
    const contestoAmmesso = async (request: FastifyRequest, inAttesa: boolean): Promise<RequestContext> => {
      let ctx = await createContext(request, inAttesa);
      let decision = decideAccess(ctx.user, def.access, scopes);
      if (decision !== 'allow' && inAttesa) {
        ctx = await createContext(request);
        decision = decideAccess(ctx.user, def.access, scopes);
      }
      if (decision === 'unauthenticated') throw new DomainError(ctx.authErrorCode ?? 'UNAUTHENTICATED', ctx.authError ?? MESSAGGI.nonAutenticato);
      if (decision === 'forbidden') throw forbidden();
      return ctx;
    };
    app.route({
      method: def.method,
      url: def.url,
      schema: routeSchema(def, scopes),
      // on the contract: zod with Italian messages; otherwise the service validates (see route.ts)
      validatorCompiler: contract ? contractValidatorCompiler : () => () => true,
      ...(contract ? { serializerCompiler: contractSerializerCompiler } : {}),
      // soloLettura: an input error too waits for the authentication's verdict (a refused caller gets its 401)
      ...(def.soloLettura ? { attachValidation: true } : {}),
      preValidation: async (request) => {
        contexts.set(request, await contestoAmmesso(request, def.soloLettura === true));
        // no payload at all (no content type) reads as {}, so the field messages speak ("Il nome è obbligatorio")
        if (contract && def.body && request.body == null && request.headers['content-type'] === undefined) request.body = {};
      },
      handler: async (request, reply) => {
        let ctx = contexts.get(request)!;
        let params: unknown = request.params;
        let query: unknown = request.query;
        if (!contract) {
          if (def.body instanceof z.ZodObject && !isJsonObject(request.body) && request.body !== undefined) throw badInput(MSG_CORPO_OGGETTO);
          params = def.params ? parseInput(def.params, request.params) : {};
          query = def.query ? parseInput(def.query, request.query) : {};
        }
        const input = { params, query, body: request.body, request, reply } as never;
        if (cache) {
          const chiave = `${canSeeCosts(ctx.user) ? 'costi' : 'senza costi'} ${request.url}`;
          const calcola = async () => cache.serializza(serializeRest(await runHandler(def, ctx, input), ctx.user, def.rest));
          const pronta = await cache.risposte.risposta(await cache.versione(ctx), chiave, calcola);
          if (rispostaVariabile(ctx)) cache.risposte.dimentica(chiave);
          return inviaRispostaPronta(request, reply, pronta);
        }
        let result: unknown;
        if (def.soloLettura) {
          const esegui = async (c: RequestContext) => {
            if (request.validationError) throw request.validationError;
            return runHandler(def, c, input);
          };
          ({ ctx, valore: result } = await letturaConfermata(ctx, esegui, () => contestoAmmesso(request, false)));
        } else result = await runHandler(def, ctx, input);
        if (def.raw) return reply;
        const answer = result ?? { success: true };
        // a handler may have chosen another documented status (altreRisposte), e.g. health's 503
        const status = contract && def.altreRisposte?.[reply.statusCode as number] ? reply.statusCode : (def.status ?? 200);
        return reply.status(status).send(contract ? serializeRest(answer, ctx.user, def.rest) : answer);
      },
    });
  }
}
