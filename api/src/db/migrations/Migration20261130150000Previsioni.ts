import { Migration } from '@mikro-orm/migrations';

/**
 * Demand forecast (issue 32): a sales point's coordinates and patron day ('MM-DD'); the weather cache
 * (one row per point and day: maximum temperature and precipitation, from the archive, an analysis of
 * past days or a forecast); the weather outbox, one row per point that the worker claims with
 * FOR UPDATE SKIP LOCKED when `prossimo_tentativo` is due (set to now() when the coordinates change).
 */
export class Migration20261130150000Previsioni extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "punti_vendita"
      add column "latitudine" numeric(8,5) null,
      add column "longitudine" numeric(8,5) null,
      add column "santo_patrono" varchar(5) null;`);
    this.addSql(`alter table "punti_vendita" add constraint "punti_vendita_coordinate_check"
      check ((latitudine is null) = (longitudine is null) and (latitudine is null or (latitudine >= -90 and latitudine <= 90 and longitudine >= -180 and longitudine <= 180)));`);
    this.addSql(`alter table "punti_vendita" add constraint "punti_vendita_santo_patrono_check"
      check (santo_patrono is null or santo_patrono ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$');`);
    this.addSql(`create table "meteo_giorni" (
      "punto_vendita_id" int not null, "data" date not null,
      "temperatura_max" numeric(4,1) null, "precipitazioni" numeric(6,1) null,
      "fonte" varchar(12) not null, "aggiornato_il" timestamptz not null default now(),
      constraint "meteo_giorni_pkey" primary key ("punto_vendita_id", "data"),
      constraint "meteo_giorni_fonte_check" check (fonte in ('archivio', 'osservato', 'previsione')));`);
    this.addSql(`alter table "meteo_giorni" add constraint "meteo_giorni_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete cascade;`);
    this.addSql(`create table "meteo_aggiornamenti" (
      "punto_vendita_id" int not null, "prossimo_tentativo" timestamptz not null default now(),
      "ultimo_successo" timestamptz null, "ultimo_errore" text null, "tentativi" int not null default 0,
      constraint "meteo_aggiornamenti_pkey" primary key ("punto_vendita_id"));`);
    this.addSql(`alter table "meteo_aggiornamenti" add constraint "meteo_aggiornamenti_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "meteo_aggiornamenti_prossimo_tentativo_index" on "meteo_aggiornamenti" ("prossimo_tentativo");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "meteo_aggiornamenti";`);
    this.addSql(`drop table if exists "meteo_giorni";`);
    this.addSql(`alter table "punti_vendita" drop constraint "punti_vendita_santo_patrono_check", drop constraint "punti_vendita_coordinate_check";`);
    this.addSql(`alter table "punti_vendita" drop column "latitudine", drop column "longitudine", drop column "santo_patrono";`);
  }
}
