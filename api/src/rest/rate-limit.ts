import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Kind, TypeInfo, isListType, isNonNullType, parse, visit, visitWithTypeInfo, type FieldNode, type GraphQLSchema, type GraphQLType } from 'graphql';
import { DomainError } from '../common/errors.js';
import type { Config } from '../config.js';
import { prefissoChiave } from '../modules/integrazioni/chiavi.service.js';
import type { Services } from '../services.js';

/**
 * Request budgets per caller, one minute windows, kept per replica (in memory: a caller spread over
 * N replicas gets at most N times the budget; documented in the README):
 * - every request counts against `RATE_LIMIT_MAX` (@fastify/rate-limit), keyed by user when the
 *   bearer token is valid, otherwise by client IP;
 * - GraphQL operations also spend their estimated cost from `GRAPHQL_COST_BUDGET`, so a few
 *   requests full of aliased big lists cannot monopolise the server.
 */

export const MSG_LIMITI = {
  troppeRichieste: 'Troppe richieste. Riprova tra qualche istante.',
  budgetGraphql: 'Hai superato il limite di interrogazioni al minuto. Riprova tra qualche istante.',
} as const;

const WINDOW_MS = 60_000;

/**
 * `u:<id>` for a valid bearer token (signature and expiry only: no database round trip), `k:<prefix>`
 * for an API key (its own budget; the key itself is checked by the request), else `ip:<addr>`.
 */
export async function callerKey(request: FastifyRequest, services: Services): Promise<string> {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) {
    const prefisso = prefissoChiave(header.slice(7));
    if (prefisso) return `k:${prefisso}`;
    const claims = await services.auth.verifyToken(header.slice(7));
    if (claims) return `u:${claims.userId}`;
  }
  return `ip:${request.ip}`;
}

export async function registerRateLimit(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  if (config.RATE_LIMIT_MAX === 0) return;
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: WINDOW_MS,
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

/** Spent cost per caller in the current window (this replica). */
export class CostBudget {
  private readonly spent = new Map<string, { since: number; cost: number }>();

  constructor(private readonly budget: number, private readonly now: () => number = Date.now) {}

  /** Charges `cost` to `key`; throws 429 when the window's budget would be exceeded. */
  charge(key: string, cost: number): void {
    const t = this.now();
    if (this.spent.size > 10_000) for (const [k, v] of this.spent) if (t - v.since >= WINDOW_MS) this.spent.delete(k);
    let entry = this.spent.get(key);
    if (!entry || t - entry.since >= WINDOW_MS) {
      entry = { since: t, cost: 0 };
      this.spent.set(key, entry);
    }
    if (entry.cost + cost > this.budget) throw new DomainError('TOO_MANY_REQUESTS', MSG_LIMITI.budgetGraphql);
    entry.cost += cost;
  }
}

/** preHandler of the /graphql route: estimates the operation's cost and charges it to the caller. */
export function graphqlCostGuard(schema: GraphQLSchema, config: Config, services: Services) {
  const budget = new CostBudget(config.GRAPHQL_COST_BUDGET);
  return async (request: FastifyRequest) => {
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
    budget.charge(await callerKey(request, services), cost);
  };
}
