import { z } from 'zod';

/** The selling price per kg (configuration key prezzo_vendita_kg): its rule and Italian message, shared by the API and the settings form. */
export const MSG_PREZZO_VENDITA = {
  nonValido: 'Il prezzo di vendita al kg deve essere un numero maggiore di 0, con al massimo 2 decimali e non oltre 1000 euro',
} as const;

/** Highest selling price per kg accepted (euro): a typo guard, far above any real gelato price. */
export const PREZZO_VENDITA_MAX = 1000;

/** Plain decimal with at most 2 decimals, '.' or ',' as separator (no exponent, no thousands). */
const PREZZO = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** '26,5' -> 26.5; null when the text is not a price accepted (> 0, at most 2 decimals, ≤ PREZZO_VENDITA_MAX). */
export function prezzoVenditaDaTesto(testo: string): number | null {
  const t = testo.trim();
  const n = PREZZO.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
  return n > 0 && n <= PREZZO_VENDITA_MAX ? n : null;
}

/** The price as typed ('26,5', '26.50') checked and read as a number of euro. */
export const prezzoVenditaSchema = z
  .string({ message: MSG_PREZZO_VENDITA.nonValido })
  .refine((testo) => prezzoVenditaDaTesto(testo) !== null, MSG_PREZZO_VENDITA.nonValido)
  .transform((testo) => prezzoVenditaDaTesto(testo)!);
