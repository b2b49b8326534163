import { TESTO_TROPPO_LUNGO } from './messaggi.js';
import { z } from 'zod';

/** True for a real calendar day yyyy-MM-dd between 1900 and 2999 (2026-02-30 is not rolled over). */
export function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  const year = Number(m[1]);
  return year >= 1900 && year <= 2999 && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Largest value of a PostgreSQL `int` column (ids, counts). */
export const PG_INT_MAX = 2_147_483_647;

/**
 * Query strings and paths carry numbers as text: only plain decimal digits become a number.
 * `true`, `"0x1F"`, `"1e2"`, `" 12 "`, `"1.0"` stay as they are and fail the number check.
 */
const fromDecimalDigits = (val: unknown) => (typeof val === 'string' && /^\d{1,15}$/.test(val) ? Number(val) : val);

/** An integer in [min, max], as a JSON number only. */
const interoNumero = (message: string, min: number, max: number) => z.number({ message }).int(message).min(min, message).max(max, message);

/** An integer in [min, max]: a JSON number, or a string of decimal digits (query string, path). */
const intero = (message: string, min: number, max: number) => z.preprocess(fromDecimalDigits, interoNumero(message, min, max));

/**
 * The one id schema of the contract: a database id is a PostgreSQL `int` from 1 to PG_INT_MAX, as a
 * JSON number or a string of decimal digits; `message` says which reference is wrong. Anything else
 * (0, negative, 2147483648, 1e20, 1.5) is a 400 before it reaches SQL.
 */
const idDi = (message: string) => intero(message, 1, PG_INT_MAX);

/** Text typed in a form or sent as a number: '' is null, a decimal comma is a point (ordine, prices). */
export const toNumber = (x: unknown) => {
  if (typeof x !== 'string') return x;
  const s = x.trim();
  return s === '' ? null : Number(s.replace(',', '.'));
};

/** A #rrggbb colour. */
export const HEX_COLORE = /^#[0-9a-fA-F]{6}$/;

/** A #rrggbb colour; blank means "use the default". */
export const colore = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(HEX_COLORE, message)
    .or(z.literal('').transform(() => null))
    .nullish()
    .transform((c) => c ?? null);

/** Common zod building blocks with Italian messages. */
export const v = {
  id: idDi('Identificativo non valido'),
  idDi,
  /** The same id as a JSON number only: a branch of a union that reads text itself (an id or a name). */
  idNumero: (message: string) => interoNumero(message, 1, PG_INT_MAX),
  intero,
  /** A finite JSON number (strings and booleans refused). */
  numero: (message: string) => z.number({ message }),
  /** A JSON object (arrays, strings, numbers and null refused). */
  oggetto: <S extends z.ZodRawShape>(shape: S, message = 'Il corpo della richiesta deve essere un oggetto JSON') =>
    z.object(shape, { message }),
  requiredString: (message: string, max = 255) =>
    z
      .string({ message })
      .trim()
      .min(1, message)
      .max(max, TESTO_TROPPO_LUNGO(max)),
  optionalString: (max = 2000) =>
    z
      .string()
      .trim()
      .max(max, TESTO_TROPPO_LUNGO(max))
      .nullish()
      .transform((s) => (s ? s : null)),
  boolish: z.preprocess(
    (val) => (val === 'true' || val === '1' ? true : val === 'false' || val === '0' ? false : val),
    z.boolean({ message: 'Valore booleano non valido' }),
  ),
  /** A real calendar date yyyy-MM-dd (2026-02-30 is refused). */
  isoDate: (message = 'Data non valida (formato yyyy-MM-dd)') =>
    z.string({ message }).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine(isRealDate, message),
};
