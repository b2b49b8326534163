import type { ListinoPorzioniQuery, TipoPorzione } from '../../gql/graphql';

export type Porzione = ListinoPorzioniQuery['porzioni'][number];

/** The portion kinds in counter order, with their Italian names. */
export const TIPI_PORZIONE: { tipo: TipoPorzione; nome: string; grammiTipici: number }[] = [
  { tipo: 'cono', nome: 'Cono', grammiTipici: 120 },
  { tipo: 'coppetta_piccola', nome: 'Coppetta piccola', grammiTipici: 100 },
  { tipo: 'coppetta_media', nome: 'Coppetta media', grammiTipici: 150 },
  { tipo: 'coppetta_grande', nome: 'Coppetta grande', grammiTipici: 200 },
  { tipo: 'vaschetta_500', nome: 'Vaschetta 500 g', grammiTipici: 500 },
  { tipo: 'vaschetta_1000', nome: 'Vaschetta 1 kg', grammiTipici: 1000 },
];

export const MSG_PORZIONE = {
  grammi: 'Grammi non validi: un numero intero tra 1 e 5000',
  prezzo: 'Prezzo non valido: un numero maggiore di 0, al massimo 2 decimali',
  entrambi: 'Indica grammi e prezzo',
} as const;

const dueDecimali = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * A portion row as typed: both empty (no portion), or integer grams 1-5000 and a price > 0 with at
 * most 2 decimals (≤ 1000 €), comma or dot.
 */
export function leggiPorzione(grammi: string, prezzo: string): { ok: true; valori: { grammi: number; prezzo: number } | null } | { ok: false; errore: string } {
  const g = grammi.trim();
  const p = prezzo.trim().replace(/\s|€/g, '').replace(',', '.');
  if (g === '' && p === '') return { ok: true, valori: null };
  if (g === '' || p === '') return { ok: false, errore: MSG_PORZIONE.entrambi };
  if (!/^\d{1,4}$/.test(g) || Number(g) < 1 || Number(g) > 5000) return { ok: false, errore: MSG_PORZIONE.grammi };
  const n = /^\d+(\.\d+)?$/.test(p) ? Number(p) : NaN;
  if (!(n > 0 && n <= 1000) || !dueDecimali(n)) return { ok: false, errore: MSG_PORZIONE.prezzo };
  return { ok: true, valori: { grammi: Number(g), prezzo: n } };
}

/** Implied price per kg: price / grams × 1000, to the cent (as the server computes it). */
export const prezzoAlKg = (grammi: number, prezzo: number) => Math.round((prezzo / grammi) * 1000 * 100) / 100;
