import type { ListinoQuery } from '../../gql/graphql';

export type VoceListino = ListinoQuery['listino'][number];

/** Prices by flavour and point ('g' for the general price). */
export type MappaPrezzi = ReadonlyMap<string, number>;
export const chiave = (gustoId: number, puntoVenditaId: number | null) => `${gustoId}:${puntoVenditaId ?? 'g'}`;

export function mappaPrezzi(voci: readonly VoceListino[]): MappaPrezzi {
  return new Map(voci.map((v) => [chiave(v.gustoId, v.puntoVenditaId), v.prezzoKg]));
}

/**
 * The price that applies (DOMAIN.md): the point's, else the flavour's general one, else the
 * configured default; `proprio` tells whether the cell has its own price.
 */
export function prezzoApplicato(prezzi: MappaPrezzi, gustoId: number, puntoVenditaId: number | null, predefinito: number): { prezzo: number; proprio: boolean } {
  const proprio = prezzi.get(chiave(gustoId, puntoVenditaId));
  if (proprio !== undefined) return { prezzo: proprio, proprio: true };
  const generale = puntoVenditaId === null ? undefined : prezzi.get(chiave(gustoId, null));
  return { prezzo: generale ?? predefinito, proprio: false };
}

export const MSG_PREZZO = 'Prezzo non valido: un numero maggiore di 0, al massimo 2 decimali';
export const MSG_PERCENTUALE = 'Percentuale non valida: un numero tra -50 e 100, diverso da 0';

const dueDecimali = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const numero = (testo: string) => {
  const t = testo.trim().replace(/\s|€/g, '').replace(',', '.');
  return /^[+-]?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
};

/** A typed price: '' removes it (null), otherwise > 0 with at most 2 decimals, ≤ 1000. */
export function leggiPrezzo(testo: string): { ok: true; prezzo: number | null } | { ok: false; errore: string } {
  if (testo.trim() === '') return { ok: true, prezzo: null };
  const n = numero(testo);
  if (!(n > 0 && n <= 1000) || !dueDecimali(n)) return { ok: false, errore: MSG_PREZZO };
  return { ok: true, prezzo: n };
}

export function leggiPercentuale(testo: string): { ok: true; percentuale: number } | { ok: false; errore: string } {
  const n = numero(testo);
  if (!(n >= -50 && n <= 100) || n === 0 || !dueDecimali(n)) return { ok: false, errore: MSG_PERCENTUALE };
  return { ok: true, percentuale: n };
}
