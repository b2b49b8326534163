import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34 (item 11): recipe lines at 0 are dropped on save; this drops the ones stored before. An
 * allergen that only a dropped line declared (`contiene`) stays on the flavour as a manual allergen,
 * so no label or sign loses a declaration it had. The lines go from every recipe version as well: the
 * current recipe stays equal to its last version (no new version is made) and no old version's
 * weighing sheet lists them. A line at 0 adds no mass, cost or composition: nothing else changes.
 */
export const SQL_RIGHE_A_ZERO = [
  `insert into "gusti_allergeni" ("gusto_id", "allergene_id")
   select distinct r.gusto_id, ia.allergene_id
     from gusti_ingredienti r
     join ingredienti_allergeni ia on ia.ingrediente_id = r.ingrediente_id and ia.tipo = 'contiene'
    where r.quantita = 0
      and not exists (select 1 from gusti_ingredienti o
                        join ingredienti_allergeni oa on oa.ingrediente_id = o.ingrediente_id and oa.tipo = 'contiene'
                       where o.gusto_id = r.gusto_id and o.quantita > 0 and oa.allergene_id = ia.allergene_id)
   on conflict do nothing;`,
  `delete from "gusti_versioni_righe" where "quantita" = 0;`,
  `delete from "gusti_ingredienti" where "quantita" = 0;`,
] as const;

export class Migration20261129110000RigheAZero extends Migration {
  override async up(): Promise<void> {
    for (const sql of SQL_RIGHE_A_ZERO) this.addSql(sql);
  }

  override async down(): Promise<void> {
    // the dropped lines weighed nothing: there is nothing to put back
  }
}
