/**
 * SQL of the rollup behind the real margins (Migration20261124100000MarginiCelle), one row per cell:
 *
 * - analytics_margini_mese (anno, mese, punto_vendita_id, gusto_id)
 *     -> production side: kg, costo, righe (the sums of analytics_gusti_mese over half months and operators)
 *     -> display-case side: reale, kg_caricati, kg_scarto, kg_venduti, costo_foto, kg_senza_foto
 *
 * so that a margin read scans one row per cell (~29k a year at chain scale) and never joins a
 * display-case table to a production table per request (issue 14: p95 < 100 ms on the large dataset).
 *
 * Per day, point and flavour (as in the Vetrina summary): only trays weighed back at closing count
 * (an open tray's sold kg are not known yet), waste counts whenever recorded, sold = loaded − left −
 * waste (never below 0). The sold kg are costed at the weighted food cost of the day's trays: the
 * part loaded from a production line at that line's snapshot (`costo_foto`, frozen: snapshots never
 * change), the part loaded without a production line is kept as kg (`kg_senza_foto`) and costed when
 * read at the flavour's current food cost, the same rule as GET /api/vetrina/riepilogo. Revenue is
 * never stored: it depends on today's price list (listino) and is computed when read, so a price
 * change needs no recomputation.
 *
 * A cell is `reale` when the flavour has display-case data at that point in that month (a closed tray
 * or waste); any other cell with production keeps the estimate.
 */

/**
 * Display-case month rows (key + kg_caricati, kg_scarto, kg_venduti, costo_foto, kg_senza_foto) from
 * the display-case tables, restricted by `carichiWhere` / `scartiWhere` (conditions on aliases c and
 * s; 'true' for everything).
 */
export const vetrinaMeseSelect = (carichiWhere: string, scartiWhere: string) => `
  with c as (
    select c.punto_vendita_id, c.data, c.gusto_id, sum(c.kg) as kg, sum(c.kg_rimasti) as rimasti,
           coalesce(sum(c.kg * r.food_cost), 0) as cf, coalesce(sum(c.kg) filter (where r.food_cost is null), 0) as ksf
      from vetrina_carichi c left join produzione_righe r on r.id = c.produzione_riga_id
     where c.kg_rimasti is not null and ${carichiWhere}
     group by 1, 2, 3),
  s as (
    select s.punto_vendita_id, s.data, s.gusto_id, sum(s.kg) as kg from vetrina_scarti s where ${scartiWhere} group by 1, 2, 3),
  g as (
    select coalesce(c.punto_vendita_id, s.punto_vendita_id) as punto_vendita_id, coalesce(c.data, s.data) as data,
           coalesce(c.gusto_id, s.gusto_id) as gusto_id, coalesce(c.kg, 0) as caricati, coalesce(s.kg, 0) as scarto,
           greatest(coalesce(c.kg, 0) - coalesce(c.rimasti, 0) - coalesce(s.kg, 0), 0) as venduti,
           coalesce(c.cf, 0) as cf, coalesce(c.ksf, 0) as ksf
      from c full join s on s.punto_vendita_id = c.punto_vendita_id and s.data = c.data and s.gusto_id = c.gusto_id)
  select extract(year from g.data)::smallint, extract(month from g.data)::smallint, g.punto_vendita_id, g.gusto_id,
         sum(g.caricati), sum(g.scarto), sum(g.venduti),
         sum(case when g.caricati > 0 then g.venduti * g.cf / g.caricati else 0 end),
         sum(case when g.caricati > 0 then g.venduti * g.ksf / g.caricati else 0 end)
    from g group by 1, 2, 3, 4`;


/** The rollup table (derived data: rebuilt by MARGINI_REBUILD_STATEMENTS). */
export const MARGINI_ROLLUP_TABLE = 'analytics_margini_mese';

const KEY = 'anno, mese, punto_vendita_id, gusto_id';
const VETRINA_COLUMNS = 'kg_caricati, kg_scarto, kg_venduti, costo_foto, kg_senza_foto';
const PRODUZIONE_COLUMNS = 'kg, costo, righe';

