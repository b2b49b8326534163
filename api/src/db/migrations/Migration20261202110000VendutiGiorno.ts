import { Migration } from '@mikro-orm/migrations';

/**
 * The display case's sold kg per sales point, day and flavour and per sales point and day (issue 32,
 * speed: the forecast read two years of every point's trays and waste on every plan), kept by statement
 * triggers on vetrina_carichi and vetrina_scarti in the writer's transaction, filled here from the data
 * present in one set-based INSERT … SELECT per table. The SQL is frozen history, copied from
 * modules/vetrina/vetrina.venduti-sql.ts (VENDUTI_STATEMENTS) as it was when this migration shipped:
 * a later change there needs a new migration, never an edit here.
 */
export class Migration20261202110000VendutiGiorno extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "vetrina_venduti_gusto" ("punto_vendita_id" int not null, "data" date not null, "gusto_id" int not null, "kg_caricati" numeric(16,3) not null default 0, "kg_rimasti" numeric(16,3) not null default 0, "kg_scarto" numeric(16,3) not null default 0, "vaschette" int not null default 0, "scarti" int not null default 0, primary key ("punto_vendita_id", "data", "gusto_id"));`);
    // the chain's last weeks at every point (magazzino/riordino.service.ts: the suggested orders)
    this.addSql(`create index "vetrina_venduti_gusto_data_index" on "vetrina_venduti_gusto" ("data");`);
    this.addSql(`create table "vetrina_venduti_giorno" ("punto_vendita_id" int not null, "data" date not null, "kg_venduti" numeric(16,3) not null default 0, "celle" int not null default 0, primary key ("punto_vendita_id", "data"));`);
    this.addSql(`create or replace function vetrina_carichi_venduti_ins() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  if not exists (select from nuove) then return null; end if;
  
  with d (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti) as (
    select punto_vendita_id, data, gusto_id, sum(kg_caricati), sum(kg_rimasti), sum(kg_scarto), sum(vaschette)::int, sum(scarti)::int
      from (select punto_vendita_id, data, gusto_id, kg, kg_rimasti, 0::numeric, 1, 0 from nuove where kg_rimasti is not null) s (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
     group by 1, 2, 3
    having sum(kg_caricati) <> 0 or sum(kg_rimasti) <> 0 or sum(kg_scarto) <> 0 or sum(vaschette) <> 0 or sum(scarti) <> 0),
  c as (
    insert into vetrina_venduti_gusto as t (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
    select punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti from d order by 1, 2, 3
    on conflict (punto_vendita_id, data, gusto_id) do update set kg_caricati = t.kg_caricati + excluded.kg_caricati, kg_rimasti = t.kg_rimasti + excluded.kg_rimasti, kg_scarto = t.kg_scarto + excluded.kg_scarto, vaschette = t.vaschette + excluded.vaschette, scarti = t.scarti + excluded.scarti
    returning t.punto_vendita_id, t.data, t.gusto_id, t.kg_caricati, t.kg_rimasti, t.kg_scarto, t.vaschette, t.scarti)
  insert into vetrina_venduti_giorno as t (punto_vendita_id, data, kg_venduti, celle)
  select c.punto_vendita_id, c.data,
         sum(greatest(c.kg_caricati - c.kg_rimasti - c.kg_scarto, 0) - greatest((c.kg_caricati - d.kg_caricati) - (c.kg_rimasti - d.kg_rimasti) - (c.kg_scarto - d.kg_scarto), 0)),
         sum(case when c.vaschette > 0 or c.scarti > 0 then 1 else 0 end - case when (c.vaschette - d.vaschette) > 0 or (c.scarti - d.scarti) > 0 then 1 else 0 end)
    from c join d on d.punto_vendita_id = c.punto_vendita_id and d.data = c.data and d.gusto_id = c.gusto_id
   group by 1, 2 order by 1, 2
  on conflict (punto_vendita_id, data) do update set kg_venduti = t.kg_venduti + excluded.kg_venduti, celle = t.celle + excluded.celle;
  return null;
end $$;`);
    this.addSql(`create or replace function vetrina_carichi_venduti_upd() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  if not exists (select from nuove) then return null; end if;
  
  with d (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti) as (
    select punto_vendita_id, data, gusto_id, sum(kg_caricati), sum(kg_rimasti), sum(kg_scarto), sum(vaschette)::int, sum(scarti)::int
      from (select punto_vendita_id, data, gusto_id, -kg, -kg_rimasti, 0::numeric, -1, 0 from vecchie where kg_rimasti is not null union all select punto_vendita_id, data, gusto_id, kg, kg_rimasti, 0::numeric, 1, 0 from nuove where kg_rimasti is not null) s (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
     group by 1, 2, 3
    having sum(kg_caricati) <> 0 or sum(kg_rimasti) <> 0 or sum(kg_scarto) <> 0 or sum(vaschette) <> 0 or sum(scarti) <> 0),
  c as (
    insert into vetrina_venduti_gusto as t (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
    select punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti from d order by 1, 2, 3
    on conflict (punto_vendita_id, data, gusto_id) do update set kg_caricati = t.kg_caricati + excluded.kg_caricati, kg_rimasti = t.kg_rimasti + excluded.kg_rimasti, kg_scarto = t.kg_scarto + excluded.kg_scarto, vaschette = t.vaschette + excluded.vaschette, scarti = t.scarti + excluded.scarti
    returning t.punto_vendita_id, t.data, t.gusto_id, t.kg_caricati, t.kg_rimasti, t.kg_scarto, t.vaschette, t.scarti)
  insert into vetrina_venduti_giorno as t (punto_vendita_id, data, kg_venduti, celle)
  select c.punto_vendita_id, c.data,
         sum(greatest(c.kg_caricati - c.kg_rimasti - c.kg_scarto, 0) - greatest((c.kg_caricati - d.kg_caricati) - (c.kg_rimasti - d.kg_rimasti) - (c.kg_scarto - d.kg_scarto), 0)),
         sum(case when c.vaschette > 0 or c.scarti > 0 then 1 else 0 end - case when (c.vaschette - d.vaschette) > 0 or (c.scarti - d.scarti) > 0 then 1 else 0 end)
    from c join d on d.punto_vendita_id = c.punto_vendita_id and d.data = c.data and d.gusto_id = c.gusto_id
   group by 1, 2 order by 1, 2
  on conflict (punto_vendita_id, data) do update set kg_venduti = t.kg_venduti + excluded.kg_venduti, celle = t.celle + excluded.celle;
  return null;
end $$;`);
    this.addSql(`create or replace function vetrina_carichi_venduti_del() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  if not exists (select from vecchie) then return null; end if;
  
  with d (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti) as (
    select punto_vendita_id, data, gusto_id, sum(kg_caricati), sum(kg_rimasti), sum(kg_scarto), sum(vaschette)::int, sum(scarti)::int
      from (select punto_vendita_id, data, gusto_id, -kg, -kg_rimasti, 0::numeric, -1, 0 from vecchie where kg_rimasti is not null) s (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
     group by 1, 2, 3
    having sum(kg_caricati) <> 0 or sum(kg_rimasti) <> 0 or sum(kg_scarto) <> 0 or sum(vaschette) <> 0 or sum(scarti) <> 0),
  c as (
    insert into vetrina_venduti_gusto as t (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
    select punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti from d order by 1, 2, 3
    on conflict (punto_vendita_id, data, gusto_id) do update set kg_caricati = t.kg_caricati + excluded.kg_caricati, kg_rimasti = t.kg_rimasti + excluded.kg_rimasti, kg_scarto = t.kg_scarto + excluded.kg_scarto, vaschette = t.vaschette + excluded.vaschette, scarti = t.scarti + excluded.scarti
    returning t.punto_vendita_id, t.data, t.gusto_id, t.kg_caricati, t.kg_rimasti, t.kg_scarto, t.vaschette, t.scarti)
  insert into vetrina_venduti_giorno as t (punto_vendita_id, data, kg_venduti, celle)
  select c.punto_vendita_id, c.data,
         sum(greatest(c.kg_caricati - c.kg_rimasti - c.kg_scarto, 0) - greatest((c.kg_caricati - d.kg_caricati) - (c.kg_rimasti - d.kg_rimasti) - (c.kg_scarto - d.kg_scarto), 0)),
         sum(case when c.vaschette > 0 or c.scarti > 0 then 1 else 0 end - case when (c.vaschette - d.vaschette) > 0 or (c.scarti - d.scarti) > 0 then 1 else 0 end)
    from c join d on d.punto_vendita_id = c.punto_vendita_id and d.data = c.data and d.gusto_id = c.gusto_id
   group by 1, 2 order by 1, 2
  on conflict (punto_vendita_id, data) do update set kg_venduti = t.kg_venduti + excluded.kg_venduti, celle = t.celle + excluded.celle;
  return null;
end $$;`);
    this.addSql(`create or replace function vetrina_scarti_venduti_ins() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  if not exists (select from nuove) then return null; end if;
  
  with d (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti) as (
    select punto_vendita_id, data, gusto_id, sum(kg_caricati), sum(kg_rimasti), sum(kg_scarto), sum(vaschette)::int, sum(scarti)::int
      from (select punto_vendita_id, data, gusto_id, 0::numeric, 0::numeric, kg, 0, 1 from nuove) s (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
     group by 1, 2, 3
    having sum(kg_caricati) <> 0 or sum(kg_rimasti) <> 0 or sum(kg_scarto) <> 0 or sum(vaschette) <> 0 or sum(scarti) <> 0),
  c as (
    insert into vetrina_venduti_gusto as t (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
    select punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti from d order by 1, 2, 3
    on conflict (punto_vendita_id, data, gusto_id) do update set kg_caricati = t.kg_caricati + excluded.kg_caricati, kg_rimasti = t.kg_rimasti + excluded.kg_rimasti, kg_scarto = t.kg_scarto + excluded.kg_scarto, vaschette = t.vaschette + excluded.vaschette, scarti = t.scarti + excluded.scarti
    returning t.punto_vendita_id, t.data, t.gusto_id, t.kg_caricati, t.kg_rimasti, t.kg_scarto, t.vaschette, t.scarti)
  insert into vetrina_venduti_giorno as t (punto_vendita_id, data, kg_venduti, celle)
  select c.punto_vendita_id, c.data,
         sum(greatest(c.kg_caricati - c.kg_rimasti - c.kg_scarto, 0) - greatest((c.kg_caricati - d.kg_caricati) - (c.kg_rimasti - d.kg_rimasti) - (c.kg_scarto - d.kg_scarto), 0)),
         sum(case when c.vaschette > 0 or c.scarti > 0 then 1 else 0 end - case when (c.vaschette - d.vaschette) > 0 or (c.scarti - d.scarti) > 0 then 1 else 0 end)
    from c join d on d.punto_vendita_id = c.punto_vendita_id and d.data = c.data and d.gusto_id = c.gusto_id
   group by 1, 2 order by 1, 2
  on conflict (punto_vendita_id, data) do update set kg_venduti = t.kg_venduti + excluded.kg_venduti, celle = t.celle + excluded.celle;
  return null;
end $$;`);
    this.addSql(`create or replace function vetrina_scarti_venduti_upd() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  if not exists (select from nuove) then return null; end if;
  
  with d (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti) as (
    select punto_vendita_id, data, gusto_id, sum(kg_caricati), sum(kg_rimasti), sum(kg_scarto), sum(vaschette)::int, sum(scarti)::int
      from (select punto_vendita_id, data, gusto_id, 0::numeric, 0::numeric, -kg, 0, -1 from vecchie union all select punto_vendita_id, data, gusto_id, 0::numeric, 0::numeric, kg, 0, 1 from nuove) s (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
     group by 1, 2, 3
    having sum(kg_caricati) <> 0 or sum(kg_rimasti) <> 0 or sum(kg_scarto) <> 0 or sum(vaschette) <> 0 or sum(scarti) <> 0),
  c as (
    insert into vetrina_venduti_gusto as t (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
    select punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti from d order by 1, 2, 3
    on conflict (punto_vendita_id, data, gusto_id) do update set kg_caricati = t.kg_caricati + excluded.kg_caricati, kg_rimasti = t.kg_rimasti + excluded.kg_rimasti, kg_scarto = t.kg_scarto + excluded.kg_scarto, vaschette = t.vaschette + excluded.vaschette, scarti = t.scarti + excluded.scarti
    returning t.punto_vendita_id, t.data, t.gusto_id, t.kg_caricati, t.kg_rimasti, t.kg_scarto, t.vaschette, t.scarti)
  insert into vetrina_venduti_giorno as t (punto_vendita_id, data, kg_venduti, celle)
  select c.punto_vendita_id, c.data,
         sum(greatest(c.kg_caricati - c.kg_rimasti - c.kg_scarto, 0) - greatest((c.kg_caricati - d.kg_caricati) - (c.kg_rimasti - d.kg_rimasti) - (c.kg_scarto - d.kg_scarto), 0)),
         sum(case when c.vaschette > 0 or c.scarti > 0 then 1 else 0 end - case when (c.vaschette - d.vaschette) > 0 or (c.scarti - d.scarti) > 0 then 1 else 0 end)
    from c join d on d.punto_vendita_id = c.punto_vendita_id and d.data = c.data and d.gusto_id = c.gusto_id
   group by 1, 2 order by 1, 2
  on conflict (punto_vendita_id, data) do update set kg_venduti = t.kg_venduti + excluded.kg_venduti, celle = t.celle + excluded.celle;
  return null;
end $$;`);
    this.addSql(`create or replace function vetrina_scarti_venduti_del() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  if not exists (select from vecchie) then return null; end if;
  
  with d (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti) as (
    select punto_vendita_id, data, gusto_id, sum(kg_caricati), sum(kg_rimasti), sum(kg_scarto), sum(vaschette)::int, sum(scarti)::int
      from (select punto_vendita_id, data, gusto_id, 0::numeric, 0::numeric, -kg, 0, -1 from vecchie) s (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
     group by 1, 2, 3
    having sum(kg_caricati) <> 0 or sum(kg_rimasti) <> 0 or sum(kg_scarto) <> 0 or sum(vaschette) <> 0 or sum(scarti) <> 0),
  c as (
    insert into vetrina_venduti_gusto as t (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
    select punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti from d order by 1, 2, 3
    on conflict (punto_vendita_id, data, gusto_id) do update set kg_caricati = t.kg_caricati + excluded.kg_caricati, kg_rimasti = t.kg_rimasti + excluded.kg_rimasti, kg_scarto = t.kg_scarto + excluded.kg_scarto, vaschette = t.vaschette + excluded.vaschette, scarti = t.scarti + excluded.scarti
    returning t.punto_vendita_id, t.data, t.gusto_id, t.kg_caricati, t.kg_rimasti, t.kg_scarto, t.vaschette, t.scarti)
  insert into vetrina_venduti_giorno as t (punto_vendita_id, data, kg_venduti, celle)
  select c.punto_vendita_id, c.data,
         sum(greatest(c.kg_caricati - c.kg_rimasti - c.kg_scarto, 0) - greatest((c.kg_caricati - d.kg_caricati) - (c.kg_rimasti - d.kg_rimasti) - (c.kg_scarto - d.kg_scarto), 0)),
         sum(case when c.vaschette > 0 or c.scarti > 0 then 1 else 0 end - case when (c.vaschette - d.vaschette) > 0 or (c.scarti - d.scarti) > 0 then 1 else 0 end)
    from c join d on d.punto_vendita_id = c.punto_vendita_id and d.data = c.data and d.gusto_id = c.gusto_id
   group by 1, 2 order by 1, 2
  on conflict (punto_vendita_id, data) do update set kg_venduti = t.kg_venduti + excluded.kg_venduti, celle = t.celle + excluded.celle;
  return null;
end $$;`);
    this.addSql(`create or replace function vetrina_venduti_truncate() returns trigger language plpgsql as $$
begin
  truncate vetrina_venduti_gusto, vetrina_venduti_giorno;
  insert into vetrina_venduti_gusto (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
  select punto_vendita_id, data, gusto_id, sum(kg_caricati), sum(kg_rimasti), sum(kg_scarto), sum(vaschette)::int, sum(scarti)::int
    from (select punto_vendita_id, data, gusto_id, kg, kg_rimasti, 0::numeric, 1, 0 from vetrina_carichi where kg_rimasti is not null union all select punto_vendita_id, data, gusto_id, 0::numeric, 0::numeric, kg, 0, 1 from vetrina_scarti) s (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
   group by 1, 2, 3 order by 2, 1, 3;
  insert into vetrina_venduti_giorno (punto_vendita_id, data, kg_venduti, celle)
  select punto_vendita_id, data, sum(greatest(kg_caricati - kg_rimasti - kg_scarto, 0)), sum(case when vaschette > 0 or scarti > 0 then 1 else 0 end)
    from vetrina_venduti_gusto group by 1, 2 order by 2, 1;
  return null;
end $$;`);
    this.addSql(`create trigger vetrina_carichi_venduti_ins after insert on vetrina_carichi referencing new table as nuove for each statement execute function vetrina_carichi_venduti_ins();`);
    this.addSql(`create trigger vetrina_carichi_venduti_upd after update on vetrina_carichi referencing old table as vecchie new table as nuove for each statement execute function vetrina_carichi_venduti_upd();`);
    this.addSql(`create trigger vetrina_carichi_venduti_del after delete on vetrina_carichi referencing old table as vecchie for each statement execute function vetrina_carichi_venduti_del();`);
    this.addSql(`create trigger vetrina_carichi_venduti_trunc after truncate on vetrina_carichi for each statement execute function vetrina_venduti_truncate();`);
    this.addSql(`create trigger vetrina_scarti_venduti_ins after insert on vetrina_scarti referencing new table as nuove for each statement execute function vetrina_scarti_venduti_ins();`);
    this.addSql(`create trigger vetrina_scarti_venduti_upd after update on vetrina_scarti referencing old table as vecchie new table as nuove for each statement execute function vetrina_scarti_venduti_upd();`);
    this.addSql(`create trigger vetrina_scarti_venduti_del after delete on vetrina_scarti referencing old table as vecchie for each statement execute function vetrina_scarti_venduti_del();`);
    this.addSql(`create trigger vetrina_scarti_venduti_trunc after truncate on vetrina_scarti for each statement execute function vetrina_venduti_truncate();`);
    this.addSql(`insert into vetrina_venduti_gusto (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
  select punto_vendita_id, data, gusto_id, sum(kg_caricati), sum(kg_rimasti), sum(kg_scarto), sum(vaschette)::int, sum(scarti)::int
    from (select punto_vendita_id, data, gusto_id, kg, kg_rimasti, 0::numeric, 1, 0 from vetrina_carichi where kg_rimasti is not null union all select punto_vendita_id, data, gusto_id, 0::numeric, 0::numeric, kg, 0, 1 from vetrina_scarti) s (punto_vendita_id, data, gusto_id, kg_caricati, kg_rimasti, kg_scarto, vaschette, scarti)
   group by 1, 2, 3 order by 2, 1, 3`);
    this.addSql(`insert into vetrina_venduti_giorno (punto_vendita_id, data, kg_venduti, celle)
  select punto_vendita_id, data, sum(greatest(kg_caricati - kg_rimasti - kg_scarto, 0)), sum(case when vaschette > 0 or scarti > 0 then 1 else 0 end)
    from vetrina_venduti_gusto group by 1, 2 order by 2, 1`);
    this.addSql(`analyze vetrina_venduti_gusto, vetrina_venduti_giorno`);
  }

  override async down(): Promise<void> {
    for (const t of ['vetrina_carichi', 'vetrina_scarti']) {
      for (const e of ['ins', 'upd', 'del', 'trunc']) this.addSql(`drop trigger if exists ${t}_venduti_${e} on ${t};`);
      for (const e of ['ins', 'upd', 'del']) this.addSql(`drop function if exists ${t}_venduti_${e}();`);
    }
    this.addSql(`drop function if exists vetrina_venduti_truncate();`);
    this.addSql(`drop table if exists "vetrina_venduti_giorno";`);
    this.addSql(`drop table if exists "vetrina_venduti_gusto";`);
  }
}
