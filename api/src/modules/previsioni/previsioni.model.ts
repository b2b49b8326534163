import { festivo, piuGiorni } from '../../common/festivi.js';
import { predici, ridge, type Ridge } from './ridge.js';

/**
 * The demand forecast of a sales point (DOMAIN.md, Demand forecast), pure:
 * - the day's total sold kg is a ridge regression of log(kg) on the weekday (6 indicators), a public
 *   holiday (Italian calendar with Easter and the point's patron day), the daily maximum temperature
 *   (linear, plus its excess over 25 °C), the precipitation (log(1 + mm)), the season (two harmonics
 *   of the day of the year) and the trend (years since the first day); the forecast is exp(Xβ) times
 *   the mean of exp(residual) (Duan's smearing: the mean, not the median, of the kg);
 * - each flavour gets its share of the recent sales: the last 28 days with data, each weighted by
 *   2^(−age / 14 days), so a flavour that grows or fades moves its share (the flavour's trend);
 * - the 80 % interval multiplies the flavour's forecast by the 10th and 90th percentile of actual /
 *   fitted over the flavour-days of the last 56 days of the training history (the model's residuals).
 * Days without display-case data (the point was closed) are not history.
 */

export interface Meteo {
  temperaturaMax: number;
  precipitazioni: number;
}

/**
 * Sold kg of a point's day: the total and per flavour. The model reads the flavours of the last
 * GIORNI_PER_GUSTO days before its origin only (shares, residuals), so a history may leave perGusto
 * empty on older days (previsioni.queries.ts reads their totals only).
 */
export interface GiornoVendite {
  data: string;
  totale: number;
  perGusto: Map<number, number>;
}

export interface Storia {
  /** days with display-case data, ascending */
  giorni: GiornoVendite[];
  /** the weather of a day (recorded or forecast), or undefined when not known */
  meteo: (data: string) => Meteo | undefined;
  /** the point's patron day 'MM-DD' */
  patrono: string | null;
}

export const LAMBDA = 0.01;
const FINESTRA_QUOTE = 28;
const EMIVITA_QUOTE = 14;
const FINESTRA_RESIDUI = 56;
const STORIA_MAX = 730;
/** Fewer days than this and the model falls back to the 4-week means of the shares' window. */
const STORIA_MIN = 28;
/** Days before a forecast's origin whose sold kg per flavour the model reads (the shares' and the residuals' windows). */
export const GIORNI_PER_GUSTO = Math.max(FINESTRA_QUOTE, FINESTRA_RESIDUI);

/**
 * A yyyy-MM-dd's milliseconds at UTC midnight, memoised: a plan fits 20 models over the same two
 * years of days, each asking for a day's weekday, day of the year and distances several times
 * (Date.parse was most of the fits' time). The same numbers, computed once.
 */
const msCache = new Map<string, number>();
function msDi(data: string): number {
  let ms = msCache.get(data);
  if (ms === undefined) {
    if (msCache.size >= 50_000) msCache.clear();
    msCache.set(data, (ms = Date.parse(`${data}T00:00:00Z`)));
  }
  return ms;
}
const giornoDellAnno = (data: string) => (msDi(data) - msDi(`${data.slice(0, 4)}-01-01`)) / 86_400_000;
export const giorniTra = (a: string, b: string) => Math.round((msDi(b) - msDi(a)) / 86_400_000);
/** ISO weekday, 1 = Monday … 7 = Sunday. */
export const giornoSettimana = (data: string) => ((new Date(msDi(data)).getUTCDay() + 6) % 7) + 1;

/**
 * The seasonal normal of the weather around `data`: the mean of the known days within ±7 days of the
 * same day of the year (any year of `noti`); undefined when none.
 */
export function normaleStagionale(noti: ReadonlyMap<string, Meteo>, data: string): Meteo | undefined {
  const doy = giornoDellAnno(data);
  let t = 0;
  let p = 0;
  let n = 0;
  for (const [d, m] of noti) {
    const diff = Math.abs(giornoDellAnno(d) - doy);
    if (Math.min(diff, 365 - diff) > 7) continue;
    t += m.temperaturaMax;
    p += m.precipitazioni;
    n++;
  }
  return n ? { temperaturaMax: t / n, precipitazioni: p / n } : undefined;
}

/** The regressors of a day; `meteo` undefined leaves the weather columns out (no weather known at all). */
function regressori(data: string, origine: string, meteo: Meteo | undefined, patrono: string | null): number[] {
  const dow = giornoSettimana(data);
  const x: number[] = [1, 2, 3, 4, 5, 6].map((d) => (dow === d ? 1 : 0));
  x.push(festivo(data, patrono) ? 1 : 0);
  if (meteo) x.push(meteo.temperaturaMax, Math.max(0, meteo.temperaturaMax - 25), Math.log1p(Math.max(0, meteo.precipitazioni)));
  const a = (2 * Math.PI * giornoDellAnno(data)) / 365.25;
  x.push(Math.sin(a), Math.cos(a), Math.sin(2 * a), Math.cos(2 * a), giorniTra(origine, data) / 365);
  return x;
}