/** Writes display-case rows (KEY + VETRINA_COLUMNS, from `select`) into their cells; `reale` marks them. */
const vetrinaUpsert = (select: string) => `
  insert into ${MARGINI_ROLLUP_TABLE} as t (${KEY}, ${VETRINA_COLUMNS}, reale)
  select *, true from (${select}) v
  on conflict (${KEY}) do update set reale = true, kg_caricati = excluded.kg_caricati, kg_scarto = excluded.kg_scarto,
    kg_venduti = excluded.kg_venduti, costo_foto = excluded.costo_foto, kg_senza_foto = excluded.kg_senza_foto`;

/** The display-case side of the cells matching `where` back to "no display-case data". */
const vetrinaAzzera = (where: string) => `
  update ${MARGINI_ROLLUP_TABLE} set reale = false, kg_caricati = 0, kg_scarto = 0, kg_venduti = 0, costo_foto = 0, kg_senza_foto = 0
   where reale and ${where}`;

/** Upsert of the production delta rows `source` (KEY + kg, costo, righe), keys grouped and sorted. */
const produzioneDelta = (source: string) => `
  insert into ${MARGINI_ROLLUP_TABLE} as t (${KEY}, ${PRODUZIONE_COLUMNS})
  select ${KEY}, sum(kg), sum(costo), sum(righe)::int
    from (${source}) d
   group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (${KEY}) do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe`;

/**
 * Full rebuild of the margins' rollup from analytics_gusti_mese and the display-case tables (after
 * imports, bulk loads and truncates; run after the production rollups are rebuilt).
 */
export const MARGINI_REBUILD_STATEMENTS: string[] = [
  `truncate ${MARGINI_ROLLUP_TABLE}`,
  `insert into ${MARGINI_ROLLUP_TABLE} (${KEY}, ${PRODUZIONE_COLUMNS})
  select ${KEY}, sum(kg), sum(costo), sum(righe) from analytics_gusti_mese group by 1, 2, 3, 4`,
  vetrinaUpsert(vetrinaMeseSelect('true', 'true')),
];

/**
 * First line of a statement trigger function fired with an empty transition table: nothing to do, and
 * no statement run (an upsert fires both the insert and the update triggers of its table, one of them
 * usually with no row; run anyway, each statement fired the cascade below it again: Migration20261128100000RollupSnelli).
 */
const saltaSeVuota = (tabella: 'nuove' | 'vecchie') => `if not exists (select from ${tabella}) then return null; end if;`;

/** Guard shared with the production rollups: maintenance can be switched off for a bulk load, then rebuilt. */
const GUARD = `if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;`;

/**
 * Recomputes the display-case side of one (month, point, flavour) cell from the display-case tables
 * (a few dozen rows at most), under a transaction advisory lock on the cell so concurrent writers of
 * the same cell serialise. No display-case row left: the cell is back to the estimate.
 */
const RICALCOLA = `create or replace function analytics_vetrina_ricalcola(p_pv int, p_gusto int, p_data date) returns void language plpgsql as $$
declare
  d0 date := date_trunc('month', p_data)::date;
  d1 date := (date_trunc('month', p_data) + interval '1 month' - interval '1 day')::date;
begin
  perform pg_advisory_xact_lock(hashtext('${MARGINI_ROLLUP_TABLE}'), hashtext(p_pv || '-' || p_gusto || '-' || d0));
  ${vetrinaUpsert(vetrinaMeseSelect('c.punto_vendita_id = p_pv and c.gusto_id = p_gusto and c.data between d0 and d1', 's.punto_vendita_id = p_pv and s.gusto_id = p_gusto and s.data between d0 and d1'))};
  if not found then
    ${vetrinaAzzera('anno = extract(year from d0) and mese = extract(month from d0) and punto_vendita_id = p_pv and gusto_id = p_gusto')};
  end if;
end $$;`;

