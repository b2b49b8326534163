import { canSeeCosts } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { numera, preparata } from '../../db/prepared.js';
import { valoriGustoLateral } from '../gusti/gusto.sql.js';
import { BASE_COSTO_CTE, foodCostSql, type BaseCosto } from '../magazzino/base-costo.js';
import { MSG_ANALYTICS, eur2, kg3, pct2, periodoDi, round, trendRelativo, type AnalyticsFiltroInput, type Periodo, type Trend } from './analytics.filters.js';
import { VALORI, celleSql, marginiPerGusto, valori, type MargineFonte, type MargineValori } from './analytics.margini.js';
import { type Row, num, prezzoRichiesta, gustiRollup, gustiAggregateSql, riferimentoTrendSql, periodoView, type PeriodoView, type MeseView, mensili, meseView, totaliGusti, type RipartizioneView, ripartizione } from './analytics.shared.js';

/** Analytics of flavours: the ranked list, the top N and one flavour in detail. */

export interface GustoAnalyticsView {
  gustoId: number;
  nome: string;
  categoria: string | null;
  colore: string;
  totaleKg: number;
  percentuale: number;
  mediaMensile: number;
  trend: Trend;
  costoTotale?: number;
  /** Top Gusti and the flavour list (admin, manager): the margin of the period, real where display-case data exist. */
  margine?: number;
  margineKg?: number | null;
  margineFonte?: MargineFonte;
}

// ---------------------------------------------------------------------------------------------
// Flavours

/** The flavours of the period, most produced first (`limite` of them, or all): statement and parameters. */
function gustiRowsSql(f: AnalyticsFiltroInput, p: Periodo, limite: number | null) {
  const agg = gustiAggregateSql(f, p);
  const rif = riferimentoTrendSql(f, p);
  return {
    text: `with x as (${agg.text}), rif as (${rif.text})
     select x.gusto_id, g.nome, c.nome as categoria, g.colore, x.kg::float8 as kg, x.costo::float8 as costo,
            x.h1::float8 as h1, x.h2::float8 as h2, (x.kg * 100.0 / nullif(sum(x.kg) over (), 0))::float8 as percentuale,
            -- the laboratory's kg in each half: the trend is against them
            rif.h1::float8 as th1, rif.h2::float8 as th2
       from x cross join rif join gusti g on g.id = x.gusto_id left join categorie_gusti c on c.id = g.categoria_id
      order by x.kg desc, g.nome, x.gusto_id
      ${limite ? 'limit ?' : ''}`,
    params: [...agg.params, ...rif.params, ...(limite ? [limite] : [])],
  };
}

/**
 * Top Gusti with their margins in one statement (admin, manager): the `limite` rows of
 * gustiRowsSql, then the margin cells of those flavours only (celleSql, grouped by flavour) as
 * `margine` (JSON, null without cells). Also what the benchmark runs as bare SQL.
 */
export function topGustiConMarginiSql(f: AnalyticsFiltroInput, p: Periodo, limite: number) {
  const righe = gustiRowsSql(f, p, limite);
  const celle = celleSql(f, [p.anno], p.mese, null, 'select gusto_id from top');
  return {
    text: numera(`with top as (${righe.text}),
     ${celle.text},
     m as (select c.gusto_id, ${VALORI} from celle c group by c.gusto_id)
     select top.*, row_to_json(m) as margine
       from top left join m on m.gusto_id = top.gusto_id
      order by top.kg desc, top.nome, top.gusto_id`),
    params: [...righe.params, ...celle.params],
  };
}

const rigaGusto = (r: Row, p: Periodo, costi: boolean): GustoAnalyticsView => ({
  gustoId: num(r.gusto_id),
  nome: String(r.nome),
  categoria: (r.categoria as string | null) ?? null,
  colore: String(r.colore),
  totaleKg: kg3(num(r.kg)),
  percentuale: pct2(num(r.percentuale)),
  mediaMensile: kg3(num(r.kg) / p.mesi),
  trend: trendRelativo(num(r.h1), num(r.h2), num(r.th1), num(r.th2)),
  ...(costi ? { costoTotale: eur2(num(r.costo)) } : {}),
});

const conMargine = (r: GustoAnalyticsView, m: MargineValori | undefined): GustoAnalyticsView => ({
  ...r,
  margine: m?.margine ?? 0,
  margineKg: m?.margineKg ?? null,
  margineFonte: m?.margineFonte ?? 'stimato',
});

export async function gustiRows(ctx: RequestContext, f: AnalyticsFiltroInput, p: Periodo, limite: number | null, costi: boolean): Promise<GustoAnalyticsView[]> {
  const q = gustiRowsSql(f, p, limite);
  const rows = await preparata<Row>(ctx.em, numera(q.text), q.params);
  return rows.map((r) => rigaGusto(r, p, costi));
}

