import { Migration } from '@mikro-orm/migrations';

/**
 * Integrations (issue 15): API keys (only the SHA-256 of the secret is stored: the secret is 32 random
 * bytes, so a fast hash is enough; a slow password hash would only cost time on every request),
 * webhook endpoints (the signing secret is stored as is: the server needs it in clear to sign, and
 * it protects only the receiver's trust in our deliveries) and the webhook delivery outbox.
 */
export class Migration20261122130000Integrazioni extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "chiavi_api" ("id" serial primary key, "nome" varchar(100) not null, "prefisso" varchar(32) not null, "hash" varchar(64) not null, "scopes" text[] not null default '{}', "scadenza" timestamptz null, "ip_consentiti" text[] not null default '{}', "creata_da" int not null, "creata_il" timestamptz not null default now(), "revocata_il" timestamptz null, "ultimo_uso_il" timestamptz null, "ultimo_uso_ip" varchar(64) null);`);
    this.addSql(`alter table "chiavi_api" add constraint "chiavi_api_prefisso_unique" unique ("prefisso");`);
    this.addSql(`alter table "chiavi_api" add constraint "chiavi_api_creata_da_foreign" foreign key ("creata_da") references "utenti" ("id") on delete cascade;`);

    this.addSql(`create table "webhook" ("id" serial primary key, "url" varchar(2048) not null, "eventi" text[] not null default '{}', "segreto" varchar(128) not null, "attivo" boolean not null default true, "creato_il" timestamptz not null default now(), "failing_since" timestamptz null);`);

    this.addSql(`create table "webhook_consegne" ("id" serial primary key, "webhook_id" int not null, "evento_id" uuid not null, "tipo" varchar(100) not null, "payload" jsonb not null, "stato" text not null default 'in_coda', "tentativi" int not null default 0, "prossimo_tentativo" timestamptz not null default now(), "status_code" int null, "durata_ms" int null, "errore" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "inviata_il" timestamptz null);`);
    this.addSql(`alter table "webhook_consegne" add constraint "webhook_consegne_stato_check" check ("stato" in ('in_coda', 'inviata', 'fallita'));`);
    this.addSql(`alter table "webhook_consegne" add constraint "webhook_consegne_webhook_id_foreign" foreign key ("webhook_id") references "webhook" ("id") on delete cascade;`);
    this.addSql(`create index "webhook_consegne_webhook_id_index" on "webhook_consegne" ("webhook_id");`);
    this.addSql(`create index "webhook_consegne_coda_index" on "webhook_consegne" ("prossimo_tentativo") where "stato" = 'in_coda';`);
    // the admins' e-mail when an endpoint is disabled after days of failures
    this.addSql(`alter table "email_log" drop constraint "email_log_tipo_check";`);
    this.addSql(`alter table "email_log" add constraint "email_log_tipo_check" check ("tipo" in ('notifica_produzione', 'test', 'avviso_webhook'));`);
  }
}
