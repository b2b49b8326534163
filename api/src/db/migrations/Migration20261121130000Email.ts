import { Migration } from '@mikro-orm/migrations';

/** E-mail log / outbox (modules/email): every message, its state, attempts and next attempt time. */
export class Migration20261121130000Email extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "email_log" ("id" serial primary key, "tipo" text not null, "destinatari" jsonb not null, "oggetto" varchar(255) not null, "contenuto" text not null, "testo" text null, "stato" text not null default 'in_coda', "tentativi" int not null default 0, "prossimo_tentativo" timestamptz not null default now(), "messaggio_errore" text null, "riferimento_tipo" varchar(50) null, "riferimento_id" int null, "dati_aggiuntivi" jsonb null, "provider" varchar(20) null, "data_creazione" timestamptz not null default now(), "data_invio" timestamptz null);`);
    this.addSql(`alter table "email_log" add constraint "email_log_tipo_check" check ("tipo" in ('notifica_produzione', 'test'));`);
    this.addSql(`alter table "email_log" add constraint "email_log_stato_check" check ("stato" in ('in_coda', 'inviata', 'fallita'));`);
    this.addSql(`create index "email_log_stato_prossimo_tentativo_index" on "email_log" ("stato", "prossimo_tentativo");`);
    this.addSql(`create index "email_log_data_creazione_index" on "email_log" ("data_creazione");`);
    this.addSql(`create index "email_log_riferimento_index" on "email_log" ("riferimento_tipo", "riferimento_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "email_log" cascade;`);
  }
}
