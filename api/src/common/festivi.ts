/**
 * Italian public holidays (DOMAIN.md, Demand forecast): the national days fixed by law (L. 260/1949
 * and later amendments), Easter Sunday and Easter Monday, and a sales point's patron day (a setting
 * of the point, 'MM-DD'). Pure: calendar dates are yyyy-MM-dd strings.
 */

/** Fixed national holidays, 'MM-DD' with their Italian names. */
export const FESTIVI_FISSI: readonly (readonly [string, string])[] = [
  ['01-01', 'Capodanno'],
  ['01-06', 'Epifania'],
  ['04-25', 'Festa della Liberazione'],
  ['05-01', 'Festa del Lavoro'],
  ['06-02', 'Festa della Repubblica'],
  ['08-15', 'Ferragosto'],
  ['11-01', 'Ognissanti'],
  ['12-08', 'Immacolata Concezione'],
  ['12-25', 'Natale'],
  ['12-26', 'Santo Stefano'],
];
const FISSI = new Map(FESTIVI_FISSI);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Easter Sunday of a Gregorian year, by the anonymous Gregorian algorithm (Meeus/Jones/Butcher),
 * as yyyy-MM-dd.
 */
export function pasqua(anno: number): string {
  const a = anno % 19;
  const b = Math.floor(anno / 100);
  const c = anno % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mese = Math.floor((h + l - 7 * m + 114) / 31);
  const giorno = ((h + l - 7 * m + 114) % 31) + 1;
  return `${anno}-${pad(mese)}-${pad(giorno)}`;
}

/** yyyy-MM-dd plus n days (UTC calendar arithmetic). */
export const piuGiorni = (data: string, n: number) => new Date(Date.parse(`${data}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Easter Monday (Lunedì dell'Angelo) of a year. */
export const pasquetta = (anno: number) => piuGiorni(pasqua(anno), 1);

/** Easter Sunday and Monday of a year, memoised (festivo is asked for every day of a forecast's history). */
const pasque = new Map<number, readonly [string, string]>();
function pasquaEPasquetta(anno: number): readonly [string, string] {
  let x = pasque.get(anno);
  if (!x) pasque.set(anno, (x = [pasqua(anno), pasquetta(anno)]));
  return x;
}

/** A valid patron day setting: 'MM-DD' of a real calendar day (29 February allowed); in the contract. */
export { PATRONO_RE } from '@gelatiere/contratto';

/**
 * The holiday's name on `data`, or null on a working day. Easter Sunday counts (shops follow it as a
 * holiday: its sales behave as one); `patrono` is the point's patron day 'MM-DD' (null: none).
 */
export function festivo(data: string, patrono: string | null = null): string | null {
  const mmdd = data.slice(5);
  const fisso = FISSI.get(mmdd);
  if (fisso) return fisso;
  const [p, lunedi] = pasquaEPasquetta(Number(data.slice(0, 4)));
  if (data === p) return 'Pasqua';
  if (data === lunedi) return "Lunedì dell'Angelo";
  if (patrono && mmdd === patrono) return 'Santo patrono';
  return null;
}

/** Every holiday date of the years anno0..anno1 (inclusive), sorted; with the patron day when given. */
export function festiviTra(anno0: number, anno1: number, patrono: string | null = null): string[] {
  const out: string[] = [];
  for (let y = anno0; y <= anno1; y++) {
    for (const [mmdd] of FESTIVI_FISSI) out.push(`${y}-${mmdd}`);
    out.push(pasqua(y), pasquetta(y));
    if (patrono && !FISSI.has(patrono) && !(patrono === '02-29' && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)))) out.push(`${y}-${patrono}`);
  }
  return [...new Set(out)].sort();
}
