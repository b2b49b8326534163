/**
 * SQL of the analytics rollups, shared by the migration (trigger functions, rebuild function) and by
 * rebuildRollups(). Three tables, all keyed by values of the production (never by time of writing):
 *
 * - analytics_gusti_mese      (anno, mese, meta, punto_vendita_id, gusto_id, operatore_id) -> kg, costo, righe
 * - analytics_gusti_mese_tot  (anno, mese, meta, gusto_id)                                 -> kg, costo, righe
 * - analytics_giorno          (data, punto_vendita_id, operatore_id)                       -> kg, costo, righe, produzioni
 * - analytics_gusti_giorno    (gusto_id, data)                                             -> kg, costo, righe
 *
 * `meta` is the half of the month (1: days 1-15, 2: days 16-end): the trend compares the halves of a
 * period, and a month or a year splits exactly on half-month buckets. `operatore_id` 0 means none.
 * costo = quantita_kg × food_cost (the line's snapshot), righe = number of production lines.
 */
import { MARGINI_GUSTO_TABLE, MARGINI_PV_TABLE, MARGINI_REBUILD_STATEMENTS, MARGINI_ROLLUP_TABLE, MARGINI_SOMME_REBUILD_STATEMENTS } from './analytics.margini-sql.js';
import { VENDUTI_REBUILD_STATEMENTS, VENDUTI_TABLES } from '../vetrina/vetrina.venduti-sql.js';

/** The rollup tables (derived data: rebuilt by REBUILD_STATEMENTS), the display case's sold kg (the forecast's history) included. */
export const ROLLUP_TABLES = ['analytics_gusti_mese', 'analytics_gusti_mese_tot', 'analytics_giorno', 'analytics_gusti_giorno', MARGINI_ROLLUP_TABLE, MARGINI_GUSTO_TABLE, MARGINI_PV_TABLE, ...VENDUTI_TABLES] as const;

/** Columns every delta source must select, in this order. */
const DELTA_COLUMNS = 'data, punto_vendita_id, operatore_id, gusto_id, kg, costo, righe, produzioni';

/**
 * One top-level statement (data-modifying CTEs) applying the delta rows of `source` (columns DELTA_COLUMNS; gusto_id null for rows
 * that only count productions) to the three rollups. Keys are grouped and sorted, so that concurrent
 * writers lock rollup rows in the same order.
 */
export function applyDeltaSql(source: string): string {
  return `
  with d (${DELTA_COLUMNS}) as (${source}),
  a as (
    insert into analytics_gusti_mese as t (anno, mese, meta, punto_vendita_id, gusto_id, operatore_id, kg, costo, righe)
    select extract(year from data)::smallint, extract(month from data)::smallint,
           (case when extract(day from data) <= 15 then 1 else 2 end)::smallint,
           punto_vendita_id, gusto_id, operatore_id, sum(kg), sum(costo), sum(righe)::int
      from d where gusto_id is not null
     group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
    on conflict (anno, mese, meta, punto_vendita_id, gusto_id, operatore_id)
    do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe
  ),
  b as (
    insert into analytics_gusti_mese_tot as t (anno, mese, meta, gusto_id, kg, costo, righe)
    select extract(year from data)::smallint, extract(month from data)::smallint,
           (case when extract(day from data) <= 15 then 1 else 2 end)::smallint,
           gusto_id, sum(kg), sum(costo), sum(righe)::int
      from d where gusto_id is not null
     group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (anno, mese, meta, gusto_id)
    do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe
  ),
  e as (
    insert into analytics_gusti_giorno as t (gusto_id, data, kg, costo, righe)
    select gusto_id, data, sum(kg), sum(costo), sum(righe)::int
      from d where gusto_id is not null
     group by 1, 2 order by 1, 2
    on conflict (gusto_id, data)
    do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe
  )
  insert into analytics_giorno as t (data, punto_vendita_id, operatore_id, kg, costo, righe, produzioni)
  select data, punto_vendita_id, operatore_id, sum(kg), sum(costo), sum(righe)::int, sum(produzioni)::int
    from d
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (data, punto_vendita_id, operatore_id)
  do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe,
                produzioni = t.produzioni + excluded.produzioni`;
}

