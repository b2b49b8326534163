import type { RequestContext } from '../../common/context.js';
import { valoriGustoLateral } from '../gusti/gusto.sql.js';
import { PREZZO_CONFIG_SQL } from '../vetrina/vetrina.sql.js';
import { MARGINI_GUSTO_TABLE, MARGINI_PV_TABLE, MARGINI_ROLLUP_TABLE } from './analytics.margini-sql.js';
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
 * Where the cells of a read come from (analytics.margini-sql.ts): every aggregate of VALORI (kg, sold
 * kg, revenue, cost, reale) comes out the same from each, the smallest that keeps what is grouped on.
 * - 'operatore': an operator filter; the operator grain of analytics_gusti_mese, every cell 'stimato';
 * - 'cella': one row per cell of analytics_margini_mese (by month with a sales point);
 * - 'gusto-mese': the cells summed over points (by month, chain-wide or by flavour/category);
 * - 'punto-anno': the cells summed over months (a whole year, by point, flavour or category).
 */
type Grana = 'operatore' | 'cella' | 'gusto-mese' | 'punto-anno';

function granaDi(f: AnalyticsFiltroInput, mese: number | null, perPunto: boolean, perMese: boolean): Grana {
  if (f.operatoreId) return 'operatore';
  if (!mese && !perMese) return 'punto-anno';
  return perPunto || f.puntoVenditaId ? 'cella' : 'gusto-mese';
}

/** A sum's row (alias t) as a 'reale' and a 'stimato' row (each only when such cells exist), prices from `pg`/`cfg`. */
const righeSomma = (prezzo: string, foodCost: string) => `
         cross join lateral (values
           (1, t.celle_reali, t.kg_venduti::float8, (t.kg_venduti * ${prezzo})::float8, (t.costo_foto + t.kg_senza_foto * ${foodCost})::float8),
           (0, t.celle_stimate, t.kg_stimato::float8, (t.kg_stimato * cfg.stima)::float8, t.costo_stimato::float8)
         ) v (reale, celle, kg, ricavo, costo)`;

/**
 * The cells CTE (`celle`, or `nome`: anno, mese, punto_vendita_id, gusto_id, reale 0/1, kg, ricavo,
 * costo) for the years `anni` (and month `mese`) with the filters, at the grain granaDi() picks for
 * what the caller groups on (`perPunto`, `perMese`); `prezzo` is the estimate's price per kg. Revenue
 * is sold kg × today's price of the flavour at the point (point price, else general, else
 * prezzo_vendita_kg) in 'reale' cells, kg × prezzo_vendita_kg in 'stimato' ones. The month sums have
 * no point: sold kg at the general price, plus one row per cell of a (point, flavour) with its own
 * price adding the difference. Helper CTEs carry `nome` as suffix, so that two grains can share one
 * statement. `prezzo` null: the configured price read by this statement (PREZZO_CONFIG_SQL, equal to
 * prezzoVenditaKg() for every value the configuration accepts). `gustiSql`, a subquery of flavour
 * ids, restricts the flavours (Top Gusti: the flavours of the same statement).
 */
