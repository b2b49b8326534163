import { SENZA_TIMEOUT_STATEMENT } from '../../db/orm.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { eur2, kg3, pct2, type AnalyticsFiltroInput, type Periodo } from './analytics.filters.js';
import { REBUILD_STATEMENTS } from './analytics.rollup-sql.js';

/**
 * What every analytics area shares: the selling price, the rollup rebuild, the SQL builders over the
 * rollups (analytics.rollup-sql.ts), the monthly and per-flavour totals and the small views. Every
 * figure is aggregated by PostgreSQL; Node only derives labels (trend), ratios of already aggregated
 * values and rounding. Cost and margin figures are computed only for roles that may see them
 * (undefined otherwise, so REST omits them).
 */

export type Row = Record<string, unknown>;
export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export const PREZZO_VENDITA_DEFAULT = 25;

/** Selling price per kg from configurazioni (prezzo_vendita_kg), 25.00 when missing or invalid. */
export async function prezzoVenditaKg(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ valore: string | null }[]>(`select valore from configurazioni where chiave = 'prezzo_vendita_kg'`);
  const v = Number(String(rows[0]?.valore ?? '').replace(',', '.'));
  return rows[0]?.valore != null && rows[0].valore.trim() !== '' && Number.isFinite(v) && v >= 0 ? v : PREZZO_VENDITA_DEFAULT;
}

/**
 * One value per request and key: the sections of one REST call, export or GraphQL query that need
 * the same figure (the selling price, the margins of a period) read it once.
 */
const perRichiesta = new WeakMap<RequestContext, Map<string, Promise<unknown>>>();
export function unaVoltaPerRichiesta<T>(ctx: RequestContext, chiave: string, calcola: () => Promise<T>): Promise<T> {
  let valori = perRichiesta.get(ctx);
  if (!valori) perRichiesta.set(ctx, (valori = new Map()));
  let p = valori.get(chiave) as Promise<T> | undefined;
  if (!p) {
    p = calcola();
    valori.set(chiave, p);
  }
  return p;
}

/** The value already asked for in this request under `chiave`, if any (to share it, never to start it). */
export function giaInRichiesta<T>(ctx: RequestContext, chiave: string): Promise<T> | undefined {
  return perRichiesta.get(ctx)?.get(chiave) as Promise<T> | undefined;
}

/** The selling price, read once per request (several sections of one call or GraphQL query need it). */
export function prezzoRichiesta(ctx: RequestContext): Promise<number> {
  return unaVoltaPerRichiesta(ctx, 'prezzo_vendita_kg', () => prezzoVenditaKg(ctx.em));
}

/** Rebuilds every rollup from produzioni / produzione_righe (after a backup import or a bulk load). */
export async function rebuildRollups(em: EntityManager): Promise<void> {
  const run = async (tx: EntityManager) => {
    await tx.execute(SENZA_TIMEOUT_STATEMENT, [], 'run');
    for (const sql of REBUILD_STATEMENTS) await tx.execute(sql);
  };
  if (em.isInTransaction()) await run(em);
  else await em.transactional(run);
}

// ---------------------------------------------------------------------------------------------
// SQL building

