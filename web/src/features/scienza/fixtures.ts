import { analizza, PROFILI_PREDEFINITI, type Analisi, type IngredienteScienza, type RigaRicetta } from '@gelatiere/scienza';
import type { AnalisiCampiFragment } from '../../gql/graphql';

/**
 * Test data of the science screens: real analyses computed by @gelatiere/scienza from a small
 * catalogue, in the GraphQL shape (camelCase, __typename) that msw answers.
 */

const base = { grassi_saturi: null, carboidrati: null, fibre: null, calorie: null, alcol: null, burro_cacao: null, solidi_cacao: null, grassi_frutta_secca: null, pac: null, pod: null, densita: null, glucosio: null, fruttosio: null, maltosio: null, stabilizzanti: null, sale: null };

export const CATALOGO_SCIENZA: IngredienteScienza[] = [
  { ...base, id: 1, nome: 'Latte intero', unita_misura: 'l', costo_per_unita: 1.2, acqua: 87.5, grassi: 3.6, proteine: 3.3, zuccheri: 4.8, slng: 8.9, saccarosio: null, lattosio: 4.8, densita: 1.032 },
  { ...base, id: 2, nome: 'Saccarosio', unita_misura: 'kg', costo_per_unita: 1.5, acqua: 0, grassi: 0, proteine: 0, zuccheri: 100, slng: 0, saccarosio: 100, lattosio: null },
  { ...base, id: 3, nome: 'Panna fresca 35%', unita_misura: 'kg', costo_per_unita: 4, acqua: 58.5, grassi: 35, proteine: 2.2, zuccheri: 3.1, slng: 6.5, saccarosio: null, lattosio: 3.1 },
  { ...base, id: 6, nome: 'Latte magro in polvere', unita_misura: 'kg', costo_per_unita: 6, acqua: 3.5, grassi: 1, proteine: 35, zuccheri: 51, slng: 95.5, saccarosio: null, lattosio: 51 },
  { ...base, id: 4, nome: 'Cialde decorative', unita_misura: 'pz', costo_per_unita: 0.1, acqua: null, grassi: null, proteine: null, zuccheri: null, slng: null, saccarosio: null, lattosio: null },
  { ...base, id: 5, nome: 'Pasta di pistacchio', unita_misura: 'kg', costo_per_unita: 38, acqua: null, grassi: 50, proteine: 20, zuccheri: 6, slng: null, saccarosio: null, lattosio: null },
];

const catalogo = new Map(CATALOGO_SCIENZA.map((i) => [i.id, i]));

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Deep snake_case -> camelCase keys (the GraphQL shape of the package's REST shapes). */
function camelize(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(camelize);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), camelize(x)]));
  return v;
}

/** Adds the __typename Apollo's cache reads in responses (the generated types leave it out). */
const tn = <T extends object>(o: T, typename: string): T => ({ ...o, __typename: typename });

/** An analysis in the GraphQL shape, as msw answers it. */
export function analisiGraphql(a: Analisi): AnalisiCampiFragment {
  const c = camelize(a) as AnalisiCampiFragment;
  return tn(
    {
      ...c,
      composizione: tn(c.composizione, 'ComposizioneMiscela'),
      durezzaVetrina: tn(c.durezzaVetrina, 'DurezzaVetrina'),
      copertura: tn({ ...c.copertura, ingredientiSenzaComposizione: c.copertura.ingredientiSenzaComposizione.map((i) => tn(i, 'IngredienteSenzaComposizione')) }, 'CoperturaAnalisi'),
      curva: c.curva.map((p) => tn(p, 'PuntoCurva')),
      controlli: c.controlli.map((x) => tn(x, 'ControlloAnalisi')),
      profilo: a.profilo ? tn({ id: a.profilo.id ?? 1, nome: a.profilo.nome }, 'ProfiloAnalisi') : null,
    },
    'AnalisiMiscela',
  );
}

export const PROFILO_CREME = { ...PROFILI_PREDEFINITI[0]!, id: 1 };
export const PROFILO_SORBETTO = { ...PROFILI_PREDEFINITI[2]!, id: 3 };

export function analisiDi(righe: RigaRicetta[], opzioni: { vetrina?: number; profilo?: typeof PROFILO_CREME | null } = {}) {
  return analisiGraphql(analizza(righe, catalogo, { temperatura_vetrina: opzioni.vetrina ?? -12, profilo: opzioni.profilo === undefined ? PROFILO_CREME : opzioni.profilo }));
}

/** A fiordilatte in range of the milk profile. */
export const RIGHE_FIORDILATTE: RigaRicetta[] = [
  { ingrediente_id: 1, quantita: 650, unita: 'ml' },
  { ingrediente_id: 3, quantita: 150, unita: 'g' },
  { ingrediente_id: 2, quantita: 170, unita: 'g' },
  { ingrediente_id: 6, quantita: 30, unita: 'g' },
];

/** Too sweet, too lean: sugars and fats out of range. */
export const RIGHE_SBILANCIATA: RigaRicetta[] = [
  { ingrediente_id: 1, quantita: 700, unita: 'ml' },
  { ingrediente_id: 2, quantita: 300, unita: 'g' },
];

/** GraphQL recipe lines (camelCase) -> the package's lines. */
export const righeScienza = (righe: readonly { ingredienteId: number; quantita: number; unita: string }[]): RigaRicetta[] =>
  righe.map((r) => ({ ingrediente_id: r.ingredienteId, quantita: r.quantita, unita: r.unita as RigaRicetta['unita'] }));
