import { Migration } from '@mikro-orm/migrations';

/**
 * Recipe versions (issue 12, DOMAIN.md "Recipe versions and the weighing sheet").
 *
 * - `gusti_versioni`: immutable versions of a flavour's recipe (numero 1, 2, …, data, autore, nota,
 *   food cost €/kg and PAC per kg of mix at the time); `gusti_versioni_righe` their lines.
 * - `gusti.versione`: the current number. `produzione_righe.versione_ricetta`: the version a line
 *   was produced from (a BEFORE INSERT trigger fills the flavour's current one when a writer omits it).
 * - Versions are written by the database for every writer (services, raw SQL, seeders): a deferred
 *   constraint trigger on recipe lines and on new flavours runs `versiona_ricetta_gusto` once the
 *   transaction's changes are in (at commit, or when the service sets the constraint immediate); a
 *   new version is made only when the lines differ from the latest version's (an identical save makes
 *   none). Author and note come from the transaction's settings `gelatiere.versione_autore` /
 *   `gelatiere.versione_nota` (set by the service; null for seeders and migrated recipes).
 * - Backfill: every flavour's recipe becomes version 1 and every production line points at it
 *   (a column default, then the default is dropped: no rewrite of the production lines).
 *
 * Frozen SQL: units as common/units.ts on 2026-11-23 (g, ml / 1000; a volume × densita; pz no mass).
 */
const Q = `(r.quantita * (case when r.unita in ('kg', 'l') then 1000 else 1 end) / (case when i.unita_misura in ('kg', 'l') then 1000.0 else 1.0 end))`;
const M = `(case r.unita when 'kg' then r.quantita when 'l' then r.quantita * coalesce(i.densita, 1.0) when 'g' then r.quantita / 1000.0
                         when 'ml' then r.quantita / 1000.0 * coalesce(i.densita, 1.0) else 0 end)`;
/** food cost €/kg and PAC per kg of the lines `r` (alias) joined to their ingredients `i` */
const VALORI = `case when sum(${M}) > 0 then round(sum(${Q} * i.costo_per_unita) / sum(${M}), 4) else 0 end as food_cost,
                case when sum(${M}) > 0 then round(sum(${M} * 10 * coalesce(i.pac, 0)) / sum(${M}), 2) else 0 end as pac_kg`;

export class Migration20261123100000Versioni extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "gusti_versioni" ("id" serial primary key, "gusto_id" int not null, "numero" int not null, "data" timestamptz not null default now(), "autore_id" int null, "nota" varchar(500) null, "food_cost" numeric(12,4) not null default 0, "pac_kg" numeric(12,2) not null default 0);`);
    this.addSql(`alter table "gusti_versioni" add constraint "gusti_versioni_gusto_id_numero_unique" unique ("gusto_id", "numero");`);
    this.addSql(`create index "gusti_versioni_autore_id_index" on "gusti_versioni" ("autore_id");`);
    this.addSql(`alter table "gusti_versioni" add constraint "gusti_versioni_gusto_id_foreign" foreign key ("gusto_id") references "gusti" ("id") on delete cascade;`);
    this.addSql(`alter table "gusti_versioni" add constraint "gusti_versioni_autore_id_foreign" foreign key ("autore_id") references "utenti" ("id") on delete set null;`);

    this.addSql(`create table "gusti_versioni_righe" ("id" serial primary key, "versione_id" int not null, "ingrediente_id" int not null, "quantita" numeric(12,3) not null, "unita" text not null);`);
    this.addSql(`create index "gusti_versioni_righe_versione_id_index" on "gusti_versioni_righe" ("versione_id");`);
    this.addSql(`create index "gusti_versioni_righe_ingrediente_id_index" on "gusti_versioni_righe" ("ingrediente_id");`);
    this.addSql(`alter table "gusti_versioni_righe" add constraint "gusti_versioni_righe_versione_id_foreign" foreign key ("versione_id") references "gusti_versioni" ("id") on delete cascade;`);
    this.addSql(`alter table "gusti_versioni_righe" add constraint "gusti_versioni_righe_ingrediente_id_foreign" foreign key ("ingrediente_id") references "ingredienti" ("id") on delete restrict;`);
    this.addSql(`alter table "gusti_versioni_righe" add constraint "gusti_versioni_righe_quantita_check" check (quantita >= 0);`);
    this.addSql(`alter table "gusti_versioni_righe" add constraint "gusti_versioni_righe_unita_check" check ("unita" in ('kg', 'l', 'g', 'ml', 'pz'));`);

    this.addSql(`alter table "gusti" add column "versione" int not null default 1;`);

    // backfill: today's recipes are version 1 (dated when the flavour was created; author unknown)
    this.addSql(`insert into "gusti_versioni" ("gusto_id", "numero", "data", "food_cost", "pac_kg")
      select g.id, 1, g.created_at, v.food_cost, v.pac_kg
        from gusti g
        cross join lateral (select ${VALORI} from gusti_ingredienti r join ingredienti i on i.id = r.ingrediente_id where r.gusto_id = g.id) v;`);
    this.addSql(`insert into "gusti_versioni_righe" ("versione_id", "ingrediente_id", "quantita", "unita")
      select v.id, r.ingrediente_id, r.quantita, r.unita
        from gusti_ingredienti r join gusti_versioni v on v.gusto_id = r.gusto_id and v.numero = 1
       order by r.gusto_id, r.id;`);
    // every existing production line was made from version 1 (a default: no rewrite of the table)
    this.addSql(`alter table "produzione_righe" add column "versione_ricetta" int not null default 1;`);
    this.addSql(`alter table "produzione_righe" alter column "versione_ricetta" drop default;`);

    // a new version when the flavour's lines differ from its latest version (none when identical)
    this.addSql(`create function "versiona_ricetta_gusto"(gid int) returns void language plpgsql as $$
