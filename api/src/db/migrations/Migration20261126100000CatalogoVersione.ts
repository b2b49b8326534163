import { Migration } from '@mikro-orm/migrations';

/** Tables whose rows make up what the catalogue's cached answers show (frozen copy of common/versione-catalogo.ts). */
const TABELLE = ['gusti', 'categorie_gusti', 'gusti_ingredienti', 'ingredienti', 'ingredienti_allergeni', 'gusti_allergeni', 'allergeni'];

/**
 * The catalogue's version (issue 13, speed: the flavour list's answer is kept ready per version,
 * rest/cache-risposte.ts). Every transaction that writes a catalogue table adds one row (its own
 * transaction id, weight 1) to catalogo_modifiche through a statement trigger; the version is the sum
 * of the weights. It grows with every commit that changed the catalogue and never goes back, so a
 * version never names two different catalogues. No writer waits for another: each inserts its own
 * key. Past 64 rows a writer folds the rows it can lock into its own (the sum does not change), so
 * the read stays a few rows. Backups, reset and import never see the table (admin.schema.ts) and
 * call segna_catalogo_modificato() themselves, since they load with triggers off.
 */
export class Migration20261126100000CatalogoVersione extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "catalogo_modifiche" ("xid" xid8 primary key, "peso" bigint not null default 1);`);
    this.addSql(`create function "segna_catalogo_modificato"() returns void language plpgsql as $$
declare
  nuova int;
begin
  insert into catalogo_modifiche (xid) values (pg_current_xact_id()) on conflict (xid) do nothing;
  get diagnostics nuova = row_count;
  if nuova = 1 and (select count(*) from catalogo_modifiche) > 64 then
    with via as (
      delete from catalogo_modifiche
       where ctid in (select ctid from catalogo_modifiche where xid <> pg_current_xact_id() for update skip locked)
      returning peso)
    update catalogo_modifiche set peso = peso + (select coalesce(sum(peso), 0) from via) where xid = pg_current_xact_id();
  end if;
end $$;`);
    this.addSql(`create function "catalogo_modificato"() returns trigger language plpgsql as $$
begin
  perform segna_catalogo_modificato();
  return null;
end $$;`);
    for (const t of TABELLE) {
      this.addSql(`create trigger "${t}_catalogo_modificato" after insert or update or delete or truncate on "${t}" for each statement execute function "catalogo_modificato"();`);
    }
  }

  override async down(): Promise<void> {
    for (const t of TABELLE) this.addSql(`drop trigger if exists "${t}_catalogo_modificato" on "${t}";`);
    this.addSql(`drop function if exists "catalogo_modificato"(), "segna_catalogo_modificato"();`);
    this.addSql(`drop table if exists "catalogo_modifiche";`);
  }
}
