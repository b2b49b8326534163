import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 13 (as fast as the database allows).
 *
 * 1. Flavour values stored on `gusti` (DOMAIN.md "Flavour (gusto) values"): batch mass, food cost,
 *    PAC/POD (absolute and per kg) and nutrition per 100 g become columns, kept current by
 *    statement-level triggers in the transaction of the change: a change of recipe lines recomputes
 *    the flavours it touched, a change of an ingredient's cost, unit, density, nutrition, PAC or POD
 *    recomputes every flavour that uses it (one UPDATE per statement, whatever the number of rows).
 *    Every writer (services, raw SQL, seeders) is covered; a backup import, which loads with user
 *    triggers off, calls `ricalcola_valori_gusti(null)` at the end. Backfilled here.
 * 2. An index for the production list's default order (`data desc nulls last, id desc`).
 *
 * Frozen SQL: the formulas are those of gusto.sql.ts on 2026-11-23 (units as common/units.ts).
 */
const VALORI = ['massa_kg', 'food_cost', 'pac', 'pod', 'pac_kg', 'pod_kg', 'kcal', 'carboidrati', 'zuccheri', 'grassi', 'proteine', 'sale'];

export class Migration20261123130000Velocita extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "gusti"
      add column "massa_kg" numeric(14,4) not null default 0,
      add column "food_cost" numeric(12,4) not null default 0,
      add column "pac" numeric(14,2) not null default 0,
      add column "pod" numeric(14,2) not null default 0,
      add column "pac_kg" numeric(12,2) not null default 0,
      add column "pod_kg" numeric(12,2) not null default 0,
      add column "kcal" numeric(12,2) not null default 0,
      add column "carboidrati" numeric(12,2) not null default 0,
      add column "zuccheri" numeric(12,2) not null default 0,
      add column "grassi" numeric(12,2) not null default 0,
      add column "proteine" numeric(12,2) not null default 0,
      add column "sale" numeric(12,3) not null default 0;`);

    // ids null = every flavour; rows whose values do not change are left alone
    this.addSql(`create function "ricalcola_valori_gusti"(ids int[]) returns void language sql as $$
  update gusti g
     set ${VALORI.map((c) => `${c} = v.${c}`).join(', ')}
    from (
      select g2.id, v.*
        from gusti g2
        cross join lateral (
          select round(coalesce(sum(x.m), 0), 4) as massa_kg,
                 case when sum(x.m) > 0 then round(sum(x.q * x.costo_per_unita) / sum(x.m), 4) else 0 end as food_cost,
                 round(coalesce(sum(x.m * 10 * coalesce(x.pac, 0)), 0), 2) as pac,
                 round(coalesce(sum(x.m * 10 * coalesce(x.pod, 0)), 0), 2) as pod,
                 case when sum(x.m) > 0 then round(sum(x.m * 10 * coalesce(x.pac, 0)) / sum(x.m), 2) else 0 end as pac_kg,
                 case when sum(x.m) > 0 then round(sum(x.m * 10 * coalesce(x.pod, 0)) / sum(x.m), 2) else 0 end as pod_kg,
                 case when sum(x.m) > 0 then round(sum(x.m * coalesce(x.calorie, 0)) / sum(x.m), 2) else 0 end as kcal,
                 case when sum(x.m) > 0 then round(sum(x.m * coalesce(x.carboidrati, 0)) / sum(x.m), 2) else 0 end as carboidrati,
                 case when sum(x.m) > 0 then round(sum(x.m * coalesce(x.zuccheri, 0)) / sum(x.m), 2) else 0 end as zuccheri,
                 case when sum(x.m) > 0 then round(sum(x.m * coalesce(x.grassi, 0)) / sum(x.m), 2) else 0 end as grassi,
                 case when sum(x.m) > 0 then round(sum(x.m * coalesce(x.proteine, 0)) / sum(x.m), 2) else 0 end as proteine,
                 case when sum(x.m) > 0 then round(sum(x.m * coalesce(x.sale, 0)) / sum(x.m), 3) else 0 end as sale
            from (
              select (r.quantita * (case when r.unita in ('kg', 'l') then 1000 else 1 end) / (case when i.unita_misura in ('kg', 'l') then 1000.0 else 1.0 end)) as q,
                     (case r.unita when 'kg' then r.quantita when 'l' then r.quantita * coalesce(i.densita, 1.0) when 'g' then r.quantita / 1000.0
                                   when 'ml' then r.quantita / 1000.0 * coalesce(i.densita, 1.0) else 0 end) as m,
                     i.costo_per_unita, i.calorie, i.carboidrati, i.zuccheri, i.grassi, i.proteine, i.sale, i.pac, i.pod
                from gusti_ingredienti r
                join ingredienti i on i.id = r.ingrediente_id
               where r.gusto_id = g2.id
            ) x
        ) v
       where ids is null or g2.id = any (ids)
    ) v
   where g.id = v.id
     and (${VALORI.map((c) => `g.${c}`).join(', ')}) is distinct from (${VALORI.map((c) => `v.${c}`).join(', ')})