export interface ModelloPunto {
  /** forecast of a day's total kg */
  totale(data: string, meteo: Meteo | undefined): number;
  /** flavour shares (sum 1) */
  quote: Map<number, number>;
  /** 10th and 90th percentile of actual / fitted per flavour-day */
  intervallo: [number, number];
  /** whether the weather is among the regressors */
  conMeteo: boolean;
}

/** Nearest-rank percentile of a sorted array. */
const percentile = (s: ArrayLike<number>, p: number) => (s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]! : 1);

/** Shares of the flavours over the last 28 days of `giorni` (exponentially weighted by age). */
export function quoteGusti(giorni: readonly GiornoVendite[], fine: string): Map<number, number> {
  const perGusto = new Map<number, number>();
  let totale = 0;
  for (const g of giorni) {
    const eta = giorniTra(g.data, fine);
    if (eta <= 0 || eta > FINESTRA_QUOTE) continue;
    const w = 2 ** (-eta / EMIVITA_QUOTE);
    for (const [id, kg] of g.perGusto) perGusto.set(id, (perGusto.get(id) ?? 0) + w * kg);
    totale += w * g.totale;
  }
  const quote = new Map<number, number>();
  if (totale > 0) for (const [id, kg] of perGusto) if (kg > 0) quote.set(id, kg / totale);
  return quote;
}

/**
 * Fits the model of a point from its history strictly before `origine` (yyyy-MM-dd); null when the
 * point sold nothing in the 28 days before it.
 */
export async function adatta(storia: Storia, origine: string, lambda = LAMBDA): Promise<ModelloPunto | null> {
  const giorni = storia.giorni.filter((g) => g.data < origine && giorniTra(g.data, origine) <= STORIA_MAX && g.totale > 0);
  const quote = quoteGusti(giorni, origine);
  if (quote.size === 0) return null;
  // the weather of the history: recorded, else the seasonal normal of what is recorded
  const noti = new Map<string, Meteo>();
  for (const g of giorni) {
    const m = storia.meteo(g.data);
    if (m) noti.set(g.data, m);
  }
  const conMeteo = noti.size >= STORIA_MIN;
  const meteoDi = (data: string, m: Meteo | undefined) => (conMeteo ? (m ?? noti.get(data) ?? normaleStagionale(noti, data) ?? media(noti)) : undefined);
  const inizio = giorni[0]!.data;
  let stima: (data: string, meteo: Meteo | undefined) => number;
  let adattati: number[];
  if (giorni.length >= STORIA_MIN) {
    const X = giorni.map((g) => regressori(g.data, inizio, meteoDi(g.data, undefined), storia.patrono));
    const y = giorni.map((g) => Math.log(g.totale));
    const m: Ridge = await ridge(X, y, lambda);
    const residui = X.map((x, i) => y[i]! - predici(m, x));
    const smearing = residui.reduce((s, r) => s + Math.exp(r), 0) / residui.length;
    adattati = X.map((x) => Math.exp(predici(m, x)) * smearing);
    stima = (data, meteo) => Math.exp(predici(m, regressori(data, inizio, meteoDi(data, meteo), storia.patrono))) * smearing;
  } else {
    const mediaTot = giorni.reduce((s, g) => s + g.totale, 0) / giorni.length;
    adattati = giorni.map(() => mediaTot);
    stima = () => mediaTot;
  }
  const rapporti: number[] = [];
  giorni.forEach((g, i) => {
    if (giorniTra(g.data, origine) > FINESTRA_RESIDUI) return;
    for (const [id, q] of quote) rapporti.push((g.perGusto.get(id) ?? 0) / (adattati[i]! * q));
  });
  // numeric order without a comparator call per pair (~6k ratios a point); the ratios are ≥ 0, never NaN
  const ordinati = Float64Array.from(rapporti).sort();
  return { totale: stima, quote, intervallo: [percentile(ordinati, 10), percentile(ordinati, 90)], conMeteo };
}

function media(noti: ReadonlyMap<string, Meteo>): Meteo {
  let t = 0;
  let p = 0;
  for (const m of noti.values()) {
    t += m.temperaturaMax;
    p += m.precipitazioni;
  }
  return { temperaturaMax: t / noti.size, precipitazioni: p / noti.size };
}

export interface PrevisioneGusto {
  gustoId: number;
  kg: number;
  kgMin: number;
  kgMax: number;
}

/** The forecast of a day per flavour from a fitted model. */
export function prevediGiorno(m: ModelloPunto, data: string, meteo: Meteo | undefined): PrevisioneGusto[] {
  const tot = m.totale(data, meteo);
  return [...m.quote].map(([gustoId, q]) => ({ gustoId, kg: tot * q, kgMin: tot * q * m.intervallo[0], kgMax: tot * q * m.intervallo[1] }));
}

