import type { UnitaMisura } from '@gelatiere/scienza';

/**
 * Units as invoices write them (FatturaPA UnitaMisura is free text: "KG", "Kg.", "GR", "LT", "NR",
 * UN/ECE codes such as KGM, LTR, C62) and the conversion to an ingredient's unit within the same
 * dimension (mass, volume, pieces). Cartons, boxes and packs (CT, CF, CONF) have no standard size:
 * they need the factor the user gives once, remembered with the supplier's article.
 */
type Dimensione = 'massa' | 'volume' | 'pezzi';

const UNITA: Record<string, { dimensione: Dimensione; fattore: number }> = {};
const definisci = (dimensione: Dimensione, fattore: number, ...nomi: string[]) => {
  for (const n of nomi) UNITA[n] = { dimensione, fattore };
};
definisci('massa', 1, 'KG', 'KGM', 'KGS', 'KILO', 'KILOGRAMMI', 'CHILOGRAMMI', 'CHILI');
definisci('massa', 0.001, 'G', 'GR', 'GRM', 'GRAMMI');
definisci('massa', 0.1, 'HG', 'ETTI');
definisci('massa', 100, 'Q', 'QL', 'QLI', 'QUINTALI');
definisci('massa', 1000, 'T', 'TON', 'TNE', 'TONNELLATE');
definisci('volume', 1, 'L', 'LT', 'LTR', 'LITRI', 'LITRO');
definisci('volume', 0.001, 'ML', 'MLT', 'MILLILITRI');
definisci('volume', 0.01, 'CL', 'CLT');
definisci('pezzi', 1, 'PZ', 'PZZ', 'PEZZI', 'PEZZO', 'NR', 'N', 'NUM', 'NUMERO', 'C62', 'H87', 'PCE', 'UN', 'UNITA');

const INGREDIENTE: Record<UnitaMisura, { dimensione: Dimensione; fattore: number }> = {
  kg: { dimensione: 'massa', fattore: 1 },
  g: { dimensione: 'massa', fattore: 0.001 },
  l: { dimensione: 'volume', fattore: 1 },
  ml: { dimensione: 'volume', fattore: 0.001 },
  pz: { dimensione: 'pezzi', fattore: 1 },
};

/** The unit as a comparable code: upper case, no spaces or dots ("Kg." → "KG", "N." → "N"). */
export const normalizzaUnita = (u: string | null | undefined) => (u ?? '').toUpperCase().replace(/[\s.]/g, '');

/** Ingredient units per one invoice unit when both are standard units of the same dimension, else null. */
export function fattoreStandard(unitaFattura: string | null | undefined, unitaIngrediente: UnitaMisura): number | null {
  const da = UNITA[normalizzaUnita(unitaFattura)];
  const a = INGREDIENTE[unitaIngrediente];
  if (!da || da.dimensione !== a.dimensione) return null;
  return da.fattore / a.fattore;
}

/**
 * The key of a remembered invoice line: the supplier's article code when the line has one, else its
 * description normalised (case, accents, punctuation and repeated spaces ignored).
 */
export function chiaveArticolo(codiceArticolo: string | null | undefined, descrizione: string | null | undefined): string | null {
  const codice = codiceArticolo?.trim().toUpperCase();
  if (codice) return `cod:${codice}`;
  const testo = (descrizione ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return testo ? `des:${testo.slice(0, 1000)}` : null;
}
