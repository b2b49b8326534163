import { MSG_PV, PATRONO_RE } from '@gelatiere/contratto';
import { formatNumber } from '../../lib/format';

/**
 * The forecast's settings of a sales point (issue 32): its coordinates (the weather forecast) and its
 * patron day (a local public holiday). The server's messages (@gelatiere/contratto MSG_PV).
 */
export const MSG_POSIZIONE = {
  latitudine: MSG_PV.latitudineNonValida,
  longitudine: MSG_PV.longitudineNonValida,
  insieme: MSG_PV.coordinateInsieme,
  patrono: MSG_PV.patronoNonValido,
} as const;

type Lettura<T> = { ok: true; valore: T } | { ok: false; errore: string };

/** A coordinate typed with a decimal comma or point; empty is null. */
export function leggiCoordinata(testo: string, limite: number, errore: string): Lettura<number | null> {
  const t = testo.trim().replace('\u2212', '-').replace(',', '.');
  if (t === '') return { ok: true, valore: null };
  const n = /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
  if (!Number.isFinite(n) || Math.abs(n) > limite) return { ok: false, errore };
  return { ok: true, valore: Math.round(n * 1e5) / 1e5 };
}

/** The patron day 'MM-GG' (also 'GG/MM' as Italians write it); empty is null. */
export function leggiPatrono(testo: string): Lettura<string | null> {
  const t = testo.trim();
  if (t === '') return { ok: true, valore: null };
  const italiano = /^(\d{1,2})\/(\d{1,2})$/.exec(t);
  const mmgg = italiano ? `${italiano[2]!.padStart(2, '0')}-${italiano[1]!.padStart(2, '0')}` : t;
  return PATRONO_RE.test(mmgg) ? { ok: true, valore: mmgg } : { ok: false, errore: MSG_POSIZIONE.patrono };
}

/** The form's text of a coordinate: 44.4939 -> '44,4939'. */
export const testoCoordinata = (n: number | null | undefined) => (n === null || n === undefined ? '' : formatNumber(n, 5));
