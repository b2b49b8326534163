import type { RequestContext } from '../../common/context.js';
import { valoriGustoLateral } from '../gusti/gusto.sql.js';
import { PREZZO_CONFIG_SQL } from '../vetrina/vetrina.sql.js';
import { MARGINI_ROLLUP_TABLE } from './analytics.margini-sql.js';
import { eur2, kg3, pct2, periodoDi, round, type AnalyticsFiltroInput } from './analytics.filters.js';
import { Sql, giaInRichiesta, gustoConditions, num, periodoView, prezzoRichiesta, unaVoltaPerRichiesta, type PeriodoView, type Row } from './analytics.shared.js';

/**
 * Real margins (DOMAIN.md "Display case"), combined with the estimate of section "Analytics".
 *
 * The grain is the cell (month, sales point, flavour):
 * - a cell with display-case data (analytics_margini_mese.reale: a closed tray or waste) is 'reale':
 *   kg = sold kg, revenue = sold kg × the flavour's price at that point today (point price, else
 *   general price, else prezzo_vendita_kg), cost = sold kg at the trays' production snapshots (a tray
 *   without a production line: the flavour's current food cost, as the Vetrina summary does);
 * - any other cell with production is 'stimato': kg = produced kg, revenue = kg × prezzo_vendita_kg,
 *   cost = the production cost (the lines' snapshots).
 * An aggregate (flavour, category, point, month, year) is 'reale' when all its cells are, 'stimato'
 * otherwise. With an operator filter every cell is 'stimato' (display-case data have no operator).
 * Revenue is computed when read (never stored), so price-list changes apply at once.
 */

export type MargineFonte = 'reale' | 'stimato';

export interface MargineValori {
  /** kg the margin is on: sold kg in 'reale' cells, produced kg in 'stimato' cells. */
  kg: number;
  /** Sold kg of the display case (the 'reale' part of kg). */
  kgVenduti: number;
  ricavo: number;
  costo: number;
  margine: number;
  /** margine / kg, null when kg is 0. */
  margineKg: number | null;
  /** margine / ricavo × 100, null when ricavo is 0. */
  marginePercentuale: number | null;
  margineFonte: MargineFonte;
}

export interface MargineGustoView extends MargineValori {
  gustoId: number;
  nome: string;
  categoria: string | null;
  colore: string;
}

export interface MargineRipartizioneView extends MargineValori {
  id: number | null;
  nome: string;
}

export interface MargineMeseView extends MargineValori {
  mese: number;
}

export interface MarginiView {
  periodo: PeriodoView;
  prezzoVenditaKg: number;
  totale: MargineValori;
  gusti: MargineGustoView[];
  perCategoria: MargineRipartizioneView[];
  perPuntoVendita: MargineRipartizioneView[];
  mensile: MargineMeseView[];
}

/**
 * The cells CTE (`celle`: anno, mese, punto_vendita_id, gusto_id, reale 0/1, kg, ricavo, costo) for
 * the years `anni` (and month `mese`) with the filters; `prezzo` is the estimate's price per kg.
 * One row per cell of analytics_margini_mese (production and display case side by side), or, with an
 * operator filter, the operator grain of analytics_gusti_mese (every cell 'stimato').
 */
