import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30, first half: suppliers, goods receipts with their lots, remembered invoice-line mappings.
 *
 * - `fornitori`: a supplier (ragione sociale, P.IVA unique when known, contacts). The ingredients'
 *   former free-text `fornitore` values become suppliers (one per distinct name, case and surrounding
 *   spaces ignored) with a null `partita_iva`: it was never recorded, and it is entered later.
 * - `ingredienti.fornitore_id` links an ingredient to its supplier; the text column `fornitore` keeps
 *   the spec's shape (the supplier's name) and is kept in step by triggers: linking an ingredient
 *   copies the supplier's name, renaming a supplier renames it on its ingredients, and writing a name
 *   alone links the supplier of that name when there is one (else the link is cleared), and a new
 *   supplier links the ingredients typed with its name that have none.
 * - `ricevimenti` (one document per supplier + number + date) and `ricevimenti_righe` (ingredient,
 *   lot, expiry, quantity in the ingredient's unit, unit price, previous price, temperature).
 * - `fornitori_articoli`: supplier + article key -> ingredient, with a unit conversion factor.
 */
export class Migration20261130120000Fornitori extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "fornitori" ("id" serial primary key, "ragione_sociale" varchar(150) not null, "partita_iva" varchar(11) null, "email" varchar(255) null, "telefono" varchar(50) null, "attivo" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "fornitori" add constraint "fornitori_partita_iva_unique" unique ("partita_iva");`);
    this.addSql(`create table "fornitori_articoli" ("id" serial primary key, "fornitore_id" int not null, "chiave" varchar(1100) not null, "ingrediente_id" int not null, "unita_fattura" varchar(20) null, "fattore_conversione" numeric(14,6) not null default 1, "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "fornitori_articoli_ingrediente_id_index" on "fornitori_articoli" ("ingrediente_id");`);
    this.addSql(`alter table "fornitori_articoli" add constraint "fornitori_articoli_fornitore_id_chiave_unique" unique ("fornitore_id", "chiave");`);
    this.addSql(`create table "ricevimenti" ("id" serial primary key, "fornitore_id" int not null, "data" date not null, "numero_documento" varchar(50) not null, "fattura_tipo_documento" varchar(4) null, "fattura_nome_file" varchar(255) null, "fattura_sha256" varchar(64) null, "note" text null, "created_by" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "ricevimenti_created_by_index" on "ricevimenti" ("created_by");`);
    this.addSql(`create index "ricevimenti_data_index" on "ricevimenti" ("data");`);
    this.addSql(`alter table "ricevimenti" add constraint "ricevimenti_fornitore_id_numero_documento_data_unique" unique ("fornitore_id", "numero_documento", "data");`);
    this.addSql(`create table "ricevimenti_righe" ("id" serial primary key, "ricevimento_id" int not null, "ingrediente_id" int not null, "lotto" varchar(50) not null, "scadenza" date null, "quantita" numeric(12,3) not null, "prezzo_unitario" numeric(12,4) not null, "prezzo_precedente" numeric(12,4) null, "temperatura" numeric(4,1) null, "codice_articolo" varchar(60) null, "descrizione" varchar(1000) null);`);
    this.addSql(`create index "ricevimenti_righe_ricevimento_id_index" on "ricevimenti_righe" ("ricevimento_id");`);
    this.addSql(`create index "ricevimenti_righe_ingrediente_id_lotto_index" on "ricevimenti_righe" ("ingrediente_id", "lotto");`);
    this.addSql(`alter table "ingredienti" add "fornitore_id" int null;`);
    this.addSql(`alter table "ingredienti" add constraint "ingredienti_fornitore_id_foreign" foreign key ("fornitore_id") references "fornitori" ("id") on delete set null;`);
    this.addSql(`create index "ingredienti_fornitore_id_index" on "ingredienti" ("fornitore_id");`);
    this.addSql(`alter table "fornitori" add constraint "fornitori_partita_iva_check" check (partita_iva is null or partita_iva ~ '^[0-9]{11}$');`);
    this.addSql(`alter table "fornitori_articoli" add constraint "fornitori_articoli_fornitore_id_foreign" foreign key ("fornitore_id") references "fornitori" ("id") on delete cascade;`);
    this.addSql(`alter table "fornitori_articoli" add constraint "fornitori_articoli_ingrediente_id_foreign" foreign key ("ingrediente_id") references "ingredienti" ("id") on delete cascade;`);
    this.addSql(`alter table "fornitori_articoli" add constraint "fornitori_articoli_fattore_conversione_check" check (fattore_conversione > 0);`);
    this.addSql(`alter table "ricevimenti" add constraint "ricevimenti_fornitore_id_foreign" foreign key ("fornitore_id") references "fornitori" ("id") on delete restrict;`);
    this.addSql(`alter table "ricevimenti" add constraint "ricevimenti_created_by_foreign" foreign key ("created_by") references "utenti" ("id") on delete set null;`);
    this.addSql(`alter table "ricevimenti_righe" add constraint "ricevimenti_righe_ricevimento_id_foreign" foreign key ("ricevimento_id") references "ricevimenti" ("id") on delete cascade;`);
    this.addSql(`alter table "ricevimenti_righe" add constraint "ricevimenti_righe_ingrediente_id_foreign" foreign key ("ingrediente_id") references "ingredienti" ("id") on delete restrict;`);
    this.addSql(`alter table "ricevimenti_righe" add constraint "ricevimenti_righe_quantita_check" check (quantita > 0);`);
    this.addSql(`alter table "ricevimenti_righe" add constraint "ricevimenti_righe_prezzo_unitario_check" check (prezzo_unitario >= 0);`);
    this.addSql(`alter table "ricevimenti_righe" add constraint "ricevimenti_righe_temperatura_check" check (temperatura is null or (temperatura >= -60 and temperatura <= 60));`);

    // the free-text suppliers become entities (P.IVA unknown: null)
    this.addSql(`insert into "fornitori" ("ragione_sociale")
      select distinct on (lower(btrim(fornitore))) btrim(fornitore) from "ingredienti"
       where btrim(fornitore) <> '' order by lower(btrim(fornitore)), btrim(fornitore);`);
    this.addSql(`update "ingredienti" i set "fornitore_id" = f.id, "fornitore" = f.ragione_sociale
      from "fornitori" f where lower(f.ragione_sociale) = lower(btrim(i.fornitore));`);

    this.addSql(`create function "ingredienti_allinea_fornitore"() returns trigger language plpgsql as $$
begin
  if new.fornitore_id is not null and (tg_op = 'INSERT' or new.fornitore_id is distinct from old.fornitore_id) then
    new.fornitore := coalesce((select ragione_sociale from fornitori where id = new.fornitore_id), new.fornitore);
  elsif tg_op = 'INSERT' or new.fornitore is distinct from old.fornitore then
    if new.fornitore_id is null or not exists (select 1 from fornitori where id = new.fornitore_id and ragione_sociale = new.fornitore) then
      new.fornitore_id := (select id from fornitori where lower(ragione_sociale) = lower(btrim(new.fornitore)) order by id limit 1);
    end if;
  end if;
  return new;
end $$;`);
    this.addSql(`create trigger "ingredienti_allinea_fornitore" before insert or update of "fornitore", "fornitore_id" on "ingredienti" for each row execute function "ingredienti_allinea_fornitore"();`);
    this.addSql(`create function "fornitori_rinomina_ingredienti"() returns trigger language plpgsql as $$
begin
  update ingredienti set fornitore = new.ragione_sociale where fornitore_id = new.id and fornitore is distinct from new.ragione_sociale;
  return null;
end $$;`);
    this.addSql(`create trigger "fornitori_rinomina_ingredienti" after update of "ragione_sociale" on "fornitori" for each row execute function "fornitori_rinomina_ingredienti"();`);
    // a new supplier links the ingredients that were typed with its name and have no supplier yet
    this.addSql(`create function "fornitori_collega_ingredienti"() returns trigger language plpgsql as $$
begin
  update ingredienti set fornitore_id = new.id where fornitore_id is null and lower(btrim(fornitore)) = lower(btrim(new.ragione_sociale));
  return null;
end $$;`);
    this.addSql(`create trigger "fornitori_collega_ingredienti" after insert on "fornitori" for each row execute function "fornitori_collega_ingredienti"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "fornitori_collega_ingredienti" on "fornitori";`);
    this.addSql(`drop function if exists "fornitori_collega_ingredienti"();`);
    this.addSql(`drop trigger if exists "fornitori_rinomina_ingredienti" on "fornitori";`);
    this.addSql(`drop function if exists "fornitori_rinomina_ingredienti"();`);
    this.addSql(`drop trigger if exists "ingredienti_allinea_fornitore" on "ingredienti";`);
    this.addSql(`drop function if exists "ingredienti_allinea_fornitore"();`);
    this.addSql(`drop table if exists "ricevimenti_righe";`);
    this.addSql(`drop table if exists "ricevimenti";`);
    this.addSql(`drop table if exists "fornitori_articoli";`);
    this.addSql(`alter table "ingredienti" drop constraint "ingredienti_fornitore_id_foreign";`);
    this.addSql(`alter table "ingredienti" drop column "fornitore_id";`);
    this.addSql(`drop table if exists "fornitori";`);
  }
}
