import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badInput } from '../common/errors.js';
import { badInputFromZod } from '../common/validation.js';
import type { RouteDef } from './route.js';
import { MSG_CORPO_OGGETTO } from '../common/forma-rest.js';

/**
 * The REST contract of a route that declares `response` (route.ts): Fastify validates params, query
 * and body with the route's zod schemas (fastify-type-provider-zod's compilers) and serializes the
 * answer through the response schema, and @fastify/swagger documents the same schemas.
 */

export { MSG_CORPO_OGGETTO };

/** `{ "error": "<italiano>" }`: the body of every 4xx and 5xx. */
export const erroreSchema = z.object({ error: z.string().describe('Messaggio in italiano') }).meta({ id: 'Errore' });

/** `{ success: true, id, message }`: the answer of a DELETE. */
export const eliminatoSchema = z.object({ success: z.literal(true), id: z.number().int(), message: z.string() });

/** `{ id }`: the answer of a DELETE whose spec says "returns id" (productions, display case). */
export const idEliminatoSchema = z.object({ id: z.number().int() });

/** `{ success: true, message? }`: the answer of actions that return no resource. */
export const esitoSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/**
 * Validation with Italian messages: the first zod issue becomes a 400 DomainError (the error mapper
 * answers `{ error }`). Headers are documented only (validating them would replace the request's
 * headers with the declared ones); the gateway reads a request without payload as `{}`.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'headers' || !(schema instanceof z.ZodType)) return (data) => ({ value: data });
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0]!;
    if (httpPart === 'body' && issue.path.length === 0 && issue.code === 'invalid_type') return { error: badInput(MSG_CORPO_OGGETTO) };
    return { error: badInputFromZod(result.error) };
  };
};

/** Answers checked against the response schema (a mismatch is a 500 and a log line, never a silent drift). */
export const contractSerializerCompiler = serializerCompiler as FastifySerializerCompiler<unknown>;

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

/**
 * @fastify/swagger's transform: routes on the contract carry zod schemas (converted here, the same
 * objects that validate); the others still carry JSON Schema and pass through unchanged.
 */
export const openapiTransform: typeof zodTransform = (document) => {
  const schema = document.schema as Record<string, unknown> | undefined;
  const isZod = schema && Object.values(schema).some((s) => s instanceof z.ZodType || (s && typeof s === 'object' && Object.values(s).some((r) => r instanceof z.ZodType)));
  return isZod ? zodTransform(document) : { schema: document.schema, url: document.url };
};

/** Adds the named schemas (`.meta({ id })`, e.g. `Errore`) to the document's components. */
export const openapiTransformObject = createJsonSchemaTransformObject({ zodToJsonConfig: { unrepresentable: 'any' } });

type OpenApiOperation = {
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
};

/**
 * Completes the OpenAPI document with what zod schemas cannot say: the multipart upload of a route
 * (`multipart`: one file field) and its file answers (`file`: content type → description) next to
 * its JSON answer, so that integrators and the generated types see every request and response.
 */
export function documentaFile(doc: { paths?: Record<string, Record<string, OpenApiOperation>> }, routes: readonly RouteDef[], prefix = '/api') {
  for (const r of routes) {
    if (!r.multipart && !r.file) continue;
    const percorso = prefix + r.url.replace(/:(\w+)/g, '{$1}');
    const op = doc.paths?.[percorso]?.[r.method.toLowerCase()];
    if (!op) throw new Error(`OpenAPI: rotta ${r.method} ${percorso} non trovata nel documento`);
    if (r.multipart) {
      op.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: [r.multipart.campo], properties: { [r.multipart.campo]: { type: 'string', format: 'binary', description: r.multipart.descrizione } } },
          },
        },
      };
    }
    if (r.file) {
      const risposta = (op.responses ??= {})[String(r.status ?? 200)] ??= {};
      risposta.content ??= {};
      for (const [tipo, descrizione] of Object.entries(r.file)) {
        risposta.content[tipo] = { schema: { type: 'string', format: 'binary', description: descrizione } };
      }
    }
  }
  return doc;
}
