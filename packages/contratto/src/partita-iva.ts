/**
 * The Italian VAT number (partita IVA): 11 digits, the last a check digit (Luhn-like: the digits in
 * odd positions 1, 3, …, 9 are added as they are, those in even positions 2, 4, …, 10 are doubled
 * and reduced by 9 when above 9; the check digit is (10 − sum mod 10) mod 10). All zeros is refused.
 */
export function partitaIvaValida(piva: string): boolean {
  if (!/^\d{11}$/.test(piva) || /^0{11}$/.test(piva)) return false;
  let somma = 0;
  for (let i = 0; i < 10; i++) {
    const c = piva.charCodeAt(i) - 48;
    if (i % 2 === 0) somma += c;
    else somma += c * 2 > 9 ? c * 2 - 9 : c * 2;
  }
  return (10 - (somma % 10)) % 10 === piva.charCodeAt(10) - 48;
}

/** The number as written by people ("IT 01234567890", "012 345 678 90"): the 11 digits, else the text trimmed. */
export const normalizzaPartitaIva = (testo: string) => {
  const compatta = testo.replace(/[\s.-]/g, '').toUpperCase();
  return /^IT\d{11}$/.test(compatta) ? compatta.slice(2) : compatta;
};
