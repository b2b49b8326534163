import type { EntityManager } from '@mikro-orm/postgresql';
import { canSeeCosts } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { righeRicettaSql, valoriGustoLateral } from '../gusti/gusto.sql.js';
import {
  MSG_ANALYTICS,
  addGiorni,
  eur2,
  giorniNelMese,
  isoDate,
  kg3,
  oggiRoma,
  pct2,
  periodoDi,
  round,
  trendDa,
  variazionePercentuale,
  type AnalyticsFiltroInput,
  type Periodo,
  type Trend,
} from './analytics.filters.js';
import { REBUILD_STATEMENTS } from './analytics.rollup-sql.js';

/**
 * Analytics: every figure is aggregated by PostgreSQL, from the rollups kept by triggers
 * (analytics.rollup-sql.ts) or, for a single production, from its lines. Node only derives labels
 * (trend), ratios of already aggregated values and rounding. Cost and margin figures are computed only
 * for roles that may see them (undefined otherwise, so REST omits them).
 */

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export const PREZZO_VENDITA_DEFAULT = 25;

/** Selling price per kg from configurazioni (prezzo_vendita_kg), 25.00 when missing or invalid. */
export async function prezzoVenditaKg(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ valore: string | null }[]>(`select valore from configurazioni where chiave = 'prezzo_vendita_kg'`);
  const v = Number(String(rows[0]?.valore ?? '').replace(',', '.'));
  return rows[0]?.valore != null && rows[0].valore.trim() !== '' && Number.isFinite(v) && v >= 0 ? v : PREZZO_VENDITA_DEFAULT;
}

/** The selling price, read once per request (several sections of one call or GraphQL query need it). */
const prezzoPerRichiesta = new WeakMap<RequestContext, Promise<number>>();
function prezzoRichiesta(ctx: RequestContext): Promise<number> {
  let p = prezzoPerRichiesta.get(ctx);
  if (!p) {
    p = prezzoVenditaKg(ctx.em);
    prezzoPerRichiesta.set(ctx, p);
  }
  return p;
}

/** Rebuilds every rollup from produzioni / produzione_righe (after a backup import or a bulk load). */
export async function rebuildRollups(em: EntityManager): Promise<void> {
  const run = async (tx: EntityManager) => {
    for (const sql of REBUILD_STATEMENTS) await tx.execute(sql);
  };
  if (em.isInTransaction()) await run(em);
  else await em.transactional(run);
}

// ---------------------------------------------------------------------------------------------
// SQL building

/** Collects SQL conditions and their parameters (`?` placeholders, in order). */
class Sql {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  add(condition: string, ...params: unknown[]) {
    this.where.push(condition);
    this.params.push(...params);
    return this;
  }
  get clause() {
    return this.where.length ? `where ${this.where.join(' and ')}` : '';
  }
}

const hasGustoFilter = (f: AnalyticsFiltroInput) => !!(f.gustoId || f.categoriaGusto || f.ingredienteId);

/** Conditions restricting a `gusto_id` column to the flavour-level filters. */
function gustoConditions(sql: Sql, f: AnalyticsFiltroInput, col: string) {
  if (f.gustoId) sql.add(`${col} = ?`, f.gustoId);
  if (f.categoriaGusto) {
    sql.add(`${col} in (select g.id from gusti g join categorie_gusti c on c.id = g.categoria_id where lower(c.nome) = lower(?))`, f.categoriaGusto);
  }
  if (f.ingredienteId) sql.add(`${col} in (select ri.gusto_id from gusti_ingredienti ri where ri.ingrediente_id = ?)`, f.ingredienteId);
}

/**
 * The flavour rollup to read, with the filters as conditions: the total per flavour when no sales point
 * or operator is asked for, the detailed one otherwise. `anni` restricts the years, `mese` the month.
 */
function gustiRollup(f: AnalyticsFiltroInput, anni: number[], mese: number | null, alias = 't') {
  const detailed = !!(f.puntoVenditaId || f.operatoreId);
  const sql = new Sql();
  sql.add(anni.length === 1 ? `${alias}.anno = ?` : `${alias}.anno in (${anni.map(() => '?').join(', ')})`, ...anni);
  if (mese) sql.add(`${alias}.mese = ?`, mese);
  if (f.puntoVenditaId) sql.add(`${alias}.punto_vendita_id = ?`, f.puntoVenditaId);
  if (f.operatoreId) sql.add(`${alias}.operatore_id = ?`, f.operatoreId);
  gustoConditions(sql, f, `${alias}.gusto_id`);
  return { table: detailed ? 'analytics_gusti_mese' : 'analytics_gusti_mese_tot', sql };
}

