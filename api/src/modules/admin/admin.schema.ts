import type { EntityManager } from '@mikro-orm/postgresql';
import { TABELLA_MODIFICHE_CATALOGO } from '../../common/versione-catalogo.js';
import { TABELLA_LIMITI } from '../../common/limiti.entity.js';

/**
 * Live description of the application tables, read from the PostgreSQL catalogue (not from the ORM
 * metadata), so tables added by later migrations are covered by backup, import and reset without
 * touching this module.
 */
export interface ColumnInfo {
  name: string;
  /** information_schema data_type: 'integer', 'text', 'ARRAY', 'USER-DEFINED'... */
  dataType: string;
  nullable: boolean;
  hasDefault: boolean;
  /** GENERATED ALWAYS AS (...) STORED: never written. */
  generated: boolean;
  maxLength: number | null;
  /** Owned sequence (serial / identity), schema-qualified, or null. */
  sequence: string | null;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** Tables this table references through foreign keys (itself excluded). */
  references: Set<string>;
}

export interface DbSchema {
  tables: Map<string, TableInfo>;
  /** Every table, parents before children (insert order); reverse it to delete. */
  order: string[];
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  nullable: boolean;
  has_default: boolean;
  generated: boolean;
  max_length: number | null;
  sequence: string | null;
}

/**
 * Reads tables, columns, primary keys and foreign keys of the current schema (3 statements): the
 * application's data, without the migrations' and the catalogue version's bookkeeping.
 */
export async function readDbSchema(em: EntityManager): Promise<DbSchema> {
  const migrationsTable = em.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  const columns = await em.execute<ColumnRow[]>(
    `select c.table_name, c.column_name, c.data_type,
            c.is_nullable = 'YES' as nullable,
            (c.column_default is not null or c.is_identity = 'YES') as has_default,
            c.is_generated = 'ALWAYS' as generated,
            c.character_maximum_length::int as max_length,
            pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) as sequence
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = current_schema() and c.table_name not in (?, ?, ?)
      order by c.table_name, c.ordinal_position`,
    [migrationsTable, TABELLA_MODIFICHE_CATALOGO, TABELLA_LIMITI],
  );
  const pks = await em.execute<{ table_name: string; column_name: string }[]>(
    `select cl.relname as table_name, a.attname as column_name
       from pg_index i
       join pg_class cl on cl.oid = i.indrelid
       join pg_namespace n on n.oid = cl.relnamespace
       cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = cl.oid and a.attnum = k.attnum
      where i.indisprimary and n.nspname = current_schema()
      order by cl.relname, k.ord`,
  );
  const fks = await em.execute<{ child: string; parent: string }[]>(
    `select distinct cl.relname as child, pcl.relname as parent
       from pg_constraint con
       join pg_class cl on cl.oid = con.conrelid
       join pg_class pcl on pcl.oid = con.confrelid
       join pg_namespace n on n.oid = cl.relnamespace
      where con.contype = 'f' and n.nspname = current_schema()`,
  );

  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    let t = tables.get(c.table_name);
    if (!t) {
      t = { name: c.table_name, columns: new Map(), primaryKey: [], references: new Set() };
      tables.set(c.table_name, t);
    }
    t.columns.set(c.column_name, {
      name: c.column_name,
      dataType: c.data_type,
      nullable: c.nullable,
      hasDefault: c.has_default,
      generated: c.generated,
      maxLength: c.max_length,
      sequence: c.sequence,
    });
  }
  for (const pk of pks) tables.get(pk.table_name)?.primaryKey.push(pk.column_name);
  for (const fk of fks) {
    if (fk.child !== fk.parent && tables.has(fk.child) && tables.has(fk.parent)) tables.get(fk.child)!.references.add(fk.parent);
  }
  return { tables, order: topologicalOrder(tables) };
}

/**
 * Kahn's algorithm over the foreign-key graph, alphabetical among tables ready at the same time (a
 * stable order). A cycle (none today) is broken alphabetically; the database then reports any row
 * that really cannot be inserted, and the transaction rolls back.
 */
export function topologicalOrder(tables: Map<string, Pick<TableInfo, 'references'>>): string[] {
  const remaining = new Map([...tables].map(([name, t]) => [name, new Set([...t.references].filter((r) => tables.has(r)))]));
  const order: string[] = [];
  while (remaining.size > 0) {
    let ready = [...remaining].filter(([, deps]) => deps.size === 0).map(([name]) => name);
    if (ready.length === 0) ready = [[...remaining.keys()].sort()[0]!];
    for (const name of ready.sort()) {
      order.push(name);
      remaining.delete(name);
      for (const deps of remaining.values()) deps.delete(name);
    }
  }
  return order;
}

/** `order by` clause on the primary key (rows of self-referencing tables come parents first). */
export function orderByPk(t: TableInfo): string {
  return t.primaryKey.length ? ` order by ${t.primaryKey.map(quoteIdent).join(', ')}` : '';
}

/** Columns with an owned sequence, as `{ table, column, sequence }`. */
export function sequencesOf(schema: DbSchema): { table: string; column: string; sequence: string }[] {
  const out: { table: string; column: string; sequence: string }[] = [];
  for (const name of schema.order) {
    for (const c of schema.tables.get(name)!.columns.values()) {
      if (c.sequence) out.push({ table: name, column: c.name, sequence: c.sequence });
    }
  }
  return out;
}

/**
 * Current value of every owned sequence in one statement (sequences are not transactional: read
 * inside a snapshot they are at least the largest id the snapshot can see).
 */
export async function readSequences(
  em: EntityManager,
  schema: DbSchema,
): Promise<Map<string, { lastValue: string; isCalled: boolean }>> {
  const seqs = sequencesOf(schema);
  const out = new Map<string, { lastValue: string; isCalled: boolean }>();
  if (seqs.length === 0) return out;
  const parts = seqs.map(
    (s, i) => `select ${i} as i, last_value::text as last_value, is_called from ${s.sequence.split('.').map(unquote).map(quoteIdent).join('.')}`,
  );
  const rows = await em.execute<{ i: number; last_value: string; is_called: boolean }[]>(parts.join(' union all '));
  for (const r of rows) {
    const s = seqs[r.i]!;
    out.set(`${s.table}.${s.column}`, { lastValue: r.last_value, isCalled: r.is_called });
  }
  return out;
}

/** pg_get_serial_sequence returns identifiers quoted only when needed. */
function unquote(part: string): string {
  return part.startsWith('"') && part.endsWith('"') ? part.slice(1, -1).replaceAll('""', '"') : part;
}