export function celleSql(
  f: AnalyticsFiltroInput,
  anni: number[],
  mese: number | null,
  prezzo: number | null,
  gustiSql?: string,
  { perPunto = false, perMese = false, nome = 'celle' } = {},
) {
  const grana = granaDi(f, mese, perPunto, perMese);
  const w = new Sql();
  w.add(`t.anno in (${anni.map(() => '?').join(', ')})`, ...anni);
  if (mese) w.add('t.mese = ?', mese);
  if (f.puntoVenditaId) w.add('t.punto_vendita_id = ?', f.puntoVenditaId);
  gustoConditions(w, f, 't.gusto_id');
  // = any (array(…)): one scan of the cells (`in (subquery)` probes the primary key once per flavour)
  if (gustiSql) w.add(`t.gusto_id = any (array(${gustiSql}))`);
  const stima = prezzo === null ? [] : [prezzo];
  const cfg = `cfg_${nome}`;
  const pg = `pg_${nome}`;
  const ctes = (corpo: string, conPrezzi: boolean) =>
    `${cfg} as (select ${PREZZO_CONFIG_SQL} as prezzo, ${prezzo === null ? PREZZO_CONFIG_SQL : '?::numeric'} as stima),${
      conPrezzi
        ? `
     -- per (point, flavour): today's price (point, else general, else prezzo_vendita_kg) and current food cost
     ${pg} as (
       select pv.id as punto_vendita_id, g.id as gusto_id, coalesce(lp.prezzo_kg, lg.prezzo_kg, cfg.prezzo) as prezzo, coalesce(fv.food_cost, 0) as food_cost
         from punti_vendita pv cross join gusti g ${valoriGustoLateral('g', 'fv')} cross join ${cfg} cfg
         left join listino lp on lp.gusto_id = g.id and lp.punto_vendita_id = pv.id
         left join listino lg on lg.gusto_id = g.id and lg.punto_vendita_id is null),`
        : ''
    }
     ${nome} as (${corpo})`;

  if (grana === 'operatore') {
    w.add('t.operatore_id = ?', f.operatoreId);
    const corpo = `select t.anno, t.mese, t.punto_vendita_id, t.gusto_id, 0 as reale, sum(t.kg)::float8 as kg, (sum(t.kg) * cfg.stima)::float8 as ricavo, sum(t.costo)::float8 as costo
         from analytics_gusti_mese t cross join ${cfg} cfg ${w.clause} group by 1, 2, 3, 4, cfg.stima having sum(t.kg) <> 0`;
    return { text: ctes(corpo, false), params: [...stima, ...w.params] };
  }
  if (grana === 'cella') {
    const corpo = `select t.anno, t.mese, t.punto_vendita_id, t.gusto_id, case when t.reale then 1 else 0 end as reale,
              (case when t.reale then t.kg_venduti else t.kg end)::float8 as kg,
              (case when t.reale then t.kg_venduti * coalesce(pg.prezzo, cfg.prezzo) else t.kg * cfg.stima end)::float8 as ricavo,
              (case when t.reale then t.costo_foto + t.kg_senza_foto * coalesce(pg.food_cost, 0) else t.costo end)::float8 as costo
         from ${MARGINI_ROLLUP_TABLE} t cross join ${cfg} cfg
         left join ${pg} pg on pg.punto_vendita_id = t.punto_vendita_id and pg.gusto_id = t.gusto_id
         ${w.clause} and (t.reale or t.kg <> 0)`;
    return { text: ctes(corpo, true), params: [...stima, ...w.params] };
  }
  if (grana === 'punto-anno') {
    const corpo = `select t.anno, null::smallint as mese, t.punto_vendita_id, t.gusto_id, v.reale, v.kg, v.ricavo, v.costo
         from ${MARGINI_PV_TABLE} t cross join ${cfg} cfg
         left join ${pg} pg on pg.punto_vendita_id = t.punto_vendita_id and pg.gusto_id = t.gusto_id
         ${righeSomma('coalesce(pg.prezzo, cfg.prezzo)', 'coalesce(pg.food_cost, 0)')}
         ${w.clause} and v.celle > 0`;
    return { text: ctes(corpo, true), params: [...stima, ...w.params] };
  }
  const corpo = `select t.anno, t.mese, null::int as punto_vendita_id, t.gusto_id, v.reale, v.kg, v.ricavo, v.costo
         from ${MARGINI_GUSTO_TABLE} t cross join ${cfg} cfg
         join gusti g on g.id = t.gusto_id ${valoriGustoLateral('g', 'fv')}
         left join listino lg on lg.gusto_id = t.gusto_id and lg.punto_vendita_id is null
         ${righeSomma('coalesce(lg.prezzo_kg, cfg.prezzo)', 'coalesce(fv.food_cost, 0)')}
         ${w.clause} and v.celle > 0
       union all
       -- a point's own price: the difference to the general price on the sold kg of its cells
       select t.anno, t.mese, t.punto_vendita_id, t.gusto_id, 1, 0::float8, (t.kg_venduti * (lp.prezzo_kg - coalesce(lg.prezzo_kg, cfg.prezzo)))::float8, 0::float8
         from listino lp join ${MARGINI_ROLLUP_TABLE} t on t.punto_vendita_id = lp.punto_vendita_id and t.gusto_id = lp.gusto_id cross join ${cfg} cfg
         left join listino lg on lg.gusto_id = lp.gusto_id and lg.punto_vendita_id is null
         ${w.clause} and lp.punto_vendita_id is not null and t.reale`;
  return { text: ctes(corpo, false), params: [...stima, ...w.params, ...w.params] };
}

