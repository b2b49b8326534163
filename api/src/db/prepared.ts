import type { EntityClass, EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eseguiPreparata, nomeDi, perTesto, statementCondiviso } from './esegui.js';
import { haInAttesa, leggiConInAttesa } from './insieme.js';
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
  return perTesto(numerati, sql, (t) => {
    let i = 0;
    return t.replace(/\?/g, () => `$${++i}`);
  });
}

/**
 * Runs `text` as a named prepared statement on `em`'s connection (its transaction if any) and
 * returns the rows. Counted by db/query-counter.ts like every ORM statement; database errors are
 * converted as MikroORM converts them (UniqueConstraintViolationException…). A statement waiting on
 * `em` (db/insieme.ts) travels with it when it only reads.
 */
export async function preparata<T>(em: EntityManager, text: string, values: readonly unknown[]): Promise<T[]> {
  // a statement waiting to travel with this one (the authentication of a soloLettura route)
  if (haInAttesa(em)) {
    const insieme = await leggiConInAttesa(em, { text, values });
    if (insieme) return insieme as T[];
  }
  recordQuery(text, true);
  // `sql` is a pg query config instead of a string: pg's Client.query(config, values) takes it as is
  const query = statementCondiviso(em) ? { text } : { name: nomeDi(text), text };
  try {
    const res = await eseguiPreparata(em, query, text, values);
    return res.rows as T[];
  } catch (err) {
    throw em.getDriver().convertException(err as Error);
  }
}

const colonne = new WeakMap<object, Map<string, string>>();

/**
 * `alias."col", …`: every column MikroORM hydrates for `entity` (scalars and owning references; not
 * lazy ones, not formulas), named, as prepared statements need (see above). Built once per alias.
 */
export function colonneEntita(em: EntityManager, entity: EntityClass<object>, alias: string): string {
  const meta = em.getMetadata().get(entity);
  let perAlias = colonne.get(meta);
  if (!perAlias) colonne.set(meta, (perAlias = new Map()));
  let elenco = perAlias.get(alias);
  if (elenco === undefined) {
    elenco = meta.hydrateProps
      .filter((p) => !p.formula && !p.lazy && p.persist !== false && (p.kind === 'scalar' || p.kind === 'm:1' || (p.kind === '1:1' && p.owner)))
      .flatMap((p) => p.fieldNames)
      .map((c) => `${alias}."${c}"`)
      .join(', ');
    perAlias.set(alias, elenco);
  }
  return elenco;
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
