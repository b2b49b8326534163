import { Migration } from '@mikro-orm/migrations';

/**
 * Incremental sync (issue 15, `aggiornato_dopo`): gusti and ingredienti get `aggiornato_il`, and
 * produzioni's `updated_at` is kept current by triggers, so every writer (ORM, raw SQL, seeders) moves
 * the timestamp. A change to a flavour's recipe lines or allergens touches the flavour; a change to a
 * production's lines touches the production. Indexes support the `> ?` filter.
 */
export class Migration20261122140000Aggiornamenti extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "gusti" add column "aggiornato_il" timestamptz not null default now();`);
    this.addSql(`alter table "ingredienti" add column "aggiornato_il" timestamptz not null default now();`);
    this.addSql(`create index "gusti_aggiornato_il_index" on "gusti" ("aggiornato_il");`);
    this.addSql(`create index "ingredienti_aggiornato_il_index" on "ingredienti" ("aggiornato_il");`);
    this.addSql(`create index "produzioni_updated_at_index" on "produzioni" ("updated_at");`);

    this.addSql(`create function "tocca_aggiornato_il"() returns trigger language plpgsql as $$
begin
  new.aggiornato_il := now();
  return new;
end $$;`);
    this.addSql(`create function "tocca_updated_at"() returns trigger language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end $$;`);
    this.addSql(`create trigger "gusti_aggiornato_il" before update on "gusti" for each row execute function "tocca_aggiornato_il"();`);
    this.addSql(`create trigger "ingredienti_aggiornato_il" before update on "ingredienti" for each row execute function "tocca_aggiornato_il"();`);
    this.addSql(`create trigger "produzioni_updated_at" before update on "produzioni" for each row execute function "tocca_updated_at"();`);

    // child rows touch their parent (insert, update or delete of a line)
    this.addSql(`create function "tocca_gusto_da_figlio"() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    update gusti set aggiornato_il = now() where id = old.gusto_id;
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.gusto_id is distinct from old.gusto_id) then
    update gusti set aggiornato_il = now() where id = new.gusto_id;
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "gusti_ingredienti_tocca_gusto" after insert or update or delete on "gusti_ingredienti" for each row execute function "tocca_gusto_da_figlio"();`);
    this.addSql(`create trigger "gusti_allergeni_tocca_gusto" after insert or update or delete on "gusti_allergeni" for each row execute function "tocca_gusto_da_figlio"();`);
    this.addSql(`create function "tocca_produzione_da_riga"() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    update produzioni set updated_at = now() where id = old.produzione_id;
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.produzione_id is distinct from old.produzione_id) then
    update produzioni set updated_at = now() where id = new.produzione_id;
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "produzione_righe_tocca_produzione" after insert or update or delete on "produzione_righe" for each row execute function "tocca_produzione_da_riga"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "produzione_righe_tocca_produzione" on "produzione_righe";`);
    this.addSql(`drop function if exists "tocca_produzione_da_riga"();`);
    this.addSql(`drop trigger if exists "gusti_allergeni_tocca_gusto" on "gusti_allergeni";`);
    this.addSql(`drop trigger if exists "gusti_ingredienti_tocca_gusto" on "gusti_ingredienti";`);
    this.addSql(`drop function if exists "tocca_gusto_da_figlio"();`);
    this.addSql(`drop trigger if exists "produzioni_updated_at" on "produzioni";`);
    this.addSql(`drop trigger if exists "ingredienti_aggiornato_il" on "ingredienti";`);
    this.addSql(`drop trigger if exists "gusti_aggiornato_il" on "gusti";`);
    this.addSql(`drop function if exists "tocca_updated_at"();`);
    this.addSql(`drop function if exists "tocca_aggiornato_il"();`);
    this.addSql(`drop index if exists "produzioni_updated_at_index";`);
    this.addSql(`drop index if exists "ingredienti_aggiornato_il_index";`);
    this.addSql(`drop index if exists "gusti_aggiornato_il_index";`);
    this.addSql(`alter table "ingredienti" drop column "aggiornato_il";`);
    this.addSql(`alter table "gusti" drop column "aggiornato_il";`);
  }
}