export function celleSql(f: AnalyticsFiltroInput, anni: number[], mese: number | null, prezzo: number, gustoIds?: number[]) {
  const w = new Sql();
  w.add(`t.anno in (${anni.map(() => '?').join(', ')})`, ...anni);
  if (mese) w.add('t.mese = ?', mese);
  if (f.puntoVenditaId) w.add('t.punto_vendita_id = ?', f.puntoVenditaId);
  gustoConditions(w, f, 't.gusto_id');
  if (gustoIds) w.add(gustoIds.length ? `t.gusto_id in (${gustoIds.map(() => '?').join(', ')})` : 'false', ...gustoIds);
  let celle: string;
  if (f.operatoreId) {
    w.add('t.operatore_id = ?', f.operatoreId);
    celle = `select t.anno, t.mese, t.punto_vendita_id, t.gusto_id, 0 as reale, sum(t.kg)::float8 as kg, (sum(t.kg) * cfg.stima)::float8 as ricavo, sum(t.costo)::float8 as costo
         from analytics_gusti_mese t cross join cfg ${w.clause} group by 1, 2, 3, 4, cfg.stima having sum(t.kg) <> 0`;
  } else {
    w.add('(t.reale or t.kg <> 0)');
    celle = `select t.anno, t.mese, t.punto_vendita_id, t.gusto_id, case when t.reale then 1 else 0 end as reale,
              (case when t.reale then t.kg_venduti else t.kg end)::float8 as kg,
              (case when t.reale then t.kg_venduti * coalesce(pg.prezzo, cfg.prezzo) else t.kg * cfg.stima end)::float8 as ricavo,
              (case when t.reale then t.costo_foto + t.kg_senza_foto * coalesce(pg.food_cost, 0) else t.costo end)::float8 as costo
         from ${MARGINI_ROLLUP_TABLE} t cross join cfg
         left join pg on pg.punto_vendita_id = t.punto_vendita_id and pg.gusto_id = t.gusto_id
         ${w.clause}`;
  }
  return {
    text: `cfg as (select ${PREZZO_CONFIG_SQL} as prezzo, ?::numeric as stima),
     -- per (point, flavour): today's price (point, else general, else prezzo_vendita_kg) and current food cost
     pg as (
       select pv.id as punto_vendita_id, g.id as gusto_id, coalesce(lp.prezzo_kg, lg.prezzo_kg, cfg.prezzo) as prezzo, coalesce(fv.food_cost, 0) as food_cost
         from punti_vendita pv cross join gusti g ${valoriGustoLateral('g', 'fv')} cross join cfg
         left join listino lp on lp.gusto_id = g.id and lp.punto_vendita_id = pv.id
         left join listino lg on lg.gusto_id = g.id and lg.punto_vendita_id is null),
     celle as (${celle})`,
    params: [prezzo, ...w.params],
  };
}

/**
 * Aggregate columns over `celle` (alias c). The cells are exact (numeric) and become float8 before
 * the sums: ~29k cells a year summed in five grouping sets, several times cheaper than numeric, and
 * the figures are rounded to cents anyway (valori()).
 */
const VALORI = `sum(c.kg) as kg, coalesce(sum(c.kg) filter (where c.reale = 1), 0) as kg_venduti,
  sum(c.ricavo) as ricavo, sum(c.costo) as costo, bool_and(c.reale = 1) as reale`;

export function valori(r: Row): MargineValori {
  const kg = num(r.kg);
  const ricavo = eur2(num(r.ricavo));
  const margine = eur2(num(r.ricavo) - num(r.costo));
  return {
    kg: kg3(kg),
    kgVenduti: kg3(num(r.kg_venduti)),
    ricavo,
    costo: eur2(num(r.costo)),
    margine,
    margineKg: kg ? round((num(r.ricavo) - num(r.costo)) / kg, 2) : null,
    marginePercentuale: ricavo ? pct2((margine * 100) / ricavo) : null,
    margineFonte: r.reale ? 'reale' : 'stimato',
  };
}

const VUOTO: MargineValori = { kg: 0, kgVenduti: 0, ricavo: 0, costo: 0, margine: 0, margineKg: null, marginePercentuale: null, margineFonte: 'stimato' };

/**
 * Margins of the period in one statement (grouping sets): the total, per flavour (highest total
 * margin first), per category, per sales point and per month. Admin and manager only (the route and
 * the GraphQL field say so). Computed once per request and filter: the flavour list, the export and
 * a GraphQL query asking several sections share it.
 */
const chiaveMargini = (f: AnalyticsFiltroInput) => `margini:${JSON.stringify(f)}`;

