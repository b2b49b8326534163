/** Case- and accent-insensitive text for the searches of the list pages ('Caffè' matches 'caffe'). */
export const foldTesto = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** True when the search is empty or one of the fields contains it (case and accents ignored). */
export function corrispondeRicerca(cerca: string, ...campi: readonly (string | null | undefined)[]): boolean {
  const q = foldTesto(cerca.trim());
  return !q || campi.some((c) => c != null && foldTesto(c).includes(q));
}
