import { Migration } from '@mikro-orm/migrations';

/**
 * The chain's margins without reading every cell (issue 14, speed: Analytics' margins, the year
 * comparison, GraphQL analytics and the export read a year or two of margins): two sums of the cells
 * of analytics_margini_mese, kept by statement triggers on the cells — analytics_margini_gusto_mese
 * (per year, month and flavour, over sales points) and analytics_margini_pv_anno (per year, sales
 * point and flavour, over months) — plus an index for the cells of a point with its own price.
 * The SQL is frozen history, copied from modules/analytics/analytics.margini-sql.ts
 * (MARGINI_SOMME_STATEMENTS) as it was when this migration shipped.
 */
export class Migration20261125100000MarginiSomme extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "analytics_margini_gusto_mese" ("anno" smallint not null, "mese" smallint not null, "gusto_id" int not null, "kg_stimato" numeric(16,3) not null default 0, "costo_stimato" numeric(20,7) not null default 0, "kg_venduti" numeric(16,3) not null default 0, "costo_foto" numeric(20,7) not null default 0, "kg_senza_foto" numeric(20,7) not null default 0, "celle_stimate" int not null default 0, "celle_reali" int not null default 0, primary key ("anno", "mese", "gusto_id"));`);
    this.addSql(`create or replace function analytics_margini_gusto_mese_ins() returns trigger language plpgsql as $$
begin
  
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
end $$;`);
    this.addSql(`create or replace function analytics_margini_gusto_mese_upd() returns trigger language plpgsql as $$
begin
  
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
end $$;`);
    this.addSql(`create or replace function analytics_margini_gusto_mese_del() returns trigger language plpgsql as $$
begin
  
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
end $$;`);
    this.addSql(`create or replace function analytics_margini_gusto_mese_trunc() returns trigger language plpgsql as $$
begin
  delete from analytics_margini_gusto_mese;
  return null;
end $$;`);
    this.addSql(`create trigger analytics_margini_gusto_mese_ins after insert on analytics_margini_mese referencing new table as nuove for each statement execute function analytics_margini_gusto_mese_ins();`);
    this.addSql(`create trigger analytics_margini_gusto_mese_upd after update on analytics_margini_mese referencing old table as vecchie new table as nuove for each statement execute function analytics_margini_gusto_mese_upd();`);
    this.addSql(`create trigger analytics_margini_gusto_mese_del after delete on analytics_margini_mese referencing old table as vecchie for each statement execute function analytics_margini_gusto_mese_del();`);
    this.addSql(`create trigger analytics_margini_gusto_mese_trunc after truncate on analytics_margini_mese for each statement execute function analytics_margini_gusto_mese_trunc();`);
    this.addSql(`create table "analytics_margini_pv_anno" ("anno" smallint not null, "punto_vendita_id" int not null, "gusto_id" int not null, "kg_stimato" numeric(16,3) not null default 0, "costo_stimato" numeric(20,7) not null default 0, "kg_venduti" numeric(16,3) not null default 0, "costo_foto" numeric(20,7) not null default 0, "kg_senza_foto" numeric(20,7) not null default 0, "celle_stimate" int not null default 0, "celle_reali" int not null default 0, primary key ("anno", "punto_vendita_id", "gusto_id"));`);
    this.addSql(`create or replace function analytics_margini_pv_anno_ins() returns trigger language plpgsql as $$
begin
  
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
end $$;`);
    this.addSql(`create or replace function analytics_margini_pv_anno_upd() returns trigger language plpgsql as $$
begin
  
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
end $$;`);
    this.addSql(`create or replace function analytics_margini_pv_anno_del() returns trigger language plpgsql as $$
begin
  
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
end $$;`);
    this.addSql(`create or replace function analytics_margini_pv_anno_trunc() returns trigger language plpgsql as $$
begin
  delete from analytics_margini_pv_anno;
  return null;
