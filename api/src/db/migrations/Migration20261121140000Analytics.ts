import { Migration } from '@mikro-orm/migrations';

/**
 * Analytics rollups kept current by triggers on produzioni / produzione_righe (no service can forget
 * them), filled from the data already present. The SQL is frozen history, copied from
 * modules/analytics/analytics.rollup-sql.ts as it was when this migration shipped: a later change
 * there needs a new migration, never an edit here.
 */
export class Migration20261121140000Analytics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "analytics_gusti_mese" ("anno" smallint not null, "mese" smallint not null, "meta" smallint not null, "punto_vendita_id" int not null, "gusto_id" int not null, "operatore_id" int not null, "kg" numeric(16,3) not null default 0, "costo" numeric(20,7) not null default 0, "righe" int not null default 0, primary key ("anno", "mese", "meta", "punto_vendita_id", "gusto_id", "operatore_id"));`);
    this.addSql(`create index "analytics_gusti_mese_punto_vendita_id_anno_mese_index" on "analytics_gusti_mese" ("punto_vendita_id", "anno", "mese");`);
    this.addSql(`create index "analytics_gusti_mese_operatore_id_anno_mese_index" on "analytics_gusti_mese" ("operatore_id", "anno", "mese");`);
    this.addSql(`create table "analytics_gusti_mese_tot" ("anno" smallint not null, "mese" smallint not null, "meta" smallint not null, "gusto_id" int not null, "kg" numeric(16,3) not null default 0, "costo" numeric(20,7) not null default 0, "righe" int not null default 0, primary key ("anno", "mese", "meta", "gusto_id"));`);
    this.addSql(`create table "analytics_giorno" ("data" date not null, "punto_vendita_id" int not null, "operatore_id" int not null, "kg" numeric(16,3) not null default 0, "costo" numeric(20,7) not null default 0, "righe" int not null default 0, "produzioni" int not null default 0, primary key ("data", "punto_vendita_id", "operatore_id"));`);
    this.addSql(`create table "analytics_gusti_giorno" ("gusto_id" int not null, "data" date not null, "kg" numeric(16,3) not null default 0, "costo" numeric(20,7) not null default 0, "righe" int not null default 0, primary key ("gusto_id", "data"));`);
    // trigger functions
    this.addSql(`create or replace function analytics_righe_ins() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  
  with d (data, punto_vendita_id, operatore_id, gusto_id, kg, costo, righe, produzioni) as (
  select p.data, p.punto_vendita_id, coalesce(p.operatore_id, 0), r.gusto_id,
         1 * r.quantita_kg, 1 * r.quantita_kg * r.food_cost, 1, 0
    from nuove r join produzioni p on p.id = r.produzione_id),
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
end $$;`);
    this.addSql(`create or replace function analytics_righe_del() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  
  with d (data, punto_vendita_id, operatore_id, gusto_id, kg, costo, righe, produzioni) as (
  select p.data, p.punto_vendita_id, coalesce(p.operatore_id, 0), r.gusto_id,
         -1 * r.quantita_kg, -1 * r.quantita_kg * r.food_cost, -1, 0
    from vecchie r join produzioni p on p.id = r.produzione_id),
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
end $$;`);
    this.addSql(`create or replace function analytics_righe_upd() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  
  with d (data, punto_vendita_id, operatore_id, gusto_id, kg, costo, righe, produzioni) as (
  select p.data, p.punto_vendita_id, coalesce(p.operatore_id, 0), r.gusto_id,
         -1 * r.quantita_kg, -1 * r.quantita_kg * r.food_cost, -1, 0
    from vecchie r join produzioni p on p.id = r.produzione_id union all 
  select p.data, p.punto_vendita_id, coalesce(p.operatore_id, 0), r.gusto_id,
         1 * r.quantita_kg, 1 * r.quantita_kg * r.food_cost, 1, 0
    from nuove r join produzioni p on p.id = r.produzione_id),
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
end $$;`);
    this.addSql(`create or replace function analytics_produzioni_ins() returns trigger language plpgsql as $$
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
end $$;`);
    this.addSql(`create or replace function analytics_produzioni_del() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return old; end if;
  
  with d (data, punto_vendita_id, operatore_id, gusto_id, kg, costo, righe, produzioni) as (
    select old.data, old.punto_vendita_id, coalesce(old.operatore_id, 0), r.gusto_id,
           -r.quantita_kg, -r.quantita_kg * r.food_cost, -1, 0
      from produzione_righe r where r.produzione_id = old.id
    union all
    select old.data, old.punto_vendita_id, coalesce(old.operatore_id, 0), null::int, 0::numeric, 0::numeric, 0, -1),
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
  return old;
end $$;`);
    this.addSql(`create or replace function analytics_produzioni_upd() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  
  with d (data, punto_vendita_id, operatore_id, gusto_id, kg, costo, righe, produzioni) as (
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
    select new.data, new.punto_vendita_id, coalesce(new.operatore_id, 0), null::int, 0::numeric, 0::numeric, 0, 1),
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
end $$;`);
    this.addSql(`create or replace function analytics_truncate() returns trigger language plpgsql as $$
