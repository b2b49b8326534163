import { MSG_PV } from '@gelatiere/contratto';
import { formatNumber } from '../../lib/format';

/** DOMAIN.md "Gelato science": a sales point's display case defaults to −12 °C. */
export const TEMPERATURA_VETRINA_PREDEFINITA = -12;
export const TEMPERATURA_VETRINA_MIN = -30;
export const TEMPERATURA_VETRINA_MAX = 0;

/** The server's message (@gelatiere/contratto MSG_PV.temperaturaNonValida). */
export const TEMPERATURA_NON_VALIDA = MSG_PV.temperaturaNonValida;

/**
 * The form's text as °C: a decimal comma and a typographic minus are accepted; a number
 * outside −30..0 or not a number is the server's error. Empty means the default.
 */
export function leggiTemperaturaVetrina(testo: string): { ok: true; valore: number } | { ok: false; errore: string } {
  const t = testo.trim().replace(/\s+/g, '').replace('\u2212', '-').replace(/°C?$/i, '').replace(',', '.');
  if (t === '') return { ok: true, valore: TEMPERATURA_VETRINA_PREDEFINITA };
  const valore = /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
  if (!Number.isFinite(valore) || valore < TEMPERATURA_VETRINA_MIN || valore > TEMPERATURA_VETRINA_MAX) {
    return { ok: false, errore: TEMPERATURA_NON_VALIDA };
  }
  return { ok: true, valore: Math.round(valore * 10) / 10 };
}

/** The form's text of a temperature: −12 -> '-12', −12.5 -> '-12,5'. */
export const testoTemperaturaVetrina = (t: number) => formatNumber(t, 1);

/** The card's text: 'Vetrina: −12 °C', '−12,5 °C' (true minus sign, non-breaking space). */
export const etichettaVetrina = (t: number) => `Vetrina: ${formatNumber(t, 1).replace('-', '\u2212')}\u00a0°C`;