/** Conditions on analytics_giorno (sales point and operator only: it has no flavour dimension). */
function giornoConditions(f: AnalyticsFiltroInput, dal: string, al: string, alias = 'd') {
  const sql = new Sql().add(`${alias}.data between ?::date and ?::date`, dal, al);
  if (f.puntoVenditaId) sql.add(`${alias}.punto_vendita_id = ?`, f.puntoVenditaId);
  if (f.operatoreId) sql.add(`${alias}.operatore_id = ?`, f.operatoreId);
  return sql;
}

/** kg, cost and half-period kg per flavour in the period (CTE body). */
function gustiAggregateSql(f: AnalyticsFiltroInput, p: Periodo) {
  const { table, sql } = gustiRollup(f, [p.anno], p.mese);
  return {
    text: `select t.gusto_id, sum(t.kg) kg, sum(t.costo) costo,
                  coalesce(sum(t.kg) filter (where (t.mese - 1) * 2 + t.meta <= ?), 0) h1,
                  coalesce(sum(t.kg) filter (where (t.mese - 1) * 2 + t.meta > ?), 0) h2
             from ${table} t ${sql.clause}
            group by t.gusto_id having sum(t.kg) > 0`,
    params: [p.split, p.split, ...sql.params],
  };
}

// ---------------------------------------------------------------------------------------------
// Views (GraphQL camelCase; REST converts to snake_case)

export interface PeriodoView {
  anno: number;
  mese: number | null;
  dataInizio: string;
  dataFine: string;
  mesi: number;
}
const periodoView = (p: Periodo): PeriodoView => ({ anno: p.anno, mese: p.mese, dataInizio: p.dataInizio, dataFine: p.dataFine, mesi: p.mesi });

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
}

export interface IngredienteAnalyticsView {
  ingredienteId: number;
  nome: string;
  consumoTotale: number;
  unita: string;
  costoTotale?: number;
  costoPerUnita?: number;
  trend: Trend;
  utilizzoGusti: { gustoId: number; gustoNome: string; consumo: number }[];
}

export interface MeseView {
  mese: number;
  kgTotale: number;
  costoTotale?: number;
  margine?: number;
  produzioni?: number | null;
}

export interface AnnoConfrontoView {
  anno: number;
  kgTotale: number;
  costoTotale?: number;
  margine?: number;
  datiMensili: MeseView[];
}

export interface ConfrontoView {
  annoCorrente: AnnoConfrontoView;
  annoPrecedente: AnnoConfrontoView;
  variazioni: { kgPercentuale: number | null; costoPercentuale?: number | null; marginePercentuale?: number | null };
}

export interface TotaliPeriodoView {
  kgTotale: number;
  produzioni: number;
  costoTotale?: number;
  /** kg × prezzo_vendita_kg (admin, manager). */
  ricavoStimato?: number;
  /** ricavoStimato − costoTotale (admin, manager). */
  margine?: number;
}

export interface DashboardView {
  oggi: string;
  /** The selling price the estimated margins use (admin, manager). */
  prezzoVenditaKg?: number;
  produzioneOggi: TotaliPeriodoView;
  produzioneSettimana: TotaliPeriodoView;
  produzioneMese: TotaliPeriodoView;
  gustiPiuProdotti: GustoAnalyticsView[];
  produzioneGiornaliera: { data: string; kgTotale: number; produzioni: number; costoTotale?: number }[];
  totali: {
    produzioni: number;
    kgTotale: number;
    costoTotale?: number;
    utentiAttivi: number;
    gustiAttivi: number;
    ingredientiAttivi: number;
    puntiVenditaAttivi: number;
    categorieAttive: number;
  };
}

// ---------------------------------------------------------------------------------------------
// Flavours

