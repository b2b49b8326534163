import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 13 (writes as fast as the database allows): a production's lines touch their production once
 * per statement, not once per line. The row trigger of Migration20261122140000Aggiornamenti updated
 * the production once for every line written (8 updates, 8 row versions and 8 trigger calls for an
 * 8-line registration); these statement triggers update each production the statement touched once,
 * and not at all when its updated_at is already this transaction's now() (a production registered
 * with its lines in one statement, or already touched by this transaction): the same timestamp, the
 * same rows, one write or none.
 */
export class Migration20261127100000ToccaProduzione extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger "produzione_righe_tocca_produzione" on "produzione_righe";`);
    this.addSql(`drop function "tocca_produzione_da_riga"();`);
    // plpgsql, not a shared SQL function: plpgsql keeps each statement's plan, a SQL function called
    // from it is planned again on every call
    this.addSql(`create function "tocca_produzioni_da_nuove"() returns trigger language plpgsql as $$
begin
  update produzioni set updated_at = now()
   where id in (select produzione_id from nuove) and updated_at is distinct from now();
  return null;
end $$;`);
    this.addSql(`create function "tocca_produzioni_da_vecchie"() returns trigger language plpgsql as $$
begin
  update produzioni set updated_at = now()
   where id in (select produzione_id from vecchie) and updated_at is distinct from now();
  return null;
end $$;`);
    this.addSql(`create function "tocca_produzioni_da_modificate"() returns trigger language plpgsql as $$
begin
  update produzioni set updated_at = now()
   where id in (select produzione_id from nuove union select produzione_id from vecchie) and updated_at is distinct from now();
  return null;
end $$;`);
    this.addSql(`create trigger "produzione_righe_tocca_ins" after insert on "produzione_righe" referencing new table as nuove for each statement execute function "tocca_produzioni_da_nuove"();`);
    this.addSql(`create trigger "produzione_righe_tocca_del" after delete on "produzione_righe" referencing old table as vecchie for each statement execute function "tocca_produzioni_da_vecchie"();`);
    this.addSql(`create trigger "produzione_righe_tocca_upd" after update on "produzione_righe" referencing old table as vecchie new table as nuove for each statement execute function "tocca_produzioni_da_modificate"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "produzione_righe_tocca_upd" on "produzione_righe";`);
    this.addSql(`drop trigger "produzione_righe_tocca_del" on "produzione_righe";`);
    this.addSql(`drop trigger "produzione_righe_tocca_ins" on "produzione_righe";`);
    this.addSql(`drop function "tocca_produzioni_da_modificate"();`);
    this.addSql(`drop function "tocca_produzioni_da_vecchie"();`);
    this.addSql(`drop function "tocca_produzioni_da_nuove"();`);
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
}
