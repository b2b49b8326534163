import type { UnitaMisura } from '../../gql/graphql';

/**
 * The invoice units the app converts by itself to an ingredient's unit (the server's table,
 * api/src/modules/magazzino/unita-fattura.ts, in short): mass in kg, volume in litres, pieces.
 * Cartons and packs (CT, CF, CONF) have no standard size: the user types how many ingredient units
 * one of them holds, and the server remembers it with the supplier's article.
 */
const MASSA: Record<string, number> = { KG: 1, KGM: 1, KGS: 1, G: 0.001, GR: 0.001, GRM: 0.001, HG: 0.1, Q: 100, QL: 100, T: 1000, TON: 1000, TNE: 1000 };
const VOLUME: Record<string, number> = { L: 1, LT: 1, LTR: 1, LITRI: 1, ML: 0.001, MLT: 0.001, CL: 0.01, CLT: 0.01 };
const PEZZI = new Set(['PZ', 'PZZ', 'PEZZI', 'PEZZO', 'NR', 'N', 'NUM', 'C62', 'H87', 'PCE', 'UN']);

const PER_INGREDIENTE: Record<UnitaMisura, { tabella: 'massa' | 'volume' | 'pezzi'; fattore: number }> = {
  kg: { tabella: 'massa', fattore: 1 },
  g: { tabella: 'massa', fattore: 0.001 },
  l: { tabella: 'volume', fattore: 1 },
  ml: { tabella: 'volume', fattore: 0.001 },
  pz: { tabella: 'pezzi', fattore: 1 },
};

/** Ingredient units in one invoice unit when the conversion is standard ("GR" → kg: 0,001), else null. */
export function fattoreStandard(unitaFattura: string | null | undefined, unitaIngrediente: UnitaMisura): number | null {
  const codice = (unitaFattura ?? '').toUpperCase().replace(/[\s.]/g, '');
  const a = PER_INGREDIENTE[unitaIngrediente];
  const da = a.tabella === 'massa' ? MASSA[codice] : a.tabella === 'volume' ? VOLUME[codice] : PEZZI.has(codice) ? 1 : undefined;
  return da === undefined ? null : da / a.fattore;
}
