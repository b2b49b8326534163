import type { RequestContext } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { valoriGustoLateral } from '../gusti/gusto.sql.js';
import { righeVersioniSql } from '../gusti/versioni.sql.js';
import { BASE_COSTO_CTE, foodCostSql, type BaseCosto } from '../magazzino/base-costo.js';
import { MSG_ANALYTICS, eur2, kg3, pct2, periodoDi, round, type AnalyticsFiltroInput } from './analytics.filters.js';
import { Sql, type Row, num, prezzoRichiesta, gustoConditions, gustiAggregateSql, periodoView, type PeriodoView, type MeseView, totaliGusti, conteggioProduzioni, type RipartizioneView, ripartizione } from './analytics.shared.js';
import { perCategoria, perDimensione, trendMensile } from './analytics.periodo.js';
/** Cost analytics (admin and manager only): totals, food cost per flavour, productions' cost. */

// ---------------------------------------------------------------------------------------------
// Costs (admin and manager only)

export interface CostoTotaleView {
  periodo: PeriodoView;
  kgTotale: number;
  costoTotale: number;
  costoMedioKg: number;
  produzioni: number;
  prezzoVenditaKg: number;
  ricavoStimato: number;
  margine: number;
}

/** Total cost of the period (lines' snapshot food cost × kg). */
export async function costoTotale(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<CostoTotaleView> {
  const p = periodoDi(f);
  const [t, c, prezzo] = await Promise.all([totaliGusti(ctx, f, p), conteggioProduzioni(ctx, f, p), prezzoRichiesta(ctx)]);
  return {
    periodo: periodoView(p),
    kgTotale: kg3(t.kg),
    costoTotale: eur2(t.costo),
    costoMedioKg: t.kg ? round(t.costo / t.kg, 4) : 0,
    produzioni: c.produzioni,
    prezzoVenditaKg: prezzo,
    ricavoStimato: eur2(t.kg * prezzo),
    margine: eur2(t.kg * prezzo - t.costo),
  };
}

export interface FoodCostGustoView {
  gustoId: number;
  nome: string;
  categoria: string | null;
  colore: string;
  attivo: boolean;
  foodCostAttuale: number;
  foodCostMedio: number | null;
  kgTotale: number;
  costoTotale: number;
}

/**
 * Current food cost of every active flavour (and of inactive ones produced in the period), with the
 * period's kg, cost and average snapshot food cost (cost / kg). Highest current food cost first. The
 * current food cost is at `baseCosto` (null: the setting's; magazzino/base-costo.ts); the period's
 * figures stay the production lines' snapshots.
 */
export async function foodCostGusti(ctx: RequestContext, f: AnalyticsFiltroInput, baseCosto: BaseCosto | null = null): Promise<FoodCostGustoView[]> {
  const p = periodoDi(f);
  const agg = gustiAggregateSql(f, p);
  const sql = new Sql();
  gustoConditions(sql, f, 'g.id');
  const rows = await ctx.em.execute<Row[]>(
    `with x as (${agg.text}), ${BASE_COSTO_CTE}
     select g.id, g.nome, c.nome as categoria, g.colore, g.attivo, fc.food_cost::float8 as food_cost,
            coalesce(x.kg, 0)::float8 as kg, coalesce(x.costo, 0)::float8 as costo
       from gusti g left join categorie_gusti c on c.id = g.categoria_id left join x on x.gusto_id = g.id
       ${valoriGustoLateral('g', 'v')}
       cross join lateral (select ${foodCostSql('g', 'v.food_cost')} as food_cost) fc
      where (g.attivo or x.gusto_id is not null) ${sql.where.length ? `and ${sql.where.join(' and ')}` : ''}
      order by fc.food_cost desc, g.nome`,
    [...agg.params, baseCosto, ...sql.params],
  );
  return rows.map((r) => ({
    gustoId: num(r.id),
    nome: String(r.nome),
    categoria: (r.categoria as string | null) ?? null,
    colore: String(r.colore),
    attivo: Boolean(r.attivo),
    foodCostAttuale: round(num(r.food_cost), 4),
    foodCostMedio: num(r.kg) > 0 ? round(num(r.costo) / num(r.kg), 4) : null,
    kgTotale: kg3(num(r.kg)),
    costoTotale: eur2(num(r.costo)),
  }));
}

export interface CostoProduzioneView {
  id: number;
  data: string;
  puntoVenditaId: number;
  puntoVenditaNome: string | null;
  operatoreId: number | null;
  operatoreNome: string | null;
  kgTotale: number;
  costoTotale: number;
  costoMedioKg: number;
}

export interface CostoProduzioniView {
  periodo: PeriodoView;
  totale: number;
  limite: number;
  offset: number;
  kgTotale: number;
  costoTotale: number;
  produzioni: CostoProduzioneView[];
}

/** Productions of the period with their cost, newest first (paginated), and the period totals. */
export async function costoProduzioni(ctx: RequestContext, f: AnalyticsFiltroInput, limite = 50, offset = 0): Promise<CostoProduzioniView> {
  const p = periodoDi(f);
  const sql = new Sql().add('p.data between ?::date and ?::date', p.dataInizio, p.dataFine);
  if (f.puntoVenditaId) sql.add('p.punto_vendita_id = ?', f.puntoVenditaId);
  if (f.operatoreId) sql.add('p.operatore_id = ?', f.operatoreId);
  const [rows, c] = await Promise.all([
    ctx.em.execute<Row[]>(
      `select p.id, p.data::text as data, p.punto_vendita_id, pv.nome as punto_vendita_nome, p.operatore_id, u.nome as operatore_nome,
              p.kg_totale::float8 as kg, p.costo_totale::float8 as costo
         from produzioni p left join punti_vendita pv on pv.id = p.punto_vendita_id left join utenti u on u.id = p.operatore_id
        ${sql.clause} order by p.data desc, p.id desc limit ? offset ?`,
      [...sql.params, limite, offset],
    ),
    conteggioProduzioni(ctx, f, p),
  ]);
  return {
    periodo: periodoView(p),
    totale: c.produzioni,
    limite,
    offset,
    kgTotale: kg3(c.kg),
    costoTotale: eur2(c.costo),
    produzioni: rows.map((r) => ({
      id: num(r.id),
      data: String(r.data),
      puntoVenditaId: num(r.punto_vendita_id),
      puntoVenditaNome: (r.punto_vendita_nome as string | null) ?? null,
      operatoreId: r.operatore_id === null ? null : num(r.operatore_id),
      operatoreNome: (r.operatore_nome as string | null) ?? null,
      kgTotale: kg3(num(r.kg)),
      costoTotale: eur2(num(r.costo)),
      costoMedioKg: num(r.kg) ? round(num(r.costo) / num(r.kg), 4) : 0,
    })),
  };
}

export interface DettaglioCostoProduzioneView extends CostoProduzioneView {
  note: string | null;
  prezzoVenditaKg: number;
  ricavoStimato: number;
  margine: number;
  righe: { gustoId: number; gustoNome: string; categoria: string | null; colore: string; quantitaKg: number; foodCost: number; costo: number; percentualeCosto: number }[];
  ingredienti: { ingredienteId: number; nome: string; unita: string; quantita: number; costoPerUnita: number; costo: number }[];
}

/** Cost breakdown of one production: its lines (snapshot food cost) and the ingredients they use. */
export async function dettaglioCostoProduzione(ctx: RequestContext, id: number): Promise<DettaglioCostoProduzioneView> {
  const head = await ctx.em.execute<Row[]>(
    `select p.id, p.data::text as data, p.note, p.punto_vendita_id, pv.nome as punto_vendita_nome, p.operatore_id, u.nome as operatore_nome
       from produzioni p left join punti_vendita pv on pv.id = p.punto_vendita_id left join utenti u on u.id = p.operatore_id
      where p.id = ?`,
    [id],
  );
  const h = head[0];
  if (!h) throw notFound(MSG_ANALYTICS.produzioneNonTrovata);
  const [righe, ingr, prezzo] = await Promise.all([
    ctx.em.execute<Row[]>(
      `select r.gusto_id, g.nome, c.nome as categoria, g.colore, r.quantita_kg::float8 as kg, r.food_cost::float8 as food_cost,
              (r.quantita_kg * r.food_cost)::float8 as costo,
              (r.quantita_kg * r.food_cost * 100.0 / nullif(sum(r.quantita_kg * r.food_cost) over (), 0))::float8 as percentuale
         from produzione_righe r join gusti g on g.id = r.gusto_id left join categorie_gusti c on c.id = g.categoria_id
        where r.produzione_id = ? order by costo desc, g.nome`,
      [id],
    ),
    ctx.em.execute<Row[]>(
      `with l as (select r.gusto_id, r.versione_ricetta as versione, r.quantita_kg from produzione_righe r where r.produzione_id = ?),
       -- the recipe version each line was made from (recipe versions)
       rr as (select x.gusto_id, x.versione, x.ingrediente_id, x.q, sum(x.m) over (partition by x.gusto_id, x.versione) as massa
                from (${righeVersioniSql('where (gv.gusto_id, gv.numero) in (select gusto_id, versione from l)')}) x)
       select i.id, i.nome, i.unita_misura, i.costo_per_unita::float8 as costo_per_unita,
              sum(l.quantita_kg * rr.q / rr.massa)::float8 as quantita,
              (sum(l.quantita_kg * rr.q / rr.massa) * i.costo_per_unita)::float8 as costo
         from l join rr on rr.gusto_id = l.gusto_id and rr.versione = l.versione join ingredienti i on i.id = rr.ingrediente_id
        where rr.massa > 0
        group by i.id order by costo desc, i.nome`,
      [id],
    ),
    prezzoRichiesta(ctx),
  ]);
  const kg = righe.reduce((s, r) => s + num(r.kg), 0);
  const costo = righe.reduce((s, r) => s + num(r.costo), 0);
  return {
    id: num(h.id),
    data: String(h.data),
    note: (h.note as string | null) ?? null,
    puntoVenditaId: num(h.punto_vendita_id),
    puntoVenditaNome: (h.punto_vendita_nome as string | null) ?? null,
    operatoreId: h.operatore_id === null ? null : num(h.operatore_id),
    operatoreNome: (h.operatore_nome as string | null) ?? null,
    kgTotale: kg3(kg),
    costoTotale: eur2(costo),
    costoMedioKg: kg ? round(costo / kg, 4) : 0,
    prezzoVenditaKg: prezzo,
    ricavoStimato: eur2(kg * prezzo),
    margine: eur2(kg * prezzo - costo),
    righe: righe.map((r) => ({
      gustoId: num(r.gusto_id),
      gustoNome: String(r.nome),
      categoria: (r.categoria as string | null) ?? null,
      colore: String(r.colore),
      quantitaKg: kg3(num(r.kg)),
      foodCost: round(num(r.food_cost), 4),
      costo: eur2(num(r.costo)),
      percentualeCosto: pct2(num(r.percentuale)),
    })),
    ingredienti: ingr.map((r) => ({
      ingredienteId: num(r.id),
      nome: String(r.nome),
      unita: String(r.unita_misura),
      quantita: kg3(num(r.quantita)),
      costoPerUnita: round(num(r.costo_per_unita), 4),
      costo: eur2(num(r.costo)),
    })),
  };
}

export interface CostiView {
  periodo: PeriodoView;
  kgTotale: number;
  costoTotale: number;
  costoMedioKg: number;
  prezzoVenditaKg: number;
  ricavoStimato: number;
  margine: number;
  marginePercentuale: number | null;
  perCategoria: RipartizioneView[];
  perPuntoVendita: RipartizioneView[];
  mensile: MeseView[];
}

/** Cost analysis of the period: totals, margin, split by category and sales point, months of the year. */
export async function costi(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<CostiView> {
  const [tot, det, trend] = await Promise.all([costoTotale(ctx, f), periodoDettagliCosti(ctx, f), trendMensile(ctx, f)]);
  return {
    periodo: tot.periodo,
    kgTotale: tot.kgTotale,
    costoTotale: tot.costoTotale,
    costoMedioKg: tot.costoMedioKg,
    prezzoVenditaKg: tot.prezzoVenditaKg,
    ricavoStimato: tot.ricavoStimato,
    margine: tot.margine,
    marginePercentuale: tot.ricavoStimato ? pct2((tot.margine * 100) / tot.ricavoStimato) : null,
    perCategoria: det.perCategoria,
    perPuntoVendita: det.perPuntoVendita,
    mensile: trend.mesi,
  };
}

async function periodoDettagliCosti(ctx: RequestContext, f: AnalyticsFiltroInput) {
  const p = periodoDi(f);
  const [cat, pv] = await Promise.all([perCategoria(ctx, f, p), perDimensione(ctx, f, p, 'punto_vendita_id')]);
  // the cost split is ordered by cost, not kg
  const byCost = (a: RipartizioneView, b: RipartizioneView) => (b.costoTotale ?? 0) - (a.costoTotale ?? 0);
  return { perCategoria: ripartizione(cat, true).sort(byCost), perPuntoVendita: ripartizione(pv, true).sort(byCost) };
}

