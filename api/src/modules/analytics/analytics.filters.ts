import { z } from 'zod';
import { parseInput, v } from '../../common/validation.js';
import { isoDate, oggiRoma } from '../../common/dates.js';

/** Italian validation messages of the analytics filters. */
export const MSG_ANALYTICS = {
  anno: 'Anno non valido (2000-2100)',
  confrontaAnno: 'Anno di confronto non valido (2000-2100)',
  mese: 'Mese non valido (1-12)',
  puntoVendita: 'Punto vendita non valido',
  categoria: 'Categoria gusto non valida',
  gusto: 'Gusto non valido',
  ingrediente: 'Ingrediente non valido',
  operatore: 'Operatore non valido',
  limite: 'Il limite deve essere un numero intero tra 1 e 100',
  offset: "L'offset deve essere un numero intero non negativo",
  formato: 'Formato di esportazione non supportato: usa excel oppure json',
  gustoNonTrovato: 'Gusto non trovato',
  produzioneNonTrovata: 'Produzione non trovata',
} as const;

/** '' / null / 'tutti' / 'all' mean "no filter" (what select boxes send for "Tutti"). */
const empty = (v: unknown) => (v === '' || v === null || v === 'tutti' || v === 'all' || v === 'null' ? undefined : v);

/** An integer from a number or plain decimal digits ("0x1F", "1e3", " 7" are refused, issue 10). */
const intIn = (message: string, min: number, max: number) => z.preprocess(empty, v.intero(message, min, max).optional());

const id = (message: string) => intIn(message, 1, 2_147_483_647);

/** Filters of every analytics call (spec section 7). Unknown query parameters are ignored. */
export const filtroSchema = z.object({
  anno: intIn(MSG_ANALYTICS.anno, 2000, 2100),
  confrontaAnno: intIn(MSG_ANALYTICS.confrontaAnno, 2000, 2100).describe("Anno di confronto (predefinito: l'anno precedente)"),
  mese: intIn(MSG_ANALYTICS.mese, 1, 12).describe('1-12'),
  puntoVenditaId: id(MSG_ANALYTICS.puntoVendita),
  categoriaGusto: z
    .preprocess(empty, z.string({ message: MSG_ANALYTICS.categoria }).trim().min(1, MSG_ANALYTICS.categoria).max(100, MSG_ANALYTICS.categoria).optional())
    .describe('Nome della categoria'),
  gustoId: id(MSG_ANALYTICS.gusto),
  ingredienteId: id(MSG_ANALYTICS.ingrediente),
  operatoreId: id(MSG_ANALYTICS.operatore),
});
export type AnalyticsFiltroInput = z.output<typeof filtroSchema>;

export const limiteSchema = (def: number, max = 100) => z.preprocess((x) => empty(x) ?? def, v.intero(MSG_ANALYTICS.limite, 1, max));
export const offsetSchema = z.preprocess((x) => empty(x) ?? 0, v.intero(MSG_ANALYTICS.offset, 0, 10_000_000));

/** Today's date (yyyy-MM-dd) and its parts in Europe/Rome: periods are calendar based (DOMAIN.md). */
export { isoDate, oggiRoma };

export const giorniNelMese = (anno: number, mese: number) => new Date(Date.UTC(anno, mese, 0)).getUTCDate();

/** Adds days to a yyyy-MM-dd date. */
export function addGiorni(data: string, giorni: number): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + giorni);
  return d.toISOString().slice(0, 10);
}

/**
 * The calendar period of a request. Rollups keep half-month buckets (k = (mese - 1) × 2 + meta), so
 * the trend compares buckets k ≤ split (first half) with k > split (second half):
 * - a month: days 1-15 against 16-end;
 * - a year: the first `mesi` buckets against the rest, where `mesi` counts the months of the year
 *   up to the current one for the running year (Jan-Jun against Jul-Dec for a past year).
 * `mesi` is also the divisor of media_mensile (DOMAIN.md).
 */
export interface Periodo {
  anno: number;
  mese: number | null;
  dataInizio: string;
  dataFine: string;
  mesi: number;
  split: number;
}

export function periodoDi(f: Pick<AnalyticsFiltroInput, 'anno' | 'mese'>, oggi = oggiRoma()): Periodo {
  const anno = f.anno ?? oggi.anno;
  if (f.mese) {
    return {
      anno,
      mese: f.mese,
      dataInizio: isoDate(anno, f.mese, 1),
      dataFine: isoDate(anno, f.mese, giorniNelMese(anno, f.mese)),
      mesi: 1,
      split: (f.mese - 1) * 2 + 1,
    };
  }
  const mesi = anno === oggi.anno ? oggi.mese : 12;
  return { anno, mese: null, dataInizio: isoDate(anno, 1, 1), dataFine: isoDate(anno, 12, 31), mesi, split: mesi };
}

export type Trend = 'crescita' | 'decrescita' | 'stabile';

/** Second half against first half: more than +10 % crescita, less than −10 % decrescita (DOMAIN.md). */
export function trendDa(primaMeta: number, secondaMeta: number): Trend {
  if (primaMeta <= 0) return secondaMeta > 0 ? 'crescita' : 'stabile';
  const variazione = (secondaMeta - primaMeta) / primaMeta;
  if (variazione > 0.1 + 1e-12) return 'crescita';
  if (variazione < -0.1 - 1e-12) return 'decrescita';
  return 'stabile';
}

/**
 * A flavour's or an ingredient's trend against the period's total (issue 34): the change of its share of
 * the kg produced between the halves, ±10 % as trendDa. The halves of a year are seasons (a gelato
 * shop's summer doubles its spring): the absolute change would call every flavour 'crescita' while
 * the year's kg fall; the share tells which flavours grew more, or fell more, than the shop.
 * Without production in a half the absolute change is kept (no share to compare).
 */
export function trendRelativo(primaMeta: number, secondaMeta: number, totalePrimaMeta: number, totaleSecondaMeta: number): Trend {
  if (totalePrimaMeta <= 0 || totaleSecondaMeta <= 0) return trendDa(primaMeta, secondaMeta);
  return trendDa(primaMeta / totalePrimaMeta, secondaMeta / totaleSecondaMeta);
}

/** (current − previous) / previous × 100, null when previous is 0 (DOMAIN.md). */
export const variazionePercentuale = (corrente: number, precedente: number): number | null =>
  precedente === 0 ? null : round((corrente - precedente) / precedente * 100, 2);

export function round(n: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round((n + Number.EPSILON * Math.sign(n)) * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
export const kg3 = (n: number | null | undefined) => round(Number(n ?? 0), 3);
export const eur2 = (n: number | null | undefined) => round(Number(n ?? 0), 2);
export const pct2 = (n: number | null | undefined) => round(Number(n ?? 0), 2);

export const parseFiltro = (raw: unknown): AnalyticsFiltroInput => parseInput(filtroSchema, raw ?? {});
