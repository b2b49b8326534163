import { Migration } from '@mikro-orm/migrations';

/**
 * Allergens derived from ingredients (issue 12, DOMAIN.md "Allergens and the EU label").
 * - `ingredienti_allergeni`: per ingredient and allergen of the catalogue, `contiene` or `tracce`
 *   (may contain); at most one declaration per pair.
 * - `ingredienti.allergeni_dichiarati`: the ingredient's allergens have been declared (also "none");
 *   false lists it as unknown in the check. `nome_etichetta` (label name, e.g. "latte intero") and
 *   `caratterizzante` (QUID, Art. 22). Saturated fat and fibre already exist (science columns).
 * - `gusti_allergeni` keeps today's flavour allergens: from now on they are the MANUAL ones (the
 *   derived ones are computed from the recipe), so existing data migrates unchanged.
 * - A change of an ingredient's allergens touches the ingredient and the flavours that use it
 *   (`aggiornato_il`, incremental sync): their derived allergens changed.
 */
export class Migration20261123110000Allergeni extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "ingredienti" add column "allergeni_dichiarati" boolean not null default false, add column "nome_etichetta" varchar(150) null, add column "caratterizzante" boolean not null default false;`);
    this.addSql(`create table "ingredienti_allergeni" ("ingrediente_id" int not null, "allergene_id" int not null, "tipo" text not null, primary key ("ingrediente_id", "allergene_id"));`);
    this.addSql(`alter table "ingredienti_allergeni" add constraint "ingredienti_allergeni_tipo_check" check ("tipo" in ('contiene', 'tracce'));`);
    this.addSql(`create index "ingredienti_allergeni_ingrediente_id_index" on "ingredienti_allergeni" ("ingrediente_id");`);
    this.addSql(`create index "ingredienti_allergeni_allergene_id_index" on "ingredienti_allergeni" ("allergene_id");`);
    this.addSql(`alter table "ingredienti_allergeni" add constraint "ingredienti_allergeni_ingrediente_id_foreign" foreign key ("ingrediente_id") references "ingredienti" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ingredienti_allergeni" add constraint "ingredienti_allergeni_allergene_id_foreign" foreign key ("allergene_id") references "allergeni" ("id") on update cascade on delete cascade;`);

    this.addSql(`create function "tocca_ingrediente_da_allergene"() returns trigger language plpgsql as $$
declare
  ing int;
begin
  if tg_op = 'DELETE' then ing := old.ingrediente_id; else ing := new.ingrediente_id; end if;
  update ingredienti set aggiornato_il = now() where id = ing;
  update gusti set aggiornato_il = now() where id in (select gusto_id from gusti_ingredienti where ingrediente_id = ing);
  return null;
end $$;`);
    this.addSql(`create trigger "ingredienti_allergeni_tocca" after insert or update or delete on "ingredienti_allergeni" for each row execute function "tocca_ingrediente_da_allergene"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "ingredienti_allergeni_tocca" on "ingredienti_allergeni";`);
    this.addSql(`drop function if exists "tocca_ingrediente_da_allergene"();`);
    this.addSql(`drop table if exists "ingredienti_allergeni" cascade;`);
    this.addSql(`alter table "ingredienti" drop column "allergeni_dichiarati", drop column "nome_etichetta", drop column "caratterizzante";`);
  }
}
