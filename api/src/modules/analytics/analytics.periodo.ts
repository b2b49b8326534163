import { canSeeCosts } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { eur2, giorniNelMese, isoDate, kg3, oggiRoma, periodoDi, round, trendDa, variazionePercentuale, type AnalyticsFiltroInput, type Periodo, type Trend } from './analytics.filters.js';
import { marginiMensili, type MargineFonte } from './analytics.margini.js';
import { Sql, type Row, num, prezzoRichiesta, gustoConditions, gustiRollup, giornoConditions, gustiAggregateSql, hasGustoFilter, periodoView, type PeriodoView, type MeseView, mensili, meseView, totaliGusti, conteggioProduzioni, type RipartizioneView, ripartizione } from './analytics.shared.js';

/** Analytics of a period: year comparison, monthly trend, summary and breakdowns. */

export interface AnnoConfrontoView {
  anno: number;
  /** The compared period of this year (yyyy-MM-dd): the whole year or month, or up to today's day when finoAOggi. */
  dataInizio: string;
  dataFine: string;
  kgTotale: number;
  costoTotale?: number;
  margine?: number;
  /** 'reale' when every (month, point, flavour) of the year has display-case data (admin, manager). */
  margineFonte?: MargineFonte;
  /** The estimate of DOMAIN.md Analytics for the period: kg produced × prezzo_vendita_kg − costoTotale. */
  margineStimato?: number;
  datiMensili: MeseView[];
}

export interface ConfrontoView {
  /** true when one of the years is running: both are compared from the period's first day to today's day and month. */
  finoAOggi: boolean;
  annoCorrente: AnnoConfrontoView;
  annoPrecedente: AnnoConfrontoView;
  variazioni: {
    kgPercentuale: number | null;
    costoPercentuale?: number | null;
    marginePercentuale?: number | null;
    /** Which margins marginePercentuale compares: 'reale' when both years are real, else both years' estimates. */
    margineFonte?: MargineFonte;
  };
}

interface AnnoGrezzo {
  kg: number;
  costo: number;
  margine: number;
  fonte: MargineFonte;
  stimato: number;
}

/**
 * Like for like (issue 34): when the period of either year includes today (the running year, or its
 * running month), a whole previous year would be compared with a part of this one. Both years are then
 * cut at today's day and month: 1 Jan (or the month's 1st) to today against the same days of the other
 * year (29 Feb falls to 28 Feb). null when both periods are complete (or wholly in the future).
 */
export function finestraConfronto(anni: number[], mese: number | null, oggi = oggiRoma()): ((anno: number) => { dal: string; al: string }) | null {
  if (!anni.includes(oggi.anno) || (mese !== null && mese !== oggi.mese)) return null;
  return (anno) => ({
    dal: isoDate(anno, mese ?? 1, 1),
    al: isoDate(anno, oggi.mese, Math.min(oggi.giorno, giorniNelMese(anno, oggi.mese))),
  });
}

