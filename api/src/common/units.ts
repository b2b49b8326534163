/** Units of measure of ingredients and recipe lines (DOMAIN.md, "Units"). */
export const UNITA_MISURA = ['kg', 'l', 'g', 'ml', 'pz'] as const;
export type UnitaMisura = (typeof UNITA_MISURA)[number];

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

/** Mass in kg of a quantity (1 l of a liquid counts as 1 kg; pieces have no mass). */
export function massaKg(quantita: number, unita: UnitaMisura): number {
  switch (unita) {
    case 'kg':
    case 'l':
      return quantita;
    case 'g':
    case 'ml':
      return quantita / 1000;
    case 'pz':
      return 0;
  }
}

/** A recipe quantity expressed in the ingredient's own unit (g -> kg and ml -> l divide by 1000). */
export function quantitaInUnitaIngrediente(quantita: number, unita: UnitaMisura, unitaIngrediente: UnitaMisura): number {
  const scale = (u: UnitaMisura) => (u === 'kg' || u === 'l' ? 1000 : 1);
  return (quantita * scale(unita)) / scale(unitaIngrediente);
}

/**
 * The same conversions as SQL expressions, so that lists compute flavour values in the database.
 * `quantita` and `unita` are the recipe line columns, `unitaIngrediente` the ingredient's column.
 */
export const sqlUnits = {
  /** mass in kg of the line (0 for pz) */
  massaKg: (quantita: string, unita: string) =>
    `(case ${unita} when 'kg' then ${quantita} when 'l' then ${quantita} when 'g' then ${quantita} / 1000.0 when 'ml' then ${quantita} / 1000.0 else 0 end)`,
  /** quantity in the ingredient's own unit */
  quantitaInUnitaIngrediente: (quantita: string, unita: string, unitaIngrediente: string) =>
    `(${quantita} * (case when ${unita} in ('kg', 'l') then 1000 else 1 end) / (case when ${unitaIngrediente} in ('kg', 'l') then 1000.0 else 1.0 end))`,
};
