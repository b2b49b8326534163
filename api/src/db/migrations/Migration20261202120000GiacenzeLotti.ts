import { Migration } from '@mikro-orm/migrations';

// Frozen copy of migration Magazzino's consumption (Q, M, consuma, CAMBIATE), the stock's `lotti` made a parameter.
/**
 * Quantity (in the ingredient's own unit) and mass (kg; pieces 0) of a recipe version line `r` of
 * ingredient `i` (frozen copy of common/units.ts sqlUnits at the time of this migration).
 */
const Q = `(r.quantita * (case when r.unita in ('kg', 'l') then 1000 else 1 end) / (case when i.unita_misura in ('kg', 'l') then 1000.0 else 1.0 end))`;
const M = `(case r.unita when 'kg' then r.quantita when 'l' then r.quantita * coalesce(i.densita, 1.0) when 'g' then r.quantita / 1000.0 when 'ml' then r.quantita / 1000.0 * coalesce(i.densita, 1.0) else 0 end)`;

/** The consumption's `lotti` of migration Magazzino: each lot's stock summed from its movements (restored by down()). */
const LOTTI_DAI_MOVIMENTI = `
    select x.ingrediente_id, x.lotto, x.scadenza,
           x.ricevuto
           - coalesce((select sum(c.quantita) from consumi_lotti c where c.ingrediente_id = x.ingrediente_id and c.lotto = x.lotto), 0)
           + coalesce((select sum(a.quantita) from rettifiche_magazzino a where a.ingrediente_id = x.ingrediente_id and a.lotto = x.lotto), 0) as giacenza
      from (select rr.ingrediente_id, rr.lotto, min(rr.scadenza) as scadenza, sum(rr.quantita) as ricevuto
              from ricevimenti_righe rr join ricevimenti rc on rc.id = rr.ricevimento_id
             where rr.ingrediente_id in (select ingrediente_id from domanda)
               and rc.data <= (select max(data) from domanda d where d.ingrediente_id = rr.ingrediente_id)
             group by rr.ingrediente_id, rr.lotto) x`;

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
const consuma = (righe: string, lotti: string) => `
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
  lotti as (${lotti}),
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

/** The two trigger functions consuming production lines (new lines; changed lines give back and consume again). */
const funzioniConsumo = (lotti: string) => [
  `create or replace function "consuma_righe_nuove"() returns trigger language plpgsql as $$
begin
  if current_setting('gelatiere.consumi_lotti', true) = 'off' then return null; end if;
  ${consuma('select * from nuove', lotti)};
  return null;
end $$;`,
  `create or replace function "consuma_righe_modificate"() returns trigger language plpgsql as $$
begin
  if current_setting('gelatiere.consumi_lotti', true) = 'off' then return null; end if;
  delete from consumi_lotti where produzione_riga_id in (select n.id from ${CAMBIATE});
  ${consuma(`select n.* from ${CAMBIATE}`, lotti)};
  return null;