async function gustiRows(ctx: RequestContext, f: AnalyticsFiltroInput, p: Periodo, limite: number | null, costi: boolean): Promise<GustoAnalyticsView[]> {
  const agg = gustiAggregateSql(f, p);
  const rows = await ctx.em.execute<Row[]>(
    `with x as (${agg.text})
     select x.gusto_id, g.nome, c.nome as categoria, g.colore, x.kg::float8 as kg, x.costo::float8 as costo,
            x.h1::float8 as h1, x.h2::float8 as h2, (x.kg * 100.0 / nullif(sum(x.kg) over (), 0))::float8 as percentuale
       from x join gusti g on g.id = x.gusto_id left join categorie_gusti c on c.id = g.categoria_id
      order by x.kg desc, g.nome, x.gusto_id
      ${limite ? 'limit ?' : ''}`,
    limite ? [...agg.params, limite] : agg.params,
  );
  return rows.map((r) => ({
    gustoId: num(r.gusto_id),
    nome: String(r.nome),
    categoria: (r.categoria as string | null) ?? null,
    colore: String(r.colore),
    totaleKg: kg3(num(r.kg)),
    percentuale: pct2(num(r.percentuale)),
    mediaMensile: kg3(num(r.kg) / p.mesi),
    trend: trendDa(num(r.h1), num(r.h2)),
    ...(costi ? { costoTotale: eur2(num(r.costo)) } : {}),
  }));
}

/** All flavours produced in the period, most produced first (analytics gusti rows of spec section 3). */
export async function gusti(ctx: RequestContext, f: AnalyticsFiltroInput) {
  return gustiRows(ctx, f, periodoDi(f), null, canSeeCosts(ctx.user));
}

/** The `limite` most produced flavours (default 10, max 100). */
export async function topGusti(ctx: RequestContext, f: AnalyticsFiltroInput, limite = 10) {
  return gustiRows(ctx, f, periodoDi(f), limite, canSeeCosts(ctx.user));
}

// ---------------------------------------------------------------------------------------------
// Ingredients

/**
 * Ingredient consumption of the period: for each flavour's kg, quantita_kg × q_i / M per recipe line
 * of its current recipe (DOMAIN.md), in the ingredient's own unit; cost at the current unit cost.
 */
