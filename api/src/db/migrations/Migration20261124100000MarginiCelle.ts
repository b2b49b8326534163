import { Migration } from '@mikro-orm/migrations';

/**
 * Margins at one row per cell (issue 14, speed): analytics_vetrina_mese (display case) and
 * analytics_gusti_pv_mese (production) become one table, analytics_margini_mese, so a margin read
 * scans one row per (month, sales point, flavour) and never joins the two sides. The same triggers
 * keep it (row triggers on the display-case tables recompute a cell's display-case side; statement
 * triggers on analytics_gusti_mese add the production deltas), filled here from the data present.
 * The SQL is frozen history, copied from modules/analytics/analytics.margini-sql.ts as it was when
 * this migration shipped: a later change there needs a new migration, never an edit here.
 */
export class Migration20261124100000MarginiCelle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger if exists analytics_vetrina_carichi on vetrina_carichi;`);
    this.addSql(`drop trigger if exists analytics_vetrina_scarti on vetrina_scarti;`);
    this.addSql(`drop trigger if exists analytics_vetrina_carichi_trunc on vetrina_carichi;`);
    this.addSql(`drop trigger if exists analytics_vetrina_scarti_trunc on vetrina_scarti;`);
    this.addSql(`drop trigger if exists analytics_gusti_pv_mese_ins on analytics_gusti_mese;`);
    this.addSql(`drop trigger if exists analytics_gusti_pv_mese_upd on analytics_gusti_mese;`);
    this.addSql(`drop trigger if exists analytics_gusti_pv_mese_del on analytics_gusti_mese;`);
    this.addSql(`drop trigger if exists analytics_gusti_pv_mese_trunc on analytics_gusti_mese;`);
    this.addSql(`drop function if exists analytics_gusti_pv_mese_ins(), analytics_gusti_pv_mese_upd(), analytics_gusti_pv_mese_del(), analytics_gusti_pv_mese_trunc();`);
    this.addSql(`drop table if exists "analytics_vetrina_mese";`);
    this.addSql(`drop table if exists "analytics_gusti_pv_mese";`);
    this.addSql(`create table "analytics_margini_mese" ("anno" smallint not null, "mese" smallint not null, "punto_vendita_id" int not null, "gusto_id" int not null, "kg" numeric(16,3) not null default 0, "costo" numeric(20,7) not null default 0, "righe" int not null default 0, "reale" boolean not null default false, "kg_caricati" numeric(16,3) not null default 0, "kg_scarto" numeric(16,3) not null default 0, "kg_venduti" numeric(16,3) not null default 0, "costo_foto" numeric(20,7) not null default 0, "kg_senza_foto" numeric(20,7) not null default 0, primary key ("anno", "mese", "punto_vendita_id", "gusto_id"));`);
    this.addSql(`create or replace function analytics_vetrina_ricalcola(p_pv int, p_gusto int, p_data date) returns void language plpgsql as $$
declare
  d0 date := date_trunc('month', p_data)::date;
  d1 date := (date_trunc('month', p_data) + interval '1 month' - interval '1 day')::date;
begin
  perform pg_advisory_xact_lock(hashtext('analytics_margini_mese'), hashtext(p_pv || '-' || p_gusto || '-' || d0));
  
  insert into analytics_margini_mese as t (anno, mese, punto_vendita_id, gusto_id, kg_caricati, kg_scarto, kg_venduti, costo_foto, kg_senza_foto, reale)
  select *, true from (
  with c as (
    select c.punto_vendita_id, c.data, c.gusto_id, sum(c.kg) as kg, sum(c.kg_rimasti) as rimasti,
           coalesce(sum(c.kg * r.food_cost), 0) as cf, coalesce(sum(c.kg) filter (where r.food_cost is null), 0) as ksf
      from vetrina_carichi c left join produzione_righe r on r.id = c.produzione_riga_id
     where c.kg_rimasti is not null and c.punto_vendita_id = p_pv and c.gusto_id = p_gusto and c.data between d0 and d1
     group by 1, 2, 3),
  s as (
    select s.punto_vendita_id, s.data, s.gusto_id, sum(s.kg) as kg from vetrina_scarti s where s.punto_vendita_id = p_pv and s.gusto_id = p_gusto and s.data between d0 and d1 group by 1, 2, 3),
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
    from g group by 1, 2, 3, 4) v
  on conflict (anno, mese, punto_vendita_id, gusto_id) do update set reale = true, kg_caricati = excluded.kg_caricati, kg_scarto = excluded.kg_scarto,
    kg_venduti = excluded.kg_venduti, costo_foto = excluded.costo_foto, kg_senza_foto = excluded.kg_senza_foto;
  if not found then
    
  update analytics_margini_mese set reale = false, kg_caricati = 0, kg_scarto = 0, kg_venduti = 0, costo_foto = 0, kg_senza_foto = 0
   where reale and anno = extract(year from d0) and mese = extract(month from d0) and punto_vendita_id = p_pv and gusto_id = p_gusto;
  end if;
