import { Migration } from '@mikro-orm/migrations';

/**
 * The HACCP register (issue 31, DOMAIN.md "Stock, lots and HACCP"): control-point devices per sales
 * point (the laboratory is a sales point like the shops: its pasteuriser and blast chiller are its
 * devices) and one append-only table of records (readings, pasteurisations, blast chillings,
 * cleanings, goods-in checks and the corrective actions that close a sensor alert), signed by their
 * user and hash-chained per sales point. The chain is kept by the database itself: a BEFORE INSERT
 * trigger takes the sales point's lock, numbers the record (seq), stores the previous record's hash
 * and `hash = sha256(hash_precedente || canonical content)`; UPDATE, DELETE and TRUNCATE are refused.
 * A correction is a new record whose `corregge_id` names the corrected one.
 */
export class Migration20261130140000Haccp extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "haccp_dispositivi" ("id" serial primary key, "punto_vendita_id" int not null, "nome" varchar(100) not null, "tipo" varchar(20) not null, "temperatura_min" numeric(4,1) not null, "temperatura_max" numeric(4,1) not null, "codice" varchar(64) null, "frequenza_ore" int not null default 4, "mantenimento_minimo_s" int null, "attivo" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "haccp_dispositivi" add constraint "haccp_dispositivi_tipo_check" check (tipo in ('freezer', 'vetrina', 'abbattitore', 'pastorizzatore', 'cella'));`);
    this.addSql(`alter table "haccp_dispositivi" add constraint "haccp_dispositivi_limiti_check" check (temperatura_min >= -60 and temperatura_max <= 150 and temperatura_min <= temperatura_max);`);
    this.addSql(`alter table "haccp_dispositivi" add constraint "haccp_dispositivi_frequenza_check" check (frequenza_ore >= 1 and frequenza_ore <= 168);`);
    this.addSql(`alter table "haccp_dispositivi" add constraint "haccp_dispositivi_mantenimento_check" check (mantenimento_minimo_s is null or (mantenimento_minimo_s >= 1 and mantenimento_minimo_s <= 86400));`);
    this.addSql(`alter table "haccp_dispositivi" add constraint "haccp_dispositivi_codice_unique" unique ("codice");`);
    this.addSql(`alter table "haccp_dispositivi" add constraint "haccp_dispositivi_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete restrict;`);
    this.addSql(`create index "haccp_dispositivi_punto_vendita_id_index" on "haccp_dispositivi" ("punto_vendita_id");`);

    this.addSql(`create table "haccp_registrazioni" ("id" serial primary key, "punto_vendita_id" int not null, "seq" int not null, "tipo" varchar(20) not null, "dispositivo_id" int null, "fonte" varchar(10) not null default 'manuale', "misurata_il" timestamptz not null, "registrata_il" timestamptz not null default now(), "utente_id" int not null, "firmato_da" varchar(150) not null, "temperatura" numeric(4,1) null, "dati" jsonb not null, "fuori_limiti" boolean not null default false, "azione_correttiva" text null, "corregge_id" int null, "chiude_id" int null, "hash_precedente" varchar(64) not null, "hash" varchar(64) not null);`);
    this.addSql(`alter table "haccp_registrazioni" add constraint "haccp_registrazioni_tipo_check" check (tipo in ('lettura', 'pastorizzazione', 'abbattimento', 'pulizia', 'controllo_merci', 'azione_correttiva'));`);
    this.addSql(`alter table "haccp_registrazioni" add constraint "haccp_registrazioni_fonte_check" check (fonte in ('manuale', 'sensore'));`);
    this.addSql(`alter table "haccp_registrazioni" add constraint "haccp_registrazioni_temperatura_check" check (temperatura is null or (temperatura >= -60 and temperatura <= 150));`);
    // a person's record out of limits carries its corrective action; a sensor's opens an alert instead
    this.addSql(`alter table "haccp_registrazioni" add constraint "haccp_registrazioni_azione_check" check (not fuori_limiti or fonte = 'sensore' or azione_correttiva is not null);`);
    this.addSql(`alter table "haccp_registrazioni" add constraint "haccp_registrazioni_punto_vendita_id_seq_unique" unique ("punto_vendita_id", "seq");`);
    this.addSql(`alter table "haccp_registrazioni" add constraint "haccp_registrazioni_punto_vendita_id_foreign" foreign key ("punto_vendita_id") references "punti_vendita" ("id") on delete restrict;`);
    this.addSql(`alter table "haccp_registrazioni" add constraint "haccp_registrazioni_dispositivo_id_foreign" foreign key ("dispositivo_id") references "haccp_dispositivi" ("id") on delete restrict;`);
    this.addSql(`alter table "haccp_registrazioni" add constraint "haccp_registrazioni_corregge_id_foreign" foreign key ("corregge_id") references "haccp_registrazioni" ("id") on delete restrict;`);
    this.addSql(`alter table "haccp_registrazioni" add constraint "haccp_registrazioni_chiude_id_foreign" foreign key ("chiude_id") references "haccp_registrazioni" ("id") on delete restrict;`);
    this.addSql(`create index "haccp_registrazioni_punto_vendita_id_misurata_il_index" on "haccp_registrazioni" ("punto_vendita_id", "misurata_il");`);
    this.addSql(`create index "haccp_registrazioni_dispositivo_id_misurata_il_index" on "haccp_registrazioni" ("dispositivo_id", "misurata_il");`);
    // an alert is closed once (unique: nulls are distinct)
    this.addSql(`alter table "haccp_registrazioni" add constraint "haccp_registrazioni_chiude_id_unique" unique ("chiude_id");`);

    // the canonical content of a record: every column but id and the hashes, as jsonb text (keys in
    // jsonb's fixed order, times in UTC to the microsecond), so writer and verifier read the same bytes
    this.addSql(`create function haccp_contenuto(r haccp_registrazioni) returns text language sql stable as $$
      select jsonb_build_object(
        'punto_vendita_id', r.punto_vendita_id, 'seq', r.seq, 'tipo', r.tipo, 'dispositivo_id', r.dispositivo_id, 'fonte', r.fonte,
        'misurata_il', to_char(r.misurata_il at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
        'registrata_il', to_char(r.registrata_il at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
        'utente_id', r.utente_id, 'firmato_da', r.firmato_da, 'temperatura', r.temperatura, 'dati', r.dati,
        'fuori_limiti', r.fuori_limiti, 'azione_correttiva', r.azione_correttiva, 'corregge_id', r.corregge_id, 'chiude_id', r.chiude_id
      )::text $$;`);
    this.addSql(`create function haccp_hash(hash_precedente text, contenuto text) returns text language sql immutable as $$
      select encode(sha256(convert_to(hash_precedente || contenuto, 'UTF8')), 'hex') $$;`);
    this.addSql(`create function haccp_registrazioni_catena() returns trigger language plpgsql as $$
      declare
        ultimo_seq int;
        ultimo_hash text;
      begin
        perform pg_advisory_xact_lock(31031, new.punto_vendita_id);
        select seq, hash into ultimo_seq, ultimo_hash from haccp_registrazioni
         where punto_vendita_id = new.punto_vendita_id order by seq desc limit 1;
        new.seq := coalesce(ultimo_seq, 0) + 1;
        new.hash_precedente := coalesce(ultimo_hash, repeat('0', 64));
        new.registrata_il := date_trunc('microseconds', coalesce(new.registrata_il, now()));
        new.hash := haccp_hash(new.hash_precedente, haccp_contenuto(new));
        return new;
      end $$;`);
    this.addSql(`create trigger "haccp_registrazioni_catena" before insert on "haccp_registrazioni" for each row execute function haccp_registrazioni_catena();`);
    this.addSql(`create function haccp_registrazioni_immutabili() returns trigger language plpgsql as $$
      begin
        raise exception 'Registro HACCP: una registrazione non si modifica né si cancella (una correzione è una nuova registrazione)' using errcode = 'P0031';
      end $$;`);
    this.addSql(`create trigger "haccp_registrazioni_immutabili" before update or delete on "haccp_registrazioni" for each row execute function haccp_registrazioni_immutabili();`);
    this.addSql(`create trigger "haccp_registrazioni_immutabili_truncate" before truncate on "haccp_registrazioni" for each statement execute function haccp_registrazioni_immutabili();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "haccp_registrazioni" cascade;`);
    this.addSql(`drop function if exists haccp_registrazioni_immutabili();`);
    this.addSql(`drop function if exists haccp_registrazioni_catena();`);
    this.addSql(`drop function if exists haccp_hash(text, text);`);
    this.addSql(`drop table if exists "haccp_dispositivi" cascade;`);
  }
}
