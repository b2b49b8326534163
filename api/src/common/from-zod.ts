import 'reflect-metadata';
import { z } from 'zod';
import { Field, Float, InputType, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { eCosto } from './costo.js';
import { Costo } from './field-policy.js';

/**
 * GraphQL object and input types derived from the module's zod contract (ARCHITECTURE convention 11:
 * a field is declared once). The generator builds a type-graphql class and applies `@ObjectType` /
 * `@InputType` and `@Field` by calling them, so `schema.graphql` is the same as with a hand-written
 * class. Mapping: int → Int, number → Float, string → String, boolean → Boolean, date → DateTimeISO,
 * enum → the GraphQL enum registered with `enumGraphql` (String when none is), nullable/optional → nullable, array → [T],
 * nested object → the type the caller names in `campi`. Output types read the schema's output side,
 * input types its input side (a preprocess reads its target schema; the zod schema still validates
 * every input, see `zodArg`). A field marked `costo()` gets the cost field rule (`Costo()`).
 */

type TipoGraphql = Parameters<typeof Field>[0] extends infer F ? (F extends (...a: never[]) => unknown ? F : never) : never;
/** What `Field(() => T)` accepts as T: a scalar, an enum, a class, or a list of one of them. */
type TipoCampo = ReturnType<TipoGraphql>;

/** Per field: what differs from what the generator reads in the zod schema. */
export interface CampoGraphql {
  /** The GraphQL type (a nested class, an enum, `[T]`), when it cannot be read from zod. */
  tipo?: () => TipoCampo;
  nullable?: boolean | 'items' | 'itemsAndList';
  /** The GraphQL description; `null`: none, even if the zod schema has one. */
  descrizione?: string | null;
  /** Cost field rule even without the zod mark (or `false` to leave it off). */
  costo?: boolean;
}

export interface OpzioniTipo {
  /** Description of the type (default: the zod object's `.describe()`; '' for none). */
  descrizione?: string;
  /** Overrides per field; `false` leaves the field out of GraphQL. */
  campi?: Readonly<Record<string, CampoGraphql | false>>;
  /** Inputs: every field nullable in GraphQL (zod says what is required, with its Italian message). */
  tuttiNullable?: boolean;
  /** Use the zod `.describe()` texts as GraphQL descriptions where `campi` says nothing (default true). */
  descrizioniZod?: boolean;
  /** The schema is a REST shape (snake_case keys): GraphQL fields, and `campi`, are their camelCase names. */
  camelCase?: boolean;
  /** A decorated class whose fields come first (e.g. a class with field resolvers). */
  base?: ClassType;
}

/** GraphQL enums by their zod values (the key is the sorted list of values). */
const enumPerValori = new Map<string, object>();
const chiaveEnum = (valori: readonly (string | number)[]) => [...valori].map(String).sort().join('|');

/**
 * Registers a GraphQL enum (type-graphql's `registerEnumType`) and remembers it for the zod enums with
 * the same values, so `tipoDaZod` maps them to it.
 */
export function enumGraphql<E extends Record<string, string>>(enumObj: E, config: { name: string; description?: string }): E {
  registerEnumType(enumObj, config);
  enumPerValori.set(chiaveEnum(Object.values(enumObj)), enumObj);
  return enumObj;
}

/** An object `{ v: 'v' }` of a list of values: the TypeScript enum type-graphql registers. */
export const enumDaValori = <const T extends readonly string[]>(valori: T) =>
  Object.fromEntries(valori.map((x) => [x, x])) as { [K in T[number]]: K };

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  getter?: () => z.ZodType;
};

interface Lettura {
  tipo: TipoCampo | undefined;
  nullable: boolean;
  descrizione: string | undefined;
  /** A list whose items may be null. */
  elementiNullable?: boolean;
}

/**
 * Stands for `Date` until the schema is built: type-graphql tells a date field by comparing its type
 * with the global `Date` of that moment, which a test's fake timers replace (`vi.useFakeTimers`), so
 * the type is read when type-graphql asks, as a hand-written `@Field(() => Date)` would be.
 */
const DATA = { dataGraphql: true } as unknown as TipoCampo;
const alMomento = (t: TipoCampo): TipoCampo => (t === DATA ? globalThis.Date : Array.isArray(t) ? [alMomento(t[0] as TipoCampo)] : t) as TipoCampo;

