import { parseInput } from '../../lib/format';
import type { StoricoDatiFiltriQuery, StoricoProduzioneCampiFragment } from '../../gql/graphql';

/** Rules of the edit modal (spec sections 2, 4 and 5): flavour picker, quantities, totals. */
export interface RigaModifica {
  gustoId: number;
  gustoNome: string;
  gustoCategoria: string | null;
  gustoColore: string;
  quantitaKg: number;
  /** euro/kg: the snapshot of existing lines, the current food cost of added ones (admin/manager). */
  foodCost: number | null;
}

export type GustoCatalogo = StoricoDatiFiltriQuery['gusti'][number];

export const PROMPT_GUSTO = 'Seleziona un gusto...';

export function righeDaProduzione(p: StoricoProduzioneCampiFragment): RigaModifica[] {
  return p.gusti.map((g) => ({
    gustoId: g.gustoId,
    gustoNome: g.gustoNome,
    gustoCategoria: g.gustoCategoria,
    gustoColore: g.gustoColore,
    quantitaKg: g.quantitaKg,
    foodCost: g.foodCost ?? null,
  }));
}

/** 'name - category', the picker's label. */
export function etichettaGusto(g: GustoCatalogo): string {
  return `${g.nome} - ${g.categoria.nome}`;
}

/** Only active flavours not yet in the production, by name. */
export function gustiSelezionabili(gusti: readonly GustoCatalogo[], righe: readonly RigaModifica[]): GustoCatalogo[] {
  const presenti = new Set(righe.map((r) => r.gustoId));
  return gusti
    .filter((g) => g.attivo && !presenti.has(g.id))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'it', { sensitivity: 'base' }));
}

/** Adds a flavour at 0 kg; a flavour already present is ignored. */
export function aggiungiGusto(righe: readonly RigaModifica[], g: GustoCatalogo): RigaModifica[] {
  if (righe.some((r) => r.gustoId === g.id)) return [...righe];
  return [
    ...righe,
    { gustoId: g.id, gustoNome: g.nome, gustoCategoria: g.categoria.nome, gustoColore: g.colore, quantitaKg: 0, foodCost: g.foodCost ?? null },
  ];
}

/** Quantity typed in the modal: min 0, not a number = 0, kept to the gram. */
export function parseQuantita(text: string): number {
  const n = parseInput(text);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 1000) / 1000 : 0;
}

export function impostaQuantita(righe: readonly RigaModifica[], gustoId: number, quantitaKg: number): RigaModifica[] {
  const q = Number.isFinite(quantitaKg) && quantitaKg > 0 ? quantitaKg : 0;
  return righe.map((r) => (r.gustoId === gustoId ? { ...r, quantitaKg: q } : r));
}

export function rimuoviGusto(righe: readonly RigaModifica[], gustoId: number): RigaModifica[] {
  return righe.filter((r) => r.gustoId !== gustoId);
}

/** 'Kg Totali' and 'Costo Totale' of the modal (Σ food_cost × quantita_kg). */
export function totaliModifica(righe: readonly RigaModifica[]): { kg: number; costo: number } {
  const kg = righe.reduce((s, r) => s + r.quantitaKg, 0);
  const costo = righe.reduce((s, r) => s + r.quantitaKg * (r.foodCost ?? 0), 0);
  return { kg: Math.round(kg * 1000) / 1000, costo: Math.round(costo * 100) / 100 };
}
