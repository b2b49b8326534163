import { Migration } from '@mikro-orm/migrations';

/**
 * Price list, portions and the display case (issue 14, DOMAIN.md "Display case"): selling price per kg
 * of a flavour (per sales point, or general when punto_vendita_id is null), portions per sales point,
 * trays loaded into the display case (optionally from a production line, whose food-cost snapshot
 * prices the sold kg) with their closing weigh-back, and waste. Indexes serve the per-point/day reads.
 */
export class Migration20261122120000Vetrina extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "listino" ("id" serial primary key, "gusto_id" int not null, "punto_vendita_id" int null, "prezzo_kg" numeric(10,2) not null, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "listino" add constraint "listino_prezzo_kg_check" check (prezzo_kg > 0);`);
    this.addSql(`alter table "listino" add constraint "listino_gusto_id_punto_vendita_id_unique" unique ("gusto_id", "punto_vendita_id");`);
    this.addSql(`create unique index "listino_gusto_id_generale_unique" on "listino" ("gusto_id") where punto_vendita_id is null;`);
    this.addSql(`create index "listino_punto_vendita_id_index" on "listino" ("punto_vendita_id");`);
    this.addSql(`alter table "listino" add constraint "listino_gusto_id_foreign" foreign key ("gusto_id") references "gusti" ("id") on delete cascade;`);
    this.addSql(`alter table "listino" add constraint "listino_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete cascade;`);

    this.addSql(`create table "porzioni" ("id" serial primary key, "punto_vendita_id" int not null, "tipo" varchar(20) not null, "grammi" int not null, "prezzo" numeric(10,2) not null);`);
    this.addSql(`alter table "porzioni" add constraint "porzioni_tipo_check" check (tipo in ('cono', 'coppetta_piccola', 'coppetta_media', 'coppetta_grande', 'vaschetta_500', 'vaschetta_1000'));`);
    this.addSql(`alter table "porzioni" add constraint "porzioni_grammi_check" check (grammi > 0);`);
    this.addSql(`alter table "porzioni" add constraint "porzioni_prezzo_check" check (prezzo >= 0);`);
    this.addSql(`alter table "porzioni" add constraint "porzioni_punto_vendita_id_tipo_unique" unique ("punto_vendita_id", "tipo");`);
    this.addSql(`alter table "porzioni" add constraint "porzioni_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete cascade;`);

    this.addSql(`create table "vetrina_carichi" ("id" serial primary key, "punto_vendita_id" int not null, "data" date not null, "gusto_id" int not null, "produzione_id" int null, "produzione_riga_id" int null, "kg" numeric(10,3) not null, "kg_rimasti" numeric(10,3) null, "operatore_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "vetrina_carichi" add constraint "vetrina_carichi_kg_check" check (kg > 0);`);
    this.addSql(`alter table "vetrina_carichi" add constraint "vetrina_carichi_kg_rimasti_check" check (kg_rimasti is null or (kg_rimasti >= 0 and kg_rimasti <= kg));`);
    this.addSql(`create index "vetrina_carichi_punto_vendita_id_data_index" on "vetrina_carichi" ("punto_vendita_id", "data");`);
    this.addSql(`create index "vetrina_carichi_gusto_id_data_index" on "vetrina_carichi" ("gusto_id", "data");`);
    this.addSql(`create index "vetrina_carichi_produzione_id_index" on "vetrina_carichi" ("produzione_id");`);
    this.addSql(`create index "vetrina_carichi_produzione_riga_id_index" on "vetrina_carichi" ("produzione_riga_id");`);
    this.addSql(`create index "vetrina_carichi_operatore_id_index" on "vetrina_carichi" ("operatore_id");`);
    this.addSql(`alter table "vetrina_carichi" add constraint "vetrina_carichi_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete restrict;`);
    this.addSql(`alter table "vetrina_carichi" add constraint "vetrina_carichi_gusto_id_foreign" foreign key ("gusto_id") references "gusti" ("id") on delete restrict;`);
    this.addSql(`alter table "vetrina_carichi" add constraint "vetrina_carichi_produzione_id_foreign" foreign key ("produzione_id") references "produzioni" ("id") on delete set null;`);
    this.addSql(`alter table "vetrina_carichi" add constraint "vetrina_carichi_produzione_riga_id_foreign" foreign key ("produzione_riga_id") references "produzione_righe" ("id") on delete set null;`);
    this.addSql(`alter table "vetrina_carichi" add constraint "vetrina_carichi_operatore_id_foreign" foreign key ("operatore_id") references "utenti" ("id") on delete set null;`);

    this.addSql(`create table "vetrina_scarti" ("id" serial primary key, "punto_vendita_id" int not null, "data" date not null, "gusto_id" int not null, "kg" numeric(10,3) not null, "motivo" varchar(20) not null, "operatore_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "vetrina_scarti" add constraint "vetrina_scarti_kg_check" check (kg > 0);`);
    this.addSql(`alter table "vetrina_scarti" add constraint "vetrina_scarti_motivo_check" check (motivo in ('scaduto', 'caduto', 'qualita', 'altro'));`);
    this.addSql(`create index "vetrina_scarti_punto_vendita_id_data_index" on "vetrina_scarti" ("punto_vendita_id", "data");`);
    this.addSql(`create index "vetrina_scarti_gusto_id_data_index" on "vetrina_scarti" ("gusto_id", "data");`);
    this.addSql(`create index "vetrina_scarti_operatore_id_index" on "vetrina_scarti" ("operatore_id");`);
    this.addSql(`alter table "vetrina_scarti" add constraint "vetrina_scarti_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete restrict;`);
    this.addSql(`alter table "vetrina_scarti" add constraint "vetrina_scarti_gusto_id_foreign" foreign key ("gusto_id") references "gusti" ("id") on delete restrict;`);
    this.addSql(`alter table "vetrina_scarti" add constraint "vetrina_scarti_operatore_id_foreign" foreign key ("operatore_id") references "utenti" ("id") on delete set null;`);
  }
}
