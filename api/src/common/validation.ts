import { z } from 'zod';
import { v } from '@gelatiere/contratto';
import { badInput } from './errors.js';

/**
 * Validates untrusted input with a zod schema; the first issue becomes a 400 with its Italian message.
 * Schemas carry their own Italian messages; the generic fallback names the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw badInputFromZod(result.error);
}

/** The first zod issue as a 400 DomainError with its Italian message (the generic fallback names the field). */
export function badInputFromZod(error: z.ZodError) {
  const issue = error.issues[0]!;
  const field = issue.path.join('.');
  const generic = issue.message.startsWith('Invalid') || issue.message.startsWith('Too ') || issue.message.startsWith('Expected');
  const message =
    issue.code === 'unrecognized_keys'
      ? `Campo non ammesso: ${issue.keys.map((k) => (field ? `${field}.${k}` : k)).join(', ')}`
      : generic
        ? `Valore non valido per il campo ${field || 'richiesta'}`
        : issue.message;
  return badInput(message, { campo: field || undefined });
}

/** The pure building blocks (v, isRealDate, PG_INT_MAX) live in the contract shared with the web app. */
export { isRealDate, PG_INT_MAX, v } from '@gelatiere/contratto';

/**
 * type-graphql `@Arg` options that validate an input object with the module's zod schema (the same
 * one the REST door uses): the argument then holds exactly the parsed value (trimmed, defaults,
 * nulls normalised), typed in the resolver as `z.output` of the schema.
 */
export const zodArg = (schema: z.ZodType) => ({
  validateFn: (value: unknown) => {
    const parsed = parseInput(schema, value ?? {}) as Record<string, unknown>;
    if (!value || typeof value !== 'object') return;
    const target = value as Record<string, unknown>;
    for (const key of Object.keys(target)) delete target[key];
    Object.assign(target, parsed);
  },
});

/** `/:id` path parameters. */
export const idParams = z.object({ id: v.id });