/** Collects SQL conditions and their parameters (`?` placeholders, in order). */
export class Sql {
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

export const hasGustoFilter = (f: AnalyticsFiltroInput) => !!(f.gustoId || f.categoriaGusto || f.ingredienteId);

/** Conditions restricting a `gusto_id` column to the flavour-level filters. */
export function gustoConditions(sql: Sql, f: AnalyticsFiltroInput, col: string) {
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
export function gustiRollup(f: AnalyticsFiltroInput, anni: number[], mese: number | null, alias = 't') {
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
export function giornoConditions(f: AnalyticsFiltroInput, dal: string, al: string, alias = 'd') {
  const sql = new Sql().add(`${alias}.data between ?::date and ?::date`, dal, al);
  if (f.puntoVenditaId) sql.add(`${alias}.punto_vendita_id = ?`, f.puntoVenditaId);
  if (f.operatoreId) sql.add(`${alias}.operatore_id = ?`, f.operatoreId);
  return sql;
}

/** kg, cost and half-period kg per flavour in the period (CTE body). */
export function gustiAggregateSql(f: AnalyticsFiltroInput, p: Periodo) {
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

/**
 * The kg of the laboratory in each half of the period (h1, h2: one row), the reference of the flavours'
 * and ingredients' trends (trendRelativo): the period, sales point and operator filters, not the flavour
 * ones (a flavour filtered alone would be 100 % of itself). `x`: the CTE of gustiAggregateSql(f, p) in
 * the same statement, summed when no flavour filter is set.
 */
export function riferimentoTrendSql(f: AnalyticsFiltroInput, p: Periodo, x = 'x') {
  const senzaGusto: AnalyticsFiltroInput = { ...f, gustoId: undefined, categoriaGusto: undefined, ingredienteId: undefined };
  if (!hasGustoFilter(f)) return { text: `select coalesce(sum(h1), 0) h1, coalesce(sum(h2), 0) h2 from ${x}`, params: [] as unknown[] };
  const agg = gustiAggregateSql(senzaGusto, p);
  return { text: `select coalesce(sum(a.h1), 0) h1, coalesce(sum(a.h2), 0) h2 from (${agg.text}) a`, params: agg.params };
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
export const periodoView = (p: Periodo): PeriodoView => ({ anno: p.anno, mese: p.mese, dataInizio: p.dataInizio, dataFine: p.dataFine, mesi: p.mesi });

export interface MeseView {
  mese: number;
  kgTotale: number;
  costoTotale?: number;
  margine?: number;
  /** Year comparison only: 'reale' when the month's margin comes from display-case data (analytics.margini.ts). */
  margineFonte?: 'reale' | 'stimato';
  produzioni?: number | null;
}

export interface RipartizioneView {
  id: number | null;
  nome: string;
  colore?: string | null;
  kgTotale: number;
  percentuale: number;
  costoTotale?: number;
}

export const ripartizione = (rows: Row[], costi: boolean): RipartizioneView[] =>
  rows.map((r) => ({
    id: r.id === null || r.id === undefined ? null : num(r.id),
    nome: String(r.nome ?? 'Non assegnato'),
    ...(r.colore !== undefined ? { colore: (r.colore as string | null) ?? null } : {}),
    kgTotale: kg3(num(r.kg)),
    percentuale: pct2(num(r.percentuale)),
    ...(costi ? { costoTotale: eur2(num(r.costo)) } : {}),
  }));

export async function mensili(ctx: RequestContext, f: AnalyticsFiltroInput, anni: number[], mese: number | null) {
  const { table, sql } = gustiRollup(f, anni, mese);
  const rows = await ctx.em.execute<Row[]>(
    `select t.anno, t.mese, sum(t.kg)::float8 as kg, sum(t.costo)::float8 as costo from ${table} t ${sql.clause} group by t.anno, t.mese`,
    sql.params,
  );
  const map = new Map<string, { kg: number; costo: number }>();
  for (const r of rows) map.set(`${num(r.anno)}-${num(r.mese)}`, { kg: num(r.kg), costo: num(r.costo) });
  return (anno: number, m: number) => map.get(`${anno}-${m}`) ?? { kg: 0, costo: 0 };
}

export function meseView(m: number, v: { kg: number; costo: number }, prezzo: number, costi: boolean, produzioni?: number | null): MeseView {
  return {
    mese: m,
    kgTotale: kg3(v.kg),
    ...(costi ? { costoTotale: eur2(v.costo), margine: eur2(v.kg * prezzo - v.costo) } : {}),
    ...(produzioni !== undefined ? { produzioni } : {}),
  };
}

export async function conteggioProduzioni(ctx: RequestContext, f: AnalyticsFiltroInput, p: Periodo) {
  const sql = giornoConditions(f, p.dataInizio, p.dataFine);
  const rows = await ctx.em.execute<Row[]>(
    `select coalesce(sum(d.produzioni), 0)::int as produzioni, count(distinct d.data) filter (where d.produzioni > 0)::int as giorni,
            coalesce(sum(d.kg), 0)::float8 as kg, coalesce(sum(d.costo), 0)::float8 as costo
       from analytics_giorno d ${sql.clause}`,
    sql.params,
  );
  return { produzioni: num(rows[0]?.produzioni), giorni: num(rows[0]?.giorni), kg: num(rows[0]?.kg), costo: num(rows[0]?.costo) };
}

export async function totaliGusti(ctx: RequestContext, f: AnalyticsFiltroInput, p: Periodo) {
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

