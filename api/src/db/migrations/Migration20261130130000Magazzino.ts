import { Migration } from '@mikro-orm/migrations';

/**
 * Quantity (in the ingredient's own unit) and mass (kg; pieces 0) of a recipe version line `r` of
 * ingredient `i` (frozen copy of common/units.ts sqlUnits at the time of this migration).
 */
const Q = `(r.quantita * (case when r.unita in ('kg', 'l') then 1000 else 1 end) / (case when i.unita_misura in ('kg', 'l') then 1000.0 else 1.0 end))`;
const M = `(case r.unita when 'kg' then r.quantita when 'l' then r.quantita * coalesce(i.densita, 1.0) when 'g' then r.quantita / 1000.0 when 'ml' then r.quantita / 1000.0 * coalesce(i.densita, 1.0) else 0 end)`;

/**
 * Consumption of the production lines in the transition table `righe`, first-expiring-first, in one
 * statement (DOMAIN.md "Stock, lots and HACCP"; issue 30).
 *
 * - need of a line for an ingredient = quantita_kg × q_i / M over the lines of the recipe version the
 *   line recorded (M = Σ m_i; a version of pieces only, M = 0, consumes nothing), rounded to 4 decimals;
 * - the lots of each ingredient with stock > 0 (received − consumed + adjusted), received on or
 *   before the production's date, ordered by expiry (no expiry last), then lot code;
 * - the statement's needs of an ingredient, line after line (by id), and the lots' stock, lot after
 *   lot, are laid end to end: a line takes from each lot the overlap of its interval with the lot's
 *   (FEFO across lots and across the lines of the same statement, without a loop);
 * - what no lot covers is consumed with no lot (lotto null): stock goes negative, and is flagged.
 *
 * Concurrent transactions do not see each other's consumption: two of them may both take the last
 * kilos of a lot, which then shows negative (flagged) rather than blocking productions on a lock.
 */
const consuma = (righe: string) => `
  insert into consumi_lotti (produzione_riga_id, ingrediente_id, lotto, quantita)
  with
  righe as (${righe}),
  versioni as (
    select n.id as riga_id, n.quantita_kg, p.data, r.ingrediente_id, ${Q} as q, ${M} as m
      from righe n
      join produzioni p on p.id = n.produzione_id
      join gusti_versioni gv on gv.gusto_id = n.gusto_id and gv.numero = n.versione_ricetta
      join gusti_versioni_righe r on r.versione_id = gv.id
      join ingredienti i on i.id = r.ingrediente_id),
  masse as (select riga_id, sum(m) as massa from versioni group by riga_id),
  fabbisogno as (
    select v.riga_id, v.ingrediente_id, min(v.data) as data, round(sum(v.quantita_kg * v.q / s.massa), 4) as quantita
      from versioni v join masse s on s.riga_id = v.riga_id
     where s.massa > 0
     group by v.riga_id, v.ingrediente_id),
  domanda as (
    select f.*, sum(f.quantita) over (partition by f.ingrediente_id order by f.riga_id) as fine
      from fabbisogno f where f.quantita > 0),
  lotti as (
    select x.ingrediente_id, x.lotto, x.scadenza,
           x.ricevuto
           - coalesce((select sum(c.quantita) from consumi_lotti c where c.ingrediente_id = x.ingrediente_id and c.lotto = x.lotto), 0)
           + coalesce((select sum(a.quantita) from rettifiche_magazzino a where a.ingrediente_id = x.ingrediente_id and a.lotto = x.lotto), 0) as giacenza
      from (select rr.ingrediente_id, rr.lotto, min(rr.scadenza) as scadenza, sum(rr.quantita) as ricevuto
              from ricevimenti_righe rr join ricevimenti rc on rc.id = rr.ricevimento_id
             where rr.ingrediente_id in (select ingrediente_id from domanda)
               and rc.data <= (select max(data) from domanda d where d.ingrediente_id = rr.ingrediente_id)
             group by rr.ingrediente_id, rr.lotto) x),
  offerta as (
    select l.*, sum(l.giacenza) over (partition by l.ingrediente_id order by l.scadenza nulls last, l.lotto) as fine
      from lotti l where l.giacenza > 0),
  assegnate as (
    select d.riga_id, d.ingrediente_id, o.lotto,
           least(d.fine, o.fine) - greatest(d.fine - d.quantita, o.fine - o.giacenza) as quantita
      from domanda d join offerta o on o.ingrediente_id = d.ingrediente_id
     where least(d.fine, o.fine) > greatest(d.fine - d.quantita, o.fine - o.giacenza)),
  scoperte as (
    select d.riga_id, d.ingrediente_id, null::varchar(50) as lotto,
           d.quantita - coalesce((select sum(a.quantita) from assegnate a where a.riga_id = d.riga_id and a.ingrediente_id = d.ingrediente_id), 0) as quantita
      from domanda d)
  select riga_id, ingrediente_id, lotto, quantita from assegnate
  union all
  select riga_id, ingrediente_id, lotto, quantita from scoperte where quantita > 0`;

