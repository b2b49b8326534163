import { loadavg } from 'node:os';

/** Shared by the benchmarks: percentiles, millisecond columns and the machine's load. */

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
}

/** Milliseconds as an 8-character column. */
export const ms = (n: number) => n.toFixed(1).padStart(8);

/** The load average (1, 5, 15 min): figures taken on a busy machine are not evidence. */
export const carico = () => `load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;
