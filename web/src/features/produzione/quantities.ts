/**
 * Quantity rules of the three production-recording screens (spec sections 4, 5 and 9): the quick
 * steps of each mode, quantities that start at 0 and never go below it, decrement buttons disabled
 * when the quantity is lower than their step, the running total and the notes limit.
 */

export type ModoProduzione = 'standard' | 'touch' | 'touch2';

export interface ModoConfig {
  /** Step sizes (kg) of the increment buttons, in display order. */
  incrementi: readonly number[];
  /** Step sizes (kg) of the decrement buttons, in display order. */
  decrementi: readonly number[];
  /** Maximum length of the notes. */
  noteMax: number;
}

export const MODI: Record<ModoProduzione, ModoConfig> = {
  // Standard: +0.5, +2, +4 kg and the same minus.
  standard: { incrementi: [0.5, 2, 4], decrementi: [4, 2, 0.5], noteMax: 500 },
  // Touch: +1, +5, -1, -0.5, +0.5.
  touch: { incrementi: [0.5, 1, 5], decrementi: [1, 0.5], noteMax: 500 },
  // Touch 2: +1, +2, -1.
  touch2: { incrementi: [1, 2], decrementi: [1], noteMax: 200 },
};

/** Grams are the finest unit the API keeps (numeric(10,3)); avoids 0.1 + 0.2 drift. */
export function roundKg(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A quantity as stored: finite, rounded to the gram, never negative. */
export function clampQuantita(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return roundKg(value);
}

/** Adds a signed step (e.g. +0.5 or -2) to a quantity, clamped at 0. */
export function applicaStep(quantita: number, delta: number): number {
  return clampQuantita(quantita + delta);
}

/** A decrement button is disabled when the quantity is lower than its step. */
export function puoDecrementare(quantita: number, step: number): boolean {
  return quantita >= step && quantita > 0;
}

export type Quantita = Readonly<Record<number, number>>;

export function quantitaDi(quantita: Quantita, gustoId: number): number {
  return quantita[gustoId] ?? 0;
}

/** Returns a new map with the step applied to one flavour (entries at 0 are removed). */
export function conStep(quantita: Quantita, gustoId: number, delta: number): Quantita {
  return conQuantita(quantita, gustoId, applicaStep(quantitaDi(quantita, gustoId), delta));
}

/** Returns a new map with one flavour's quantity set to a typed value (clamped; 0 removes the entry). */
export function conQuantita(quantita: Quantita, gustoId: number, kg: number): Quantita {
  const next = clampQuantita(kg);
  const copy: Record<number, number> = { ...quantita };
  if (next === 0) delete copy[gustoId];
  else copy[gustoId] = next;
  return copy;
}

/** The API's upper limit of one flavour line (produzione.schema.ts QUANTITA_MAX). */
export const QUANTITA_MAX_KG = 100_000;

export const MSG_QUANTITA = {
  nonValida: 'Quantità non valida',
  negativa: 'La quantità non può essere negativa',
  troppoElevata: 'Quantità troppo elevata (massimo 100000 kg per gusto)',
} as const;

export type QuantitaDigitata = { ok: true; kg: number } | { ok: false; errore: string };

/**
 * A quantity typed by hand, in kg: comma or dot as decimal separator ('2,5', '2.5', ',5', '3,'),
 * it-IT thousands dots when a comma is also present ('1.250,5'); empty means 0. Rounded to the gram
 * like the steps; negative, non-numeric and above-limit entries are rejected with the API's texts.
 */
export function leggiQuantita(text: string): QuantitaDigitata {
  let t = text.trim().replace(/\s+/g, '');
  if (t === '') return { ok: true, kg: 0 };
  if (t.startsWith('-')) return /^-\d*[.,]?\d*$/.test(t) && /\d/.test(t) ? { ok: false, errore: MSG_QUANTITA.negativa } : { ok: false, errore: MSG_QUANTITA.nonValida };
  if (t.includes(',') && t.includes('.')) {
    // '1.250,5': dots group thousands (it-IT), the comma is the decimal mark
    if (!/^\d{1,3}(\.\d{3})+(,\d*)?$/.test(t)) return { ok: false, errore: MSG_QUANTITA.nonValida };
    t = t.replace(/\./g, '');
  }
  t = t.replace(',', '.');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(t)) return { ok: false, errore: MSG_QUANTITA.nonValida };
  const kg = roundKg(Number(t));
  if (kg > QUANTITA_MAX_KG) return { ok: false, errore: MSG_QUANTITA.troppoElevata };
  return { ok: true, kg };
}

const inputFormat = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 3, useGrouping: false });

/** A quantity as the editable field shows it: 0 -> '0,0', 2.5 -> '2,5', 1.25 -> '1,25' (no thousands dots). */
export function testoQuantita(kg: number): string {
  return inputFormat.format(kg);
}

/** Running total of all flavours, in kg. */
export function totaleKg(quantita: Quantita): number {
  return roundKg(Object.values(quantita).reduce((sum, q) => sum + (q > 0 ? q : 0), 0));
}

/** The lines of the create-production payload: only flavours above 0. */
export function righeProduzione(quantita: Quantita): { gustoId: number; quantitaKg: number }[] {
  return Object.entries(quantita)
    .filter(([, q]) => q > 0)
    .map(([id, q]) => ({ gustoId: Number(id), quantitaKg: roundKg(q) }));
}

/** Notes input limited to the mode's maximum. */
export function limitaNote(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** The counter shown under the notes, e.g. '12/500'. */
export function contatoreNote(text: string, max: number): string {
  return `${text.length}/${max}`;
}

/** A step as a button label: 0.5 -> '+0,5', -2 -> '-2'. */
export function etichettaStep(delta: number): string {
  const abs = Math.abs(delta).toLocaleString('it-IT', { maximumFractionDigits: 3 });
  return `${delta < 0 ? '-' : '+'}${abs}`;
}
