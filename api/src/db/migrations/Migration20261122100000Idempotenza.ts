import { Migration } from '@mikro-orm/migrations';

/** Idempotency keys (per user, 24 h) with the first answer given for them. */
export class Migration20261122100000Idempotenza extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "idempotenza" ("utente_id" int not null, "chiave" varchar(255) not null, "ambito" varchar(100) not null, "impronta" varchar(64) not null, "risposta" jsonb null, "created_at" timestamptz not null default now(), "scade_il" timestamptz not null, primary key ("utente_id", "chiave"));`);
    this.addSql(`create index "idempotenza_scade_il_index" on "idempotenza" ("scade_il");`);
  }
}
