import { Migration } from '@mikro-orm/migrations';

/** The first line the trigger functions of the margins' cells and sums get: an empty transition table ends the call. */
const SALTA = ['  if not exists (select from nuove) then return null; end if;\n', '  if not exists (select from vecchie) then return null; end if;\n'];

/**
 * The analytics functions this migration replaces, as it leaves them (frozen copies of
 * modules/analytics/analytics.rollup-sql.ts TRIGGER_FUNCTIONS and analytics.margini-sql.ts as they
 * were when it shipped).
 */
const FUNZIONI: string[] = [
  `create or replace function analytics_produzioni_ins() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  insert into analytics_giorno as t (data, punto_vendita_id, operatore_id, kg, costo, righe, produzioni)
  select data, punto_vendita_id, coalesce(operatore_id, 0), 0, 0, 0, count(*)::int
    from nuove
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (data, punto_vendita_id, operatore_id) do update set produzioni = t.produzioni + excluded.produzioni;
  return null;
end $$;`,
  `create or replace function analytics_margini_mese_ins() returns trigger language plpgsql as $$
begin
  if not exists (select from nuove) then return null; end if;
  
  insert into analytics_margini_mese as t (anno, mese, punto_vendita_id, gusto_id, kg, costo, righe)
  select anno, mese, punto_vendita_id, gusto_id, sum(kg), sum(costo), sum(righe)::int
    from (select anno, mese, punto_vendita_id, gusto_id, kg, costo, righe from nuove) d
   group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (anno, mese, punto_vendita_id, gusto_id) do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe;
  return null;
end $$;`,
  `create or replace function analytics_margini_mese_upd() returns trigger language plpgsql as $$
begin
  if not exists (select from nuove) then return null; end if;
  
  insert into analytics_margini_mese as t (anno, mese, punto_vendita_id, gusto_id, kg, costo, righe)
  select anno, mese, punto_vendita_id, gusto_id, sum(kg), sum(costo), sum(righe)::int
    from (select anno, mese, punto_vendita_id, gusto_id, kg, costo, righe from nuove union all select anno, mese, punto_vendita_id, gusto_id, -kg, -costo, -righe from vecchie) d
   group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (anno, mese, punto_vendita_id, gusto_id) do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe;
  return null;
end $$;`,
  `create or replace function analytics_margini_mese_del() returns trigger language plpgsql as $$
begin
  if not exists (select from vecchie) then return null; end if;
  
  insert into analytics_margini_mese as t (anno, mese, punto_vendita_id, gusto_id, kg, costo, righe)
  select anno, mese, punto_vendita_id, gusto_id, sum(kg), sum(costo), sum(righe)::int
    from (select anno, mese, punto_vendita_id, gusto_id, -kg, -costo, -righe from vecchie) d
   group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (anno, mese, punto_vendita_id, gusto_id) do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe;
  return null;
end $$;`,
  `create or replace function analytics_margini_gusto_mese_ins() returns trigger language plpgsql as $$
begin
  if not exists (select from nuove) then return null; end if;
  
  insert into analytics_margini_gusto_mese as t (anno, mese, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
  select anno, mese, gusto_id, sum(kg_stimato), sum(costo_stimato), sum(kg_venduti), sum(costo_foto), sum(kg_senza_foto), sum(celle_stimate), sum(celle_reali)
    from (select n.anno, n.mese, n.gusto_id,
    case when not n.reale and n.kg <> 0 then n.kg else 0 end, case when not n.reale and n.kg <> 0 then n.costo else 0 end,
    case when n.reale then n.kg_venduti else 0 end, case when n.reale then n.costo_foto else 0 end,
    case when n.reale then n.kg_senza_foto else 0 end,
    case when not n.reale and n.kg <> 0 then 1 else 0 end, case when n.reale then 1 else 0 end from nuove n) d (anno, mese, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (anno, mese, gusto_id) do update set kg_stimato = t.kg_stimato + excluded.kg_stimato, costo_stimato = t.costo_stimato + excluded.costo_stimato, kg_venduti = t.kg_venduti + excluded.kg_venduti, costo_foto = t.costo_foto + excluded.costo_foto, kg_senza_foto = t.kg_senza_foto + excluded.kg_senza_foto, celle_stimate = t.celle_stimate + excluded.celle_stimate, celle_reali = t.celle_reali + excluded.celle_reali;
  return null;
end $$;`,
  `create or replace function analytics_margini_gusto_mese_upd() returns trigger language plpgsql as $$
begin
  if not exists (select from nuove) then return null; end if;
  
  insert into analytics_margini_gusto_mese as t (anno, mese, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
  select anno, mese, gusto_id, sum(kg_stimato), sum(costo_stimato), sum(kg_venduti), sum(costo_foto), sum(kg_senza_foto), sum(celle_stimate), sum(celle_reali)
    from (select n.anno, n.mese, n.gusto_id,
    case when not n.reale and n.kg <> 0 then n.kg else 0 end, case when not n.reale and n.kg <> 0 then n.costo else 0 end,
    case when n.reale then n.kg_venduti else 0 end, case when n.reale then n.costo_foto else 0 end,
    case when n.reale then n.kg_senza_foto else 0 end,
    case when not n.reale and n.kg <> 0 then 1 else 0 end, case when n.reale then 1 else 0 end from nuove n union all select o.anno, o.mese, o.gusto_id,
    -case when not o.reale and o.kg <> 0 then o.kg else 0 end, -case when not o.reale and o.kg <> 0 then o.costo else 0 end,
    -case when o.reale then o.kg_venduti else 0 end, -case when o.reale then o.costo_foto else 0 end,
    -case when o.reale then o.kg_senza_foto else 0 end,
    -case when not o.reale and o.kg <> 0 then 1 else 0 end, -case when o.reale then 1 else 0 end from vecchie o) d (anno, mese, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (anno, mese, gusto_id) do update set kg_stimato = t.kg_stimato + excluded.kg_stimato, costo_stimato = t.costo_stimato + excluded.costo_stimato, kg_venduti = t.kg_venduti + excluded.kg_venduti, costo_foto = t.costo_foto + excluded.costo_foto, kg_senza_foto = t.kg_senza_foto + excluded.kg_senza_foto, celle_stimate = t.celle_stimate + excluded.celle_stimate, celle_reali = t.celle_reali + excluded.celle_reali;
  return null;
end $$;`,
  `create or replace function analytics_margini_gusto_mese_del() returns trigger language plpgsql as $$
begin
  if not exists (select from vecchie) then return null; end if;
  
  insert into analytics_margini_gusto_mese as t (anno, mese, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
  select anno, mese, gusto_id, sum(kg_stimato), sum(costo_stimato), sum(kg_venduti), sum(costo_foto), sum(kg_senza_foto), sum(celle_stimate), sum(celle_reali)
    from (select o.anno, o.mese, o.gusto_id,
    -case when not o.reale and o.kg <> 0 then o.kg else 0 end, -case when not o.reale and o.kg <> 0 then o.costo else 0 end,
    -case when o.reale then o.kg_venduti else 0 end, -case when o.reale then o.costo_foto else 0 end,
    -case when o.reale then o.kg_senza_foto else 0 end,
    -case when not o.reale and o.kg <> 0 then 1 else 0 end, -case when o.reale then 1 else 0 end from vecchie o) d (anno, mese, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (anno, mese, gusto_id) do update set kg_stimato = t.kg_stimato + excluded.kg_stimato, costo_stimato = t.costo_stimato + excluded.costo_stimato, kg_venduti = t.kg_venduti + excluded.kg_venduti, costo_foto = t.costo_foto + excluded.costo_foto, kg_senza_foto = t.kg_senza_foto + excluded.kg_senza_foto, celle_stimate = t.celle_stimate + excluded.celle_stimate, celle_reali = t.celle_reali + excluded.celle_reali;
  return null;
end $$;`,
  `create or replace function analytics_margini_pv_anno_ins() returns trigger language plpgsql as $$
begin
  if not exists (select from nuove) then return null; end if;
  
  insert into analytics_margini_pv_anno as t (anno, punto_vendita_id, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
  select anno, punto_vendita_id, gusto_id, sum(kg_stimato), sum(costo_stimato), sum(kg_venduti), sum(costo_foto), sum(kg_senza_foto), sum(celle_stimate), sum(celle_reali)
    from (select n.anno, n.punto_vendita_id, n.gusto_id,
    case when not n.reale and n.kg <> 0 then n.kg else 0 end, case when not n.reale and n.kg <> 0 then n.costo else 0 end,
    case when n.reale then n.kg_venduti else 0 end, case when n.reale then n.costo_foto else 0 end,
    case when n.reale then n.kg_senza_foto else 0 end,
    case when not n.reale and n.kg <> 0 then 1 else 0 end, case when n.reale then 1 else 0 end from nuove n) d (anno, punto_vendita_id, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (anno, punto_vendita_id, gusto_id) do update set kg_stimato = t.kg_stimato + excluded.kg_stimato, costo_stimato = t.costo_stimato + excluded.costo_stimato, kg_venduti = t.kg_venduti + excluded.kg_venduti, costo_foto = t.costo_foto + excluded.costo_foto, kg_senza_foto = t.kg_senza_foto + excluded.kg_senza_foto, celle_stimate = t.celle_stimate + excluded.celle_stimate, celle_reali = t.celle_reali + excluded.celle_reali;
  return null;
end $$;`,
  `create or replace function analytics_margini_pv_anno_upd() returns trigger language plpgsql as $$
begin
  if not exists (select from nuove) then return null; end if;
  
  insert into analytics_margini_pv_anno as t (anno, punto_vendita_id, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
  select anno, punto_vendita_id, gusto_id, sum(kg_stimato), sum(costo_stimato), sum(kg_venduti), sum(costo_foto), sum(kg_senza_foto), sum(celle_stimate), sum(celle_reali)
    from (select n.anno, n.punto_vendita_id, n.gusto_id,
    case when not n.reale and n.kg <> 0 then n.kg else 0 end, case when not n.reale and n.kg <> 0 then n.costo else 0 end,
    case when n.reale then n.kg_venduti else 0 end, case when n.reale then n.costo_foto else 0 end,
    case when n.reale then n.kg_senza_foto else 0 end,
    case when not n.reale and n.kg <> 0 then 1 else 0 end, case when n.reale then 1 else 0 end from nuove n union all select o.anno, o.punto_vendita_id, o.gusto_id,
    -case when not o.reale and o.kg <> 0 then o.kg else 0 end, -case when not o.reale and o.kg <> 0 then o.costo else 0 end,
    -case when o.reale then o.kg_venduti else 0 end, -case when o.reale then o.costo_foto else 0 end,
    -case when o.reale then o.kg_senza_foto else 0 end,
    -case when not o.reale and o.kg <> 0 then 1 else 0 end, -case when o.reale then 1 else 0 end from vecchie o) d (anno, punto_vendita_id, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (anno, punto_vendita_id, gusto_id) do update set kg_stimato = t.kg_stimato + excluded.kg_stimato, costo_stimato = t.costo_stimato + excluded.costo_stimato, kg_venduti = t.kg_venduti + excluded.kg_venduti, costo_foto = t.costo_foto + excluded.costo_foto, kg_senza_foto = t.kg_senza_foto + excluded.kg_senza_foto, celle_stimate = t.celle_stimate + excluded.celle_stimate, celle_reali = t.celle_reali + excluded.celle_reali;
  return null;
end $$;`,
  `create or replace function analytics_margini_pv_anno_del() returns trigger language plpgsql as $$
begin
  if not exists (select from vecchie) then return null; end if;
  
  insert into analytics_margini_pv_anno as t (anno, punto_vendita_id, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
  select anno, punto_vendita_id, gusto_id, sum(kg_stimato), sum(costo_stimato), sum(kg_venduti), sum(costo_foto), sum(kg_senza_foto), sum(celle_stimate), sum(celle_reali)
    from (select o.anno, o.punto_vendita_id, o.gusto_id,
    -case when not o.reale and o.kg <> 0 then o.kg else 0 end, -case when not o.reale and o.kg <> 0 then o.costo else 0 end,
    -case when o.reale then o.kg_venduti else 0 end, -case when o.reale then o.costo_foto else 0 end,
    -case when o.reale then o.kg_senza_foto else 0 end,
    -case when not o.reale and o.kg <> 0 then 1 else 0 end, -case when o.reale then 1 else 0 end from vecchie o) d (anno, punto_vendita_id, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (anno, punto_vendita_id, gusto_id) do update set kg_stimato = t.kg_stimato + excluded.kg_stimato, costo_stimato = t.costo_stimato + excluded.costo_stimato, kg_venduti = t.kg_venduti + excluded.kg_venduti, costo_foto = t.costo_foto + excluded.costo_foto, kg_senza_foto = t.kg_senza_foto + excluded.kg_senza_foto, celle_stimate = t.celle_stimate + excluded.celle_stimate, celle_reali = t.celle_reali + excluded.celle_reali;
  return null;
end $$;`,
];