/** Delta rows of production lines `r` joined to their production `p`, with a sign. */
const lineDelta = (lines: string, sign: 1 | -1, key = 'p') => `
  select ${key}.data, ${key}.punto_vendita_id, coalesce(${key}.operatore_id, 0), r.gusto_id,
         ${sign} * r.quantita_kg, ${sign} * r.quantita_kg * r.food_cost, ${sign}, 0
    from ${lines} r join produzioni p on p.id = r.produzione_id`;

/** Guard: rollup maintenance can be switched off for a transaction (bulk loads), then rebuilt. */
const GUARD = `if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;`;

/** The part of REBUILD_STATEMENTS that rebuilds the four production rollups (the truncate trigger runs it). */
const PRODUZIONE_REBUILD_STATEMENTS: string[] = [
  `truncate analytics_gusti_mese, analytics_gusti_mese_tot, analytics_giorno, analytics_gusti_giorno`,
  `insert into analytics_gusti_mese (anno, mese, meta, punto_vendita_id, gusto_id, operatore_id, kg, costo, righe)
  select extract(year from p.data)::smallint, extract(month from p.data)::smallint,
         (case when extract(day from p.data) <= 15 then 1 else 2 end)::smallint,
         p.punto_vendita_id, r.gusto_id, coalesce(p.operatore_id, 0),
         sum(r.quantita_kg), sum(r.quantita_kg * r.food_cost), count(*)
    from produzione_righe r join produzioni p on p.id = r.produzione_id
   group by 1, 2, 3, 4, 5, 6`,
  `insert into analytics_gusti_mese_tot (anno, mese, meta, gusto_id, kg, costo, righe)
  select anno, mese, meta, gusto_id, sum(kg), sum(costo), sum(righe)
    from analytics_gusti_mese group by 1, 2, 3, 4`,
  `insert into analytics_gusti_giorno (gusto_id, data, kg, costo, righe)
  select r.gusto_id, p.data, sum(r.quantita_kg), sum(r.quantita_kg * r.food_cost), count(*)
    from produzione_righe r join produzioni p on p.id = r.produzione_id
   group by 1, 2`,
  `insert into analytics_giorno (data, punto_vendita_id, operatore_id, kg, costo, righe, produzioni)
  select p.data, p.punto_vendita_id, coalesce(p.operatore_id, 0),
         coalesce(sum(l.kg), 0), coalesce(sum(l.costo), 0), coalesce(sum(l.righe), 0), count(*)
    from produzioni p
    left join (
      select r.produzione_id, sum(r.quantita_kg) kg, sum(r.quantita_kg * r.food_cost) costo, count(*) righe
        from produzione_righe r group by r.produzione_id
    ) l on l.produzione_id = p.id
   group by 1, 2, 3`,
];

/**
 * Full rebuild from produzioni / produzione_righe (after imports and bulk loads). Plain statements,
 * not a stored routine: run by rebuildRollups() (the truncate trigger runs the production part).
 */
export const REBUILD_STATEMENTS: string[] = [
  ...PRODUZIONE_REBUILD_STATEMENTS,
  // the cells of the real margins and their sums per flavour (analytics.margini-sql.ts)
  ...MARGINI_REBUILD_STATEMENTS,
  ...MARGINI_SOMME_REBUILD_STATEMENTS,
  // the display case's sold kg per point, day and flavour and per point and day (vetrina.venduti-sql.ts)
  ...VENDUTI_REBUILD_STATEMENTS,
];

