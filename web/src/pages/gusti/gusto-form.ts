import type { GustoInput } from '../../gql/graphql';
import type { Gusto } from './operations';
import { unitChoices, type RecipeLine, type UnitaMisura } from './recipe-preview';

export interface RecipeLineForm {
  /** Stable React key */
  key: string;
  ingredienteId: number | null;
  quantita: string;
  unita: UnitaMisura;
  /** characterising line: its percentage is declared on the label (QUID) */
  caratterizzante?: boolean;
}

export interface GustoFormValues {
  nome: string;
  categoriaId: string;
  colore: string;
  descrizione: string;
  stagionale: boolean;
  noteProduzione: string;
  allergeniIds: number[];
  righe: RecipeLineForm[];
  /** balancing profile of the flavour; null = its category's */
  profiloId: number | null;
}

export const DEFAULT_COLORE = '#ffffff';
export const NO_INGREDIENTS_MESSAGE = 'Nessun ingrediente disponibile. Aggiungi ingredienti dalla sezione Ingredienti.';

export const GUSTO_FORM_MESSAGES = {
  nome: 'Il nome è obbligatorio',
  categoria: 'La categoria è obbligatoria',
  ingrediente: "Seleziona l'ingrediente di ogni riga della ricetta",
  quantita: 'La quantità deve essere un numero maggiore o uguale a 0',
} as const;

let lineCounter = 0;
export const newLineKey = () => `riga-${++lineCounter}`;

export const EMPTY_GUSTO_FORM: GustoFormValues = {
  nome: '',
  categoriaId: '',
  colore: DEFAULT_COLORE,
  descrizione: '',
  stagionale: false,
  noteProduzione: '',
  allergeniIds: [],
  righe: [],
  profiloId: null,
};

/** The form of an existing flavour; a duplicate gets the name suffixed as a copy. */
export function formFromGusto(g: Gusto, activeCategoryIds: ReadonlySet<number>, copia = false): GustoFormValues {
  return {
    nome: copia ? `${g.nome} (copia)` : g.nome,
    categoriaId: activeCategoryIds.has(g.categoriaId) ? String(g.categoriaId) : '',
    colore: g.colore || DEFAULT_COLORE,
    descrizione: g.descrizione ?? '',
    stagionale: g.stagionale,
    noteProduzione: g.noteProduzione ?? '',
    allergeniIds: g.allergeni.map((a) => a.id),
    righe: g.ricetta.map((r) => ({ key: newLineKey(), ingredienteId: r.ingredienteId, quantita: String(r.quantita), unita: r.unita, caratterizzante: r.caratterizzante })),
    profiloId: g.profiloId,
  };
}

/**
 * The unit a line takes when its ingredient changes: kept when still allowed, else the ingredient's
 * own unit (a new line on a litre ingredient starts in l, not ml).
 */
export function unitForIngredient(current: UnitaMisura | null, unitaIngrediente: UnitaMisura): UnitaMisura {
  const choices = unitChoices(unitaIngrediente);
  if (current && choices.includes(current)) return current;
  return choices.includes(unitaIngrediente) ? unitaIngrediente : choices[0]!;
}

export function parseQuantity(value: string): number {
  const n = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(n) ? n : Number.NaN;
}

export interface GustoFormErrors {
  nome?: string;
  categoriaId?: string;
  /** by line key */
  righe?: Record<string, string>;
}

export function validateGustoForm(v: GustoFormValues): GustoFormErrors {
  const errors: GustoFormErrors = {};
  if (!v.nome.trim()) errors.nome = GUSTO_FORM_MESSAGES.nome;
  if (!v.categoriaId) errors.categoriaId = GUSTO_FORM_MESSAGES.categoria;
  const righe: Record<string, string> = {};
  for (const r of v.righe) {
    if (r.ingredienteId == null) righe[r.key] = GUSTO_FORM_MESSAGES.ingrediente;
    else {
      const q = parseQuantity(r.quantita);
      if (!Number.isFinite(q) || q < 0) righe[r.key] = GUSTO_FORM_MESSAGES.quantita;
    }
  }
  if (Object.keys(righe).length > 0) errors.righe = righe;
  return errors;
}

export const hasErrors = (e: GustoFormErrors) => Boolean(e.nome || e.categoriaId || e.righe);

export function gustoInputFromForm(v: GustoFormValues): GustoInput {
  return {
    nome: v.nome.trim(),
    descrizione: v.descrizione.trim() || null,
    categoriaId: Number(v.categoriaId),
    colore: v.colore || DEFAULT_COLORE,
    stagionale: v.stagionale,
    noteProduzione: v.noteProduzione.trim() || null,
    ingredienti: v.righe
      .filter((r) => r.ingredienteId != null)
      .map((r) => ({ ingredienteId: r.ingredienteId!, quantita: parseQuantity(r.quantita), unita: r.unita, ...(r.caratterizzante ? { caratterizzante: true } : {}) })),
    allergeniIds: v.allergeniIds,
    profiloId: v.profiloId,
  };
}

/** Lines for the live preview (unparsable quantities count as 0). */
export function previewLines(righe: readonly RecipeLineForm[]): RecipeLine[] {
  return righe.map((r) => {
    const q = parseQuantity(r.quantita);
    return { ingredienteId: r.ingredienteId, quantita: Number.isFinite(q) ? q : 0, unita: r.unita };
  });
}