$$;`);

    // recipe lines: one trigger per event (a trigger with transition tables has one event)
    this.addSql(`create function "valori_gusti_da_righe"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform ricalcola_valori_gusti(array(select distinct gusto_id from nuove));
  elsif tg_op = 'DELETE' then
    perform ricalcola_valori_gusti(array(select distinct gusto_id from vecchie));
  else
    perform ricalcola_valori_gusti(array(select gusto_id from nuove union select gusto_id from vecchie));
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "gusti_ingredienti_valori_ins" after insert on "gusti_ingredienti" referencing new table as nuove for each statement execute function "valori_gusti_da_righe"();`);
    this.addSql(`create trigger "gusti_ingredienti_valori_upd" after update on "gusti_ingredienti" referencing old table as vecchie new table as nuove for each statement execute function "valori_gusti_da_righe"();`);
    this.addSql(`create trigger "gusti_ingredienti_valori_del" after delete on "gusti_ingredienti" referencing old table as vecchie for each statement execute function "valori_gusti_da_righe"();`);

    // ingredients: only a change of what the values are made of
    this.addSql(`create function "valori_gusti_da_ingredienti"() returns trigger language plpgsql as $$
declare
  cambiati int[];
begin
  select array_agg(n.id) into cambiati
    from nuovi n join vecchi o on o.id = n.id
   where (n.costo_per_unita, n.unita_misura, n.densita, n.calorie, n.carboidrati, n.zuccheri, n.grassi, n.proteine, n.sale, n.pac, n.pod)
         is distinct from (o.costo_per_unita, o.unita_misura, o.densita, o.calorie, o.carboidrati, o.zuccheri, o.grassi, o.proteine, o.sale, o.pac, o.pod);
  if cambiati is not null then
    perform ricalcola_valori_gusti(array(select distinct gusto_id from gusti_ingredienti where ingrediente_id = any (cambiati)));
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "ingredienti_valori_gusti" after update on "ingredienti" referencing old table as vecchi new table as nuovi for each statement execute function "valori_gusti_da_ingredienti"();`);

    // backfill (the flavours' sync timestamp is kept: their values did not change, they were only stored)
    this.addSql(`alter table "gusti" disable trigger "gusti_aggiornato_il";`);
    this.addSql(`select ricalcola_valori_gusti(null);`);
    this.addSql(`alter table "gusti" enable trigger "gusti_aggiornato_il";`);

    // default order of the production list
    this.addSql(`create index "produzioni_data_id_index" on "produzioni" ("data" desc nulls last, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "produzioni_data_id_index";`);
    this.addSql(`drop trigger if exists "ingredienti_valori_gusti" on "ingredienti";`);
    this.addSql(`drop function if exists "valori_gusti_da_ingredienti"();`);
    this.addSql(`drop trigger if exists "gusti_ingredienti_valori_del" on "gusti_ingredienti";`);
    this.addSql(`drop trigger if exists "gusti_ingredienti_valori_upd" on "gusti_ingredienti";`);
    this.addSql(`drop trigger if exists "gusti_ingredienti_valori_ins" on "gusti_ingredienti";`);
    this.addSql(`drop function if exists "valori_gusti_da_righe"();`);
    this.addSql(`drop function if exists "ricalcola_valori_gusti"(int[]);`);
    this.addSql(`alter table "gusti" ${VALORI.map((c) => `drop column "${c}"`).join(', ')};`);
  }
}
