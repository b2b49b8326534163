import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badInput } from '../common/errors.js';
import { MESSAGGIO_PER_STATO, toHttpError } from './errors.js';

/**
 * Guards at the HTTP edge, for every route (REST, GraphQL, static):
 * - a NUL character in any string of the query, path or JSON body (GraphQL variables included) is
 *   refused with 400 before any service or SQL sees it (PostgreSQL text cannot hold it);
 * - every 4xx answer is `{ "error": "<italiano>" }`, also those written by plugins in plain text
 *   (CORS preflight) and the router's own errors (see `frameworkErrors`).
 */

export const MSG_CARATTERE_NULLO = 'La richiesta contiene un carattere non ammesso (carattere nullo)';

const MAX_NODES = 100_000;

/** True when a string (or an object key) anywhere in the value contains U+0000. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  for (let seen = 0; stack.length > 0 && seen < MAX_NODES; seen++) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** Callback style, as the onSend hook below: no promise per request for what is synchronous (issue 13). */
const rejectNul = (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
  done(containsNul(request.query) || containsNul(request.params) || containsNul(request.body) ? badInput(MSG_CARATTERE_NULLO) : undefined);
};

const isJson = (contentType: unknown) => typeof contentType === 'string' && /\bjson\b/i.test(contentType);

/** Rewrites non-JSON 4xx bodies (plugins answering in plain text) as `{ error }` in Italian. */
const italianClientErrors = (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
  const status = reply.statusCode;
  if (status < 400 || status >= 500 || isJson(reply.getHeader('content-type'))) return done(null, payload);
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.removeHeader('content-length');
  done(null, JSON.stringify({ error: MESSAGGIO_PER_STATO[status] ?? MESSAGGIO_PER_STATO[400] }));
};

/**
 * Fastify's `frameworkErrors`: errors raised by the router before a route runs (bad URL encoding,
 * a path parameter longer than maxParamLength), answered like every other error.
 */
export function frameworkErrorHandler(error: Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toHttpError(error);
  request.log.info({ code: (error as { code?: string }).code }, 'richiesta rifiutata dal router');
  void reply.status(status).send(body);
}

export function registerEdgeGuards(app: FastifyInstance) {
  app.addHook('preValidation', rejectNul);
  app.addHook('onSend', italianClientErrors);
}

