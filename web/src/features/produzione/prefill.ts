/**
 * A production pre-filled from another screen (the weighing sheet's "Registra produzione"): one
 * flavour, its kg and the recipe version the sheet was made from. Kept in sessionStorage so it
 * survives the page change, read once by the production screen (use-registrazione-produzione.ts).
 */
export interface PrefillProduzione {
  gustoId: number;
  kg: number;
  /** the recipe version the batch was weighed from (production lines record it) */
  versioneRicetta: number;
}

import { sessionStorageSicuro } from '../../lib/session-storage';

const CHIAVE = 'gelatiere.produzione.prefill';

const valido = (x: unknown): x is PrefillProduzione => {
  if (typeof x !== 'object' || x === null) return false;
  const p = x as Record<string, unknown>;
  return (
    Number.isInteger(p.gustoId) && (p.gustoId as number) > 0 && typeof p.kg === 'number' && p.kg > 0 && Number.isFinite(p.kg) && Number.isInteger(p.versioneRicetta) && (p.versioneRicetta as number) > 0
  );
};

const storage = sessionStorageSicuro;

export function salvaPrefillProduzione(p: PrefillProduzione): void {
  storage()?.setItem(CHIAVE, JSON.stringify(p));
}

/** The pending prefill (not removed: see cancellaPrefillProduzione); null when none or unreadable. */
export function leggiPrefillProduzione(): PrefillProduzione | null {
  const raw = storage()?.getItem(CHIAVE);
  if (!raw) return null;
  try {
    const p: unknown = JSON.parse(raw);
    return valido(p) ? p : null;
  } catch {
    return null;
  }
}

/** Removed once the production screen has used it (after mount: React may run initialisers twice). */
export function cancellaPrefillProduzione(): void {
  storage()?.removeItem(CHIAVE);
}