/** Reads a field's GraphQL type, nullability and description from its zod schema (one side of it). */
function leggi(schema: z.ZodType, lato: 'input' | 'output', percorso: string): Lettura {
  let s = schema;
  let nullable = false;
  let descrizione: string | undefined;
  for (let i = 0; i < 50; i++) {
    descrizione ??= z.globalRegistry.get(s)?.description;
    const def = s._zod.def as Def;
    switch (def.type) {
      case 'optional':
      case 'nullable':
        nullable = true;
        s = def.innerType!;
        continue;
      case 'default':
      case 'prefault':
      case 'catch':
        if (lato === 'input') nullable = true;
        s = def.innerType!;
        continue;
      case 'readonly':
      case 'nonoptional':
        s = def.innerType!;
        continue;
      case 'lazy':
        s = def.getter!();
        continue;
      case 'pipe': {
        // input: what is sent (a preprocess: its target); output: what comes out (a transform: its source)
        const inT = def.in!._zod.def.type === 'transform';
        const outT = def.out!._zod.def.type === 'transform';
        if (lato === 'input') {
          // `.nullish().transform()`: the wrapper of the source says null may be sent
          s = inT ? def.out! : def.in!;
        } else s = outT ? def.in! : def.out!;
        continue;
      }
      case 'string':
        return { tipo: String, nullable, descrizione };
      case 'boolean':
        return { tipo: Boolean, nullable, descrizione };
      case 'date':
        return { tipo: DATA, nullable, descrizione };
      case 'number': {
        const formato = (s as z.ZodNumber).format ?? '';
        return { tipo: formato.includes('int') ? Int : Float, nullable, descrizione };
      }
      case 'enum': {
        // a zod enum with no GraphQL enum registered (enumGraphql) is a String in GraphQL
        const e = enumPerValori.get(chiaveEnum(Object.values(def.entries!)));
        return { tipo: (e ?? String) as TipoCampo, nullable, descrizione };
      }
      case 'literal': {
        const valori = (def as { values?: unknown[] }).values ?? [];
        const t = valori.every((x) => typeof x === 'string') ? String : valori.every((x) => typeof x === 'boolean') ? Boolean : undefined;
        return { tipo: t, nullable, descrizione };
      }
      case 'union': {
        // a union of one GraphQL type (a hex colour or '', a number or its text): that type
        const opzioni = ((def as { options?: z.ZodType[] }).options ?? []).map((o) => leggi(o, lato, percorso));
        const tipi = new Set(opzioni.map((o) => o.tipo));
        return { tipo: tipi.size === 1 ? [...tipi][0] : undefined, nullable: nullable || opzioni.some((o) => o.nullable), descrizione };
      }
      case 'object': {
        // the object's own description describes its type, not this field
        const propria = z.globalRegistry.get(s)?.description;
        return { tipo: (lato === 'output' ? tipoPerOggetto : inputPerOggetto).get(s as z.ZodObject), nullable, descrizione: descrizione === propria ? undefined : descrizione };
      }
      case 'array': {
        const el = leggi(def.element!, lato, `${percorso}[]`);
        return { tipo: el.tipo === undefined ? undefined : [el.tipo], nullable, descrizione, elementiNullable: el.nullable };
      }
      default:
        return { tipo: undefined, nullable, descrizione };
    }
  }
  return { tipo: undefined, nullable, descrizione };
}

/** The zod object behind a schema (through pipes, `.describe()`, wrappers). */
function oggettoDi(schema: z.ZodType): z.ZodObject {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = s._zod.def as Def;
    if (def.type === 'object') return s as z.ZodObject;
    if (def.type === 'pipe') s = def.in!._zod.def.type === 'transform' ? def.out! : def.in!;
    else if (def.innerType) s = def.innerType;
    else break;
  }
  throw new Error(`from-zod: non è un oggetto zod (${s._zod.def.type})`);
}

/** Object types already built, by their zod object: a nested object or a list of them maps to its type. */
const tipoPerOggetto = new WeakMap<z.ZodObject, ClassType>();
/** Input types already built, by their zod object (a nested input object maps to its input type). */
const inputPerOggetto = new WeakMap<z.ZodObject, ClassType>();

