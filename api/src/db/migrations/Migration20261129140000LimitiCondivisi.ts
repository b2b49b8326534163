import { Migration } from '@mikro-orm/migrations';

/**
 * Request budgets counted in PostgreSQL (issue 33): one row per caller and budget, the current
 * window's spending. UNLOGGED: no WAL for a counter written on every request (it is emptied by a
 * crash, which only forgives a minute's spending, and it is not streamed to replicas).
 */
export class Migration20261129140000LimitiCondivisi extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unlogged table "limiti_richieste" ("chiave" text not null, "finestra" bigint not null, "usato" double precision not null, "ammesso" boolean not null, constraint "limiti_richieste_pkey" primary key ("chiave"));`);
  }
}
