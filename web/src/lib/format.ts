/** it-IT display helpers. Missing or invalid values render as '-'. */
const EMPTY = '-';
const LOCALE = 'it-IT';

type DateInput = string | Date | null | undefined;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The shop's calendar and clock: the business runs in Italy (DOMAIN.md: Europe/Rome). */
export const TIME_ZONE = 'Europe/Rome';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Calendar fields of an instant in Europe/Rome. */
function romeParts(date: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/**
 * dd/mm/yyyy. A plain `yyyy-MM-dd` is reformatted textually (no time-zone shift);
 * date-times and Date objects use the calendar day in Europe/Rome.
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value.trim());
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const date = toDate(value);
  if (!date) return EMPTY;
  const p = romeParts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** HH:mm (or HH:mm:ss) in Europe/Rome. */
export function formatTime(value: DateInput, withSeconds = false): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  const p = romeParts(date);
  return withSeconds ? `${p.hour}:${p.minute}:${p.second}` : `${p.hour}:${p.minute}`;
}

/** dd/mm/yyyy HH:mm in Europe/Rome. */
export function formatDateTime(value: DateInput, withSeconds = false): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return `${formatDate(date)} ${formatTime(date, withSeconds)}`;
}

/** Today's date as yyyy-MM-dd in Europe/Rome (for date inputs and defaults). */
export function todayIsoDate(now: Date = new Date()): string {
  const p = romeParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: 'always',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** 1234.5 -> '1.234,5' (up to `maxDecimals`, default 2, trailing zeros dropped). */
export function formatNumber(value: number | null | undefined, maxDecimals = 2): string {
  return isNumber(value) ? numberFormat(0, maxDecimals).format(value) : EMPTY;
}

const inputFormats = new Map<number, Intl.NumberFormat>();

/**
 * A number as an input shows it for editing: it-IT decimal comma, no thousands dots, at most
 * `maxDecimals` (trailing zeros dropped); '' for a missing value. 574.2433 g -> '574,2' (1 decimal).
 */
export function formatInput(value: number | null | undefined, maxDecimals: number): string {
  if (!isNumber(value)) return '';
  let format = inputFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxDecimals, useGrouping: false });
    inputFormats.set(maxDecimals, format);
  }
  return format.format(value);
}

/**
 * A number typed in an input: decimal comma or dot ('8,2', '8.2'); it-IT thousands dots when a comma
 * is also there ('1.234,5'). NaN when empty or not a number.
 */
export function parseInput(text: string): number {
  let t = text.trim().replace(/\s+/g, '');
  if (t === '') return Number.NaN;
  if (t.includes(',') && t.includes('.')) {
    if (!/^-?\d{1,3}(\.\d{3})+(,\d*)?$/.test(t)) return Number.NaN;
    t = t.replace(/\./g, '');
  }
  t = t.replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** Fixed decimals: formatDecimal(2, 2) -> '2,00'. */
export function formatDecimal(value: number | null | undefined, decimals: number): string {
  return isNumber(value) ? numberFormat(decimals, decimals).format(value) : EMPTY;
}

/** 12.5 -> '12,5 kg' (always 1 decimal). */
export function formatKg(value: number | null | undefined, decimals = 1): string {
  return isNumber(value) ? `${formatDecimal(value, decimals)} kg` : EMPTY;
}

const euroFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** 1234.5 -> '€ 1.234,50' (Intl it-IT EUR digits, symbol in front). */
export function formatEuro(value: number | null | undefined): string {
  if (!isNumber(value)) return EMPTY;
  const parts = euroFormat.formatToParts(value);
  const sign = parts.some((p) => p.type === 'minusSign') ? '-' : '';
  const digits = parts
    .filter((p) => ['integer', 'group', 'decimal', 'fraction'].includes(p.type))
    .map((p) => p.value)
    .join('');
  return `${sign}€ ${digits}`;
}

/** A value already in percent: 12.345 -> '12,3%'. */
export function formatPercent(value: number | null | undefined, decimals = 1): string {
  return isNumber(value) ? `${formatDecimal(value, decimals)}%` : EMPTY;
}

/** A count with its noun in the right number: (1, 'produzione', 'produzioni') -> '1 produzione', 1234 -> '1.234 produzioni'. */
export function formatCount(value: number | null | undefined, singular: string, plural: string): string {
  if (!isNumber(value)) return EMPTY;
  return `${formatNumber(value, 0)} ${Math.abs(value) === 1 ? singular : plural}`;
}

const monthYearFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-21' -> 'novembre 2026' (the calendar month of a yyyy-MM-dd date). */
export function formatMonthYear(value: string | null | undefined): string {
  const match = ISO_DATE.exec((value ?? '').trim());
  if (!match) return EMPTY;
  return monthYearFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** Euro per kg: 25 -> '25,00 €/kg'. */
export function formatEuroPerKg(value: number | null | undefined): string {
  return isNumber(value) ? `${formatDecimal(value, 2)} €/kg` : EMPTY;
}
