import { Migration } from '@mikro-orm/migrations';

/**
 * Productions and their lines. kg_totale / costo_totale are the sums of the lines (kept by the
 * service) so that lists sort and aggregate in SQL; each line keeps a snapshot of the flavour's food cost.
 * Sales points and flavours with productions cannot be deleted (restrict).
 */
export class Migration20261121120000Production extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "produzioni" ("id" serial primary key, "data" date not null, "punto_vendita_id" int not null, "operatore_id" int null, "note" text null, "inviato_email" boolean not null default false, "kg_totale" numeric(12,3) not null default 0, "costo_totale" numeric(14,4) not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "produzioni" add constraint "produzioni_note_length_check" check (char_length(note) <= 500);`);
    this.addSql(`create index "produzioni_data_index" on "produzioni" ("data");`);
    this.addSql(`create index "produzioni_punto_vendita_id_data_index" on "produzioni" ("punto_vendita_id", "data");`);
    this.addSql(`create index "produzioni_operatore_id_index" on "produzioni" ("operatore_id");`);
    this.addSql(`create index "produzioni_inviato_email_data_index" on "produzioni" ("inviato_email", "data");`);
    this.addSql(`alter table "produzioni" add constraint "produzioni_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete restrict;`);
    this.addSql(`alter table "produzioni" add constraint "produzioni_operatore_id_foreign" foreign key ("operatore_id") references "utenti" ("id") on delete set null;`);

    this.addSql(`create table "produzione_righe" ("id" serial primary key, "produzione_id" int not null, "gusto_id" int not null, "quantita_kg" numeric(10,3) not null, "food_cost" numeric(12,4) not null);`);
    this.addSql(`alter table "produzione_righe" add constraint "produzione_righe_quantita_kg_check" check (quantita_kg > 0);`);
    this.addSql(`alter table "produzione_righe" add constraint "produzione_righe_produzione_id_gusto_id_unique" unique ("produzione_id", "gusto_id");`);
    this.addSql(`create index "produzione_righe_gusto_id_produzione_id_index" on "produzione_righe" ("gusto_id", "produzione_id");`);
    this.addSql(`alter table "produzione_righe" add constraint "produzione_righe_produzione_id_foreign" foreign key ("produzione_id") references "produzioni" ("id") on delete cascade;`);
    this.addSql(`alter table "produzione_righe" add constraint "produzione_righe_gusto_id_foreign" foreign key ("gusto_id") references "gusti" ("id") on delete restrict;`);
  }
}