/** analytics_produzioni_ins as Migration20261121140000Analytics left it (the down migration puts it back). */
const PRODUZIONI_INS_PRIMA = `CREATE OR REPLACE FUNCTION public.analytics_produzioni_ins()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  
  with d (data, punto_vendita_id, operatore_id, gusto_id, kg, costo, righe, produzioni) as (select n.data, n.punto_vendita_id, coalesce(n.operatore_id, 0), null::int, 0::numeric, 0::numeric, 0, 1 from nuove n),
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
                produzioni = t.produzioni + excluded.produzioni;
  return null;
end $function$;`;

/**
 * Issue 13 (writes as fast as the database allows): less work for the analytics triggers on every
 * production written, measured with track_functions on the chain-scale dataset: a registration of 8
 * lines alone (the web app's tablets send an idempotency key, so each is written alone) ran 2.0 ms of
 * trigger functions, 1.3-1.5 ms after; a group of 16 in the months already filled 14.0 -> 12.9 ms.
 *
 * - analytics_produzioni_ins counts the new productions in analytics_giorno with one upsert. It ran the
 *   whole rollup statement (applyDeltaSql), whose three flavour upserts wrote no row but still fired
 *   the statement triggers of analytics_gusti_mese, and through them those of analytics_margini_mese
 *   and its two sums: ten statements for nothing on every production.
 * - The statement triggers of analytics_margini_mese and of its two sums end at once when their
 *   transition table is empty. An upsert fires the insert and the update triggers of its table, one
 *   of them usually with no row (a month's cell is new once, then updated): each of them ran an
 *   upsert of nothing, which fired the next level's two triggers again.
 * Same rows, same values: only statements that changed nothing are gone.
 */
export class Migration20261128100000RollupSnelli extends Migration {
  override async up(): Promise<void> {
    for (const f of FUNZIONI) this.addSql(f);
  }

  override async down(): Promise<void> {
    for (const f of FUNZIONI.slice(1)) this.addSql(SALTA.reduce((testo, riga) => testo.replace(riga, ''), f));
    this.addSql(PRODUZIONI_INS_PRIMA);
  }
}
