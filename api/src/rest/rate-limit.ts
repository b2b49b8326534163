import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Orm } from '../db/orm.js';
import { Kind, TypeInfo, isListType, isNonNullType, parse, visit, visitWithTypeInfo, type FieldNode, type GraphQLSchema, type GraphQLType } from 'graphql';
import { DomainError } from '../common/errors.js';
import type { ContextServices } from '../common/context.js';
import type { Config } from '../config.js';
import { prefissoChiave } from '../modules/integrazioni/chiavi.service.js';

/**
 * Request budgets per caller, one minute windows, counted in PostgreSQL (issue 33): every API
 * replica charges the same row, so N replicas together allow exactly the configured budget.
 * - every request counts against `RATE_LIMIT_MAX` (@fastify/rate-limit with the store below), keyed
 *   by user when the bearer token is valid, otherwise by client IP;
 * - GraphQL operations also spend their estimated cost from `GRAPHQL_COST_BUDGET`, so a few
 *   requests full of aliased big lists cannot monopolise the server.
 * A refused request is not charged. Every 429 says when the window ends (Retry-After).
 */

export const MSG_LIMITI = {
  troppeRichieste: 'Troppe richieste. Riprova tra qualche istante.',
  budgetGraphql: 'Hai superato il limite di interrogazioni al minuto. Riprova tra qualche istante.',
} as const;

const WINDOW_MS = 60_000;

/**
 * One statement per charge: the caller's row is reset when the window (numbered on the database's
 * clock, the same for every replica) has moved on, and charged when the charge fits the limit. All
 * SET expressions read the row as it was, under the row lock of ON CONFLICT, so concurrent charges
 * from any replica are serialised.
 */
const CONSUMA = `with adesso as (select floor(extract(epoch from clock_timestamp()) * 1000)::bigint as ms)
insert into limiti_richieste as l (chiave, finestra, usato, ammesso)
select $1::text, adesso.ms / $4::bigint, case when $2::float8 <= $3::float8 then $2::float8 else 0 end, $2::float8 <= $3::float8 from adesso
on conflict (chiave) do update set
  usato = case when l.finestra <> excluded.finestra then excluded.usato when l.usato + $2::float8 <= $3::float8 then l.usato + $2::float8 else l.usato end,
  ammesso = case when l.finestra <> excluded.finestra then excluded.ammesso else l.usato + $2::float8 <= $3::float8 end,
  finestra = excluded.finestra
returning usato, ammesso, ($4::bigint - (select ms from adesso) % $4::bigint)::int as resto_ms`;

const PULISCI = `delete from limiti_richieste where finestra < floor(extract(epoch from clock_timestamp()) * 1000)::bigint / $1::bigint - 1`;

export interface Consumo {
  ammesso: boolean;
  /** Spent in the window, this charge included when admitted. */
  usato: number;
  /** Milliseconds to the end of the window. */
  restoMs: number;
}

/** Charges and reads budgets on the database of `orm` (its pool, outside any request's transaction). */
export class LimitiCondivisi {
  private pool: pg.Pool | undefined;

  constructor(private readonly orm: Orm) {}

  private async query<T>(text: string, values: unknown[], nome: string): Promise<T[]> {
    this.pool ??= (await this.orm.em.getConnection().getNativeClient()) as pg.Pool;
    // the embedded database (one connection) keeps no named statements across reconnects
    const condivisa = (this.orm.config.get('pool')?.max ?? 10) < 2;
    return (await this.pool.query<T & pg.QueryResultRow>(condivisa ? { text, values } : { name: nome, text, values })).rows;
  }

  /** Charges `quanto` to `chiave` when it fits `limite` in the current window of `finestraMs`. */
  async consuma(chiave: string, quanto: number, limite: number, finestraMs = WINDOW_MS): Promise<Consumo> {
    const [r] = await this.query<{ usato: number; ammesso: boolean; resto_ms: number }>(CONSUMA, [chiave, quanto, limite, finestraMs], 'limiti_consuma');
    return { ammesso: r!.ammesso, usato: r!.usato, restoMs: r!.resto_ms };
  }

  /** Deletes the rows of windows before the previous one (callers gone quiet). */
  async pulisci(finestraMs = WINDOW_MS): Promise<void> {
    await this.query(PULISCI, [finestraMs], 'limiti_pulisci');
  }
}

/** Seconds of a Retry-After header for `ms` left in the window (at least 1). */
export const secondiRiprova = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * `u:<id>` for a valid bearer token (signature and expiry only: no database round trip), `k:<prefix>`
 * for an API key (its own budget; the key itself is checked by the request), else `ip:<addr>`.
 */
export async function callerKey(request: FastifyRequest, services: ContextServices): Promise<string> {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) {
    const prefisso = prefissoChiave(header.slice(7));
    if (prefisso) return `k:${prefisso}`;
    const claims = await services.auth.verifyToken(header.slice(7));
    if (claims) return `u:${claims.userId}`;
  }
  return `ip:${request.ip}`;
}

