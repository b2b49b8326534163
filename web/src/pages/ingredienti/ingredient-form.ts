import type { UnitaMisura } from '../gusti/recipe-preview';
import type { Ingrediente, IngredienteInput } from './operations';

/** The ingredient form's values as typed (numbers as text). */
export interface IngredientFormValues {
  nome: string;
  descrizione: string;
  costoPerUnita: string;
  unitaMisura: UnitaMisura;
  fornitore: string;
  calorie: string;
  carboidrati: string;
  zuccheri: string;
  grassi: string;
  proteine: string;
  sale: string;
  pac: string;
  pod: string;
  attivo: boolean;
}

export const NUTRIENT_FIELDS = [
  { key: 'calorie', label: 'Calorie (kcal/100 g)' },
  { key: 'carboidrati', label: 'Carboidrati (g/100 g)' },
  { key: 'zuccheri', label: 'Zuccheri (g/100 g)' },
  { key: 'grassi', label: 'Grassi (g/100 g)' },
  { key: 'proteine', label: 'Proteine (g/100 g)' },
  { key: 'sale', label: 'Sale (g/100 g)' },
] as const;

export const SCIENTIFIC_FIELDS = [
  { key: 'pac', label: 'PAC (per 100 g)' },
  { key: 'pod', label: 'POD (per 100 g)' },
] as const;

export const UNIT_OPTIONS: { value: UnitaMisura; label: string }[] = [
  { value: 'kg', label: 'kg (chilogrammi)' },
  { value: 'g', label: 'g (grammi)' },
  { value: 'l', label: 'l (litri)' },
  { value: 'ml', label: 'ml (millilitri)' },
  { value: 'pz', label: 'pz (pezzi)' },
];

export const EMPTY_INGREDIENT_FORM: IngredientFormValues = {
  nome: '',
  descrizione: '',
  costoPerUnita: '',
  unitaMisura: 'kg',
  fornitore: '',
  calorie: '',
  carboidrati: '',
  zuccheri: '',
  grassi: '',
  proteine: '',
  sale: '',
  pac: '',
  pod: '',
  attivo: true,
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function formFromIngredient(i: Ingrediente): IngredientFormValues {
  return {
    nome: i.nome,
    descrizione: i.descrizione ?? '',
    costoPerUnita: text(i.costoPerUnita),
    unitaMisura: i.unitaMisura,
    fornitore: i.fornitore,
    calorie: text(i.calorie),
    carboidrati: text(i.carboidrati),
    zuccheri: text(i.zuccheri),
    grassi: text(i.grassi),
    proteine: text(i.proteine),
    sale: text(i.sale),
    pac: text(i.pac),
    pod: text(i.pod),
    attivo: i.attivo,
  };
}

/** A non-numeric entry becomes 0 (spec section 5); a decimal comma is accepted. */
export function toNumberOrZero(value: string): number {
  const n = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(n) ? n : 0;
}

export type IngredientFormErrors = Partial<Record<'nome' | 'costoPerUnita' | 'unitaMisura' | 'fornitore', string>>;

export const INGREDIENT_FORM_MESSAGES = {
  nome: 'Il nome è obbligatorio',
  costoPerUnita: 'Il costo per unità è obbligatorio',
  costoNegativo: 'Il costo per unità deve essere maggiore o uguale a 0',
  unitaMisura: "L'unità di misura è obbligatoria",
  fornitore: 'Il fornitore è obbligatorio',
} as const;

export function validateIngredientForm(v: IngredientFormValues): IngredientFormErrors {
  const errors: IngredientFormErrors = {};
  if (!v.nome.trim()) errors.nome = INGREDIENT_FORM_MESSAGES.nome;
  if (!v.costoPerUnita.trim()) errors.costoPerUnita = INGREDIENT_FORM_MESSAGES.costoPerUnita;
  else if (toNumberOrZero(v.costoPerUnita) < 0) errors.costoPerUnita = INGREDIENT_FORM_MESSAGES.costoNegativo;
  if (!v.unitaMisura) errors.unitaMisura = INGREDIENT_FORM_MESSAGES.unitaMisura;
  if (!v.fornitore.trim()) errors.fornitore = INGREDIENT_FORM_MESSAGES.fornitore;
  return errors;
}

/** Form values -> mutation input (negative numbers clamp to 0, like the min of the inputs). */
export function ingredientInputFromForm(v: IngredientFormValues): IngredienteInput {
  const n = (s: string) => Math.max(0, toNumberOrZero(s));
  return {
    nome: v.nome.trim(),
    descrizione: v.descrizione.trim() || null,
    costoPerUnita: n(v.costoPerUnita),
    unitaMisura: v.unitaMisura,
    fornitore: v.fornitore.trim(),
    calorie: n(v.calorie),
    carboidrati: n(v.carboidrati),
    zuccheri: n(v.zuccheri),
    grassi: n(v.grassi),
    proteine: n(v.proteine),
    sale: n(v.sale),
    pac: n(v.pac),
    pod: n(v.pod),
    attivo: v.attivo,
  };
}
