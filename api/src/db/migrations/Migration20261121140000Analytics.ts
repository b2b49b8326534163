import { Migration } from '@mikro-orm/migrations';
import { REBUILD_STATEMENTS, TRIGGERS, TRIGGER_FUNCTIONS } from '../../modules/analytics/analytics.rollup-sql.js';

/**
 * Analytics rollups kept current by triggers on produzioni / produzione_righe (no service can forget
 * them), filled from the data already present. See modules/analytics/analytics.rollup-sql.ts.
 */
export class Migration20261121140000Analytics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "analytics_gusti_mese" ("anno" smallint not null, "mese" smallint not null, "meta" smallint not null, "punto_vendita_id" int not null, "gusto_id" int not null, "operatore_id" int not null, "kg" numeric(16,3) not null default 0, "costo" numeric(20,7) not null default 0, "righe" int not null default 0, primary key ("anno", "mese", "meta", "punto_vendita_id", "gusto_id", "operatore_id"));`);
    this.addSql(`create index "analytics_gusti_mese_punto_vendita_id_anno_mese_index" on "analytics_gusti_mese" ("punto_vendita_id", "anno", "mese");`);
    this.addSql(`create index "analytics_gusti_mese_operatore_id_anno_mese_index" on "analytics_gusti_mese" ("operatore_id", "anno", "mese");`);
    this.addSql(`create table "analytics_gusti_mese_tot" ("anno" smallint not null, "mese" smallint not null, "meta" smallint not null, "gusto_id" int not null, "kg" numeric(16,3) not null default 0, "costo" numeric(20,7) not null default 0, "righe" int not null default 0, primary key ("anno", "mese", "meta", "gusto_id"));`);
    this.addSql(`create table "analytics_giorno" ("data" date not null, "punto_vendita_id" int not null, "operatore_id" int not null, "kg" numeric(16,3) not null default 0, "costo" numeric(20,7) not null default 0, "righe" int not null default 0, "produzioni" int not null default 0, primary key ("data", "punto_vendita_id", "operatore_id"));`);
    this.addSql(`create table "analytics_gusti_giorno" ("gusto_id" int not null, "data" date not null, "kg" numeric(16,3) not null default 0, "costo" numeric(20,7) not null default 0, "righe" int not null default 0, primary key ("gusto_id", "data"));`);
    for (const fn of TRIGGER_FUNCTIONS) this.addSql(fn);
    for (const trigger of TRIGGERS) this.addSql(trigger);
    for (const sql of REBUILD_STATEMENTS) this.addSql(`${sql};`);
  }
}
