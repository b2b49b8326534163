import { Migration } from '@mikro-orm/migrations';

/**
 * Production plan (issue 32): the laboratory's batch freezers (one default, from the weighing sheet's
 * 10 kg), the flavours a sales point always shows, a day's recorded plan (its productions and rows),
 * the trays set by hand and every change of them (who, when, before and after).
 */
export class Migration20261201140000Piano extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "piano_mantecatori" ("id" serial primary key, "nome" varchar(60) not null, "capacita_kg" numeric(6,2) not null, "minuti_ciclo" int not null, "ordine" int not null default 0);`);
    this.addSql(`alter table "piano_mantecatori" add constraint "piano_mantecatori_nome_unique" unique ("nome");`);
    this.addSql(`alter table "piano_mantecatori" add constraint "piano_mantecatori_capacita_kg_check" check (capacita_kg > 0);`);
    this.addSql(`alter table "piano_mantecatori" add constraint "piano_mantecatori_minuti_ciclo_check" check (minuti_ciclo > 0);`);
    this.addSql(`insert into "piano_mantecatori" ("nome", "capacita_kg", "minuti_ciclo", "ordine") values ('Mantecatore 1', 10, 15, 0);`);

    this.addSql(`create table "piano_sempre_esposti" ("punto_vendita_id" int not null, "gusto_id" int not null, primary key ("punto_vendita_id", "gusto_id"));`);
    this.addSql(`create index "piano_sempre_esposti_gusto_id_index" on "piano_sempre_esposti" ("gusto_id");`);
    this.addSql(`alter table "piano_sempre_esposti" add constraint "piano_sempre_esposti_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "piano_sempre_esposti" add constraint "piano_sempre_esposti_gusto_id_foreign" foreign key ("gusto_id") references "gusti" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "piano_righe" ("data" date not null, "punto_vendita_id" int not null, "gusto_id" int not null, "vaschette" int not null, "modificata_da_id" int null, "modificata_il" timestamptz not null default now(), primary key ("data", "punto_vendita_id", "gusto_id"));`);
    this.addSql(`create index "piano_righe_gusto_id_index" on "piano_righe" ("gusto_id");`);
    this.addSql(`create index "piano_righe_modificata_da_id_index" on "piano_righe" ("modificata_da_id");`);
    this.addSql(`alter table "piano_righe" add constraint "piano_righe_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete cascade;`);
    this.addSql(`alter table "piano_righe" add constraint "piano_righe_gusto_id_foreign" foreign key ("gusto_id") references "gusti" ("id") on delete cascade;`);
    this.addSql(`alter table "piano_righe" add constraint "piano_righe_modificata_da_id_foreign" foreign key ("modificata_da_id") references "utenti" ("id") on delete set null;`);
    this.addSql(`alter table "piano_righe" add constraint "piano_righe_vaschette_check" check (vaschette >= 0);`);

    this.addSql(`create table "piano_modifiche" ("id" serial primary key, "data" date not null, "punto_vendita_id" int not null, "gusto_id" int not null, "vaschette_prima" int not null, "vaschette_dopo" int not null, "utente_id" int null, "utente_nome" varchar(150) not null, "il" timestamptz not null default now());`);
    this.addSql(`create index "piano_modifiche_punto_vendita_id_index" on "piano_modifiche" ("punto_vendita_id");`);
    this.addSql(`create index "piano_modifiche_gusto_id_index" on "piano_modifiche" ("gusto_id");`);
    this.addSql(`create index "piano_modifiche_utente_id_index" on "piano_modifiche" ("utente_id");`);
    this.addSql(`create index "piano_modifiche_data_index" on "piano_modifiche" ("data");`);
    this.addSql(`alter table "piano_modifiche" add constraint "piano_modifiche_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete cascade;`);
    this.addSql(`alter table "piano_modifiche" add constraint "piano_modifiche_gusto_id_foreign" foreign key ("gusto_id") references "gusti" ("id") on delete cascade;`);
    this.addSql(`alter table "piano_modifiche" add constraint "piano_modifiche_utente_id_foreign" foreign key ("utente_id") references "utenti" ("id") on delete set null;`);

    this.addSql(`create table "piani" ("data" date not null, "registrato_il" timestamptz null, "registrato_da_id" int null, "produzioni_ids" jsonb null, "righe" jsonb null, primary key ("data"));`);
    this.addSql(`create index "piani_registrato_da_id_index" on "piani" ("registrato_da_id");`);
    this.addSql(`alter table "piani" add constraint "piani_registrato_da_id_foreign" foreign key ("registrato_da_id") references "utenti" ("id") on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "piani";`);
    this.addSql(`drop table if exists "piano_modifiche";`);
    this.addSql(`drop table if exists "piano_righe";`);
    this.addSql(`drop table if exists "piano_sempre_esposti";`);
    this.addSql(`drop table if exists "piano_mantecatori";`);
  }
}