/** Row trigger of both display-case tables: the old and the new cell are recomputed. */
const TRIGGER_FN = `create or replace function analytics_vetrina_riga() returns trigger language plpgsql as $$
begin
  ${GUARD}
  if tg_op in ('UPDATE', 'DELETE') then
    perform analytics_vetrina_ricalcola(old.punto_vendita_id, old.gusto_id, old.data);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or old.punto_vendita_id <> new.punto_vendita_id
      or old.gusto_id <> new.gusto_id or date_trunc('month', old.data) <> date_trunc('month', new.data)) then
    perform analytics_vetrina_ricalcola(new.punto_vendita_id, new.gusto_id, new.data);
  end if;
  return null;
end $$;`;

/** A truncate of a display-case table: the display-case side of every cell again from what is left. */
const TRUNCATE_FN = `create or replace function analytics_vetrina_truncate() returns trigger language plpgsql as $$
begin
  ${vetrinaAzzera('true')};
  ${vetrinaUpsert(vetrinaMeseSelect('true', 'true'))};
  return null;
end $$;`;

/**
 * Statement triggers of analytics_gusti_mese keeping the production side (one function per event:
 * transition tables), so whatever writes that rollup (the production triggers, its rebuild) keeps
 * this one too; no bulk-load GUARD: it follows analytics_gusti_mese whatever the bulk-load setting says. Rows
 * whose kg fall to 0 stay (readers skip cells with kg = 0 and no display-case data).
 */
const PRODUZIONE_FUNCTIONS = [
  `create or replace function analytics_margini_mese_ins() returns trigger language plpgsql as $$
begin
  ${saltaSeVuota('nuove')}
  ${produzioneDelta(`select ${KEY}, kg, costo, righe from nuove`)};
  return null;
end $$;`,
  `create or replace function analytics_margini_mese_upd() returns trigger language plpgsql as $$
begin
  ${saltaSeVuota('nuove')}
  ${produzioneDelta(`select ${KEY}, kg, costo, righe from nuove union all select ${KEY}, -kg, -costo, -righe from vecchie`)};
  return null;
end $$;`,
  `create or replace function analytics_margini_mese_del() returns trigger language plpgsql as $$
begin
  ${saltaSeVuota('vecchie')}
  ${produzioneDelta(`select ${KEY}, -kg, -costo, -righe from vecchie`)};
  return null;
end $$;`,
  // a truncate of analytics_gusti_mese empties the production side only (display-case cells stay)
  `create or replace function analytics_margini_mese_trunc() returns trigger language plpgsql as $$
begin
  delete from ${MARGINI_ROLLUP_TABLE} where not reale;
  update ${MARGINI_ROLLUP_TABLE} set kg = 0, costo = 0, righe = 0 where kg <> 0 or costo <> 0 or righe <> 0;
  return null;
end $$;`,
];

