import { z } from 'zod';
import { toNumber } from './validazione.js';

/**
 * The number rules of the catalogue (an ingredient's cost and composition, a recipe line's quantity),
 * with the messages given by each entity. A module of their own, so a screen that checks a quantity
 * does not ship the ingredients' messages.
 */

/** The bound of a cost, a nutrient or a recipe quantity (a larger number is a typing error). */
export const MAX_VALORE = 10_000_000;

/** Not given: undefined, null or blank text. */
const mancante = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/** A required number >= 0 (a cost, a recipe quantity): `obbligatorio` when not given, `nonValido` otherwise. */
export const numeroNonNegativo = (obbligatorio: string, nonValido: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (iss) => (mancante(iss.input) ? obbligatorio : nonValido) })
      .min(0, nonValido)
      .max(MAX_VALORE, nonValido),
  );

/** An optional number >= 0 (null when not given). */
export const numeroOpzionale = (nonValido: string) =>
  z
    .preprocess(toNumber, z.number({ error: nonValido }).min(0, nonValido).max(MAX_VALORE, nonValido).nullish())
    .transform((n) => n ?? null);

/** An optional number in [min, max] (null when not given). */
export const numeroTra = (min: number, max: number, nonValido: string) =>
  z.preprocess(toNumber, z.number({ error: nonValido }).min(min, nonValido).max(max, nonValido).nullish()).transform((n) => n ?? null);
