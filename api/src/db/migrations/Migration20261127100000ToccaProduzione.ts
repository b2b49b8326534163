import { Migration } from '@mikro-orm/migrations';

/** Each statement trigger on produzione_righe: its event, its transition tables, its function and the productions it touches. */
const TOCCHI = [
  { trigger: 'produzione_righe_tocca_ins', evento: 'insert', tabelle: 'new table as nuove', funzione: 'tocca_produzioni_da_nuove', ids: 'select produzione_id from nuove' },
  { trigger: 'produzione_righe_tocca_del', evento: 'delete', tabelle: 'old table as vecchie', funzione: 'tocca_produzioni_da_vecchie', ids: 'select produzione_id from vecchie' },
  {
    trigger: 'produzione_righe_tocca_upd',
    evento: 'update',
    tabelle: 'old table as vecchie new table as nuove',
    funzione: 'tocca_produzioni_da_modificate',
    ids: 'select produzione_id from nuove union select produzione_id from vecchie',
  },
] as const;

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
    // each trigger updates in plpgsql (its plan kept), not through a shared SQL function (planned
    // again on every call)
    for (const t of TOCCHI) {
      this.addSql(`create function "${t.funzione}"() returns trigger language plpgsql as $$
begin
  update produzioni set updated_at = now()
   where id in (${t.ids}) and updated_at is distinct from now();
  return null;
end $$;`);
      this.addSql(`create trigger "${t.trigger}" after ${t.evento} on "produzione_righe" referencing ${t.tabelle} for each statement execute function "${t.funzione}"();`);
    }
  }

  override async down(): Promise<void> {
    for (const t of TOCCHI) {
      this.addSql(`drop trigger "${t.trigger}" on "produzione_righe";`);
      this.addSql(`drop function "${t.funzione}"();`);
    }
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
