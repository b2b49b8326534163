import { formatDecimal, formatNumber } from '../../lib/format';

const giornoMese = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** '2026-06-15' -> '15 giugno' (a calendar date, yyyy-MM-dd); anything else as given. */
export function formatGiornoMese(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : giornoMese.format(d);
}


export type Trend = 'crescita' | 'decrescita' | 'stabile';

/** DOMAIN.md: crescita, decrescita, anything else is stable. */
export function normalizzaTrend(value: string | null | undefined): Trend {
  return value === 'crescita' || value === 'decrescita' ? value : 'stabile';
}

export const TREND_LABELS: Record<Trend, string> = {
  crescita: 'Crescita',
  decrescita: 'Decrescita',
  stabile: 'Stabile',
};

/** Spec section 9: an ingredient row lists up to 3 flavours, then '... +n'. */
export const GUSTI_PER_INGREDIENTE = 3;

export function formatUtilizzoGusti(nomi: readonly string[]): string {
  if (nomi.length === 0) return '-';
  const visibili = nomi.slice(0, GUSTI_PER_INGREDIENTE).join(', ');
  const altri = nomi.length - GUSTI_PER_INGREDIENTE;
  return altri > 0 ? `${visibili} ... +${altri}` : visibili;
}

/** A percent change: '+12,5%', '-3,0%', '0,0%'; null (previous value 0) is '—'. */
export function formatVariazione(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const testo = `${formatDecimal(Math.abs(value), 1)}%`;
  if (value > 0) return `+${testo}`;
  if (value < 0) return `-${testo}`;
  return testo;
}

/** Ingredient consumption in its own unit: kg and l with 1 decimal, g, ml and pieces as whole-ish numbers. */
export function formatConsumo(value: number, unita: string): string {
  const numero = unita === 'kg' || unita === 'l' ? formatDecimal(value, 1) : formatNumber(value, 1);
  return `${numero} ${unita}`;
}