/** Everything the migration creates, in order: table, functions, triggers, initial fill. */
export const MARGINI_STATEMENTS: string[] = [
  `create table "${MARGINI_ROLLUP_TABLE}" ("anno" smallint not null, "mese" smallint not null, "punto_vendita_id" int not null, "gusto_id" int not null, "kg" numeric(16,3) not null default 0, "costo" numeric(20,7) not null default 0, "righe" int not null default 0, "reale" boolean not null default false, "kg_caricati" numeric(16,3) not null default 0, "kg_scarto" numeric(16,3) not null default 0, "kg_venduti" numeric(16,3) not null default 0, "costo_foto" numeric(20,7) not null default 0, "kg_senza_foto" numeric(20,7) not null default 0, primary key ("anno", "mese", "punto_vendita_id", "gusto_id"));`,
  RICALCOLA,
  TRIGGER_FN,
  TRUNCATE_FN,
  ...PRODUZIONE_FUNCTIONS,
  `create trigger analytics_vetrina_carichi after insert or update or delete on vetrina_carichi for each row execute function analytics_vetrina_riga();`,
  `create trigger analytics_vetrina_scarti after insert or update or delete on vetrina_scarti for each row execute function analytics_vetrina_riga();`,
  `create trigger analytics_vetrina_carichi_trunc after truncate on vetrina_carichi for each statement execute function analytics_vetrina_truncate();`,
  `create trigger analytics_vetrina_scarti_trunc after truncate on vetrina_scarti for each statement execute function analytics_vetrina_truncate();`,
  `create trigger analytics_margini_mese_ins after insert on analytics_gusti_mese referencing new table as nuove for each statement execute function analytics_margini_mese_ins();`,
  `create trigger analytics_margini_mese_upd after update on analytics_gusti_mese referencing old table as vecchie new table as nuove for each statement execute function analytics_margini_mese_upd();`,
  `create trigger analytics_margini_mese_del after delete on analytics_gusti_mese referencing old table as vecchie for each statement execute function analytics_margini_mese_del();`,
  `create trigger analytics_margini_mese_trunc after truncate on analytics_gusti_mese for each statement execute function analytics_margini_mese_trunc();`,
  ...MARGINI_REBUILD_STATEMENTS.slice(1),
];

/**
 * Two sums of the cells, so that the chain's margins never read every cell (~29k a year at chain
 * scale):
 * - analytics_margini_gusto_mese (anno, mese, gusto_id), summed over sales points (~1,440 rows a
 *   year): the margins per month (year comparison, Analytics' monthly margins);
 * - analytics_margini_pv_anno (anno, punto_vendita_id, gusto_id), summed over months (~2,400 rows a
 *   year): the margins of a year per flavour, category and sales point.
 * Per row, the parts of the margin that do not depend on what is summed away:
 * - 'stimato' cells with production (kg <> 0): kg_stimato, costo_stimato, counted in celle_stimate;
 * - 'reale' cells: kg_venduti, costo_foto, kg_senza_foto, counted in celle_reali.
 * Revenue is still computed when read (analytics.margini.ts): prices depend on (point, flavour),
 * which both tables keep, except the month sums, which read a point's own price from its cells (few).
 * An aggregate is 'reale' when its celle_stimate sum to 0, exactly as the cells' bool_and.
 *
 * Kept by statement triggers on analytics_margini_mese (transition tables: whatever writes the cells,
 * the production rollup's triggers, the display-case row triggers, the rebuild, moves these too).
 */
export const MARGINI_GUSTO_TABLE = 'analytics_margini_gusto_mese';
export const MARGINI_PV_TABLE = 'analytics_margini_pv_anno';

const SOMMA_COLUMNS = ['kg_stimato', 'costo_stimato', 'kg_venduti', 'costo_foto', 'kg_senza_foto', 'celle_stimate', 'celle_reali'];

/** What one cell (alias x) adds to its row of a sum (key columns first), times `segno` (1 or -1). */
const contributo = (key: string[], x: string, segno: 1 | -1) => {
  const s = segno === 1 ? '' : '-';
  const stimata = `not ${x}.reale and ${x}.kg <> 0`;
  return `${key.map((k) => `${x}.${k}`).join(', ')},
    ${s}case when ${stimata} then ${x}.kg else 0 end, ${s}case when ${stimata} then ${x}.costo else 0 end,
    ${s}case when ${x}.reale then ${x}.kg_venduti else 0 end, ${s}case when ${x}.reale then ${x}.costo_foto else 0 end,
    ${s}case when ${x}.reale then ${x}.kg_senza_foto else 0 end,
    ${s}case when ${stimata} then 1 else 0 end, ${s}case when ${x}.reale then 1 else 0 end`;
};

