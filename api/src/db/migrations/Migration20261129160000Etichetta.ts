import { Migration } from '@mikro-orm/migrations';

/**
 * The EU label's missing particulars (issue 27): an ingredient's mass per piece (`peso_pezzo_g`: a
 * piece then counts in the mass, the label order and the nutrition), a compound ingredient's own
 * ingredient list (`ingredienti_composti`) and its additive category, name and E number; a recipe
 * line may be marked characterising (`caratterizzante`: its percentage is declared, QUID).
 */
export class Migration20261129160000Etichetta extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "ingredienti"
      add column "peso_pezzo_g" numeric(10,3) null,
      add column "ingredienti_composti" text null,
      add column "additivo_categoria" varchar(100) null,
      add column "additivo_nome" varchar(150) null,
      add column "additivo_e_numero" varchar(10) null;`);
    this.addSql(`alter table "ingredienti" add constraint "ingredienti_peso_pezzo_check" check (peso_pezzo_g is null or (peso_pezzo_g > 0 and peso_pezzo_g <= 100000));`);
    this.addSql(`alter table "gusti_ingredienti" add column "caratterizzante" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "gusti_ingredienti" drop column "caratterizzante";`);
    this.addSql(`alter table "ingredienti" drop constraint "ingredienti_peso_pezzo_check";`);
    this.addSql(`alter table "ingredienti" drop column "peso_pezzo_g", drop column "ingredienti_composti", drop column "additivo_categoria", drop column "additivo_nome", drop column "additivo_e_numero";`);
  }
}