begin
  truncate analytics_gusti_mese, analytics_gusti_mese_tot, analytics_giorno, analytics_gusti_giorno;
  insert into analytics_gusti_mese (anno, mese, meta, punto_vendita_id, gusto_id, operatore_id, kg, costo, righe)
  select extract(year from p.data)::smallint, extract(month from p.data)::smallint,
         (case when extract(day from p.data) <= 15 then 1 else 2 end)::smallint,
         p.punto_vendita_id, r.gusto_id, coalesce(p.operatore_id, 0),
         sum(r.quantita_kg), sum(r.quantita_kg * r.food_cost), count(*)
    from produzione_righe r join produzioni p on p.id = r.produzione_id
   group by 1, 2, 3, 4, 5, 6;
  insert into analytics_gusti_mese_tot (anno, mese, meta, gusto_id, kg, costo, righe)
  select anno, mese, meta, gusto_id, sum(kg), sum(costo), sum(righe)
    from analytics_gusti_mese group by 1, 2, 3, 4;
  insert into analytics_gusti_giorno (gusto_id, data, kg, costo, righe)
  select r.gusto_id, p.data, sum(r.quantita_kg), sum(r.quantita_kg * r.food_cost), count(*)
    from produzione_righe r join produzioni p on p.id = r.produzione_id
   group by 1, 2;
  insert into analytics_giorno (data, punto_vendita_id, operatore_id, kg, costo, righe, produzioni)
  select p.data, p.punto_vendita_id, coalesce(p.operatore_id, 0),
         coalesce(sum(l.kg), 0), coalesce(sum(l.costo), 0), coalesce(sum(l.righe), 0), count(*)
    from produzioni p
    left join (
      select r.produzione_id, sum(r.quantita_kg) kg, sum(r.quantita_kg * r.food_cost) costo, count(*) righe
        from produzione_righe r group by r.produzione_id
    ) l on l.produzione_id = p.id
   group by 1, 2, 3;
  return null;
end $$;`);
    // triggers
    this.addSql(`create trigger analytics_righe_ins after insert on produzione_righe referencing new table as nuove for each statement execute function analytics_righe_ins();`);
    this.addSql(`create trigger analytics_righe_del after delete on produzione_righe referencing old table as vecchie for each statement execute function analytics_righe_del();`);
    this.addSql(`create trigger analytics_righe_upd after update on produzione_righe referencing old table as vecchie new table as nuove for each statement execute function analytics_righe_upd();`);
    this.addSql(`create trigger analytics_produzioni_ins after insert on produzioni referencing new table as nuove for each statement execute function analytics_produzioni_ins();`);
    this.addSql(`create trigger analytics_produzioni_del before delete on produzioni for each row execute function analytics_produzioni_del();`);
    this.addSql(`create trigger analytics_produzioni_upd after update of data, punto_vendita_id, operatore_id on produzioni for each row
     when (old.data is distinct from new.data or old.punto_vendita_id is distinct from new.punto_vendita_id or old.operatore_id is distinct from new.operatore_id)
     execute function analytics_produzioni_upd();`);
    this.addSql(`create trigger analytics_produzioni_trunc after truncate on produzioni for each statement execute function analytics_truncate();`);
    this.addSql(`create trigger analytics_righe_trunc after truncate on produzione_righe for each statement execute function analytics_truncate();`);
    // fill the rollups from the data already present
    this.addSql(`truncate analytics_gusti_mese, analytics_gusti_mese_tot, analytics_giorno, analytics_gusti_giorno;`);
    this.addSql(`insert into analytics_gusti_mese (anno, mese, meta, punto_vendita_id, gusto_id, operatore_id, kg, costo, righe)
  select extract(year from p.data)::smallint, extract(month from p.data)::smallint,
         (case when extract(day from p.data) <= 15 then 1 else 2 end)::smallint,
         p.punto_vendita_id, r.gusto_id, coalesce(p.operatore_id, 0),
         sum(r.quantita_kg), sum(r.quantita_kg * r.food_cost), count(*)
    from produzione_righe r join produzioni p on p.id = r.produzione_id
   group by 1, 2, 3, 4, 5, 6;`);
    this.addSql(`insert into analytics_gusti_mese_tot (anno, mese, meta, gusto_id, kg, costo, righe)
  select anno, mese, meta, gusto_id, sum(kg), sum(costo), sum(righe)
    from analytics_gusti_mese group by 1, 2, 3, 4;`);
    this.addSql(`insert into analytics_gusti_giorno (gusto_id, data, kg, costo, righe)
  select r.gusto_id, p.data, sum(r.quantita_kg), sum(r.quantita_kg * r.food_cost), count(*)
    from produzione_righe r join produzioni p on p.id = r.produzione_id
   group by 1, 2;`);
    this.addSql(`insert into analytics_giorno (data, punto_vendita_id, operatore_id, kg, costo, righe, produzioni)
  select p.data, p.punto_vendita_id, coalesce(p.operatore_id, 0),
         coalesce(sum(l.kg), 0), coalesce(sum(l.costo), 0), coalesce(sum(l.righe), 0), count(*)
    from produzioni p
    left join (
      select r.produzione_id, sum(r.quantita_kg) kg, sum(r.quantita_kg * r.food_cost) costo, count(*) righe
        from produzione_righe r group by r.produzione_id
    ) l on l.produzione_id = p.id
   group by 1, 2, 3;`);
  }
}
