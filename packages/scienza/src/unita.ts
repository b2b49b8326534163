/** Units of measure of ingredients and recipe lines (DOMAIN.md, "Units"). */
export const UNITA_MISURA = ['kg', 'l', 'g', 'ml', 'pz'] as const;
export type UnitaMisura = (typeof UNITA_MISURA)[number];
/** Same as UnitaMisura (the REST shape of issue 11 calls it `Unita`). */
export type Unita = UnitaMisura;

/** A liquid's density when the ingredient has none (kg/l). */
export const DENSITA_PREDEFINITA = 1;

export const isUnitaMisura = (u: unknown): u is UnitaMisura => typeof u === 'string' && (UNITA_MISURA as readonly string[]).includes(u);

/** Units a recipe line may use for an ingredient measured in `unitaIngrediente`. */
export function unitaAmmesse(unitaIngrediente: UnitaMisura): UnitaMisura[] {
  switch (unitaIngrediente) {
    case 'kg':
      return ['g', 'kg'];
    case 'l':
      return ['ml', 'l'];
    default:
      return [unitaIngrediente];
  }
}

/** The density to use: the ingredient's `densita` (kg/l) when it is a positive finite number, else 1.000. */
export function densitaEffettiva(densita: number | null | undefined): number {
  return typeof densita === 'number' && Number.isFinite(densita) && densita > 0 ? densita : DENSITA_PREDEFINITA;
}

/** A piece's mass in grams when it is a positive finite number, else null (the piece has no mass). */
export const pesoPezzoEffettivo = (pesoPezzoG: number | null | undefined): number | null =>
  typeof pesoPezzoG === 'number' && Number.isFinite(pesoPezzoG) && pesoPezzoG > 0 ? pesoPezzoG : null;

/**
 * Mass in kg of a quantity: g -> kg divides by 1000; a volume (l, ml) is multiplied by the
 * ingredient's density in kg/l (null/absent = 1.000); pieces weigh n × the ingredient's
 * `peso_pezzo_g` (DOMAIN.md "Recipe versions and the weighing sheet"), nothing when it is unknown.
 */
export function massaKg(quantita: number, unita: UnitaMisura, densita?: number | null, pesoPezzoG?: number | null): number {
  switch (unita) {
    case 'kg':
      return quantita;
    case 'g':
      return quantita / 1000;
    case 'l':
      return quantita * densitaEffettiva(densita);
    case 'ml':
      return (quantita / 1000) * densitaEffettiva(densita);
    case 'pz':
      return (quantita * (pesoPezzoEffettivo(pesoPezzoG) ?? 0)) / 1000;
  }
}

/** The quantity of `unita` that weighs `kg` (inverse of massaKg; pieces: 0). */
export function quantitaDaMassa(kg: number, unita: UnitaMisura, densita?: number | null): number {
  switch (unita) {
    case 'kg':
      return kg;
    case 'g':
      return kg * 1000;
    case 'l':
      return kg / densitaEffettiva(densita);
    case 'ml':
      return (kg * 1000) / densitaEffettiva(densita);
    case 'pz':
      return 0;
  }
}

/** A recipe quantity expressed in the ingredient's own unit (g -> kg and ml -> l divide by 1000). */
export function quantitaInUnitaIngrediente(quantita: number, unita: UnitaMisura, unitaIngrediente: UnitaMisura): number {
  const scale = (u: UnitaMisura) => (u === 'kg' || u === 'l' ? 1000 : 1);
  return (quantita * scale(unita)) / scale(unitaIngrediente);
}