export async function ingredienti(ctx: RequestContext, f: AnalyticsFiltroInput, limite: number | null = null): Promise<IngredienteAnalyticsView[]> {
  const p = periodoDi(f);
  const costi = canSeeCosts(ctx.user);
  const agg = gustiAggregateSql(f, p);
  const params: unknown[] = [...agg.params];
  let onlyIngrediente = '';
  if (f.ingredienteId) {
    onlyIngrediente = 'where i.id = ?';
    params.push(f.ingredienteId);
  }
  if (limite) params.push(limite);
  const rows = await ctx.em.execute<Row[]>(
    `with x as (${agg.text}),
     r as (
       select rr.gusto_id, rr.ingrediente_id, rr.q, sum(rr.m) over (partition by rr.gusto_id) as massa
         from (${righeRicettaSql('where r.gusto_id in (select gusto_id from x)')}) rr
     ),
     c as (
       select r.ingrediente_id, r.gusto_id, sum(x.kg * r.q / r.massa) as cons,
              sum(x.h1 * r.q / r.massa) as c1, sum(x.h2 * r.q / r.massa) as c2
         from x join r on r.gusto_id = x.gusto_id
        where r.massa > 0
        group by r.ingrediente_id, r.gusto_id
     )
     select i.id, i.nome, i.unita_misura, i.costo_per_unita::float8 as costo_per_unita,
            sum(c.cons)::float8 as consumo, (sum(c.cons) * i.costo_per_unita)::float8 as costo,
            sum(c.c1)::float8 as h1, sum(c.c2)::float8 as h2,
            json_agg(json_build_object('gusto_id', g.id, 'gusto_nome', g.nome, 'consumo', c.cons::float8) order by c.cons desc, g.nome) as utilizzo
       from c join ingredienti i on i.id = c.ingrediente_id join gusti g on g.id = c.gusto_id
      ${onlyIngrediente}
      group by i.id
      -- by cost for those who may see costs; by consumption otherwise (the order must not reveal costs)
      order by ${costi ? 'costo desc, consumo desc' : 'consumo desc'}, i.nome
      ${limite ? 'limit ?' : ''}`,
    params,
  );
  return rows.map((r) => {
    const utilizzo = (typeof r.utilizzo === 'string' ? JSON.parse(r.utilizzo) : r.utilizzo) as { gusto_id: number; gusto_nome: string; consumo: number }[];
    return {
      ingredienteId: num(r.id),
      nome: String(r.nome),
      consumoTotale: kg3(num(r.consumo)),
      unita: String(r.unita_misura),
      ...(costi ? { costoTotale: eur2(num(r.costo)), costoPerUnita: round(num(r.costo_per_unita), 4) } : {}),
      trend: trendDa(num(r.h1), num(r.h2)),
      utilizzoGusti: utilizzo.map((u) => ({ gustoId: u.gusto_id, gustoNome: u.gusto_nome, consumo: kg3(u.consumo) })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Months, comparison

async function mensili(ctx: RequestContext, f: AnalyticsFiltroInput, anni: number[], mese: number | null) {
  const { table, sql } = gustiRollup(f, anni, mese);
  const rows = await ctx.em.execute<Row[]>(
    `select t.anno, t.mese, sum(t.kg)::float8 as kg, sum(t.costo)::float8 as costo from ${table} t ${sql.clause} group by t.anno, t.mese`,
    sql.params,
  );
  const map = new Map<string, { kg: number; costo: number }>();
  for (const r of rows) map.set(`${num(r.anno)}-${num(r.mese)}`, { kg: num(r.kg), costo: num(r.costo) });
  return (anno: number, m: number) => map.get(`${anno}-${m}`) ?? { kg: 0, costo: 0 };
}

function meseView(m: number, v: { kg: number; costo: number }, prezzo: number, costi: boolean, produzioni?: number | null): MeseView {
  return {
    mese: m,
    kgTotale: kg3(v.kg),
    ...(costi ? { costoTotale: eur2(v.costo), margine: eur2(v.kg * prezzo - v.costo) } : {}),
    ...(produzioni !== undefined ? { produzioni } : {}),
  };
}

/** Year against year (anno or the current year, against confrontaAnno or the year before). */
export async function confronto(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<ConfrontoView> {
  const costi = canSeeCosts(ctx.user);
  const anno = f.anno ?? oggiRoma().anno;
  const precedente = f.confrontaAnno ?? anno - 1;
  const [get, prezzo] = await Promise.all([mensili(ctx, f, [anno, precedente], f.mese ?? null), costi ? prezzoRichiesta(ctx) : Promise.resolve(0)]);
  const annoView = (a: number): AnnoConfrontoView & { raw: { kg: number; costo: number } } => {
    const mesi = Array.from({ length: 12 }, (_, i) => get(a, i + 1));
    const kg = mesi.reduce((s, m) => s + m.kg, 0);
    const costo = mesi.reduce((s, m) => s + m.costo, 0);
    return {
      anno: a,
      kgTotale: kg3(kg),
      ...(costi ? { costoTotale: eur2(costo), margine: eur2(kg * prezzo - costo) } : {}),
      datiMensili: mesi.map((m, i) => meseView(i + 1, m, prezzo, costi)),
      raw: { kg, costo },
    };
  };
  const { raw: c, ...corrente } = annoView(anno);
  const { raw: pr, ...prec } = annoView(precedente);
  return {
    annoCorrente: corrente,
    annoPrecedente: prec,
    variazioni: {
      kgPercentuale: variazionePercentuale(kg3(c.kg), kg3(pr.kg)),
      ...(costi
        ? {
            costoPercentuale: variazionePercentuale(eur2(c.costo), eur2(pr.costo)),
            marginePercentuale: variazionePercentuale(eur2(c.kg * prezzo - c.costo), eur2(pr.kg * prezzo - pr.costo)),
          }
        : {}),
    },
  };
}

/** kg (and cost, margin) for the 12 months of a year; productions counted when no flavour filter is set. */
export async function trendMensile(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<{ anno: number; mesi: MeseView[] }> {
  const costi = canSeeCosts(ctx.user);
  const anno = f.anno ?? oggiRoma().anno;
  const conteggi = async () => {
    if (hasGustoFilter(f)) return null;
    const sql = giornoConditions(f, isoDate(anno, 1, 1), isoDate(anno, 12, 31));
    const rows = await ctx.em.execute<Row[]>(
      `select extract(month from d.data)::int as mese, sum(d.produzioni)::int as n from analytics_giorno d ${sql.clause} group by 1`,
      sql.params,
    );
    return new Map(rows.map((r) => [num(r.mese), num(r.n)]));
  };
  const [get, prezzo, n] = await Promise.all([mensili(ctx, f, [anno], f.mese ?? null), costi ? prezzoRichiesta(ctx) : Promise.resolve(0), conteggi()]);
  return {
    anno,
    mesi: Array.from({ length: 12 }, (_, i) => meseView(i + 1, get(anno, i + 1), prezzo, costi, n ? (n.get(i + 1) ?? 0) : null)),
  };
}

// ---------------------------------------------------------------------------------------------
// Period summary and details

async function conteggioProduzioni(ctx: RequestContext, f: AnalyticsFiltroInput, p: Periodo) {
  const sql = giornoConditions(f, p.dataInizio, p.dataFine);
  const rows = await ctx.em.execute<Row[]>(
    `select coalesce(sum(d.produzioni), 0)::int as produzioni, count(distinct d.data) filter (where d.produzioni > 0)::int as giorni,
            coalesce(sum(d.kg), 0)::float8 as kg, coalesce(sum(d.costo), 0)::float8 as costo
       from analytics_giorno d ${sql.clause}`,
    sql.params,
  );
  return { produzioni: num(rows[0]?.produzioni), giorni: num(rows[0]?.giorni), kg: num(rows[0]?.kg), costo: num(rows[0]?.costo) };
}

async function totaliGusti(ctx: RequestContext, f: AnalyticsFiltroInput, p: Periodo) {
  const agg = gustiAggregateSql(f, p);
  const rows = await ctx.em.execute<Row[]>(
    `with x as (${agg.text})
     select coalesce(sum(kg), 0)::float8 as kg, coalesce(sum(costo), 0)::float8 as costo, coalesce(sum(h1), 0)::float8 as h1,
            coalesce(sum(h2), 0)::float8 as h2, count(*)::int as gusti from x`,
    agg.params,
  );
  const r = rows[0] ?? {};
  return { kg: num(r.kg), costo: num(r.costo), h1: num(r.h1), h2: num(r.h2), gusti: num(r.gusti) };
}

export interface PeriodoRiepilogoView {
  periodo: PeriodoView;
  kgTotale: number;
  produzioni: number;
  giorniProduzione: number;
  gustiProdotti: number;
  mediaMensile: number;
  mediaGiornaliera: number;
  trend: Trend;
  costoTotale?: number;
  costoMedioKg?: number;
  ricavoStimato?: number;
  margine?: number;
}

/**
 * Summary of the period. `produzioni` and `giorni_produzione` count the productions of the period for
 * the sales point / operator filters (flavour filters do not apply to these two counts).
 */
export async function periodo(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<PeriodoRiepilogoView> {
  const costi = canSeeCosts(ctx.user);
  const p = periodoDi(f);
  const [t, c, prezzo] = await Promise.all([totaliGusti(ctx, f, p), conteggioProduzioni(ctx, f, p), costi ? prezzoRichiesta(ctx) : Promise.resolve(0)]);
  return {
    periodo: periodoView(p),
    kgTotale: kg3(t.kg),
    produzioni: c.produzioni,
    giorniProduzione: c.giorni,
    gustiProdotti: t.gusti,
    mediaMensile: kg3(t.kg / p.mesi),
    mediaGiornaliera: c.giorni ? kg3(t.kg / c.giorni) : 0,
    trend: trendDa(t.h1, t.h2),
    ...(costi
      ? {
          costoTotale: eur2(t.costo),
          costoMedioKg: t.kg ? round(t.costo / t.kg, 4) : 0,
          ricavoStimato: eur2(t.kg * prezzo),
          margine: eur2(t.kg * prezzo - t.costo),
        }
      : {}),
  };
}

export interface RipartizioneView {
  id: number | null;
  nome: string;
  colore?: string | null;
  kgTotale: number;
  percentuale: number;
  costoTotale?: number;
}

export interface GiornoView {
  data: string;
  kgTotale: number;
  produzioni: number | null;
  costoTotale?: number;
}

export interface PeriodoDettagliView {
  periodo: PeriodoView;
  perPuntoVendita: RipartizioneView[];
  perCategoria: RipartizioneView[];
  perOperatore: RipartizioneView[];
  giornaliero: GiornoView[];
}

const ripartizione = (rows: Row[], costi: boolean): RipartizioneView[] =>
  rows.map((r) => ({
    id: r.id === null || r.id === undefined ? null : num(r.id),
    nome: String(r.nome ?? 'Non assegnato'),
    ...(r.colore !== undefined ? { colore: (r.colore as string | null) ?? null } : {}),
    kgTotale: kg3(num(r.kg)),
    percentuale: pct2(num(r.percentuale)),
    ...(costi ? { costoTotale: eur2(num(r.costo)) } : {}),
  }));

/**
 * One value per day of the period (zeros included). Without flavour filters from analytics_giorno;
 * with flavour filters from analytics_gusti_giorno, or, when a sales point or operator is asked for
 * too, from the lines of that sales point's / operator's productions (a small set). With flavour
 * filters `produzioni` is null (the rollups count lines, not productions).
 */
async function giornaliero(ctx: RequestContext, f: AnalyticsFiltroInput, dal: string, al: string, costi: boolean): Promise<GiornoView[]> {
  let source: { text: string; params: unknown[] };
  const flavours = hasGustoFilter(f);
  if (flavours && (f.puntoVenditaId || f.operatoreId)) {
    const sql = new Sql().add('p.data between ?::date and ?::date', dal, al);
    if (f.puntoVenditaId) sql.add('p.punto_vendita_id = ?', f.puntoVenditaId);
    if (f.operatoreId) sql.add('p.operatore_id = ?', f.operatoreId);
    gustoConditions(sql, f, 'r.gusto_id');
    source = {
      text: `select p.data, sum(r.quantita_kg) kg, sum(r.quantita_kg * r.food_cost) costo, null::int n
               from produzione_righe r join produzioni p on p.id = r.produzione_id ${sql.clause} group by p.data`,
      params: sql.params,
    };
  } else if (flavours) {
    const sql = new Sql().add('d.data between ?::date and ?::date', dal, al);
    gustoConditions(sql, f, 'd.gusto_id');
    source = { text: `select d.data, sum(d.kg) kg, sum(d.costo) costo, null::int n from analytics_gusti_giorno d ${sql.clause} group by d.data`, params: sql.params };
  } else {
    const sql = giornoConditions(f, dal, al);
    source = { text: `select d.data, sum(d.kg) kg, sum(d.costo) costo, sum(d.produzioni) n from analytics_giorno d ${sql.clause} group by d.data`, params: sql.params };
  }
  const rows = await ctx.em.execute<Row[]>(
    `with x as (${source.text})
     select s.giorno::date::text as data, coalesce(x.kg, 0)::float8 as kg, coalesce(x.costo, 0)::float8 as costo,
            ${flavours ? 'null::int' : 'coalesce(x.n, 0)::int'} as n
       from generate_series(?::date, ?::date, interval '1 day') s(giorno) left join x on x.data = s.giorno::date
      order by 1`,
    [...source.params, dal, al],
  );
  return rows.map((r) => ({
    data: String(r.data),
    kgTotale: kg3(num(r.kg)),
    produzioni: r.n === null ? null : num(r.n),
    ...(costi ? { costoTotale: eur2(num(r.costo)) } : {}),
  }));
}

/** Share of each sales point or operator in the period (daily rollup, or the detailed one with flavour filters). */
async function perDimensione(ctx: RequestContext, f: AnalyticsFiltroInput, p: Periodo, dim: 'punto_vendita_id' | 'operatore_id'): Promise<Row[]> {
  const join = dim === 'punto_vendita_id' ? 'left join punti_vendita n on n.id = x.id' : 'left join utenti n on n.id = x.id';
  const select = `select x.id, n.nome, x.kg::float8 kg, x.costo::float8 costo, (x.kg * 100.0 / nullif(sum(x.kg) over (), 0))::float8 as percentuale
                    from x ${join} order by x.kg desc, n.nome`;
  if (hasGustoFilter(f)) {
    // the detailed rollup, whatever the filters (same column names as the total one)
    const { sql } = gustiRollup(f, [p.anno], p.mese);
    return ctx.em.execute<Row[]>(
      `with x as (select nullif(t.${dim}, 0) as id, sum(t.kg) kg, sum(t.costo) costo from analytics_gusti_mese t ${sql.clause} group by 1 having sum(t.kg) > 0) ${select}`,
      sql.params,
    );
  }
  const sql = giornoConditions(f, p.dataInizio, p.dataFine);
  return ctx.em.execute<Row[]>(
    `with x as (select nullif(d.${dim}, 0) as id, sum(d.kg) kg, sum(d.costo) costo from analytics_giorno d ${sql.clause} group by 1 having sum(d.kg) > 0) ${select}`,
    sql.params,
  );
}

/** Share of each flavour category in the period. */
async function perCategoria(ctx: RequestContext, f: AnalyticsFiltroInput, p: Periodo): Promise<Row[]> {
  const agg = gustiAggregateSql(f, p);
  return ctx.em.execute<Row[]>(
    `with x as (${agg.text}),
     y as (select g.categoria_id as id, sum(x.kg) kg, sum(x.costo) costo from x join gusti g on g.id = x.gusto_id group by 1)
     select y.id, c.nome, c.colore, y.kg::float8 kg, y.costo::float8 costo, (y.kg * 100.0 / nullif(sum(y.kg) over (), 0))::float8 as percentuale
       from y left join categorie_gusti c on c.id = y.id order by y.kg desc, c.nome`,
    agg.params,
  );
}

/** Breakdowns of the period by sales point, category and operator, and the daily series. */
export async function periodoDettagli(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<PeriodoDettagliView> {
  const costi = canSeeCosts(ctx.user);
  const p = periodoDi(f);
  const [pv, cat, op, giorni] = await Promise.all([
    perDimensione(ctx, f, p, 'punto_vendita_id'),
    perCategoria(ctx, f, p),
    perDimensione(ctx, f, p, 'operatore_id'),
    giornaliero(ctx, f, p.dataInizio, p.dataFine, costi),
  ]);
  return {
    periodo: periodoView(p),
    perPuntoVendita: ripartizione(pv, costi),
    perCategoria: ripartizione(cat, costi),
    perOperatore: ripartizione(op, costi),
    giornaliero: giorni,
  };
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
export async function gusto(ctx: RequestContext, f: AnalyticsFiltroInput, gustoId: number): Promise<GustoDettaglioView> {
  const costi = canSeeCosts(ctx.user);
  const p = periodoDi(f);
  const info = await ctx.em.execute<Row[]>(
    `select g.id, g.nome, c.nome as categoria, g.colore, v.food_cost::float8 as food_cost
       from gusti g left join categorie_gusti c on c.id = g.categoria_id ${valoriGustoLateral('g', 'v')} where g.id = ?`,
    [gustoId],
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
    trend: trendDa(t.h1, t.h2),
    ...(costi ? { costoTotale: eur2(t.costo), foodCostAttuale: round(num(g.food_cost), 4) } : {}),
    datiMensili: Array.from({ length: 12 }, (_, i) => meseView(i + 1, get(p.anno, i + 1), prezzo, costi)),
    perPuntoVendita: ripartizione(pv, costi),
  };
}

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
 * period's kg, cost and average snapshot food cost (cost / kg). Highest current food cost first.
 */
export async function foodCostGusti(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<FoodCostGustoView[]> {
  const p = periodoDi(f);
  const agg = gustiAggregateSql(f, p);
  const sql = new Sql();
  gustoConditions(sql, f, 'g.id');
  const rows = await ctx.em.execute<Row[]>(
    `with x as (${agg.text})
     select g.id, g.nome, c.nome as categoria, g.colore, g.attivo, v.food_cost::float8 as food_cost,
            coalesce(x.kg, 0)::float8 as kg, coalesce(x.costo, 0)::float8 as costo
       from gusti g left join categorie_gusti c on c.id = g.categoria_id left join x on x.gusto_id = g.id
       ${valoriGustoLateral('g', 'v')}
      where (g.attivo or x.gusto_id is not null) ${sql.where.length ? `and ${sql.where.join(' and ')}` : ''}
      order by v.food_cost desc, g.nome`,
    [...agg.params, ...sql.params],
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
      `with l as (select r.gusto_id, r.quantita_kg from produzione_righe r where r.produzione_id = ?),
       rr as (select x.gusto_id, x.ingrediente_id, x.q, sum(x.m) over (partition by x.gusto_id) as massa
                from (${righeRicettaSql('where r.gusto_id in (select gusto_id from l)')}) x)
       select i.id, i.nome, i.unita_misura, i.costo_per_unita::float8 as costo_per_unita,
              sum(l.quantita_kg * rr.q / rr.massa)::float8 as quantita,
              (sum(l.quantita_kg * rr.q / rr.massa) * i.costo_per_unita)::float8 as costo
         from l join rr on rr.gusto_id = l.gusto_id join ingredienti i on i.id = rr.ingrediente_id
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

// ---------------------------------------------------------------------------------------------
// Dashboard

/**
 * Dashboard figures (all real): today, this week (Monday to today), this month, the last 30 days one
 * point per day (zeros included), the month's most produced flavours, all-time totals and the counts
 * of active users, flavours, ingredients, sales points and categories. Optional puntoVenditaId.
 */
export async function dashboard(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<DashboardView> {
  const costi = canSeeCosts(ctx.user);
  const oggi = oggiRoma();
  const dow = (new Date(`${oggi.data}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
  const lunedi = addGiorni(oggi.data, -dow);
  const inizioMese = isoDate(oggi.anno, oggi.mese, 1);
  const fineMese = isoDate(oggi.anno, oggi.mese, giorniNelMese(oggi.anno, oggi.mese));
  const pvOnly: AnalyticsFiltroInput = { puntoVenditaId: f.puntoVenditaId };
  const pvCond = f.puntoVenditaId ? 'where d.punto_vendita_id = ?' : '';
  const finestre: [string, string, unknown[]][] = [
    ['oggi', 'd.data = ?::date', [oggi.data]],
    ['sett', 'd.data between ?::date and ?::date', [lunedi, oggi.data]],
    ['mese', 'd.data between ?::date and ?::date', [inizioMese, fineMese]],
    ['tot', 'true', []],
  ];
  const select = finestre
    .map(
      ([name, cond]) =>
        `coalesce(sum(d.kg) filter (where ${cond}), 0)::float8 as ${name}_kg, coalesce(sum(d.costo) filter (where ${cond}), 0)::float8 as ${name}_costo,
         coalesce(sum(d.produzioni) filter (where ${cond}), 0)::int as ${name}_n`,
    )
    .join(', ');
  // each window's condition appears three times in the select list
  const params = [...finestre.flatMap(([, , p]) => [...p, ...p, ...p]), ...(f.puntoVenditaId ? [f.puntoVenditaId] : [])];
  const [sums, counts, top, serie, prezzo] = await Promise.all([
    ctx.em.execute<Row[]>(`select ${select} from analytics_giorno d ${pvCond}`, params),
    ctx.em.execute<Row[]>(
      `select (select count(*) from utenti where attivo)::int as utenti, (select count(*) from gusti where attivo)::int as gusti,
              (select count(*) from ingredienti where attivo)::int as ingredienti, (select count(*) from punti_vendita where attivo)::int as punti_vendita,
              (select count(*) from categorie_gusti where attivo)::int as categorie`,
    ),
    gustiRows(ctx, pvOnly, periodoDi({ anno: oggi.anno, mese: oggi.mese }, oggi), 5, costi),
    giornaliero(ctx, pvOnly, addGiorni(oggi.data, -29), oggi.data, costi),
    costi ? prezzoRichiesta(ctx) : Promise.resolve(0),
  ]);
  const s = sums[0] ?? {};
  const c = counts[0] ?? {};
  const tot = (k: string): TotaliPeriodoView => {
    const kg = num(s[`${k}_kg`]);
    const costo = num(s[`${k}_costo`]);
    return {
      kgTotale: kg3(kg),
      produzioni: num(s[`${k}_n`]),
      ...(costi ? { costoTotale: eur2(costo), ricavoStimato: eur2(kg * prezzo), margine: eur2(kg * prezzo - costo) } : {}),
    };
  };
  return {
    oggi: oggi.data,
    ...(costi ? { prezzoVenditaKg: prezzo } : {}),
    produzioneOggi: tot('oggi'),
    produzioneSettimana: tot('sett'),
    produzioneMese: tot('mese'),
    gustiPiuProdotti: top,
    produzioneGiornaliera: serie.map((g) => ({ data: g.data, kgTotale: g.kgTotale, produzioni: g.produzioni ?? 0, ...(costi ? { costoTotale: g.costoTotale } : {}) })),
    totali: {
      produzioni: num(s.tot_n),
      kgTotale: kg3(num(s.tot_kg)),
      ...(costi ? { costoTotale: eur2(num(s.tot_costo)) } : {}),
      utentiAttivi: num(c.utenti),
      gustiAttivi: num(c.gusti),
      ingredientiAttivi: num(c.ingredienti),
      puntiVenditaAttivi: num(c.punti_vendita),
      categorieAttive: num(c.categorie),
    },
  };
}