/** One sum of the cells: its table, trigger functions, triggers and rebuild. */
function sommaCelle(table: string, key: string[]) {
  const k = key.join(', ');
  const cols = SOMMA_COLUMNS.join(', ');
  /** Upsert of the contributions `source` (key + SOMMA_COLUMNS), keys grouped and sorted. */
  const delta = (source: string) => `
  insert into ${table} as t (${k}, ${cols})
  select ${k}, ${SOMMA_COLUMNS.map((c) => `sum(${c})`).join(', ')}
    from (${source}) d (${k}, ${cols})
   group by ${key.map((_, i) => i + 1).join(', ')} order by ${key.map((_, i) => i + 1).join(', ')}
  on conflict (${k}) do update set ${SOMMA_COLUMNS.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}`;
  const fn = (evento: string, body: string, vuota?: 'nuove' | 'vecchie') => `create or replace function ${table}_${evento}() returns trigger language plpgsql as $$
begin
  ${vuota ? `${saltaSeVuota(vuota)}\n  ` : ''}${body};
  return null;
end $$;`;
  const keyTypes: Record<string, string> = { anno: 'smallint', mese: 'smallint', punto_vendita_id: 'int', gusto_id: 'int' };
  const rebuild = [`delete from ${table}`, delta(`select ${contributo(key, 'c', 1)} from ${MARGINI_ROLLUP_TABLE} c`)];
  const statements = [
    `create table "${table}" (${key.map((c) => `"${c}" ${keyTypes[c]} not null`).join(', ')}, "kg_stimato" numeric(16,3) not null default 0, "costo_stimato" numeric(20,7) not null default 0, "kg_venduti" numeric(16,3) not null default 0, "costo_foto" numeric(20,7) not null default 0, "kg_senza_foto" numeric(20,7) not null default 0, "celle_stimate" int not null default 0, "celle_reali" int not null default 0, primary key (${key.map((c) => `"${c}"`).join(', ')}));`,
    fn('ins', delta(`select ${contributo(key, 'n', 1)} from nuove n`), 'nuove'),
    fn('upd', delta(`select ${contributo(key, 'n', 1)} from nuove n union all select ${contributo(key, 'o', -1)} from vecchie o`), 'nuove'),
    fn('del', delta(`select ${contributo(key, 'o', -1)} from vecchie o`), 'vecchie'),
    fn('trunc', `delete from ${table}`),
    `create trigger ${table}_ins after insert on ${MARGINI_ROLLUP_TABLE} referencing new table as nuove for each statement execute function ${table}_ins();`,
    `create trigger ${table}_upd after update on ${MARGINI_ROLLUP_TABLE} referencing old table as vecchie new table as nuove for each statement execute function ${table}_upd();`,
    `create trigger ${table}_del after delete on ${MARGINI_ROLLUP_TABLE} referencing old table as vecchie for each statement execute function ${table}_del();`,
    `create trigger ${table}_trunc after truncate on ${MARGINI_ROLLUP_TABLE} for each statement execute function ${table}_trunc();`,
  ];
  return { rebuild, statements };
}

const SOMMA_GUSTO_MESE = sommaCelle(MARGINI_GUSTO_TABLE, ['anno', 'mese', 'gusto_id']);
const SOMMA_PV_ANNO = sommaCelle(MARGINI_PV_TABLE, ['anno', 'punto_vendita_id', 'gusto_id']);

/** Full rebuild of both sums from the cells (after MARGINI_REBUILD_STATEMENTS, whose triggers may be off during an import). */
export const MARGINI_SOMME_REBUILD_STATEMENTS: string[] = [...SOMMA_GUSTO_MESE.rebuild, ...SOMMA_PV_ANNO.rebuild];

/** Everything the migration creates, in order: both sums, the cells' point-price index, the fill. */
export const MARGINI_SOMME_STATEMENTS: string[] = [
  ...SOMMA_GUSTO_MESE.statements,
  ...SOMMA_PV_ANNO.statements,
  `create index "analytics_margini_mese_punto_vendita_id_gusto_id_anno_index" on "${MARGINI_ROLLUP_TABLE}" ("punto_vendita_id", "gusto_id", "anno");`,
  ...MARGINI_SOMME_REBUILD_STATEMENTS,
];