export function margini(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<MarginiView> {
  return unaVoltaPerRichiesta(ctx, chiaveMargini(f), () => calcolaMargini(ctx, f));
}

async function calcolaMargini(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<MarginiView> {
  const p = periodoDi(f);
  const prezzo = await prezzoRichiesta(ctx);
  const celle = celleSql(f, [p.anno], p.mese, prezzo);
  const rows = await ctx.em.execute<Row[]>(
    `with ${celle.text},
     y as (
       select grouping(c.gusto_id) as gg, grouping(g.categoria_id) as gc, grouping(c.punto_vendita_id) as gp, grouping(c.mese) as gm,
              c.gusto_id, g.categoria_id, c.punto_vendita_id, c.mese, ${VALORI}
         from celle c join gusti g on g.id = c.gusto_id
        group by grouping sets ((c.gusto_id), (g.categoria_id), (c.punto_vendita_id), (c.mese), ()))
     select y.*, g.nome as gusto_nome, g.colore, cg.nome as categoria_nome, gcat.nome as gusto_categoria, pv.nome as pv_nome
       from y
       left join gusti g on y.gg = 0 and g.id = y.gusto_id
       left join categorie_gusti gcat on gcat.id = g.categoria_id
       left join categorie_gusti cg on y.gc = 0 and cg.id = y.categoria_id
       left join punti_vendita pv on y.gp = 0 and pv.id = y.punto_vendita_id
      order by (y.ricavo - y.costo) desc, y.kg desc`,
    celle.params,
  );
  const view: MarginiView = { periodo: periodoView(p), prezzoVenditaKg: prezzo, totale: VUOTO, gusti: [], perCategoria: [], perPuntoVendita: [], mensile: [] };
  const mesi = new Map<number, MargineValori>();
  for (const r of rows) {
    if (num(r.gg) === 0) {
      view.gusti.push({ gustoId: num(r.gusto_id), nome: String(r.gusto_nome), categoria: (r.gusto_categoria as string | null) ?? null, colore: String(r.colore), ...valori(r) });
    } else if (num(r.gc) === 0) {
      view.perCategoria.push({ id: r.categoria_id === null ? null : num(r.categoria_id), nome: String(r.categoria_nome ?? 'Senza categoria'), ...valori(r) });
    } else if (num(r.gp) === 0) {
      view.perPuntoVendita.push({ id: num(r.punto_vendita_id), nome: String(r.pv_nome ?? 'Non assegnato'), ...valori(r) });
    } else if (num(r.gm) === 0) {
      mesi.set(num(r.mese), valori(r));
    } else {
      view.totale = valori(r);
    }
  }
  const mesiPeriodo = p.mese ? [p.mese] : Array.from({ length: 12 }, (_, i) => i + 1);
  view.mensile = mesiPeriodo.map((m) => ({ mese: m, ...(mesi.get(m) ?? VUOTO) }));
  return view;
}

/**
 * Margin and source per flavour of the period (Top Gusti, flavour list), one statement grouped by
 * flavour; `gustoIds` restricts it to the flavours shown (Top Gusti reads the cells of its 10
 * flavours only). The whole list reuses margini()'s per-flavour rows when this request already asked
 * for them (the export, a GraphQL query with the Margini section).
 */
export async function marginiPerGusto(ctx: RequestContext, f: AnalyticsFiltroInput, gustoIds?: number[]): Promise<Map<number, MargineValori>> {
  const condivisi = gustoIds ? undefined : giaInRichiesta<MarginiView>(ctx, chiaveMargini(f));
  if (condivisi) return new Map((await condivisi).gusti.map(({ gustoId, nome: _n, categoria: _c, colore: _k, ...valori }) => [gustoId, valori]));
  const p = periodoDi(f);
  const celle = celleSql(f, [p.anno], p.mese, await prezzoRichiesta(ctx), gustoIds);
  const rows = await ctx.em.execute<Row[]>(`with ${celle.text} select c.gusto_id, ${VALORI} from celle c group by c.gusto_id`, celle.params);
  return new Map(rows.map((r) => [num(r.gusto_id), valori(r)]));
}

/** Margin and source per (year, month) of the given years (year comparison), one statement. */
export async function marginiMensili(ctx: RequestContext, f: AnalyticsFiltroInput, anni: number[], mese: number | null) {
  const celle = celleSql(f, anni, mese, await prezzoRichiesta(ctx));
  const rows = await ctx.em.execute<Row[]>(
    `with ${celle.text}
     select c.anno, c.mese, ${VALORI} from celle c group by grouping sets ((c.anno, c.mese), (c.anno))`,
    celle.params,
  );
  const map = new Map<string, MargineValori>();
  for (const r of rows) map.set(`${num(r.anno)}-${r.mese === null ? 'anno' : num(r.mese)}`, valori(r));
  return (anno: number, m: number | 'anno') => map.get(`${anno}-${m}`) ?? VUOTO;
}
