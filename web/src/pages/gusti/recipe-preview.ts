/**
 * Flavour values computed client-side from the recipe lines and the loaded ingredients, with exactly
 * the formulas of DOMAIN.md (the API computes the stored values the same way, in SQL).
 *
 * Per line i: q = quantity in the ingredient's own unit, m = mass in kg (a volume × the ingredient's
 * densità, default 1,000 kg/l; pz = n × the ingredient's peso del pezzo, 0 when unknown),
 * M = Σ m of every line: food_cost = Σ q × costo / M (0 when M = 0); kcal per 100 g = Σ m × calorie / M.
 * PAC and POD are of the mix, its base lines only (variegates and inclusions are added after
 * churning): pac = Σ_base (m × 1000) × pac / 100 (grams of sucrose equivalent); pac per kg = pac / M_base.
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
  /** grams per piece of a pz ingredient; null = pieces have no mass */
  pesoPezzoG?: number | null;
}

export interface RecipeLine {
  ingredienteId: number | null;
  quantita: number;
  unita: UnitaMisura;
  /** base (default), variegato or inclusione */
  ruolo?: string | null;
}

export interface RecipePreview {
  /** Batch mass M in kg (volumes × densità, pieces × their mass per piece), every line. */
  massaKg: number;
  /** Mass of the mix (base lines only): PAC and POD per kg are of this. */
  massaMiscelaKg: number;
  /** True when some counted line is a variegate or an inclusion (out of PAC and POD). */
  conFuoriMiscela: boolean;
  /** Cost of the whole batch in euro (pieces included). */
  costoTotale: number;
  /** Euro per kg of mix; 0 when M = 0. */
  foodCost: number;
  /** Grams of sucrose equivalent in the batch. */
  pac: number;
  pod: number;
  /** pac / M_base and pod / M_base; 0 when the mix has no mass. */
  pacKg: number;
  podKg: number;
  /** kcal per 100 g of mix; 0 when M = 0. */
  kcal: number;
  /** Lines counted (ingredient chosen and known, quantity a finite number ≥ 0). */
  righe: number;
  /** True when some counted line is in pieces of an ingredient without a mass per piece (cost only). */
  conPezzi: boolean;
}

const num = (x: number | null | undefined) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);

export function computeRecipePreview(lines: readonly RecipeLine[], ingredients: ReadonlyMap<number, PreviewIngredient>): RecipePreview {
  let massa = 0;
  let massaMiscela = 0;
  let conFuoriMiscela = false;
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
    const m = massaKg(quantita, line.unita, ing.densita, ing.pesoPezzoG);
    const q = quantitaInUnitaIngrediente(quantita, line.unita, ing.unitaMisura);
    if (line.unita === 'pz' && !(m > 0) && quantita > 0) conPezzi = true;
    massa += m;
    costo += q * num(ing.costoPerUnita);
    kcalMass += m * num(ing.calorie);
    if ((line.ruolo ?? 'base') !== 'base') {
      conFuoriMiscela = true;
      continue;
    }
    massaMiscela += m;
    pac += (m * 1000 * num(ing.pac)) / 100;
    pod += (m * 1000 * num(ing.pod)) / 100;
  }
  const perKg = (x: number) => (massa > 0 ? x / massa : 0);
  const perKgMiscela = (x: number) => (massaMiscela > 0 ? x / massaMiscela : 0);
  return {
    massaKg: massa,
    massaMiscelaKg: massaMiscela,
    conFuoriMiscela,
    costoTotale: costo,
    foodCost: perKg(costo),
    pac,
    pod,
    pacKg: perKgMiscela(pac),
    podKg: perKgMiscela(pod),
    kcal: perKg(kcalMass),
    righe,
    conPezzi,
  };
}
