/**
 * The display-case loop (issue 31): Vetrina flags a flavour too soft or too hard at the case's measured
 * temperature and links to the flavour's balancing for it. The link carries the serving range moved to
 * the measured case (`servizio_min`, `servizio_max`, °C) and the measured temperature (`vetrina`); the
 * Gusti page opens the flavour with the Bilanciamento panel, which balances for that range.
 */
export interface BilanciaPerVetrina {
  gustoId: number;
  /** The serving range (T_h(75), °C) the balancing aims at: the profile's, moved with the case. */
  temperaturaServizio: { min: number | null; max: number | null };
  /** The case's measured temperature (mean of the last 72 h), °C. */
  vetrina: number;
}

const numero = (s: string | null): number | null => {
  if (s === null || s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) && n >= -60 && n <= 150 ? n : null;
};

/** `/gusti?bilancia=7&servizio_min=-14.5&servizio_max=-11&vetrina=-10.2` (absent bounds left out). */
export function percorsoBilanciaVetrina(b: BilanciaPerVetrina): string {
  const q = new URLSearchParams({ bilancia: String(b.gustoId) });
  if (b.temperaturaServizio.min !== null) q.set('servizio_min', String(b.temperaturaServizio.min));
  if (b.temperaturaServizio.max !== null) q.set('servizio_max', String(b.temperaturaServizio.max));
  q.set('vetrina', String(b.vetrina));
  return `/gusti?${q.toString()}`;
}

/** The link read back from `location.search`; null when it is not one (or is damaged). */
export function leggiBilanciaVetrina(search: string): BilanciaPerVetrina | null {
  const q = new URLSearchParams(search);
  const gustoId = Number(q.get('bilancia'));
  const vetrina = numero(q.get('vetrina'));
  if (!Number.isInteger(gustoId) || gustoId < 1 || vetrina === null) return null;
  const min = numero(q.get('servizio_min'));
  const max = numero(q.get('servizio_max'));
  if (min === null && max === null) return null;
  return { gustoId, temperaturaServizio: { min, max }, vetrina };
}