end $$;`,
];

/** A signed movement of stock per (ingredient, lot) read from a transition table of one of the three sources. */
type Fonte = 'ricevimenti_righe' | 'consumi_lotti' | 'rettifiche_magazzino';

/**
 * The movements of transition table `t` ('nuove' counted, 'vecchie' taken back) of source `fonte`:
 * ingrediente_id, lotto, scadenza, ricevuto_il (receipts only), quantita (signed), movimenti (±1).
 * A taken-back receipt line does not join its receipt: on a receipt's deletion the cascade has removed it.
 */
function movimenti(fonte: Fonte, t: 'nuove' | 'vecchie'): string {
  const s = t === 'nuove' ? 1 : -1;
  if (fonte === 'ricevimenti_righe') {
    return t === 'nuove'
      ? `select x.ingrediente_id, x.lotto, x.scadenza, rc.data as ricevuto_il, x.quantita, 1 as movimenti
           from nuove x left join ricevimenti rc on rc.id = x.ricevimento_id`
      : `select ingrediente_id, lotto, null::date, null::date, -quantita, -1 from vecchie`;
  }
  const segno = fonte === 'consumi_lotti' ? -s : s;
  return `select ingrediente_id, lotto, null::date, null::date, ${segno} * quantita, ${s} from ${t}`;
}

/**
 * Adds the movements to the balances, one upsert per (ingredient, lot) in key order (concurrent writers
 * lock the balance rows they touch in the same order: no deadlock between two productions).
 */
const aggiungi = (mov: string) => `
  insert into giacenze_lotti as g (ingrediente_id, lotto, scadenza, prima_ricezione, giacenza, movimenti)
  select ingrediente_id, coalesce(lotto, ''), min(scadenza), min(ricevuto_il), sum(quantita), sum(movimenti)
    from (${mov}) m (ingrediente_id, lotto, scadenza, ricevuto_il, quantita, movimenti)
   group by 1, 2
   order by 1, 2
  on conflict (ingrediente_id, lotto) do update
     set giacenza = g.giacenza + excluded.giacenza,
         movimenti = g.movimenti + excluded.movimenti,
         scadenza = least(g.scadenza, excluded.scadenza),
         prima_ricezione = least(g.prima_ricezione, excluded.prima_ricezione)`;

/** After receipt lines are taken back: expiry and first receipt date of the lots of `vecchie` recomputed from what remains. */
const RIDATA = `
  update giacenze_lotti g set scadenza = r.scadenza, prima_ricezione = r.prima_ricezione
    from (select k.ingrediente_id, k.lotto, min(rr.scadenza) as scadenza, min(rc.data) as prima_ricezione
            from (select distinct ingrediente_id, lotto from vecchie) k
            left join ricevimenti_righe rr on rr.ingrediente_id = k.ingrediente_id and rr.lotto = k.lotto
            left join ricevimenti rc on rc.id = rr.ricevimento_id
           group by k.ingrediente_id, k.lotto) r
   where g.ingrediente_id = r.ingrediente_id and g.lotto = r.lotto`;

/** A balance left without movements goes (the lots listed are exactly those with a movement). */
const SENZA_MOVIMENTI = `
  delete from giacenze_lotti g using (select distinct ingrediente_id, lotto from vecchie) k
   where g.ingrediente_id = k.ingrediente_id and g.lotto = coalesce(k.lotto, '') and g.movimenti = 0`;

const EVENTI = ['insert', 'update', 'delete'] as const;

function corpo(fonte: Fonte, evento: (typeof EVENTI)[number]): string {
  const parti: string[] = [];
  if (evento === 'insert') parti.push(aggiungi(movimenti(fonte, 'nuove')));
  if (evento === 'update') parti.push(aggiungi(`${movimenti(fonte, 'nuove')} union all ${movimenti(fonte, 'vecchie')}`));
  if (evento === 'delete') parti.push(aggiungi(movimenti(fonte, 'vecchie')));
  if (evento !== 'insert' && fonte === 'ricevimenti_righe') parti.push(RIDATA);
  if (evento !== 'insert') parti.push(SENZA_MOVIMENTI);
  return parti.map((p) => `${p};`).join('\n');
}

const transizioni = (evento: (typeof EVENTI)[number]) =>
  ({ insert: 'new table as nuove', update: 'old table as vecchie new table as nuove', delete: 'old table as vecchie' })[evento];

/**
 * The consumption's `lotti`: the balance's lots of the ingredients in `domanda` received by the
 * production's date, with stock, first-expiring-first, only as many as cover the statement's demand
 * (a lot starting beyond it takes nothing: the running sum of the lots kept is unchanged). Materialized:
 * the planner, estimating one row, would otherwise compute it again for every line of the demand.
 */
const LOTTI_DAL_SALDO = `
    with scelti as materialized (
      select ingrediente_id, lotto, scadenza, giacenza
        from (select g.ingrediente_id, g.lotto, g.scadenza, g.giacenza, dd.fine,
                     sum(g.giacenza) over (partition by g.ingrediente_id order by g.scadenza nulls last, g.lotto) - g.giacenza as inizio
                from giacenze_lotti g
                join (select ingrediente_id, max(data) as data, max(fine) as fine from domanda group by ingrediente_id) dd
                  on dd.ingrediente_id = g.ingrediente_id
               where g.lotto <> '' and g.giacenza > 0 and g.prima_ricezione <= dd.data) x
       where x.inizio < x.fine)
    select * from scelti`;

/**
 * Issue 30 at chain scale: the stock per (ingredient, lot) kept as a balance, `giacenze_lotti`, written
 * by the database in the same transaction as every receipt line, lot consumption and stock adjustment
 * (statement triggers with transition tables, one upsert per lot in key order), instead of summing every
 * movement on each read. The FEFO consumption of a production read the stock of each candidate lot from
 * its whole consumption history (a correlated sum per lot: 475 ms for an 8-line production on the
 * two-year seed, 2,279 lots); it now reads the balance. The stock list, inventory, reorder, prices and
 * plan read it through giacenze.sql.ts. A lot counts as received on its first receipt's date. What was
 * consumed or adjusted with no lot is the row of lot '' (a key column cannot be null; no lot code is empty).
 * `ricostruisci_giacenze_lotti()` recomputes it from the movements (a restored backup).
 */
export class Migration20261202120000GiacenzeLotti extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "giacenze_lotti" ("ingrediente_id" int not null, "lotto" varchar(50) not null, "scadenza" date null, "prima_ricezione" date null, "giacenza" numeric(16,4) not null, "movimenti" int not null, primary key ("ingrediente_id", "lotto"));`);
    this.addSql(`alter table "giacenze_lotti" add constraint "giacenze_lotti_ingrediente_id_foreign" foreign key ("ingrediente_id") references "ingredienti" ("id") on delete cascade;`);
    this.addSql(`create function "ricostruisci_giacenze_lotti"() returns void language sql as $$
  delete from giacenze_lotti;
  insert into giacenze_lotti (ingrediente_id, lotto, scadenza, prima_ricezione, giacenza, movimenti)
  select ingrediente_id, coalesce(lotto, ''), min(scadenza), min(ricevuto_il), sum(quantita), count(*)
    from (select rr.ingrediente_id, rr.lotto, rr.scadenza, rc.data as ricevuto_il, rr.quantita
            from ricevimenti_righe rr join ricevimenti rc on rc.id = rr.ricevimento_id
          union all
          select ingrediente_id, lotto, null, null, -quantita from consumi_lotti
          union all
          select ingrediente_id, lotto, null, null, quantita from rettifiche_magazzino) m
   group by 1, 2;
$$;`);
    this.addSql(`select ricostruisci_giacenze_lotti();`);
    for (const fonte of ['ricevimenti_righe', 'consumi_lotti', 'rettifiche_magazzino'] as const) {
      for (const evento of EVENTI) {
        const nome = `${fonte}_saldo_${evento}`;
        this.addSql(`create function "${nome}"() returns trigger language plpgsql as $$
begin
  ${corpo(fonte, evento)}
  return null;
end $$;`);
        this.addSql(`create trigger "${nome}" after ${evento} on "${fonte}" referencing ${transizioni(evento)} for each statement execute function "${nome}"();`);
      }
    }
    // a receipt's date moved: its lots' first receipt date recomputed
    this.addSql(`create function "ricevimenti_saldo_data"() returns trigger language plpgsql as $$
begin
  update giacenze_lotti g set prima_ricezione = (select min(rc.data) from ricevimenti_righe rr join ricevimenti rc on rc.id = rr.ricevimento_id
                                                   where rr.ingrediente_id = g.ingrediente_id and rr.lotto = g.lotto)
   where (g.ingrediente_id, g.lotto) in (select rr.ingrediente_id, rr.lotto from ricevimenti_righe rr where rr.ricevimento_id = new.id);
  return null;
end $$;`);
    this.addSql(`create trigger "ricevimenti_saldo_data" after update of "data" on "ricevimenti" for each row when (old.data is distinct from new.data) execute function "ricevimenti_saldo_data"();`);
    for (const sql of funzioniConsumo(LOTTI_DAL_SALDO)) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of funzioniConsumo(LOTTI_DAI_MOVIMENTI)) this.addSql(sql);
    this.addSql(`drop trigger "ricevimenti_saldo_data" on "ricevimenti";`);
    this.addSql(`drop function "ricevimenti_saldo_data"();`);
    for (const fonte of ['ricevimenti_righe', 'consumi_lotti', 'rettifiche_magazzino'] as const) {
      for (const evento of EVENTI) {
        this.addSql(`drop trigger "${fonte}_saldo_${evento}" on "${fonte}";`);
        this.addSql(`drop function "${fonte}_saldo_${evento}"();`);
      }
    }
    this.addSql(`drop function "ricostruisci_giacenze_lotti"();`);
    this.addSql(`drop table "giacenze_lotti";`);
  }
}