/** Flavour rows with their margin (admin, manager): real where display-case data exist, else the estimate. */
async function gustiConMargine(ctx: RequestContext, f: AnalyticsFiltroInput, limite: number | null): Promise<GustoAnalyticsView[]> {
  const costi = canSeeCosts(ctx.user);
  const p = periodoDi(f);
  if (costi && limite !== null) {
    // Top Gusti: the rows and the margins of their flavours in one statement
    const q = topGustiConMarginiSql(f, p, limite);
    const rows = await preparata<Row & { margine: Row | null }>(ctx.em, q.text, q.params);
    return rows.map((r) => conMargine(rigaGusto(r, p, true), r.margine ? valori(r.margine) : undefined));
  }
  // the whole list: the rows and all the margins, in parallel
  const [rows, margini] = await Promise.all([gustiRows(ctx, f, p, limite, costi), costi ? marginiPerGusto(ctx, f) : Promise.resolve(null)]);
  return margini ? rows.map((r) => conMargine(r, margini.get(r.gustoId))) : rows;
}

/** All flavours produced in the period, most produced first (analytics gusti rows of spec section 3). */
export async function gusti(ctx: RequestContext, f: AnalyticsFiltroInput) {
  return gustiConMargine(ctx, f, null);
}

/** The `limite` most produced flavours (default 10, max 100). */
export async function topGusti(ctx: RequestContext, f: AnalyticsFiltroInput, limite = 10) {
  return gustiConMargine(ctx, f, limite);
}

// ---------------------------------------------------------------------------------------------
// One flavour

export interface GustoDettaglioView extends GustoAnalyticsView {
  periodo: PeriodoView;
  foodCostAttuale?: number;
  datiMensili: MeseView[];
  perPuntoVendita: RipartizioneView[];
}

/** One flavour in the period: totals, share, monthly series of the year, split by sales point. */
export async function gusto(ctx: RequestContext, f: AnalyticsFiltroInput, gustoId: number, baseCosto: BaseCosto | null = null): Promise<GustoDettaglioView> {
  const costi = canSeeCosts(ctx.user);
  const p = periodoDi(f);
  // the current food cost at the chosen basis (magazzino/base-costo.ts); never computed for an operatore
  const info = await ctx.em.execute<Row[]>(
    `with ${BASE_COSTO_CTE}
     select g.id, g.nome, c.nome as categoria, g.colore, ${costi ? foodCostSql('g', 'v.food_cost') : 'null'}::float8 as food_cost
       from gusti g left join categorie_gusti c on c.id = g.categoria_id ${valoriGustoLateral('g', 'v')} where g.id = ?`,
    [baseCosto, gustoId],
  );
  const g = info[0];
  if (!g) throw notFound(MSG_ANALYTICS.gustoNonTrovato);
  const solo: AnalyticsFiltroInput = { ...f, gustoId };
  // the share is against all flavours of the same period and sales point / operator filters
  const tutti: AnalyticsFiltroInput = { ...f, gustoId: undefined, categoriaGusto: undefined, ingredienteId: undefined };
  const perPv = async () => {
    const { sql } = gustiRollup(solo, [p.anno], p.mese);
    return ctx.em.execute<Row[]>(
      `with x as (select t.punto_vendita_id as id, sum(t.kg) kg, sum(t.costo) costo from analytics_gusti_mese t ${sql.clause} group by 1 having sum(t.kg) > 0)
       select x.id, n.nome, x.kg::float8 kg, x.costo::float8 costo, (x.kg * 100.0 / nullif(sum(x.kg) over (), 0))::float8 as percentuale
         from x left join punti_vendita n on n.id = x.id order by x.kg desc, n.nome`,
      sql.params,
    );
  };
  const [t, all, get, prezzo, pv] = await Promise.all([
    totaliGusti(ctx, solo, p),
    totaliGusti(ctx, tutti, p),
    mensili(ctx, solo, [p.anno], null),
    costi ? prezzoRichiesta(ctx) : Promise.resolve(0),
    perPv(),
  ]);
  return {
    periodo: periodoView(p),
    gustoId: num(g.id),
    nome: String(g.nome),
    categoria: (g.categoria as string | null) ?? null,
    colore: String(g.colore),
    totaleKg: kg3(t.kg),
    percentuale: all.kg ? pct2((t.kg * 100) / all.kg) : 0,
    mediaMensile: kg3(t.kg / p.mesi),
    trend: trendRelativo(t.h1, t.h2, all.h1, all.h2),
    ...(costi ? { costoTotale: eur2(t.costo), foodCostAttuale: round(num(g.food_cost), 4) } : {}),
    datiMensili: Array.from({ length: 12 }, (_, i) => meseView(i + 1, get(p.anno, i + 1), prezzo, costi)),
    perPuntoVendita: ripartizione(pv, costi),
  };
}

