import { z } from 'zod';

/**
 * The one mark of a cost, price or margin field in the contract (spec section 6: operators never see
 * costs, prices or margins). A module's zod schema wraps the field once, `costo(z.number())`; the
 * GraphQL generator (common/from-zod.ts) puts the cost field rule on it and the tests check the
 * REST serializer's name set (`CAMPI_COSTO`) and the cost-looking names against the marks.
 */
const marcati = new WeakSet<object>();

/**
 * Marks a field schema as a cost, price or margin figure. The mark sits on the schema's definition, so
 * it survives `.describe()`/`.meta()` (a clone sharing the definition) and wrapping in `.nullable()`,
 * `.optional()`, `.default()` or a pipe (`eCosto` looks inside); a new check (`.min()`) makes a new
 * definition: mark last.
 */
export function costo<T extends z.ZodType>(schema: T): T {
  marcati.add(schema._zod.def);
  return schema;
}

/** True when the schema, or any schema it wraps (nullable, optional, default, pipe), carries the cost mark. */
export function eCosto(schema: z.ZodType): boolean {
  let s: z.ZodType | undefined = schema;
  for (let i = 0; s && i < 20; i++) {
    if (marcati.has(s._zod.def)) return true;
    const def = s._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
    if (def.innerType) s = def.innerType;
    else if (def.type === 'pipe') s = marcati.has(def.in!._zod.def) || def.out!._zod.def.type === 'transform' ? def.in : def.out;
    else return false;
  }
  return false;
}

/** Keys (camelCase) of the fields marked as costs in an object schema, at every depth. */
export function campiCostoDi(schema: z.ZodType, out = new Set<string>(), visti = new Set<z.ZodType>()): Set<string> {
  if (visti.has(schema)) return out;
  visti.add(schema);
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType; options?: z.ZodType[] };
  if (def.type === 'object') {
    for (const [key, field] of Object.entries((schema as z.ZodObject).shape as Record<string, z.ZodType>)) {
      if (eCosto(field)) out.add(key);
      campiCostoDi(field, out, visti);
    }
  } else if (def.innerType) campiCostoDi(def.innerType, out, visti);
  else if (def.type === 'pipe') {
    campiCostoDi(def.in!, out, visti);
    campiCostoDi(def.out!, out, visti);
  } else if (def.element) campiCostoDi(def.element, out, visti);
  else if (def.options) for (const o of def.options) campiCostoDi(o, out, visti);
  return out;
}