/** The rate limiter's store (@fastify/rate-limit's interface) over the shared table. */
function storeCondiviso(limiti: LimitiCondivisi) {
  return class {
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
      limiti.consuma(`r:${key}`, 1, max, timeWindow).then(
        (c) => cb(null, { current: c.ammesso ? c.usato : max + 1, ttl: c.restoMs }),
        (err: Error) => cb(err),
      );
    }

    child() {
      return this;
    }
  };
}

/** Rows of quiet callers are deleted once a minute by each replica (harmless when several do it). */
function pulisciOgniMinuto(app: FastifyInstance, limiti: LimitiCondivisi) {
  const timer = setInterval(() => void limiti.pulisci().catch((err: unknown) => app.log.warn({ err }, 'pulizia dei limiti di richieste non riuscita')), WINDOW_MS);
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
}

export async function registerRateLimit(app: FastifyInstance, config: Config, services: ContextServices, limiti: LimitiCondivisi): Promise<void> {
  if (config.RATE_LIMIT_MAX === 0 && config.GRAPHQL_COST_BUDGET === 0) return;
  pulisciOgniMinuto(app, limiti);
  if (config.RATE_LIMIT_MAX === 0) return;
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: WINDOW_MS,
    store: storeCondiviso(limiti),
    // the database down: the request goes on (and meets the database's own 503)
    skipOnError: true,
    keyGenerator: (request) => callerKey(request, services),
    // the web app's static files are not API work
    allowList: (request) => !request.url.startsWith('/api') && !request.url.startsWith('/graphql'),
    errorResponseBuilder: () => new DomainError('TOO_MANY_REQUESTS', MSG_LIMITI.troppeRichieste),
  });
}

// ---------------------------------------------------------------------------------------------
// GraphQL cost

/** Items a list field is assumed to return when no `limit` argument bounds it. */
const DEFAULT_LIST_SIZE = 10;
/** Largest multiplier a `limit` argument may bring (lists are capped at 100 by the services). */
const MAX_LIST_SIZE = 100;

function isList(type: GraphQLType | null | undefined): boolean {
  if (!type) return false;
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/** The numeric value of a `limit` / `first` argument (literal or variable), capped; undefined when absent. */
function limitOf(node: FieldNode, variables: Record<string, unknown>): number | undefined {
  const arg = node.arguments?.find((a) => a.name.value === 'limit' || a.name.value === 'first');
  if (!arg) return undefined;
  const raw = arg.value.kind === Kind.INT ? Number(arg.value.value) : arg.value.kind === Kind.VARIABLE ? Number(variables[arg.value.name.value]) : NaN;
  return Number.isFinite(raw) && raw > 0 ? Math.min(raw, MAX_LIST_SIZE) : undefined;
}

/**
 * Estimated cost of an operation: every field costs 1, and what a list field selects is multiplied
 * by its size: its own `limit`, or the `limit` of the paged field around it (`produzioni(limit: 100)
 * { righe { … } }`), else 10. Aliases count each time. Malformed documents cost 0 here: GraphQL
 * refuses them anyway.
 */
export function estimateCost(schema: GraphQLSchema, query: string, variables: Record<string, unknown> = {}): number {
  let document;
  try {
    document = parse(query, { maxTokens: 5000 });
  } catch {
    return 0;
  }
  const typeInfo = new TypeInfo(schema);
  const stack: { factor: number; pageLimit: number | undefined }[] = [{ factor: 1, pageLimit: undefined }];
  let total = 0;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node) {
          const parent = stack[stack.length - 1]!;
          total += parent.factor;
          const limit = limitOf(node, variables);
          if (isList(typeInfo.getType())) {
            stack.push({ factor: parent.factor * (limit ?? parent.pageLimit ?? DEFAULT_LIST_SIZE), pageLimit: undefined });
          } else {
            stack.push({ factor: parent.factor, pageLimit: limit });
          }
        },
        leave() {
          stack.pop();
        },
      },
    }),
  );
  return total;
}

/**
 * preHandler of the /graphql route: estimates the operation's cost and charges it to the caller's
 * shared budget; a refusal is a 429 in GraphQL's `errors` shape with a Retry-After.
 */
export function graphqlCostGuard(schema: GraphQLSchema, config: Config, services: ContextServices, limiti: LimitiCondivisi) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (config.GRAPHQL_COST_BUDGET === 0) return;
    const source = request.method === 'GET' ? (request.query as Record<string, unknown>) : (request.body as Record<string, unknown> | undefined);
    const query = source?.query;
    if (typeof query !== 'string') return;
    let variables = source?.variables;
    if (typeof variables === 'string') {
      try {
        variables = JSON.parse(variables);
      } catch {
        variables = {};
      }
    }
    const cost = estimateCost(schema, query, (variables && typeof variables === 'object' ? variables : {}) as Record<string, unknown>);
    let consumo: Consumo;
    try {
      consumo = await limiti.consuma(`c:${await callerKey(request, services)}`, cost, config.GRAPHQL_COST_BUDGET);
    } catch (err) {
      // the database down: the operation goes on (and meets the database's own error)
      request.log.warn({ err }, 'budget GraphQL non verificabile');
      return;
    }
    if (consumo.ammesso) return;
    return reply
      .status(429)
      .header('retry-after', String(secondiRiprova(consumo.restoMs)))
      .send({ errors: [{ message: MSG_LIMITI.budgetGraphql, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
  };
}
