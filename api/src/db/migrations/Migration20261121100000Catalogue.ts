import { Migration } from '@mikro-orm/migrations';

/** The 14 allergens of Reg. UE 1169/2011, Allegato II: base data present from the first start (editable). */
const REGOLAMENTO = 'Reg. UE 1169/2011, Allegato II';
export const ALLERGENI_UE: [codice: string, nome: string, descrizione: string][] = [
  ['glutine', 'Glutine', 'Cereali contenenti glutine, cioè grano (farro e grano khorasan), segale, orzo, avena o i loro ceppi ibridati e prodotti derivati'],
  ['crostacei', 'Crostacei', 'Crostacei e prodotti a base di crostacei'],
  ['uova', 'Uova', 'Uova e prodotti a base di uova'],
  ['pesce', 'Pesce', 'Pesce e prodotti a base di pesce'],
  ['arachidi', 'Arachidi', 'Arachidi e prodotti a base di arachidi'],
  ['soia', 'Soia', 'Soia e prodotti a base di soia'],
  ['latte', 'Latte', 'Latte e prodotti a base di latte (incluso lattosio)'],
  ['frutta_a_guscio', 'Frutta a guscio', 'Frutta a guscio, vale a dire mandorle, nocciole, noci, noci di acagiù, noci di pecan, noci del Brasile, pistacchi, noci macadamia o noci del Queensland, e i loro prodotti'],
  ['sedano', 'Sedano', 'Sedano e prodotti a base di sedano'],
  ['senape', 'Senape', 'Senape e prodotti a base di senape'],
  ['sesamo', 'Sesamo', 'Semi di sesamo e prodotti a base di semi di sesamo'],
  ['solfiti', 'Anidride solforosa e solfiti', 'Anidride solforosa e solfiti in concentrazioni superiori a 10 mg/kg o 10 mg/litro in termini di SO2 totale'],
  ['lupini', 'Lupini', 'Lupini e prodotti a base di lupini'],
  ['molluschi', 'Molluschi', 'Molluschi e prodotti a base di molluschi'],
];

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Catalogue: ingredients, flavour categories, allergens (with the EU base list), flavours and recipes. */
export class Migration20261121100000Catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "ingredienti" ("id" serial primary key, "nome" varchar(150) not null, "descrizione" text null, "costo_per_unita" numeric(12,4) not null default 0, "unita_misura" text not null default 'kg', "fornitore" varchar(150) not null, "calorie" numeric(10,2) null, "carboidrati" numeric(10,2) null, "zuccheri" numeric(10,2) null, "grassi" numeric(10,2) null, "proteine" numeric(10,2) null, "sale" numeric(10,2) null, "pac" numeric(10,2) null, "pod" numeric(10,2) null, "attivo" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "ingredienti" add constraint "ingredienti_unita_misura_check" check ("unita_misura" in ('kg', 'l', 'g', 'ml', 'pz'));`);
    this.addSql(`alter table "ingredienti" add constraint "ingredienti_valori_non_negativi_check" check (costo_per_unita >= 0 and coalesce(calorie, 0) >= 0 and coalesce(carboidrati, 0) >= 0 and coalesce(zuccheri, 0) >= 0 and coalesce(grassi, 0) >= 0 and coalesce(proteine, 0) >= 0 and coalesce(sale, 0) >= 0 and coalesce(pac, 0) >= 0 and coalesce(pod, 0) >= 0);`);

    this.addSql(`create table "categorie_gusti" ("id" serial primary key, "nome" varchar(100) not null, "descrizione" text null, "colore" varchar(7) not null default '#87CEEB', "ordine" int not null default 0, "attivo" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "categorie_gusti" add constraint "categorie_gusti_nome_unique" unique ("nome");`);
    this.addSql(`alter table "categorie_gusti" add constraint "categorie_gusti_ordine_check" check (ordine >= 0);`);

    this.addSql(`create table "allergeni" ("id" serial primary key, "nome" varchar(100) not null, "codice" varchar(50) not null, "descrizione" text null, "regolamentazione" text null, "attivo" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "allergeni" add constraint "allergeni_nome_unique" unique ("nome");`);
    this.addSql(`alter table "allergeni" add constraint "allergeni_codice_unique" unique ("codice");`);

    this.addSql(`create table "gusti" ("id" serial primary key, "nome" varchar(150) not null, "descrizione" text null, "categoria_id" int not null, "colore" varchar(7) not null default '#ffffff', "stagionale" boolean not null default false, "attivo" boolean not null default true, "note_produzione" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "gusti_categoria_id_index" on "gusti" ("categoria_id");`);
    this.addSql(`alter table "gusti" add constraint "gusti_categoria_id_foreign" foreign key ("categoria_id") references "categorie_gusti" ("id") on delete restrict;`);

    // recipe lines
    this.addSql(`create table "gusti_ingredienti" ("id" serial primary key, "gusto_id" int not null, "ingrediente_id" int not null, "quantita" numeric(12,3) not null, "unita" text not null);`);
    this.addSql(`create index "gusti_ingredienti_gusto_id_index" on "gusti_ingredienti" ("gusto_id");`);
    this.addSql(`create index "gusti_ingredienti_ingrediente_id_index" on "gusti_ingredienti" ("ingrediente_id");`);
    this.addSql(`alter table "gusti_ingredienti" add constraint "gusti_ingredienti_gusto_id_foreign" foreign key ("gusto_id") references "gusti" ("id") on delete cascade;`);
    this.addSql(`alter table "gusti_ingredienti" add constraint "gusti_ingredienti_ingrediente_id_foreign" foreign key ("ingrediente_id") references "ingredienti" ("id") on delete restrict;`);
    this.addSql(`alter table "gusti_ingredienti" add constraint "gusti_ingredienti_quantita_check" check (quantita >= 0);`);
    this.addSql(`alter table "gusti_ingredienti" add constraint "gusti_ingredienti_unita_check" check ("unita" in ('kg', 'l', 'g', 'ml', 'pz'));`);

    // flavour <-> allergen links
    this.addSql(`create table "gusti_allergeni" ("gusto_id" int not null, "allergene_id" int not null, primary key ("gusto_id", "allergene_id"));`);
    this.addSql(`alter table "gusti_allergeni" add constraint "gusti_allergeni_gusto_id_foreign" foreign key ("gusto_id") references "gusti" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "gusti_allergeni" add constraint "gusti_allergeni_allergene_id_foreign" foreign key ("allergene_id") references "allergeni" ("id") on update cascade on delete cascade;`);

    // base data
    const values = ALLERGENI_UE.map(([codice, nome, descrizione]) => `(${quote(nome)}, ${quote(codice)}, ${quote(descrizione)}, ${quote(REGOLAMENTO)})`);
    this.addSql(`insert into "allergeni" ("nome", "codice", "descrizione", "regolamentazione") values ${values.join(', ')};`);
  }
}
