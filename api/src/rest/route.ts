import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccessRule } from '../common/authz.js';
import type { RequestContext } from '../common/context.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export interface RouteInput<P, Q> {
  params: P;
  query: Q;
  body: unknown;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One REST route of the gateway. `access` is mandatory (deny by default); `params` and `query` are
 * parsed by the gateway, the body is validated by the service (the same rules as GraphQL) and `body`
 * here only documents it in OpenAPI.
 */
export interface RouteDef<PS extends z.ZodType | undefined = z.ZodType | undefined, QS extends z.ZodType | undefined = z.ZodType | undefined> {
  method: HttpMethod;
  /** Path under /api, Fastify syntax: `/ingredienti/:id`. */
  url: string;
  access: AccessRule;
  summary: string;
  tags: string[];
  params?: PS;
  query?: QS;
  body?: z.ZodType;
  /** Request headers, documented in OpenAPI only (the service validates them). */
  headers?: z.ZodType;
  /** Success status; 200 by default. */
  status?: number;
  /** multipart/form-data upload (the handler reads request.file()). */
  multipart?: boolean;
  /** The handler writes the reply itself (downloads); its return value is ignored. */
  raw?: boolean;
  /**
   * Honours `Idempotency-Key` in the gateway (the answer is stored with the key and replayed).
   * Default: true for a creating POST (status 201). false where the service handles the key itself
   * or where the answer must never be stored (a secret shown once).
   */
  idempotente?: boolean;
  handler: (ctx: RequestContext, input: RouteInput<Parsed<PS>, Parsed<QS>>) => Promise<unknown>;
}

/** Identity helper that keeps the param/query types of each route inferred. */
export function route<PS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined>(
  def: RouteDef<PS, QS>,
): RouteDef {
  return def as unknown as RouteDef;
}
