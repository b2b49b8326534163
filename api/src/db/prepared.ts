import { createHash } from 'node:crypto';
import type { EntityClass, EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordQuery } from './query-counter.js';

/**
 * The hot statements (authentication, the production write, the catalogue and production reads,
 * Top Gusti) as named prepared statements with bind parameters (issue 13).
 *
 * MikroORM 7 never sends parameters: `em.execute(sql, params)` inlines them into the text
 * (AbstractSqlConnection.prepareQuery → platform.formatQuery) and sends it as a Kysely
 * `CompiledQuery.raw` without parameters, so PostgreSQL parses and plans every call anew. Here the
 * statement goes through the same Kysely executor (the EntityManager's transaction when it has one,
 * else the pool: same connections, same type parsers, the embedded database included), but as a `pg`
 * query config `{ name, text, values }`: Kysely hands `sql` and `parameters` to `pg.Client.query`
 * unchanged, and `pg` parses a named statement once per connection, then only binds and executes.
 *
 * Text uses `$1`, `$2`… (or `?`, numbered by `numera`); values are bound by `pg` (arrays as arrays:
 * write `$1::int[]`, not `in (?)`). The name is derived from the text, so every distinct text (a
 * filter combination, a sort) is its own statement on each connection. Name the columns: a `*` over
 * a table fails ('cached plan must not change result type') on connections that prepared it before
 * a migration added a column.
 */

const numerati = new Map<string, string>();
/** `?` placeholders numbered `$1`, `$2`… in order (for texts built with `?`; none may sit in a string literal). */
export function numera(sql: string): string {
  let numerato = numerati.get(sql);
  if (numerato === undefined) {
    let i = 0;
    numerato = sql.replace(/\?/g, () => `$${++i}`);
    if (numerati.size > 5000) numerati.clear(); // texts are a bounded set; this only guards against a leak
    numerati.set(sql, numerato);
  }
  return numerato;
}

const nomi = new Map<string, string>();
/** A statement name per text (pg keeps one prepared statement per name and connection). */
function nomeDi(text: string): string {
  let nome = nomi.get(text);
  if (!nome) {
    nome = `g13_${createHash('sha1').update(text).digest('base64url')}`;
    if (nomi.size > 5000) nomi.clear(); // texts are a bounded set; this only guards against a leak
    nomi.set(text, nome);
  }
  return nome;
}

/** The part of Kysely's executor this module uses (a Kysely instance or a controlled transaction). */
interface Esecutore {
  executeQuery(query: unknown): Promise<{ rows: unknown[]; numAffectedRows?: bigint }>;
}

/**
 * Runs `text` as a named prepared statement on `em`'s connection (its transaction if any) and
 * returns the rows. Counted by db/query-counter.ts like every ORM statement; database errors are
 * converted as MikroORM converts them (UniqueConstraintViolationException…).
 */
export async function preparata<T>(em: EntityManager, text: string, values: readonly unknown[]): Promise<T[]> {
  const conn = em.getConnection();
  const db = (em.getTransactionContext() ?? conn.getClient()) as unknown as Esecutore;
  recordQuery(text, true);
  // `sql` is a pg query config instead of a string: pg's Client.query(config, values) takes it as is.
  // The embedded database (pool of 1) serves every socket connection from its one backend session, whose
  // prepared statements outlive a reconnect that pg's new client knows nothing of ('already exists'):
  // there the statement stays unnamed (still bound, parsed per call).
  const condivisa = (em.config.get('pool')?.max ?? 10) < 2;
  const query = condivisa ? { text } : { name: nomeDi(text), text };
  try {
    const res = await db.executeQuery({ sql: query, parameters: values, query: { kind: 'RawNode', sqlFragments: [text], parameters: [] }, queryId: { queryId: nomeDi(text) } });
    return res.rows as T[];
  } catch (err) {
    throw em.getDriver().convertException(err as Error);
  }
}

const colonne = new WeakMap<object, string[]>();

/**
 * `alias."col", …`: every column MikroORM hydrates for `entity` (scalars and owning references; not
 * lazy ones, not formulas), named, as prepared statements need (see above).
 */
export function colonneEntita(em: EntityManager, entity: EntityClass<object>, alias: string): string {
  const meta = em.getMetadata().get(entity);
  let nomi = colonne.get(meta);
  if (nomi === undefined) {
    nomi = meta.hydrateProps
      .filter((p) => !p.formula && !p.lazy && p.persist !== false && (p.kind === 'scalar' || p.kind === 'm:1' || (p.kind === '1:1' && p.owner)))
      .flatMap((p) => p.fieldNames);
    colonne.set(meta, nomi);
  }
  return nomi.map((c) => `${alias}."${c}"`).join(', ');
}

/**
 * Entities of `entity` read by one prepared statement (`resto`: where and order by, `?` parameters,
 * the table aliased `e`), hydrated as `em.find` would (into the identity map).
 */
export async function entitaPreparate<T extends object>(em: EntityManager, entity: EntityClass<T>, resto: string, values: readonly unknown[] = []): Promise<T[]> {
  const tabella = em.getMetadata().get(entity).tableName;
  const rows = await preparata<EntityDictionary<T>>(em, numera(`select ${colonneEntita(em, entity, 'e')} from "${tabella}" e ${resto}`), values);
  return rows.map((r) => em.map(entity, r));
}
