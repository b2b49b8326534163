/** Rules of the prezzo_vendita_kg field (the server checks the same: api/src/modules/config). */
export const PREZZO_VENDITA_CHIAVE = 'prezzo_vendita_kg';
export const PREZZO_VENDITA_DEFAULT = 25;
export const PREZZO_VENDITA_MAX = 1000;

export const MSG_PREZZO = {
  nonValido: 'Il prezzo di vendita al kg deve essere un numero maggiore di 0, con al massimo 2 decimali e non oltre 1000 euro',
  salvato: 'Prezzo di vendita aggiornato',
  errore: 'Errore nel salvataggio del prezzo di vendita',
  caricamento: 'Errore nel caricamento del prezzo di vendita',
} as const;

const PREZZO = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** '26,5' -> 26.5; null when the text is not a price the server accepts. */
export function parsePrezzoVendita(testo: string): number | null {
  const t = testo.trim();
  if (!PREZZO.test(t)) return null;
  const n = Number(t.replace(',', '.'));
  return n > 0 && n <= PREZZO_VENDITA_MAX ? n : null;
}

/** The stored value ('25.00') as shown in the field ('25,00'); the default when missing or invalid. */
export function prezzoPerCampo(valore: string | null | undefined): string {
  const n = valore == null ? Number.NaN : Number(valore);
  return (Number.isFinite(n) && n > 0 ? n : PREZZO_VENDITA_DEFAULT).toFixed(2).replace('.', ',');
}
