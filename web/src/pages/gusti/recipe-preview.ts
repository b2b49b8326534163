/**
 * Flavour values computed client-side from the recipe lines and the loaded ingredients, with exactly
 * the formulas of DOMAIN.md (the API computes the stored values the same way, in SQL).
 *
 * Per line i: q = quantity in the ingredient's own unit, m = mass in kg (a volume × the ingredient's
 * densità, default 1,000 kg/l; pz = 0),
 * M = Σ m. food_cost = Σ q × costo / M (0 when M = 0); pac = Σ (m × 1000) × pac / 100 (grams of
 * sucrose equivalent in the batch); pac per kg = pac / M; kcal per 100 g = Σ m × calorie / M.
 */

// One source for the unit rules of DOMAIN.md: the science package shared with the API.
import { massaKg, quantitaInUnitaIngrediente, type UnitaMisura } from '@gelatiere/scienza';

export {
  UNITA_MISURA,
  isUnitaMisura,
  massaKg as massKg,
  quantitaInUnitaIngrediente as quantityInIngredientUnit,
  unitaAmmesse as unitChoices,
  type UnitaMisura,
} from '@gelatiere/scienza';

export interface PreviewIngredient {
  id: number;
  costoPerUnita: number;
  unitaMisura: UnitaMisura;
  calorie?: number | null;
  /** kg/l of a liquid; null = 1.000 */
  densita?: number | null;
  pac?: number | null;
  pod?: number | null;
}

export interface RecipeLine {
  ingredienteId: number | null;
  quantita: number;
  unita: UnitaMisura;
}

export interface RecipePreview {
  /** Batch mass M in kg (volumes × densità, pieces excluded). */
  massaKg: number;
  /** Cost of the whole batch in euro (pieces included). */
  costoTotale: number;
  /** Euro per kg of mix; 0 when M = 0. */
  foodCost: number;
  /** Grams of sucrose equivalent in the batch. */
  pac: number;
  pod: number;
  /** pac / M and pod / M; 0 when M = 0. */
  pacKg: number;
  podKg: number;
  /** kcal per 100 g of mix; 0 when M = 0. */
  kcal: number;
  /** Lines counted (ingredient chosen and known, quantity a finite number ≥ 0). */
  righe: number;
  /** True when some counted line is in pieces (cost only). */
  conPezzi: boolean;
}

const num = (x: number | null | undefined) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);

export function computeRecipePreview(lines: readonly RecipeLine[], ingredients: ReadonlyMap<number, PreviewIngredient>): RecipePreview {
  let massa = 0;
  let costo = 0;
  let pac = 0;
  let pod = 0;
  let kcalMass = 0;
  let righe = 0;
  let conPezzi = false;
  for (const line of lines) {
    if (line.ingredienteId == null) continue;
    const ing = ingredients.get(line.ingredienteId);
    const quantita = num(line.quantita);
    if (!ing || quantita < 0) continue;
    righe += 1;
    const m = massaKg(quantita, line.unita, ing.densita);
    const q = quantitaInUnitaIngrediente(quantita, line.unita, ing.unitaMisura);
    if (line.unita === 'pz') conPezzi = true;
    massa += m;
    costo += q * num(ing.costoPerUnita);
    pac += (m * 1000 * num(ing.pac)) / 100;
    pod += (m * 1000 * num(ing.pod)) / 100;
    kcalMass += m * num(ing.calorie);
  }
  const perKg = (x: number) => (massa > 0 ? x / massa : 0);
  return {
    massaKg: massa,
    costoTotale: costo,
    foodCost: perKg(costo),
    pac,
    pod,
    pacKg: perKg(pac),
    podKg: perKg(pod),
    kcal: perKg(kcalMass),
    righe,
    conPezzi,
  };
}