/**
 * Aggregate columns over `celle` (alias c). The cells are exact (numeric) and become float8 before
 * the sums: ~29k cells a year summed in five grouping sets, several times cheaper than numeric, and
 * the figures are rounded to cents anyway (valori()).
 */
export const VALORI = `sum(c.kg) as kg, coalesce(sum(c.kg) filter (where c.reale = 1), 0) as kg_venduti,
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
  // flavour, category, point and total from the year's cells summed over months; months apart
  const celle = celleSql(f, [p.anno], p.mese, prezzo, undefined, { perPunto: true });
  const celleMesi = celleSql(f, [p.anno], p.mese, prezzo, undefined, { perMese: true, nome: 'celle_mesi' });
  const rows = await ctx.em.execute<Row[]>(
    `with ${celle.text}, ${celleMesi.text},
     y as (
       select grouping(c.gusto_id) as gg, grouping(g.categoria_id) as gc, grouping(c.punto_vendita_id) as gp, 1 as gm,
              c.gusto_id, g.categoria_id, c.punto_vendita_id, null::smallint as mese, ${VALORI}
         from celle c join gusti g on g.id = c.gusto_id
        group by grouping sets ((c.gusto_id), (g.categoria_id), (c.punto_vendita_id), ())
       union all
       select 1, 1, 1, 0, null, null, null, c.mese, ${VALORI} from celle_mesi c group by c.mese)
     select y.*, g.nome as gusto_nome, g.colore, cg.nome as categoria_nome, gcat.nome as gusto_categoria, pv.nome as pv_nome
       from y
       left join gusti g on y.gg = 0 and g.id = y.gusto_id
       left join categorie_gusti gcat on gcat.id = g.categoria_id
       left join categorie_gusti cg on y.gc = 0 and cg.id = y.categoria_id
       left join punti_vendita pv on y.gp = 0 and pv.id = y.punto_vendita_id
      order by (y.ricavo - y.costo) desc, y.kg desc`,
    [...celle.params, ...celleMesi.params],
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
 * Margin and source per flavour of the period (the flavour list), one statement grouped by flavour.
 * It reuses margini()'s per-flavour rows when this request already asked for them (the export, a
 * GraphQL query with the Margini section). Top Gusti reads its margins with its rows
 * (analytics.gusti.ts, topGustiConMarginiSql).
 */
export async function marginiPerGusto(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<Map<number, MargineValori>> {
  const condivisi = giaInRichiesta<MarginiView>(ctx, chiaveMargini(f));
  if (condivisi) return new Map((await condivisi).gusti.map(({ gustoId, nome: _n, categoria: _c, colore: _k, ...valori }) => [gustoId, valori]));
  const p = periodoDi(f);
  const celle = celleSql(f, [p.anno], p.mese, await prezzoRichiesta(ctx));
  const rows = await ctx.em.execute<Row[]>(`with ${celle.text} select c.gusto_id, ${VALORI} from celle c group by c.gusto_id`, celle.params);
  return new Map(rows.map((r) => [num(r.gusto_id), valori(r)]));
}

/** Margin and source per (year, month) of the given years (year comparison), one statement. */
export async function marginiMensili(ctx: RequestContext, f: AnalyticsFiltroInput, anni: number[], mese: number | null) {
  const celle = celleSql(f, anni, mese, await prezzoRichiesta(ctx), undefined, { perMese: true });
  const rows = await ctx.em.execute<Row[]>(
    `with ${celle.text}
     select c.anno, c.mese, ${VALORI} from celle c group by grouping sets ((c.anno, c.mese), (c.anno))`,
    celle.params,
  );
  const map = new Map<string, MargineValori>();
  for (const r of rows) map.set(`${num(r.anno)}-${r.mese === null ? 'anno' : num(r.mese)}`, valori(r));
  return (anno: number, m: number | 'anno') => map.get(`${anno}-${m}`) ?? VUOTO;
}