end $$;`);
    this.addSql(`create trigger analytics_margini_pv_anno_ins after insert on analytics_margini_mese referencing new table as nuove for each statement execute function analytics_margini_pv_anno_ins();`);
    this.addSql(`create trigger analytics_margini_pv_anno_upd after update on analytics_margini_mese referencing old table as vecchie new table as nuove for each statement execute function analytics_margini_pv_anno_upd();`);
    this.addSql(`create trigger analytics_margini_pv_anno_del after delete on analytics_margini_mese referencing old table as vecchie for each statement execute function analytics_margini_pv_anno_del();`);
    this.addSql(`create trigger analytics_margini_pv_anno_trunc after truncate on analytics_margini_mese for each statement execute function analytics_margini_pv_anno_trunc();`);
    this.addSql(`create index "analytics_margini_mese_punto_vendita_id_gusto_id_anno_index" on "analytics_margini_mese" ("punto_vendita_id", "gusto_id", "anno");`);
    this.addSql(`delete from analytics_margini_gusto_mese`);
    this.addSql(`
  insert into analytics_margini_gusto_mese as t (anno, mese, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
  select anno, mese, gusto_id, sum(kg_stimato), sum(costo_stimato), sum(kg_venduti), sum(costo_foto), sum(kg_senza_foto), sum(celle_stimate), sum(celle_reali)
    from (select c.anno, c.mese, c.gusto_id,
    case when not c.reale and c.kg <> 0 then c.kg else 0 end, case when not c.reale and c.kg <> 0 then c.costo else 0 end,
    case when c.reale then c.kg_venduti else 0 end, case when c.reale then c.costo_foto else 0 end,
    case when c.reale then c.kg_senza_foto else 0 end,
    case when not c.reale and c.kg <> 0 then 1 else 0 end, case when c.reale then 1 else 0 end from analytics_margini_mese c) d (anno, mese, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (anno, mese, gusto_id) do update set kg_stimato = t.kg_stimato + excluded.kg_stimato, costo_stimato = t.costo_stimato + excluded.costo_stimato, kg_venduti = t.kg_venduti + excluded.kg_venduti, costo_foto = t.costo_foto + excluded.costo_foto, kg_senza_foto = t.kg_senza_foto + excluded.kg_senza_foto, celle_stimate = t.celle_stimate + excluded.celle_stimate, celle_reali = t.celle_reali + excluded.celle_reali`);
    this.addSql(`delete from analytics_margini_pv_anno`);
    this.addSql(`
  insert into analytics_margini_pv_anno as t (anno, punto_vendita_id, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
  select anno, punto_vendita_id, gusto_id, sum(kg_stimato), sum(costo_stimato), sum(kg_venduti), sum(costo_foto), sum(kg_senza_foto), sum(celle_stimate), sum(celle_reali)
    from (select c.anno, c.punto_vendita_id, c.gusto_id,
    case when not c.reale and c.kg <> 0 then c.kg else 0 end, case when not c.reale and c.kg <> 0 then c.costo else 0 end,
    case when c.reale then c.kg_venduti else 0 end, case when c.reale then c.costo_foto else 0 end,
    case when c.reale then c.kg_senza_foto else 0 end,
    case when not c.reale and c.kg <> 0 then 1 else 0 end, case when c.reale then 1 else 0 end from analytics_margini_mese c) d (anno, punto_vendita_id, gusto_id, kg_stimato, costo_stimato, kg_venduti, costo_foto, kg_senza_foto, celle_stimate, celle_reali)
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (anno, punto_vendita_id, gusto_id) do update set kg_stimato = t.kg_stimato + excluded.kg_stimato, costo_stimato = t.costo_stimato + excluded.costo_stimato, kg_venduti = t.kg_venduti + excluded.kg_venduti, costo_foto = t.costo_foto + excluded.costo_foto, kg_senza_foto = t.kg_senza_foto + excluded.kg_senza_foto, celle_stimate = t.celle_stimate + excluded.celle_stimate, celle_reali = t.celle_reali + excluded.celle_reali`);
  }

  override async down(): Promise<void> {
    for (const table of ['analytics_margini_gusto_mese', 'analytics_margini_pv_anno']) {
      for (const evento of ['ins', 'upd', 'del', 'trunc']) this.addSql(`drop trigger if exists ${table}_${evento} on analytics_margini_mese;`);
      this.addSql(`drop function if exists ${table}_ins(), ${table}_upd(), ${table}_del(), ${table}_trunc();`);
      this.addSql(`drop table if exists "${table}";`);
    }
    this.addSql(`drop index if exists "analytics_margini_mese_punto_vendita_id_gusto_id_anno_index";`);
  }
}