// ------------------------------------------------------------------------------------------------
// Baselines of the backtest

/** Naive: the flavour's sold kg on the same weekday last week (0 when nothing was sold or recorded). */
export function ingenuo(perData: ReadonlyMap<string, GiornoVendite>, data: string): Map<number, number> {
  return new Map(perData.get(piuGiorni(data, -7))?.perGusto ?? []);
}

export const TREND_MAX = 20;

/**
 * The 4-week rule of DOMAIN.md (Display case), without the kg left in the case: the mean sold kg of
 * the same weekday over the 4 previous weeks (over those of the 4 days with data) × (1 + the trend
 * over those 4 weeks: second half against first half, capped at ±20 %; 0 when the first half sold nothing).
 */
export function regola4Settimane(perData: ReadonlyMap<string, GiornoVendite>, data: string): Map<number, number> {
  const stessi = [7, 14, 21, 28].map((k) => perData.get(piuGiorni(data, -k))).filter((g): g is GiornoVendite => !!g);
  const somma = new Map<number, number>();
  for (const g of stessi) for (const [id, kg] of g.perGusto) somma.set(id, (somma.get(id) ?? 0) + kg);
  const prima = new Map<number, number>();
  const seconda = new Map<number, number>();
  for (let k = 1; k <= 28; k++) {
    const g = perData.get(piuGiorni(data, -k));
    if (!g) continue;
    const meta = k <= 14 ? seconda : prima;
    for (const [id, kg] of g.perGusto) meta.set(id, (meta.get(id) ?? 0) + kg);
  }
  const out = new Map<number, number>();
  for (const [id, s] of somma) {
    const p = prima.get(id) ?? 0;
    const trend = p > 0 ? Math.min(Math.max((((seconda.get(id) ?? 0) - p) / p) * 100, -TREND_MAX), TREND_MAX) : 0;
    out.set(id, (s / Math.max(stessi.length, 1)) * (1 + trend / 100));
  }
  return out;
}

/** Σ|actual − forecast| over the flavours of both, added to `acc`. */
function errore(acc: { err: number; tot: number }, reale: ReadonlyMap<number, number>, previsto: ReadonlyMap<number, number>) {
  for (const [id, kg] of reale) {
    acc.err += Math.abs(kg - (previsto.get(id) ?? 0));
    acc.tot += kg;
  }
  for (const [id, kg] of previsto) if (!reale.has(id)) acc.err += Math.abs(kg);
}

export interface Accuratezza {
  wmapeModello: number | null;
  wmapeIngenuo: number | null;
  wmapeRegola4Settimane: number | null;
  settimane: number;
  giorni: number;
}

export const SETTIMANE_BACKTEST = 8;
/** The same for the backtest: its origins go back SETTIMANE_BACKTEST weeks (the baselines read 4 weeks back). */
export const GIORNI_PER_GUSTO_BACKTEST = SETTIMANE_BACKTEST * 7 + Math.max(GIORNI_PER_GUSTO, 28);

/**
 * The backtest of DOMAIN.md: weighted MAPE (Σ|actual − forecast| / Σ actual × 100, over flavours and
 * days) over the 8 weeks before `oggi` (the 56 days oggi − 56 … oggi − 1), each day with data forecast
 * only from the days before it (the model refitted at every origin, the recorded weather of the day),
 * next to the naive forecast and the 4-week rule. Null when no day of the window sold anything.
 */
export async function backtest(storia: Storia, oggi: string, lambda = LAMBDA): Promise<Accuratezza> {
  const perData = new Map(storia.giorni.map((g) => [g.data, g]));
  const acc = { modello: { err: 0, tot: 0 }, ingenuo: { err: 0, tot: 0 }, regola: { err: 0, tot: 0 } };
  let giorni = 0;
  for (let k = SETTIMANE_BACKTEST * 7; k >= 1; k--) {
    const d = piuGiorni(oggi, -k);
    const reale = perData.get(d);
    if (!reale || reale.totale <= 0) continue;
    const m = await adatta(storia, d, lambda);
    const previsto = new Map((m ? prevediGiorno(m, d, storia.meteo(d)) : []).map((p) => [p.gustoId, p.kg]));
    errore(acc.modello, reale.perGusto, previsto);
    errore(acc.ingenuo, reale.perGusto, ingenuo(perData, d));
    errore(acc.regola, reale.perGusto, regola4Settimane(perData, d));
    giorni++;
  }
  const w = (a: { err: number; tot: number }) => (a.tot > 0 ? Math.round((a.err / a.tot) * 1000) / 10 : null);
  return { wmapeModello: w(acc.modello), wmapeIngenuo: w(acc.ingenuo), wmapeRegola4Settimane: w(acc.regola), settimane: SETTIMANE_BACKTEST, giorni };
}
