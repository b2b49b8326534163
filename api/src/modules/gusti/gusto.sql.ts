import { sqlUnits } from '../../common/units.js';

/**
 * Flavour values (DOMAIN.md), never computed row by row in Node: stored on `gusti` and kept current
 * by the database (see valoriGustoLateral); the recipe lines below also serve consumption queries.
 *
 * Per recipe line i: q = quantity in the ingredient's own unit, m = mass in kg (a volume × the
 * ingredient's densita, 1.000 when unknown; pz = n × peso_pezzo_g, 0 when unknown). PAC/POD are the
 * ingredient's stored values, derived from its sugar spectrum on write when it is known
 * (ingrediente.scienza.ts). M = Σ m of every line (variegates and inclusions too): food_cost =
 * Σ q × costo / M (0 when M = 0); kcal and nutrients per 100 g = Σ m × value / M. PAC and POD are of
 * the mix, the base lines only (DOMAIN.md "Gelato science": variegates and inclusions are added after
 * churning): pac = Σ_base m × 1000 × pac / 100 (grams of sucrose equivalent); pac_kg = pac / M_base.
 */
export const righeRicettaSql = (where = '') => `
  select r.id, r.gusto_id, r.ingrediente_id, r.quantita, r.unita, r.ruolo = 'base' as base,
         ${sqlUnits.quantitaInUnitaIngrediente('r.quantita', 'r.unita', 'i.unita_misura')} as q,
         ${sqlUnits.massaKg('r.quantita', 'r.unita', 'i.densita', 'i.peso_pezzo_g')} as m,
         i.costo_per_unita, i.calorie, i.carboidrati, i.zuccheri, i.grassi, i.proteine, i.sale, i.pac, i.pod
    from gusti_ingredienti r
    join ingredienti i on i.id = r.ingrediente_id
   ${where}`;

const perKg = (expr: string, scale: number) => `case when sum(x.m) > 0 then round(sum(${expr}) / sum(x.m), ${scale}) else 0 end`;
/** per kg of mix: the base lines only */
const perKgBase = (expr: string) =>
  `case when sum(x.m) filter (where x.base) > 0 then round(sum(${expr}) filter (where x.base) / sum(x.m) filter (where x.base), 2) else 0 end`;

/** Columns of the lateral aggregate below. */
export const VALORI_GUSTO_COLUMNS = [
  'massa_kg',
  'food_cost',
  'pac',
  'pod',
  'pac_kg',
  'pod_kg',
  'kcal',
  'carboidrati',
  'zuccheri',
  'grassi',
  'proteine',
  'sale',
] as const;
export type ValoriGustoRow = Record<(typeof VALORI_GUSTO_COLUMNS)[number], string | number>;

/**
 * `cross join lateral (...) <alias>`: the flavour's values for every flavour `g`, read from the
 * columns the database keeps current (migration Velocita: triggers on recipe lines and ingredients
 * run ricalcola_valori_gusti in the transaction of the change). Nothing is recomputed per read.
 */
export const valoriGustoLateral = (g = 'g', alias = 'v') => `
  cross join lateral (select ${VALORI_GUSTO_COLUMNS.map((c) => `${g}.${c}`).join(', ')}) ${alias}`;

/**
 * The same values computed now from the recipe and the ingredients (the formulas of
 * ricalcola_valori_gusti): for tests that prove the stored columns equal a fresh computation.
 */
export const valoriGustoCalcolatiLateral = (g = 'g', alias = 'v') => `
  cross join lateral (
    select round(coalesce(sum(x.m), 0), 4) as massa_kg,
           ${perKg('x.q * x.costo_per_unita', 4)} as food_cost,
           round(coalesce(sum(x.m * 10 * coalesce(x.pac, 0)) filter (where x.base), 0), 2) as pac,
           round(coalesce(sum(x.m * 10 * coalesce(x.pod, 0)) filter (where x.base), 0), 2) as pod,
           ${perKgBase('x.m * 10 * coalesce(x.pac, 0)')} as pac_kg,
           ${perKgBase('x.m * 10 * coalesce(x.pod, 0)')} as pod_kg,
           ${perKg('x.m * coalesce(x.calorie, 0)', 2)} as kcal,
           ${perKg('x.m * coalesce(x.carboidrati, 0)', 2)} as carboidrati,
           ${perKg('x.m * coalesce(x.zuccheri, 0)', 2)} as zuccheri,
           ${perKg('x.m * coalesce(x.grassi, 0)', 2)} as grassi,
           ${perKg('x.m * coalesce(x.proteine, 0)', 2)} as proteine,
           ${perKg('x.m * coalesce(x.sale, 0)', 3)} as sale
      from (${righeRicettaSql(`where r.gusto_id = ${g}.id`)}) x
  ) ${alias}`;

/**
 * A flavour is a sorbet when its balancing profile (its own, else its category's, else the default
 * one) is a sorbet profile (name starting with "Sorbett"): the profile already says what kind of mix
 * the recipe is balanced as, and it drives the default overrun (0.20 sorbets, 0.30 gelato).
 * `from gusti g ${profiloGustoJoinSql}` joins the category `c` and that profile `pr`;
 * `${SORBETTO_SQL} as sorbetto` then reads the mix type.
 */
export const profiloGustoJoinSql = `
       join categorie_gusti c on c.id = g.categoria_id
       left join lateral (
         select p.nome from profili_bilanciamento p
          where p.id = coalesce(g.profilo_id, c.profilo_id) or p.predefinito
          order by (p.id = coalesce(g.profilo_id, c.profilo_id)) desc nulls last, p.predefinito desc, p.id
          limit 1) pr on true`;

export const SORBETTO_SQL = `coalesce(pr.nome ~* '^\\s*sorbett', false)`;