/** Trigger functions and triggers that keep the rollups current on every write. */
export const TRIGGER_FUNCTIONS: string[] = [
  // lines inserted
  `create or replace function analytics_righe_ins() returns trigger language plpgsql as $$
begin
  ${GUARD}
  ${applyDeltaSql(lineDelta('nuove', 1))};
  return null;
end $$;`,
  // lines deleted (when the production itself is being deleted its lines were already subtracted
  // by analytics_produzioni_del and the join finds no production)
  `create or replace function analytics_righe_del() returns trigger language plpgsql as $$
begin
  ${GUARD}
  ${applyDeltaSql(lineDelta('vecchie', -1))};
  return null;
end $$;`,
  // lines updated (quantity, flavour, snapshot or production changed): old out, new in
  `create or replace function analytics_righe_upd() returns trigger language plpgsql as $$
begin
  ${GUARD}
  ${applyDeltaSql(`${lineDelta('vecchie', -1)} union all ${lineDelta('nuove', 1)}`)};
  return null;
end $$;`,
  // productions inserted: count them per day, in analytics_giorno only (their lines, written after
  // them, move the rest; applyDeltaSql here upserted nothing into the flavour rollups but still fired
  // their triggers: Migration20261128100000RollupSnelli)
  `create or replace function analytics_produzioni_ins() returns trigger language plpgsql as $$
begin
  ${GUARD}
  insert into analytics_giorno as t (data, punto_vendita_id, operatore_id, kg, costo, righe, produzioni)
  select data, punto_vendita_id, coalesce(operatore_id, 0), 0, 0, 0, count(*)::int
    from nuove
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (data, punto_vendita_id, operatore_id) do update set produzioni = t.produzioni + excluded.produzioni;
  return null;
end $$;`,
  // a production deleted: subtract its lines (still there, BEFORE the cascade) and the count
  `create or replace function analytics_produzioni_del() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return old; end if;
  ${applyDeltaSql(`
    select old.data, old.punto_vendita_id, coalesce(old.operatore_id, 0), r.gusto_id,
           -r.quantita_kg, -r.quantita_kg * r.food_cost, -1, 0
      from produzione_righe r where r.produzione_id = old.id
    union all
    select old.data, old.punto_vendita_id, coalesce(old.operatore_id, 0), null::int, 0::numeric, 0::numeric, 0, -1`)};
  return old;
end $$;`,
  // a production's date, sales point or operator changed: move its lines and its count
  `create or replace function analytics_produzioni_upd() returns trigger language plpgsql as $$
begin
  ${GUARD}
  ${applyDeltaSql(`
    select old.data, old.punto_vendita_id, coalesce(old.operatore_id, 0), r.gusto_id,
           -r.quantita_kg, -r.quantita_kg * r.food_cost, -1, 0
      from produzione_righe r where r.produzione_id = new.id
    union all
    select new.data, new.punto_vendita_id, coalesce(new.operatore_id, 0), r.gusto_id,
           r.quantita_kg, r.quantita_kg * r.food_cost, 1, 0
      from produzione_righe r where r.produzione_id = new.id
    union all
    select old.data, old.punto_vendita_id, coalesce(old.operatore_id, 0), null::int, 0::numeric, 0::numeric, 0, -1
    union all
    select new.data, new.punto_vendita_id, coalesce(new.operatore_id, 0), null::int, 0::numeric, 0::numeric, 0, 1`)};
  return null;
end $$;`,
  // truncate of productions or lines: rebuild (cheap when the tables are empty); the margins' cells
  // and sums follow analytics_gusti_mese through their own triggers (analytics.margini-sql.ts)
  `create or replace function analytics_truncate() returns trigger language plpgsql as $$
begin
  ${PRODUZIONE_REBUILD_STATEMENTS.join(';\n  ')};
  return null;
end $$;`,
];

export const TRIGGERS: string[] = [
  `create trigger analytics_righe_ins after insert on produzione_righe referencing new table as nuove for each statement execute function analytics_righe_ins();`,
  `create trigger analytics_righe_del after delete on produzione_righe referencing old table as vecchie for each statement execute function analytics_righe_del();`,
  `create trigger analytics_righe_upd after update on produzione_righe referencing old table as vecchie new table as nuove for each statement execute function analytics_righe_upd();`,
  `create trigger analytics_produzioni_ins after insert on produzioni referencing new table as nuove for each statement execute function analytics_produzioni_ins();`,
  `create trigger analytics_produzioni_del before delete on produzioni for each row execute function analytics_produzioni_del();`,
  `create trigger analytics_produzioni_upd after update of data, punto_vendita_id, operatore_id on produzioni for each row
     when (old.data is distinct from new.data or old.punto_vendita_id is distinct from new.punto_vendita_id or old.operatore_id is distinct from new.operatore_id)
     execute function analytics_produzioni_upd();`,
  `create trigger analytics_produzioni_trunc after truncate on produzioni for each statement execute function analytics_truncate();`,
  `create trigger analytics_righe_trunc after truncate on produzione_righe for each statement execute function analytics_truncate();`,
];
