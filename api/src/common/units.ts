/**
 * The unit rules of DOMAIN.md ("Units") as SQL expressions, so that lists compute flavour values in
 * the database. The rules themselves (units, masses, conversions) live in `@gelatiere/scienza`.
 */
export const sqlUnits = {
  /**
   * mass in kg of the line; a volume (l, ml) is multiplied by `densita`, the SQL expression of the
   * ingredient's density in kg/l (null = 1.000; omitted = 1.000); pieces weigh n × `pesoPezzoG`
   * (the ingredient's grams per piece; null or omitted = no mass)
   */
  massaKg: (quantita: string, unita: string, densita?: string, pesoPezzoG?: string) => {
    const d = densita ? `coalesce(${densita}, 1.0)` : '1.0';
    const pz = pesoPezzoG ? `${quantita} * coalesce(${pesoPezzoG}, 0) / 1000.0` : '0';
    return `(case ${unita} when 'kg' then ${quantita} when 'l' then ${quantita} * ${d} when 'g' then ${quantita} / 1000.0 when 'ml' then ${quantita} / 1000.0 * ${d} else ${pz} end)`;
  },
  /** quantity in the ingredient's own unit */
  quantitaInUnitaIngrediente: (quantita: string, unita: string, unitaIngrediente: string) =>
    `(${quantita} * (case when ${unita} in ('kg', 'l') then 1000 else 1 end) / (case when ${unitaIngrediente} in ('kg', 'l') then 1000.0 else 1.0 end))`,
};