declare
  ultima_id int;
  ultimo_numero int;
  nuova_id int;
begin
  perform 1 from gusti where id = gid for update;
  if not found then
    return; -- the flavour was deleted in the same transaction
  end if;
  select id, numero into ultima_id, ultimo_numero from gusti_versioni where gusto_id = gid order by numero desc limit 1;
  if ultima_id is not null and not exists (
       (select ingrediente_id, quantita, unita from gusti_ingredienti where gusto_id = gid
        except all
        select ingrediente_id, quantita, unita from gusti_versioni_righe where versione_id = ultima_id)
       union all
       (select ingrediente_id, quantita, unita from gusti_versioni_righe where versione_id = ultima_id
        except all
        select ingrediente_id, quantita, unita from gusti_ingredienti where gusto_id = gid)) then
    return;
  end if;
  insert into gusti_versioni (gusto_id, numero, data, autore_id, nota, food_cost, pac_kg)
  select gid, coalesce(ultimo_numero, 0) + 1, now(),
         (select u.id from utenti u where u.id::text = nullif(current_setting('gelatiere.versione_autore', true), '')),
         left(nullif(btrim(current_setting('gelatiere.versione_nota', true)), ''), 500),
         v.food_cost, v.pac_kg
    from (select ${VALORI} from gusti_ingredienti r join ingredienti i on i.id = r.ingrediente_id where r.gusto_id = gid) v
  returning id into nuova_id;
  insert into gusti_versioni_righe (versione_id, ingrediente_id, quantita, unita)
  select nuova_id, r.ingrediente_id, r.quantita, r.unita from gusti_ingredienti r where r.gusto_id = gid order by r.id;
  update gusti set versione = coalesce(ultimo_numero, 0) + 1 where id = gid;
end $$;`);
    this.addSql(`create function "versiona_da_righe"() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform versiona_ricetta_gusto(old.gusto_id);
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.gusto_id is distinct from old.gusto_id) then
    perform versiona_ricetta_gusto(new.gusto_id);
  end if;
  return null;
end $$;`);
    this.addSql(`create function "versiona_da_gusto"() returns trigger language plpgsql as $$
begin
  perform versiona_ricetta_gusto(new.id);
  return null;
end $$;`);
    this.addSql(`create constraint trigger "gusti_ingredienti_versiona" after insert or update or delete on "gusti_ingredienti" deferrable initially deferred for each row execute function "versiona_da_righe"();`);
    this.addSql(`create constraint trigger "gusti_versiona" after insert on "gusti" deferrable initially deferred for each row execute function "versiona_da_gusto"();`);

    // a production line omitting its version takes the flavour's current one
    this.addSql(`create function "versione_riga_produzione"() returns trigger language plpgsql as $$
begin
  select versione into new.versione_ricetta from gusti where id = new.gusto_id;
  return new;
end $$;`);
    this.addSql(`create trigger "produzione_righe_versione" before insert on "produzione_righe" for each row when (new.versione_ricetta is null) execute function "versione_riga_produzione"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "produzione_righe_versione" on "produzione_righe";`);
    this.addSql(`drop function if exists "versione_riga_produzione"();`);
    this.addSql(`drop trigger if exists "gusti_versiona" on "gusti";`);
    this.addSql(`drop trigger if exists "gusti_ingredienti_versiona" on "gusti_ingredienti";`);
    this.addSql(`drop function if exists "versiona_da_gusto"();`);
    this.addSql(`drop function if exists "versiona_da_righe"();`);
    this.addSql(`drop function if exists "versiona_ricetta_gusto"(int);`);
    this.addSql(`alter table "produzione_righe" drop column "versione_ricetta";`);
    this.addSql(`alter table "gusti" drop column "versione";`);
    this.addSql(`drop table if exists "gusti_versioni_righe";`);
    this.addSql(`drop table if exists "gusti_versioni";`);
  }
}
