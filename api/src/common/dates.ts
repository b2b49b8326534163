/**
 * Dates in the shop's calendar (Europe/Rome, DOMAIN.md) with formatters built once per process:
 * an `Intl.DateTimeFormat` costs far more to build than to use (issue 13 measured 12.6 % of the
 * analytics CPU in building them per call). Calendar dates are yyyy-MM-dd strings.
 */
export const TZ_ROMA = 'Europe/Rome';

/** Today in the shop's calendar, in SQL: `current_date` is the server's time zone's day (UTC on most servers). */
export const OGGI_ROMA_SQL = `(now() at time zone '${TZ_ROMA}')::date`;

const ROMA_YMD = new Intl.DateTimeFormat('en-CA', { timeZone: TZ_ROMA, year: 'numeric', month: '2-digit', day: '2-digit' });
/** Calendar dates (yyyy-MM-dd, no time) are formatted in UTC, where their midnight lives. */
const DATA_BREVE = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const DATA_LUNGA = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const DATA_ORA_LUNGA_ROMA = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: TZ_ROMA });

export interface OggiRoma {
  /** yyyy-MM-dd */
  data: string;
  anno: number;
  mese: number;
  giorno: number;
}

export const isoDate = (anno: number, mese: number, giorno: number) =>
  `${String(anno).padStart(4, '0')}-${String(mese).padStart(2, '0')}-${String(giorno).padStart(2, '0')}`;

let ultimo: { minuto: number; oggi: Readonly<OggiRoma> } | undefined;

/**
 * The calendar day of an instant in Europe/Rome, with its parts. Rome's day starts on a whole UTC
 * minute, so the answer is kept per minute: analytics ask on every request, and formatToParts is
 * the costly part.
 */
export function oggiRoma(now: Date = new Date()): Readonly<OggiRoma> {
  const minuto = Math.floor(now.getTime() / 60_000);
  if (ultimo?.minuto === minuto) return ultimo.oggi;
  let anno = 0;
  let mese = 0;
  let giorno = 0;
  for (const p of ROMA_YMD.formatToParts(now)) {
    if (p.type === 'year') anno = Number(p.value);
    else if (p.type === 'month') mese = Number(p.value);
    else if (p.type === 'day') giorno = Number(p.value);
  }
  const oggi = Object.freeze({ data: isoDate(anno, mese, giorno), anno, mese, giorno });
  if (Number.isFinite(minuto)) ultimo = { minuto, oggi };
  return oggi;
}

/** yyyy-MM-dd of an instant in Europe/Rome. */
export const dataRomaIso = (now: Date = new Date()) => oggiRoma(now).data;

/** The year of an instant in Europe/Rome. */
export const annoRoma = (now: Date = new Date()) => oggiRoma(now).anno;

const dateFromIso = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** '01/06/2026' for the calendar date '2026-06-01'. */
export const dataBreveIt = (iso: string) => DATA_BREVE.format(dateFromIso(iso));

/** 'lunedì 1 giugno 2026' for the calendar date '2026-06-01'. */
export const dataLungaIt = (iso: string) => DATA_LUNGA.format(dateFromIso(iso));

/** '29 marzo 2026 alle ore 03:00' (Italian long date and short time) of an instant in Europe/Rome. */
export const dataOraLungaRoma = (quando: Date) => DATA_ORA_LUNGA_ROMA.format(quando);