/** Year against year (anno or the current year, against confrontaAnno or the year before). */
export async function confronto(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<ConfrontoView> {
  const oggi = oggiRoma();
  const anno = f.anno ?? oggi.anno;
  const precedente = f.confrontaAnno ?? anno - 1;
  const mese = f.mese ?? null;
  const finestra = finestraConfronto([anno, precedente], mese, oggi);
  const [c, pr] = finestra ? await confrontoFinoAOggi(ctx, f, [anno, precedente], finestra, oggi.mese) : await confrontoAnni(ctx, f, [anno, precedente], mese);
  // like for like: real against real only when both years are wholly real, else estimate against estimate
  const fonteConfronto: MargineFonte = c.raw.fonte === 'reale' && pr.raw.fonte === 'reale' ? 'reale' : 'stimato';
  return {
    finoAOggi: finestra !== null,
    annoCorrente: c.view,
    annoPrecedente: pr.view,
    variazioni: {
      kgPercentuale: variazionePercentuale(kg3(c.raw.kg), kg3(pr.raw.kg)),
      ...(canSeeCosts(ctx.user)
        ? {
            costoPercentuale: variazionePercentuale(eur2(c.raw.costo), eur2(pr.raw.costo)),
            marginePercentuale:
              fonteConfronto === 'reale' ? variazionePercentuale(c.raw.margine, pr.raw.margine) : variazionePercentuale(c.raw.stimato, pr.raw.stimato),
            margineFonte: fonteConfronto,
          }
        : {}),
    },
  };
}

type AnnoConfronto = { view: AnnoConfrontoView; raw: AnnoGrezzo };

/** Two complete periods (whole years, or a month of each): the monthly rollups, real margins where display-case data exist. */
async function confrontoAnni(ctx: RequestContext, f: AnalyticsFiltroInput, anni: [number, number], mese: number | null): Promise<[AnnoConfronto, AnnoConfronto]> {
  const costi = canSeeCosts(ctx.user);
  // margins: real where display-case data exist, the estimate elsewhere (analytics.margini.ts)
  const [get, margini, prezzo] = await Promise.all([
    mensili(ctx, f, anni, mese),
    costi ? marginiMensili(ctx, f, anni, mese) : Promise.resolve(null),
    costi ? prezzoRichiesta(ctx) : Promise.resolve(0),
  ]);
  const annoView = (a: number): AnnoConfronto => {
    const mesi = Array.from({ length: 12 }, (_, i) => get(a, i + 1));
    const kg = mesi.reduce((s, m) => s + m.kg, 0);
    const costo = mesi.reduce((s, m) => s + m.costo, 0);
    const tot = margini?.(a, 'anno');
    const stimato = eur2(kg * prezzo - costo);
    const p = periodoDi({ anno: a, mese: mese ?? undefined });
    return {
      view: {
        anno: a,
        dataInizio: p.dataInizio,
        dataFine: p.dataFine,
        kgTotale: kg3(kg),
        ...(margini && tot ? { costoTotale: eur2(costo), margine: tot.margine, margineFonte: tot.margineFonte, margineStimato: stimato } : {}),
        datiMensili: mesi.map((m, i) => {
          const mm = margini?.(a, i + 1);
          return { mese: i + 1, kgTotale: kg3(m.kg), ...(mm ? { costoTotale: eur2(m.costo), margine: mm.margine, margineFonte: mm.margineFonte } : {}) };
        }),
      },
      raw: { kg, costo, margine: tot?.margine ?? 0, fonte: tot?.margineFonte ?? 'stimato', stimato },
    };
  };
  return [annoView(anni[0]), annoView(anni[1])];
}

/**
 * Both years up to today's day and month (finestraConfronto), from the daily rollups (one statement):
 * months 1 to today's month, the last one cut at the same day. Real margins are kept per month, so they
 * cannot be cut at a day: both years' margins are the estimate of the same days ('stimato').
 */
async function confrontoFinoAOggi(
  ctx: RequestContext,
  f: AnalyticsFiltroInput,
  anni: [number, number],
  finestra: (anno: number) => { dal: string; al: string },
  ultimoMese: number,
): Promise<[AnnoConfronto, AnnoConfronto]> {
  const costi = canSeeCosts(ctx.user);
  const [a, b] = anni.map((anno) => ({ anno, ...finestra(anno), src: giorniSql(f, finestra(anno).dal, finestra(anno).al) }));
  const [rows, prezzo] = await Promise.all([
    ctx.em.execute<Row[]>(
      `with a as (${a!.src.text}), b as (${b!.src.text})
       select ?::int as anno, extract(month from a.data)::int as mese, sum(a.kg)::float8 as kg, sum(a.costo)::float8 as costo from a group by 2
       union all
       select ?::int, extract(month from b.data)::int, sum(b.kg)::float8, sum(b.costo)::float8 from b group by 2`,
      [...a!.src.params, ...b!.src.params, a!.anno, b!.anno],
    ),
    costi ? prezzoRichiesta(ctx) : Promise.resolve(0),
  ]);
  const annoView = ({ anno, dal, al }: { anno: number; dal: string; al: string }): AnnoConfronto => {
    const mesi = Array.from({ length: ultimoMese }, (_, i) => {
      const r = rows.find((x) => num(x.anno) === anno && num(x.mese) === i + 1);
      return { kg: num(r?.kg), costo: num(r?.costo) };
    });
    const kg = mesi.reduce((s, m) => s + m.kg, 0);
    const costo = mesi.reduce((s, m) => s + m.costo, 0);
    const stimato = eur2(kg * prezzo - costo);
    return {
      view: {
        anno,
        dataInizio: dal,
        dataFine: al,
        kgTotale: kg3(kg),
        ...(costi ? { costoTotale: eur2(costo), margine: stimato, margineFonte: 'stimato' as const, margineStimato: stimato } : {}),
        datiMensili: mesi.map((m, i) => ({
          ...meseView(i + 1, m, prezzo, costi),
          ...(costi ? { margineFonte: 'stimato' as const } : {}),
        })),
      },
      raw: { kg, costo, margine: stimato, fonte: 'stimato', stimato },
    };
  };
  // the same year twice (anno = confrontaAnno): the two CTEs give it twice, each view reads its own
  return [annoView(a!), annoView(b!)];
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

/**
 * kg, cost and productions per day between dal and al with the filters (SELECT body: data, kg, costo,
 * n): without flavour filters from analytics_giorno; with flavour filters from analytics_gusti_giorno,
 * or, when a sales point or operator is asked for too, from the lines of that sales point's /
 * operator's productions (a small set). With flavour filters n is null (the rollups count lines).
 */
export function giorniSql(f: AnalyticsFiltroInput, dal: string, al: string): { text: string; params: unknown[] } {
  if (hasGustoFilter(f) && (f.puntoVenditaId || f.operatoreId)) {
    const sql = new Sql().add('p.data between ?::date and ?::date', dal, al);
    if (f.puntoVenditaId) sql.add('p.punto_vendita_id = ?', f.puntoVenditaId);
    if (f.operatoreId) sql.add('p.operatore_id = ?', f.operatoreId);
    gustoConditions(sql, f, 'r.gusto_id');
    return {
      text: `select p.data, sum(r.quantita_kg) kg, sum(r.quantita_kg * r.food_cost) costo, null::int n
               from produzione_righe r join produzioni p on p.id = r.produzione_id ${sql.clause} group by p.data`,
      params: sql.params,
    };
  }
  if (hasGustoFilter(f)) {
    const sql = new Sql().add('d.data between ?::date and ?::date', dal, al);
    gustoConditions(sql, f, 'd.gusto_id');
    return { text: `select d.data, sum(d.kg) kg, sum(d.costo) costo, null::int n from analytics_gusti_giorno d ${sql.clause} group by d.data`, params: sql.params };
  }
  const sql = giornoConditions(f, dal, al);
  return { text: `select d.data, sum(d.kg) kg, sum(d.costo) costo, sum(d.produzioni) n from analytics_giorno d ${sql.clause} group by d.data`, params: sql.params };
}

/**
 * One value per day of the period (zeros included), from giorniSql. With flavour filters `produzioni`
 * is null (the rollups count lines, not productions).
 */
export async function giornaliero(ctx: RequestContext, f: AnalyticsFiltroInput, dal: string, al: string, costi: boolean): Promise<GiornoView[]> {
  const flavours = hasGustoFilter(f);
  const source = giorniSql(f, dal, al);
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
export async function perDimensione(ctx: RequestContext, f: AnalyticsFiltroInput, p: Periodo, dim: 'punto_vendita_id' | 'operatore_id'): Promise<Row[]> {
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
export async function perCategoria(ctx: RequestContext, f: AnalyticsFiltroInput, p: Periodo): Promise<Row[]> {
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