end $$;`);
    this.addSql(`create or replace function analytics_vetrina_riga() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('gelatiere.analytics_rollup', true), 'on') = 'off' then return null; end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform analytics_vetrina_ricalcola(old.punto_vendita_id, old.gusto_id, old.data);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or old.punto_vendita_id <> new.punto_vendita_id
      or old.gusto_id <> new.gusto_id or date_trunc('month', old.data) <> date_trunc('month', new.data)) then
    perform analytics_vetrina_ricalcola(new.punto_vendita_id, new.gusto_id, new.data);
  end if;
  return null;
end $$;`);
    this.addSql(`create or replace function analytics_vetrina_truncate() returns trigger language plpgsql as $$
begin
  
  update analytics_margini_mese set reale = false, kg_caricati = 0, kg_scarto = 0, kg_venduti = 0, costo_foto = 0, kg_senza_foto = 0
   where reale and true;
  
  insert into analytics_margini_mese as t (anno, mese, punto_vendita_id, gusto_id, kg_caricati, kg_scarto, kg_venduti, costo_foto, kg_senza_foto, reale)
  select *, true from (
  with c as (
    select c.punto_vendita_id, c.data, c.gusto_id, sum(c.kg) as kg, sum(c.kg_rimasti) as rimasti,
           coalesce(sum(c.kg * r.food_cost), 0) as cf, coalesce(sum(c.kg) filter (where r.food_cost is null), 0) as ksf
      from vetrina_carichi c left join produzione_righe r on r.id = c.produzione_riga_id
     where c.kg_rimasti is not null and true
     group by 1, 2, 3),
  s as (
    select s.punto_vendita_id, s.data, s.gusto_id, sum(s.kg) as kg from vetrina_scarti s where true group by 1, 2, 3),
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
    from g group by 1, 2, 3, 4) v
  on conflict (anno, mese, punto_vendita_id, gusto_id) do update set reale = true, kg_caricati = excluded.kg_caricati, kg_scarto = excluded.kg_scarto,
    kg_venduti = excluded.kg_venduti, costo_foto = excluded.costo_foto, kg_senza_foto = excluded.kg_senza_foto;
  return null;
end $$;`);
    this.addSql(`create or replace function analytics_margini_mese_ins() returns trigger language plpgsql as $$
begin
  
  insert into analytics_margini_mese as t (anno, mese, punto_vendita_id, gusto_id, kg, costo, righe)
  select anno, mese, punto_vendita_id, gusto_id, sum(kg), sum(costo), sum(righe)::int
    from (select anno, mese, punto_vendita_id, gusto_id, kg, costo, righe from nuove) d
   group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (anno, mese, punto_vendita_id, gusto_id) do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe;
  return null;
end $$;`);
    this.addSql(`create or replace function analytics_margini_mese_upd() returns trigger language plpgsql as $$
begin
  
  insert into analytics_margini_mese as t (anno, mese, punto_vendita_id, gusto_id, kg, costo, righe)
  select anno, mese, punto_vendita_id, gusto_id, sum(kg), sum(costo), sum(righe)::int
    from (select anno, mese, punto_vendita_id, gusto_id, kg, costo, righe from nuove union all select anno, mese, punto_vendita_id, gusto_id, -kg, -costo, -righe from vecchie) d
   group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (anno, mese, punto_vendita_id, gusto_id) do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe;
  return null;
end $$;`);
    this.addSql(`create or replace function analytics_margini_mese_del() returns trigger language plpgsql as $$
begin
  
  insert into analytics_margini_mese as t (anno, mese, punto_vendita_id, gusto_id, kg, costo, righe)
  select anno, mese, punto_vendita_id, gusto_id, sum(kg), sum(costo), sum(righe)::int
    from (select anno, mese, punto_vendita_id, gusto_id, -kg, -costo, -righe from vecchie) d
   group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (anno, mese, punto_vendita_id, gusto_id) do update set kg = t.kg + excluded.kg, costo = t.costo + excluded.costo, righe = t.righe + excluded.righe;
  return null;
