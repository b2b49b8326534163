import { z } from 'zod';
import type { AuthUser } from './authz.js';
import { CAMPI_COSTO, canSeeCosts } from './field-policy.js';

/** A body that is not a JSON object (re-exported by contract.ts, which reads it too). */
export const MSG_CORPO_OGGETTO = 'Il corpo della richiesta deve essere un oggetto JSON';

/**
 * The one REST serializer: a service's view (camelCase, Date) becomes the spec's JSON (snake_case,
 * ISO instants), with the cost field policy applied to every object at every depth. The spec's
 * quirks are explicit overrides keyed by the view's (camelCase) field name, never per-entity mappers:
 * - `{ nome: 'x' }` writes the field under another key;
 * - `{ valore: fn }` writes `fn(value)` instead (e.g. ingredienti as JSON text, allergeni joined);
 * - `{ verbatim: true }` copies the value as it is, keys included (camelCase dashboard keys);
 * - `false` leaves the field out.
 */
export type OverrideCampo = false | { nome?: string; valore?: (v: unknown) => unknown; verbatim?: boolean };
export type OverrideRest = Readonly<Record<string, OverrideCampo>>;

export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** snakeCase of a view's key, remembered: views have a small, fixed set of keys (bounded all the same). */
const chiaviRest = new Map<string, string>();
function chiaveRest(key: string): string {
  let name = chiaviRest.get(key);
  if (name === undefined) {
    name = snakeCase(key);
    if (chiaviRest.size < 10_000) chiaviRest.set(key, name);
  }
  return name;
}

/** `costi`: the caller may see the cost fields (common/field-policy.ts), decided once per answer. */
function toRest(value: unknown, costi: boolean, overrides: OverrideRest): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = toRest(value[i], costi, overrides);
    return out;
  }
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(obj)) {
    const v = obj[key];
    if (v === undefined || (!costi && CAMPI_COSTO.has(key))) continue;
    const o = overrides[key];
    if (o === false) continue;
    const name = o?.nome ?? chiaveRest(key);
    if (o?.verbatim) out[name] = v instanceof Date ? v.toISOString() : v;
    else out[name] = toRest(o?.valore ? o.valore(v) : v, costi, overrides);
  }
  return out;
}

/** Serializes a view for the REST door (see the module comment). */
export function serializeRest(value: unknown, user: AuthUser | null, overrides: OverrideRest = {}): unknown {
  return toRest(value, canSeeCosts(user), overrides);
}

/** Serializes a view with its cost fields, for a message whose subject is a price (the webhook of a price change). */
export function serializeRestConCosti(value: unknown, overrides: OverrideRest = {}): unknown {
  return toRest(value, true, overrides);
}

/** camelCase of a snake_case key (the inverse of `snakeCase`). */
export const camelCase = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * The REST form of a view's zod schema, derived (a field is declared once, in camelCase, in the
 * module's schema file): keys in snake_case, instants as ISO strings, cost fields optional (the
 * field policy leaves them out for operators), at every depth of objects, arrays, nullables.
 */
export function restSchema(schema: z.ZodType, overrides: OverrideRest = {}): z.ZodType {
  if (schema instanceof z.ZodDate) return z.iso.datetime();
  if (schema instanceof z.ZodNullable) return restSchema(schema.unwrap() as z.ZodType, overrides).nullable();
  if (schema instanceof z.ZodOptional) return restSchema(schema.unwrap() as z.ZodType, overrides).optional();
  if (schema instanceof z.ZodArray) return z.array(restSchema(schema.element as z.ZodType, overrides));
  if (!(schema instanceof z.ZodObject)) return schema;
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const o = overrides[key];
    if (o === false) continue;
    const rest = o?.verbatim ? field : restSchema(field, overrides);
    shape[o?.nome ?? snakeCase(key)] = CAMPI_COSTO.has(key) ? rest.optional() : rest;
  }
  const out = z.object(shape);
  return schema.description ? out.describe(schema.description) : out;
}

/**
 * The REST body of a service input schema: the same fields under snake_case keys, parsed back to the
 * service's camelCase input. Unknown keys are dropped, never stored (clients send back what they
 * read: id, created_at). Nested objects (a recipe line) use it too, with their own message.
 */
export function restBody<S extends z.ZodRawShape>(schema: z.ZodObject<S>, message: string = MSG_CORPO_OGGETTO) {
  return z.object(snakeShape(schema), { message }).transform(camelKeys<z.output<z.ZodObject<S>>>);
}

/** The REST query string of a service filter schema: snake_case keys, parsed back to camelCase. */
export function restQuery<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return z.object(snakeShape(schema)).transform(camelKeys<z.output<z.ZodObject<S>>>);
}

const snakeShape = (schema: z.ZodObject) => Object.fromEntries(Object.entries(schema.shape).map(([k, field]) => [snakeCase(k), field]));
const camelKeys = <T>(o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, val]) => [camelCase(k), val])) as T;
