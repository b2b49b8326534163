import { Migration } from '@mikro-orm/migrations';

/** Users, sales points, sessions (revoked tokens, login attempts), activity log, configuration. */
export class Migration20261121000000Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "configurazioni" ("chiave" varchar(100) not null, "valore" text null, "descrizione" text null, "updated_at" timestamptz not null default now(), primary key ("chiave"));`);
    this.addSql(`create table "punti_vendita" ("id" serial primary key, "nome" varchar(150) not null, "indirizzo" text null, "attivo" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`create table "tentativi_login" ("id" bigserial primary key, "chiave" varchar(320) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "tentativi_login_chiave_created_at_index" on "tentativi_login" ("chiave", "created_at");`);
    this.addSql(`create table "token_revocati" ("jti" varchar(64) not null, "scadenza" timestamptz not null, primary key ("jti"));`);
    this.addSql(`create index "token_revocati_scadenza_index" on "token_revocati" ("scadenza");`);
    this.addSql(`create table "utenti" ("id" serial primary key, "nome" varchar(150) not null, "email" varchar(255) not null, "password_hash" varchar(255) not null, "ruolo" text not null default 'operatore', "punto_vendita_id" int null, "attivo" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "utenti" add constraint "utenti_email_unique" unique ("email");`);
    this.addSql(`alter table "utenti" add constraint "utenti_ruolo_check" check ("ruolo" in ('admin', 'manager', 'operatore'));`);
    // e-mail is stored normalised, which makes the unique constraint case-insensitive
    this.addSql(`alter table "utenti" add constraint "utenti_email_lower_check" check ("email" = lower("email"));`);
    this.addSql(`create table "log_attivita" ("id" serial primary key, "utente_id" int null, "azione" varchar(100) not null, "dettagli" text null, "ip_address" varchar(64) null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "log_attivita_created_at_index" on "log_attivita" ("created_at");`);
    this.addSql(`alter table "utenti" add constraint "utenti_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete set null;`);
    this.addSql(`alter table "log_attivita" add constraint "log_attivita_utente_id_foreign" foreign key ("utente_id") references "utenti" ("id") on delete set null;`);
  }
}