/** Every type the generator built (the contract tests compare them with the GraphQL schema). */
export const tipiCostruiti: { nome: string; genere: 'object' | 'input'; schema: z.ZodObject; esclusi: string[]; camelCase: boolean }[] = [];

/** camelCase of a snake_case key (the GraphQL name of a REST field). */
export const camelDi = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

type Camel<S extends string> = S extends `${infer A}_${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;
/** The TypeScript type of a `camelCase` type: the keys of `T`, at every depth, as `camelDi` writes them. */
export type CamelCase<T> = T extends Date
  ? T
  : T extends readonly (infer U)[]
    ? CamelCase<U>[]
    : T extends object
      ? { [K in keyof T as K extends string ? Camel<K> : K]: CamelCase<T[K]> }
      : T;

function costruisci(genere: 'object' | 'input', nome: string, schema: z.ZodType, opzioni: OpzioniTipo): ClassType {
  const lato = genere === 'input' ? 'input' : 'output';
  const oggetto = oggettoDi(schema);
  const Base = opzioni.base;
  const Classe: ClassType = Base ? class extends Base {} : class {};
  Object.defineProperty(Classe, 'name', { value: genere === 'input' ? nome : `${nome}Type` });
  const campi = opzioni.campi ?? {};
  const nomeDi = (k: string) => (opzioni.camelCase ? camelDi(k) : k);
  tipiCostruiti.push({ nome, genere, schema: oggetto, esclusi: Object.keys(campi).filter((k) => campi[k] === false), camelCase: !!opzioni.camelCase });
  const chiavi = new Set(Object.keys(oggetto.shape).map(nomeDi));
  for (const chiave of Object.keys(campi)) {
    if (!chiavi.has(chiave)) throw new Error(`from-zod: ${nome}.${chiave} non è nello schema zod`);
  }
  for (const [chiaveZod, campo] of Object.entries(oggetto.shape as Record<string, z.ZodType>)) {
    const chiave = nomeDi(chiaveZod);
    const o = campi[chiave];
    if (o === false) continue;
    const letto = leggi(campo, lato, `${nome}.${chiave}`);
    const tipo = o?.tipo ?? (letto.tipo === undefined ? undefined : () => alMomento(letto.tipo!));
    if (!tipo) throw new Error(`from-zod: ${nome}.${chiave}: tipo GraphQL non deducibile dallo schema zod (${campo._zod.def.type}); dallo in campi`);
    const nullable =
      o?.nullable ??
      (opzioni.tuttiNullable || letto.nullable
        ? letto.elementiNullable
          ? 'itemsAndList'
          : true
        : letto.elementiNullable
          ? 'items'
          : false);
    const descrizione = o?.descrizione === null ? undefined : (o?.descrizione ?? (opzioni.descrizioniZod === false ? undefined : letto.descrizione));
    Field(tipo, { nullable, ...(descrizione ? { description: descrizione } : {}) })(Classe.prototype, chiave);
    if (genere === 'object' && (o?.costo ?? eCosto(campo))) Costo()(Classe.prototype, chiave);
  }
  const descrizione = opzioni.descrizione ?? schema.description ?? oggetto.description;
  const config = descrizione ? { description: descrizione } : {};
  if (genere === 'input') {
    InputType(nome, config)(Classe);
    if (!inputPerOggetto.has(oggetto)) inputPerOggetto.set(oggetto, Classe);
  } else {
    ObjectType(nome, config)(Classe);
    if (!tipoPerOggetto.has(oggetto)) tipoPerOggetto.set(oggetto, Classe);
  }
  return Classe;
}

/** A GraphQL object type from a zod output schema (see the module comment). */
export function tipoDaZod<S extends z.ZodType>(nome: string, schema: S, opzioni: OpzioniTipo = {}): ClassType<z.output<S> & object> {
  return costruisci('object', nome, schema, opzioni) as ClassType<z.output<S> & object>;
}

/** A GraphQL input type from a zod input schema (see the module comment). */
export function inputDaZod<S extends z.ZodType>(nome: string, schema: S, opzioni: OpzioniTipo = {}): ClassType<z.input<S> & object> {
  return costruisci('input', nome, schema, opzioni) as ClassType<z.input<S> & object>;
}