end $$;`);
    this.addSql(`create or replace function analytics_margini_mese_trunc() returns trigger language plpgsql as $$
begin
  delete from analytics_margini_mese where not reale;
  update analytics_margini_mese set kg = 0, costo = 0, righe = 0 where kg <> 0 or costo <> 0 or righe <> 0;
  return null;
end $$;`);
    this.addSql(`create trigger analytics_vetrina_carichi after insert or update or delete on vetrina_carichi for each row execute function analytics_vetrina_riga();`);
    this.addSql(`create trigger analytics_vetrina_scarti after insert or update or delete on vetrina_scarti for each row execute function analytics_vetrina_riga();`);
    this.addSql(`create trigger analytics_vetrina_carichi_trunc after truncate on vetrina_carichi for each statement execute function analytics_vetrina_truncate();`);
    this.addSql(`create trigger analytics_vetrina_scarti_trunc after truncate on vetrina_scarti for each statement execute function analytics_vetrina_truncate();`);
    this.addSql(`create trigger analytics_margini_mese_ins after insert on analytics_gusti_mese referencing new table as nuove for each statement execute function analytics_margini_mese_ins();`);
    this.addSql(`create trigger analytics_margini_mese_upd after update on analytics_gusti_mese referencing old table as vecchie new table as nuove for each statement execute function analytics_margini_mese_upd();`);
    this.addSql(`create trigger analytics_margini_mese_del after delete on analytics_gusti_mese referencing old table as vecchie for each statement execute function analytics_margini_mese_del();`);
    this.addSql(`create trigger analytics_margini_mese_trunc after truncate on analytics_gusti_mese for each statement execute function analytics_margini_mese_trunc();`);
    this.addSql(`insert into analytics_margini_mese (anno, mese, punto_vendita_id, gusto_id, kg, costo, righe)
  select anno, mese, punto_vendita_id, gusto_id, sum(kg), sum(costo), sum(righe) from analytics_gusti_mese group by 1, 2, 3, 4`);
    this.addSql(`
  insert into analytics_margini_mese as t (anno, mese, punto_vendita_id, gusto_id, kg_caricati, kg_scarto, kg_venduti, costo_foto, kg_senza_foto, reale)
  select *, true from (
  with c as (
    select c.punto_vendita_id, c.data, c.gusto_id, sum(c.kg) as kg, sum(c.kg_rimasti) as rimasti,
           coalesce(sum(c.kg * r.food_cost), 0) as cf, coalesce(sum(c.kg) filter (where r.food_cost is null), 0) as ksf
      from vetrina_carichi c left join produzione_righe r on r.id = c.produzione_riga_id
     where c.kg_rimasti is not null and true
     group by 1, 2, 3),
  s as (
    select s.punto_vendita_id, s.data, s.gusto_id, sum(s.kg) as kg from vetrina_scarti s where true group by 1, 2, 3),
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
    from g group by 1, 2, 3, 4) v
  on conflict (anno, mese, punto_vendita_id, gusto_id) do update set reale = true, kg_caricati = excluded.kg_caricati, kg_scarto = excluded.kg_scarto,
    kg_venduti = excluded.kg_venduti, costo_foto = excluded.costo_foto, kg_senza_foto = excluded.kg_senza_foto`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists analytics_margini_mese_ins on analytics_gusti_mese;');
    this.addSql('drop trigger if exists analytics_margini_mese_upd on analytics_gusti_mese;');
    this.addSql('drop trigger if exists analytics_margini_mese_del on analytics_gusti_mese;');
    this.addSql('drop trigger if exists analytics_margini_mese_trunc on analytics_gusti_mese;');
    this.addSql('drop trigger if exists analytics_vetrina_carichi on vetrina_carichi;');
    this.addSql('drop trigger if exists analytics_vetrina_scarti on vetrina_scarti;');
    this.addSql('drop trigger if exists analytics_vetrina_carichi_trunc on vetrina_carichi;');
    this.addSql('drop trigger if exists analytics_vetrina_scarti_trunc on vetrina_scarti;');
    this.addSql('drop function if exists analytics_margini_mese_ins(), analytics_margini_mese_upd(), analytics_margini_mese_del(), analytics_margini_mese_trunc(), analytics_vetrina_riga(), analytics_vetrina_truncate(), analytics_vetrina_ricalcola(int, int, date);');
    this.addSql('drop table if exists "analytics_margini_mese";');
    // the two tables of Migration20261123120000Margini come back by running its up() again after this down()
  }
}
