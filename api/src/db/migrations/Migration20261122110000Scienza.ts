import { Migration } from '@mikro-orm/migrations';

/** Composition fields of an ingredient (g per 100 g as sold), DOMAIN.md "Gelato science". */
const COMPOSIZIONE = [
  'acqua',
  'grassi_saturi',
  'fibre',
  'slng',
  'saccarosio',
  'glucosio',
  'fruttosio',
  'lattosio',
  'maltosio',
  'alcol',
  'burro_cacao',
  'solidi_cacao',
  'grassi_frutta_secca',
  'stabilizzanti',
];

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The three default balancing profiles of DOMAIN.md (frozen here: the live defaults may change). */
const range = (min: number, max: number) => ({ min, max });
const CREME = {
  solidi_totali: range(32, 42),
  grassi: range(4, 8),
  slng: range(9, 12),
  zuccheri: range(18, 25),
  pod: range(15, 24),
  stabilizzanti: range(0.2, 0.5),
};
const PROFILI: [nome: string, obiettivi: object, min: number, max: number, predefinito: boolean][] = [
  ['Gelato al latte e creme', CREME, -13, -11, true],
  ['Cioccolato e frutta secca', CREME, -12, -10, false],
  ['Sorbetto', { solidi_totali: range(28, 34), grassi: range(0, 1), slng: range(0, 1), zuccheri: range(22, 30) }, -14, -12, false],
];

/**
 * Gelato science (issue 11): ingredient composition and density, the display-case temperature of a
 * sales point, balancing profiles with the three defaults, and the profile of categories and flavours.
 */
export class Migration20261122110000Scienza extends Migration {
  override async up(): Promise<void> {
    const cols = COMPOSIZIONE.map((c) => `add column "${c}" numeric(7,3) null`);
    this.addSql(`alter table "ingredienti" ${cols.join(', ')}, add column "densita" numeric(5,3) null, add column "pac_pod_derivati" boolean not null default false;`);
    const range100 = COMPOSIZIONE.map((c) => `(${c} is null or (${c} >= 0 and ${c} <= 100))`).join(' and ');
    this.addSql(`alter table "ingredienti" add constraint "ingredienti_composizione_check" check (${range100});`);
    this.addSql(`alter table "ingredienti" add constraint "ingredienti_densita_check" check (densita is null or (densita >= 0.3 and densita <= 3));`);

    this.addSql(`alter table "punti_vendita" add column "temperatura_vetrina" numeric(4,1) not null default -12;`);
    this.addSql(`alter table "punti_vendita" add constraint "punti_vendita_temperatura_vetrina_check" check (temperatura_vetrina >= -30 and temperatura_vetrina <= 0);`);

    this.addSql(`create table "profili_bilanciamento" ("id" serial primary key, "nome" varchar(100) not null, "obiettivi" jsonb not null, "temperatura_servizio_min" numeric(4,1) null, "temperatura_servizio_max" numeric(4,1) null, "predefinito" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "profili_bilanciamento" add constraint "profili_bilanciamento_nome_unique" unique ("nome");`);
    this.addSql(`alter table "profili_bilanciamento" add constraint "profili_bilanciamento_temperatura_check" check (temperatura_servizio_min is null or temperatura_servizio_max is null or temperatura_servizio_min <= temperatura_servizio_max);`);
    const values = PROFILI.map(([nome, ob, min, max, pred]) => `(${q(nome)}, ${q(JSON.stringify(ob))}::jsonb, ${min}, ${max}, ${pred})`);
    this.addSql(`insert into "profili_bilanciamento" ("nome", "obiettivi", "temperatura_servizio_min", "temperatura_servizio_max", "predefinito") values ${values.join(', ')};`);

    for (const t of ['categorie_gusti', 'gusti']) {
      this.addSql(`alter table "${t}" add column "profilo_id" int null;`);
      this.addSql(`create index "${t}_profilo_id_index" on "${t}" ("profilo_id");`);
      this.addSql(`alter table "${t}" add constraint "${t}_profilo_id_foreign" foreign key ("profilo_id") references "profili_bilanciamento" ("id") on update cascade on delete restrict;`);
    }
    // existing categories: sorbets and fruit -> Sorbetto; chocolate and nuts -> Cioccolato e frutta secca
    this.addSql(`update "categorie_gusti" set "profilo_id" = (select id from profili_bilanciamento where nome = 'Cioccolato e frutta secca')
       where nome ~* '(cioccolat|cacao|nocciol|pistacchi|mandorl|frutta secca|frutta a guscio)';`);
    this.addSql(`update "categorie_gusti" set "profilo_id" = (select id from profili_bilanciamento where nome = 'Sorbetto')
       where profilo_id is null and nome ~* '(sorbett|frutta|granit)';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "gusti" drop column "profilo_id";`);
    this.addSql(`alter table "categorie_gusti" drop column "profilo_id";`);
    this.addSql(`drop table if exists "profili_bilanciamento" cascade;`);
    this.addSql(`alter table "punti_vendita" drop column "temperatura_vetrina";`);
    this.addSql(`alter table "ingredienti" drop constraint "ingredienti_composizione_check", drop constraint "ingredienti_densita_check", ${COMPOSIZIONE.map((c) => `drop column "${c}"`).join(', ')}, drop column "densita", drop column "pac_pod_derivati";`);
  }
}
