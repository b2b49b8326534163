/** Freezing point depression (Goff & Hartel, Ice Cream 7th ed., table 6.1; DOMAIN.md). */

/** Step of the table in s (g of sucrose equivalent per 100 g of water). */
export const PASSO_TABELLA_FPD = 3;
/** −FPD (°C below zero) at s = 0, 3, …, 180. */
export const TABELLA_FPD: readonly number[] = [
  0.0, 0.18, 0.35, 0.53, 0.72, 0.9, 1.1, 1.29, 1.47, 1.67, 1.86, 2.03, 2.21, 2.4, 2.6, 2.78, 2.99, 3.2, 3.42, 3.63, 3.85, 4.1, 4.33, 4.54, 4.77, 5.0,
  5.26, 5.53, 5.77, 5.99, 6.23, 6.5, 6.8, 7.04, 7.32, 7.56, 7.8, 8.04, 8.33, 8.62, 8.92, 9.19, 9.45, 9.71, 9.96, 10.22, 10.47, 10.72, 10.97, 11.19,
  11.41, 11.63, 11.88, 12.14, 12.4, 12.67, 12.88, 13.08, 13.28, 13.48, 13.68,
];
const ULTIMO = TABELLA_FPD.length - 1; // index 60, s = 180

/**
 * Freezing point (°C, ≤ 0) of a solution of s g sucrose equivalent per 100 g water: linear
 * interpolation of the table, linear extrapolation of its last step beyond s = 180. s ≤ 0 (or not
 * finite) gives 0 °C (pure water).
 */
export function fpd(s: number): number {
  if (!(s > 0)) return 0;
  const i = Math.min(Math.floor(s / PASSO_TABELLA_FPD), ULTIMO - 1);
  const t = (s - i * PASSO_TABELLA_FPD) / PASSO_TABELLA_FPD;
  return -(TABELLA_FPD[i]! + t * (TABELLA_FPD[i + 1]! - TABELLA_FPD[i]!));
}

/** Inverse of fpd: the concentration s whose freezing point is t °C (t ≥ 0 gives 0). */
export function sDaTemperatura(t: number): number {
  if (!(t < 0)) return 0;
  const d = -t;
  let i = 0;
  while (i < ULTIMO - 1 && TABELLA_FPD[i + 1]! < d) i++;
  const lo = TABELLA_FPD[i]!;
  const hi = TABELLA_FPD[i + 1]!;
  return (i + (d - lo) / (hi - lo)) * PASSO_TABELLA_FPD;
}