/** The updated lines whose consumption changes (quantity, flavour or recipe version). */
const CAMBIATE = `nuove n join vecchie o on o.id = n.id
  where (n.quantita_kg, n.gusto_id, n.versione_ricetta) is distinct from (o.quantita_kg, o.gusto_id, o.versione_ricetta)`;

/**
 * Issue 30, stock and lots: what each production line consumed, lot by lot, written by the database
 * on every write of production lines from now on (productions recorded before stock was kept consumed
 * nothing that was tracked: no backfill; a registration alone, in a group, replayed with an idempotency
 * key, an edit; a deleted line's consumption goes with it by cascade), in the same statement's
 * transaction (a seed of past history switches it off with the transaction setting
 * gelatiere.consumi_lotti = 'off': that history predates stock keeping); stock adjustments; each ingredient's reorder point and storage place.
 */
export class Migration20261130130000Magazzino extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "scorte_ingredienti" ("ingrediente_id" int not null, "scorta_minima" numeric(14,4) null, "ubicazione" varchar(100) null, primary key ("ingrediente_id"));`);
    this.addSql(`create table "rettifiche_magazzino" ("id" serial primary key, "ingrediente_id" int not null, "lotto" varchar(50) null, "quantita" numeric(14,4) not null, "motivo" varchar(200) not null, "utente_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "rettifiche_magazzino_utente_id_index" on "rettifiche_magazzino" ("utente_id");`);
    this.addSql(`create index "rettifiche_magazzino_ingrediente_id_lotto_index" on "rettifiche_magazzino" ("ingrediente_id", "lotto");`);
    this.addSql(`create table "consumi_lotti" ("id" serial primary key, "produzione_riga_id" int not null, "ingrediente_id" int not null, "lotto" varchar(50) null, "quantita" numeric(14,4) not null);`);
    this.addSql(`create index "consumi_lotti_produzione_riga_id_index" on "consumi_lotti" ("produzione_riga_id");`);
    this.addSql(`create index "consumi_lotti_ingrediente_id_lotto_index" on "consumi_lotti" ("ingrediente_id", "lotto") include ("quantita");`);
    this.addSql(`alter table "scorte_ingredienti" add constraint "scorte_ingredienti_ingrediente_id_foreign" foreign key ("ingrediente_id") references "ingredienti" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "scorte_ingredienti" add constraint "scorte_ingredienti_scorta_minima_check" check (scorta_minima >= 0);`);
    this.addSql(`alter table "rettifiche_magazzino" add constraint "rettifiche_magazzino_ingrediente_id_foreign" foreign key ("ingrediente_id") references "ingredienti" ("id") on delete restrict;`);
    this.addSql(`alter table "rettifiche_magazzino" add constraint "rettifiche_magazzino_utente_id_foreign" foreign key ("utente_id") references "utenti" ("id") on delete set null;`);
    this.addSql(`alter table "rettifiche_magazzino" add constraint "rettifiche_magazzino_quantita_check" check (quantita <> 0);`);
    this.addSql(`alter table "rettifiche_magazzino" add constraint "rettifiche_magazzino_motivo_check" check (char_length(motivo) > 0);`);
    this.addSql(`alter table "consumi_lotti" add constraint "consumi_lotti_produzione_riga_id_foreign" foreign key ("produzione_riga_id") references "produzione_righe" ("id") on delete cascade;`);
    this.addSql(`alter table "consumi_lotti" add constraint "consumi_lotti_ingrediente_id_foreign" foreign key ("ingrediente_id") references "ingredienti" ("id") on delete restrict;`);
    this.addSql(`alter table "consumi_lotti" add constraint "consumi_lotti_quantita_check" check (quantita > 0);`);

    // new lines consume; lines whose quantity, flavour or version changed give back what they took and consume again
    this.addSql(`create function "consuma_righe_nuove"() returns trigger language plpgsql as $$
begin
  if current_setting('gelatiere.consumi_lotti', true) = 'off' then return null; end if;
  ${consuma('select * from nuove')};
  return null;
end $$;`);
    this.addSql(`create function "consuma_righe_modificate"() returns trigger language plpgsql as $$
begin
  if current_setting('gelatiere.consumi_lotti', true) = 'off' then return null; end if;
  delete from consumi_lotti where produzione_riga_id in (select n.id from ${CAMBIATE});
  ${consuma(`select n.* from ${CAMBIATE}`)};
  return null;
end $$;`);
    this.addSql(`create trigger "produzione_righe_consuma_ins" after insert on "produzione_righe" referencing new table as nuove for each statement execute function "consuma_righe_nuove"();`);
    this.addSql(`create trigger "produzione_righe_consuma_upd" after update on "produzione_righe" referencing old table as vecchie new table as nuove for each statement execute function "consuma_righe_modificate"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "produzione_righe_consuma_upd" on "produzione_righe";`);
    this.addSql(`drop trigger "produzione_righe_consuma_ins" on "produzione_righe";`);
    this.addSql(`drop function "consuma_righe_modificate"();`);
    this.addSql(`drop function "consuma_righe_nuove"();`);
    this.addSql(`drop table "consumi_lotti";`);
    this.addSql(`drop table "rettifiche_magazzino";`);
    this.addSql(`drop table "scorte_ingredienti";`);
  }
}
