import { Ajv2020 } from 'ajv/dist/2020.js';
import { routes } from '../src/modules/index.js';
import type { RouteDef } from '../src/rest/route.js';

/**
 * Every route of the gateway: all are on the REST contract (issue 10), documented and checked against
 * the OpenAPI document by openapi-contract.test.ts, fuzzed with hostile input by fuzz.test.ts.
 */
export const CONVERTED: readonly RouteDef[] = routes;

/** `/ingredienti/:id` -> `/api/ingredienti/{id}` (the OpenAPI path). */
export const openapiPath = (url: string) => `/api${url.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

export interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/** Ajv 8 (an api devDependency) with the JSON Schema 2020-12 dialect of OpenAPI 3.1. */
export function createAjv2020(): Ajv {
  return new Ajv2020({ strict: false, allErrors: false, validateFormats: false }) as unknown as Ajv;
}

export interface Ajv {
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown[] | null };
  validateSchema(schema: object): boolean;
  errors?: unknown[] | null;
}

/** English words that must never reach a client (every answer is Italian). */
export const ENGLISH = /\b(Invalid|Expected|Required|required|must|Unrecognized|Bad Request|Not Found|Unsupported|Internal Server Error|Too big|Too small)\b/;
