/**
 * SQL of the display case's sold-kg rollups (Migration20261202110000VendutiGiorno), the forecast's
 * history (issue 32, speed: the plan of 20 sales points reads two years of every point's case):
 *
 * - vetrina_venduti_gusto  (punto_vendita_id, data, gusto_id) -> kg_caricati, kg_rimasti, vaschette
 *     (over the trays weighed back at closing only), kg_scarto, scarti (over every waste row);
 * - vetrina_venduti_giorno (punto_vendita_id, data)           -> kg_venduti, celle
 *     (the sum of the cells' sold kg and the number of cells with display-case data).
 *
 * The vetrina rule (vetrina.sql.ts giorniSql): a (point, day, flavour) has data when a tray was weighed
 * back or waste recorded; sold = loaded − left − waste, never below 0. The cell keeps the linear sums,
 * so every write moves it by a delta (no recount, no lock but the rows' own); the day keeps the sum of
 * the cells' greatest(…, 0), moved in the same statement by the cells' sold kg after the write less
 * before it (the cell's values before = after − delta). Rows falling to 0 stay (readers skip
 * celle = 0 and cells without trays or waste). Kept by statement triggers on vetrina_carichi and
 * vetrina_scarti, in the writer's transaction; switched off with the analytics rollups for bulk
 * loads (gelatiere.analytics_rollup = 'off'), then rebuilt by VENDUTI_REBUILD_STATEMENTS.
 */

export const VENDUTI_GUSTO_TABLE = 'vetrina_venduti_gusto';
export const VENDUTI_GIORNO_TABLE = 'vetrina_venduti_giorno';
export const VENDUTI_TABLES = [VENDUTI_GUSTO_TABLE, VENDUTI_GIORNO_TABLE] as const;

const KEY = ['punto_vendita_id', 'data', 'gusto_id'];
const SUMS = ['kg_caricati', 'kg_rimasti', 'kg_scarto', 'vaschette', 'scarti'];
const COLUMNS = [...KEY, ...SUMS].join(', ');

/** The sold kg of a cell whose sums are given as SQL expressions (the vetrina rule). */
const vendutiDi = (caricati: string, rimasti: string, scarto: string) => `greatest(${caricati} - ${rimasti} - ${scarto}, 0)`;
/** 1 when a cell with these counts has display-case data. */
const haDati = (vaschette: string, scarti: string) => `case when ${vaschette} > 0 or ${scarti} > 0 then 1 else 0 end`;

/** Delta rows (COLUMNS) of display-case tray rows `x`, times `segno`: only trays weighed back count. */
const carichiDelta = (x: string, segno: 1 | -1) => {
  const s = segno === 1 ? '' : '-';
  return `select punto_vendita_id, data, gusto_id, ${s}kg, ${s}kg_rimasti, 0::numeric, ${segno}, 0 from ${x} where kg_rimasti is not null`;
};
/** Delta rows (COLUMNS) of waste rows `x`, times `segno`. */
const scartiDelta = (x: string, segno: 1 | -1) => {
  const s = segno === 1 ? '' : '-';
  return `select punto_vendita_id, data, gusto_id, 0::numeric, 0::numeric, ${s}kg, 0, ${segno} from ${x}`;
};

/**
 * The vetrina rule's `giorni` CTE (vetrina.sql.ts giorniSql's punto_vendita_id, data, gusto_id, venduti)
 * read from the cell rollup: the cells with display-case data on the days `dateFilter` chooses.
 */
export const giorniVendutiSql = (dateFilter: (alias: string) => string) => `
  giorni as (
    select c.punto_vendita_id, c.data, c.gusto_id, ${vendutiDi('c.kg_caricati', 'c.kg_rimasti', 'c.kg_scarto')} as venduti
      from ${VENDUTI_GUSTO_TABLE} c
     where ${dateFilter('c')} and (c.vaschette > 0 or c.scarti > 0))`;

/**
 * One statement applying the delta rows of `source` (COLUMNS) to both tables: the cells by upsert
 * (keys grouped and sorted, so that concurrent writers lock them in the same order; all-zero groups,
 * e.g. a tray updated without changing its kg, skipped), then the days by the cells' change of sold kg.
 */
function applicaDelta(source: string): string {
  const c = (col: string) => `c.${col}`;
  const prima = (col: string) => `(c.${col} - d.${col})`;
  return `
  with d (${COLUMNS}) as (
    select punto_vendita_id, data, gusto_id, sum(kg_caricati), sum(kg_rimasti), sum(kg_scarto), sum(vaschette)::int, sum(scarti)::int
      from (${source}) s (${COLUMNS})
     group by 1, 2, 3
    having sum(kg_caricati) <> 0 or sum(kg_rimasti) <> 0 or sum(kg_scarto) <> 0 or sum(vaschette) <> 0 or sum(scarti) <> 0),
  c as (
    insert into ${VENDUTI_GUSTO_TABLE} as t (${COLUMNS})
    select ${COLUMNS} from d order by 1, 2, 3
    on conflict (${KEY.join(', ')}) do update set ${SUMS.map((x) => `${x} = t.${x} + excluded.${x}`).join(', ')}
    returning t.${COLUMNS.replaceAll(', ', ', t.')})
  insert into ${VENDUTI_GIORNO_TABLE} as t (punto_vendita_id, data, kg_venduti, celle)
  select c.punto_vendita_id, c.data,
         sum(${vendutiDi(c('kg_caricati'), c('kg_rimasti'), c('kg_scarto'))} - ${vendutiDi(prima('kg_caricati'), prima('kg_rimasti'), prima('kg_scarto'))}),
         sum(${haDati(c('vaschette'), c('scarti'))} - ${haDati(prima('vaschette'), prima('scarti'))})
    from c join d on d.punto_vendita_id = c.punto_vendita_id and d.data = c.data and d.gusto_id = c.gusto_id
   group by 1, 2 order by 1, 2
  on conflict (punto_vendita_id, data) do update set kg_venduti = t.kg_venduti + excluded.kg_venduti, celle = t.celle + excluded.celle`;
}

