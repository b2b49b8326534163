import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccessRule } from '../common/authz.js';
import type { RequestContext } from '../common/context.js';
import type { OverrideRest } from '../common/forma-rest.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export interface RouteInput<P, Q, B = unknown> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One REST route of the gateway. `access` is mandatory (deny by default).
 *
 * A route that declares `response` is ON THE CONTRACT (rest/contract.ts): Fastify validates params,
 * query and body with these zod schemas (Italian 400s), the handler receives them parsed and typed,
 * returns a service view that the gateway serializes (common/forma-rest.ts: snake_case, cost policy,
 * `rest` overrides) and checks against `response`; OpenAPI documents exactly these schemas.
 * Without `response` (routes not converted yet) `params` and `query` are parsed by the gateway, the
 * body is validated by the service and `body` only documents it.
 */
export interface RouteDef<
  PS extends z.ZodType | undefined = z.ZodType | undefined,
  QS extends z.ZodType | undefined = z.ZodType | undefined,
  BS extends z.ZodType | undefined = z.ZodType | undefined,
  RS extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** Path under /api, Fastify syntax: `/ingredienti/:id`. */
  url: string;
  access: AccessRule;
  summary: string;
  tags: string[];
  params?: PS;
  query?: QS;
  body?: BS;
  /** Request headers, documented in OpenAPI only (the service validates them). */
  headers?: z.ZodType;
  /** Schema of the success answer (snake_case, after serialization): puts the route on the contract. */
  response?: RS;
  /** Other answers than success and `{ error }` (e.g. health's 503), by status. */
  altreRisposte?: Readonly<Partial<Record<number | '4xx', z.ZodType>>>;
  /** Spec quirks of this route's REST shape (see common/forma-rest.ts). */
  rest?: OverrideRest;
  /**
   * A GET whose answer depends only on the URL, on whether the caller sees costs and on what
   * `versione` versions (e.g. the catalogue: common/versione-catalogo.ts): the serialized, compressed
   * answer is kept per version (rest/cache-risposte.ts) and a repeat sends it after reading only the
   * version. Errors are never kept.
   */
  cache?: { versione: (ctx: RequestContext) => Promise<string> };
  /**
   * The handler only reads the database (no write, no lock, no side effect before it returns). Then a
   * caller this process has seen is not authenticated before the handler: the authentication's
   * statement travels with the handler's first prepared read, in one round trip (db/insieme.ts), and
   * nothing is answered (not even an error) before it has confirmed the caller
   * (rest/lettura-confermata.ts). Only on a GET on the contract, without `cache` or `raw`.
   */
  soloLettura?: boolean;
  /**
   * A report: the handler reads from the read replica when there is one in use (graphql/lettura.ts
   * daReplica; issue 33), never a write nor a read of the caller's own last write.
   */
  replica?: boolean;
  /** Success status; 200 by default. */
  status?: number;
  /** multipart/form-data upload of one file in field `campo` (the handler reads request.file()). */
  multipart?: { campo: string; descrizione: string };
  /**
   * Answers that are files rather than the JSON of `response` (e.g. `?formato=pdf`), by content type:
   * documented in OpenAPI next to the JSON answer (rest/contract.ts, documentaFile).
   */
  file?: Readonly<Record<string, string>>;
  /**
   * The handler writes the reply itself (downloads, multipart); its return value is ignored. With
   * `response` its object answers are still checked (streams are documented only).
   */
  raw?: boolean;
  /**
   * Honours `Idempotency-Key` in the gateway (the answer is stored with the key and replayed).
   * Default: true for a creating POST (status 201). false where the service handles the key itself
   * or where the answer must never be stored (a secret shown once).
   */
  idempotente?: boolean;
  handler: (
    ctx: RequestContext,
    input: RouteInput<Parsed<PS>, Parsed<QS>, RS extends z.ZodType ? (BS extends z.ZodType ? z.output<BS> : undefined) : unknown>,
  ) => Promise<unknown>;
}

/** Identity helper that keeps the param/query/body types of each route inferred. */
export function route<
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
  RS extends z.ZodType | undefined = undefined,
>(def: RouteDef<PS, QS, BS, RS>): RouteDef {
  return def as unknown as RouteDef;
}

/** True when the route is on the contract (validated and serialized with its zod schemas). */
export const onContract = (def: RouteDef) => def.response !== undefined;