/** Guard shared with the analytics rollups: maintenance can be switched off for a bulk load, then rebuilt. */
const GUARD = `if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;`;

/**
 * Full rebuild from vetrina_carichi and vetrina_scarti (after imports, bulk loads and truncates), set
 * based: the cells in one INSERT … SELECT, the days from the cells in another. No trigger involved
 * (the backup import runs it with user triggers disabled). Rows are written day by day, as the
 * triggers later append them: the forecast reads the last weeks of every point, a few pages at the end.
 */
export const VENDUTI_REBUILD_STATEMENTS: string[] = [
  `truncate ${VENDUTI_GUSTO_TABLE}, ${VENDUTI_GIORNO_TABLE}`,
  `insert into ${VENDUTI_GUSTO_TABLE} (${COLUMNS})
  select punto_vendita_id, data, gusto_id, sum(kg_caricati), sum(kg_rimasti), sum(kg_scarto), sum(vaschette)::int, sum(scarti)::int
    from (${carichiDelta('vetrina_carichi', 1)} union all ${scartiDelta('vetrina_scarti', 1)}) s (${COLUMNS})
   group by 1, 2, 3 order by 2, 1, 3`,
  `insert into ${VENDUTI_GIORNO_TABLE} (punto_vendita_id, data, kg_venduti, celle)
  select punto_vendita_id, data, sum(${vendutiDi('kg_caricati', 'kg_rimasti', 'kg_scarto')}), sum(${haDati('vaschette', 'scarti')})
    from ${VENDUTI_GUSTO_TABLE} group by 1, 2 order by 2, 1`,
];

/** One trigger function per table and event (transition tables); an empty one ends the call. */
function funzioni(tabella: 'vetrina_carichi' | 'vetrina_scarti', delta: (x: string, segno: 1 | -1) => string): string[] {
  const fn = (evento: string, vuota: 'nuove' | 'vecchie', source: string) => `create or replace function ${tabella}_venduti_${evento}() returns trigger language plpgsql as $$
begin
  ${GUARD}
  if not exists (select from ${vuota}) then return null; end if;
  ${applicaDelta(source)};
  return null;
end $$;`;
  return [
    fn('ins', 'nuove', delta('nuove', 1)),
    fn('upd', 'nuove', `${delta('vecchie', -1)} union all ${delta('nuove', 1)}`),
    fn('del', 'vecchie', delta('vecchie', -1)),
  ];
}

const TRUNCATE_FN = `create or replace function vetrina_venduti_truncate() returns trigger language plpgsql as $$
begin
  ${VENDUTI_REBUILD_STATEMENTS.join(';\n  ')};
  return null;
end $$;`;

const triggers = (tabella: 'vetrina_carichi' | 'vetrina_scarti') => [
  `create trigger ${tabella}_venduti_ins after insert on ${tabella} referencing new table as nuove for each statement execute function ${tabella}_venduti_ins();`,
  `create trigger ${tabella}_venduti_upd after update on ${tabella} referencing old table as vecchie new table as nuove for each statement execute function ${tabella}_venduti_upd();`,
  `create trigger ${tabella}_venduti_del after delete on ${tabella} referencing old table as vecchie for each statement execute function ${tabella}_venduti_del();`,
  `create trigger ${tabella}_venduti_trunc after truncate on ${tabella} for each statement execute function vetrina_venduti_truncate();`,
];

/** Everything the migration creates, in order: tables, functions, triggers, the fill from the data present. */
export const VENDUTI_STATEMENTS: string[] = [
  `create table "${VENDUTI_GUSTO_TABLE}" ("punto_vendita_id" int not null, "data" date not null, "gusto_id" int not null, "kg_caricati" numeric(16,3) not null default 0, "kg_rimasti" numeric(16,3) not null default 0, "kg_scarto" numeric(16,3) not null default 0, "vaschette" int not null default 0, "scarti" int not null default 0, primary key ("punto_vendita_id", "data", "gusto_id"));`,
  `create table "${VENDUTI_GIORNO_TABLE}" ("punto_vendita_id" int not null, "data" date not null, "kg_venduti" numeric(16,3) not null default 0, "celle" int not null default 0, primary key ("punto_vendita_id", "data"));`,
  ...funzioni('vetrina_carichi', carichiDelta),
  ...funzioni('vetrina_scarti', scartiDelta),
  TRUNCATE_FN,
  ...triggers('vetrina_carichi'),
  ...triggers('vetrina_scarti'),
  ...VENDUTI_REBUILD_STATEMENTS.slice(1),
  `analyze ${VENDUTI_GUSTO_TABLE}, ${VENDUTI_GIORNO_TABLE}`,
];
