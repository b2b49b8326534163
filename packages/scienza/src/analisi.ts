/**
 * Analysis of a recipe (DOMAIN.md, "Gelato science"): composition per 100 g of mix, PAC with milk
 * salts, hardening factor, POD, freezing curve, serving temperature, display-case hardness, mix
 * density, coverage, checks against a profile, food cost.
 *
 * Every value keeps full precision (the API rounds for display). With M = 0 (no line with mass)
 * every figure is 0, the curve is 100 points at 0 °C and durezza_vetrina.percentuale is null; no
 * figure is ever NaN or Infinity: a ratio whose denominator is 0 (abs_pac with no water, the curve
 * of a mix without water, the density of a mix of pure alcohol) is 0.
 */
import { coefficientiDerivati, numeroONulla as n, polioliIngrediente, zuccheriIngrediente } from './coefficienti.js';
import { fpd } from './fpd.js';
import type {
  Analisi,
  ChiaveMix,
  ChiaveObiettivo,
  Composizione,
  Controllo,
  IngredienteScienza,
  Intervallo,
  OpzioniAnalisi,
  ProfiloBilanciamento,
  PuntoCurva,
  RigaRicetta,
} from './tipi.js';
import { CHIAVI_MIX, CHIAVI_OBIETTIVO, CHIAVI_QUOTA } from './tipi.js';
import { massaKg, quantitaInUnitaIngrediente } from './unita.js';

export const TEMPERATURA_VETRINA_PREDEFINITA = -12;
/** PAC of the milk salts per g of slng (DOMAIN.md: pac_sali_latte = slng × 36.74 / 100). */
export const PAC_SALI_LATTE = 0.3674;
/** Key of the Hyde–Rothwell lactose check in `controlli`. */
export const CHIAVE_LATTOSIO = 'lattosio_hyde_rothwell';
/** Values within this distance of a range end count as inside it (floating point). */
export const TOLLERANZA_CONTROLLI = 1e-6;

/**
 * What 100 g of an ingredient brings to each linear figure of the mix: every composition key
 * (`altri_solidi` before the max(0, ·)), `pac` with its milk salts, `pod`, `hf`. The mix value is
 * Σ m_i × v_i / M; unknown fields count as 0.
 */
export type ContributoLineare = Record<ChiaveMix | 'pac_totale' | 'pod' | 'hf', number>;

export function contributoIngrediente(c: IngredienteScienza): ContributoLineare {
  const { pac, pod } = coefficientiDerivati(c);
  const zuccheri = zuccheriIngrediente(c);
  const solidi = 100 - n(c.acqua) - n(c.alcol);
  return {
    acqua: n(c.acqua),
    solidi_totali: solidi,
    grassi: n(c.grassi),
    grassi_saturi: n(c.grassi_saturi),
    slng: n(c.slng),
    zuccheri,
    saccarosio: n(c.saccarosio),
    glucosio: n(c.glucosio),
    fruttosio: n(c.fruttosio),
    lattosio: n(c.lattosio),
    maltosio: n(c.maltosio),
    proteine: n(c.proteine),
    fibre: n(c.fibre),
    alcol: n(c.alcol),
    sale: n(c.sale),
    sale_aggiunto: n(c.slng) > 0 ? 0 : n(c.sale),
    polioli: polioliIngrediente(c),
    stabilizzanti: n(c.stabilizzanti),
    altri_solidi: solidi - n(c.grassi) - n(c.slng) - (zuccheri - n(c.lattosio)) - n(c.stabilizzanti) - n(c.fibre),
    pac_totale: n(pac) + n(c.slng) * PAC_SALI_LATTE,
    pod: n(pod),
    hf: 0.9 * n(c.burro_cacao) + 1.8 * n(c.solidi_cacao) + 1.4 * n(c.grassi_frutta_secca),
  };
}

/** A recipe line resolved against its ingredient: mass (kg) and cost (euro). */
export interface RigaRisolta {
  riga: RigaRicetta;
  ingrediente: IngredienteScienza;
  massa_kg: number;
  costo: number;
}

export function ingredienteDi(ingredienti: ReadonlyMap<number, IngredienteScienza>, id: number): IngredienteScienza {
  const ing = ingredienti.get(id);
  if (!ing) throw new Error(`Ingrediente ${id} non fornito all'analisi`);
  return ing;
}

/** Euro of a quantity of the ingredient expressed in `unita`. */
export const costoQuantita = (ing: IngredienteScienza, quantita: number, unita: RigaRicetta['unita']): number =>
  quantitaInUnitaIngrediente(quantita, unita, ing.unita_misura) * n(ing.costo_per_unita);

export function risolviRighe(righe: readonly RigaRicetta[], ingredienti: ReadonlyMap<number, IngredienteScienza>): RigaRisolta[] {
  return righe.map((riga) => {
    const ingrediente = ingredienteDi(ingredienti, riga.ingrediente_id);
    const massa = massaKg(n(riga.quantita), riga.unita, ingrediente.densita, ingrediente.peso_pezzo_g);
    return { riga, ingrediente, massa_kg: Math.max(0, massa), costo: costoQuantita(ingrediente, n(riga.quantita), riga.unita) };
  });
}

const rapporto = (a: number, b: number): number => (b > 0 ? a / b : 0);

/** Freezing point of the mix when x % of its water is frozen, for `soluti` g of sucrose equivalent per 100 g of mix. */
function temperaturaCurva(soluti: number, acqua: number, x: number): number {
  const w = (acqua * (100 - x)) / 100;
  return w > 0 ? fpd((soluti / w) * 100) : 0;
}

/** The x (%) where the decreasing curve crosses `t`, by linear interpolation; null when it never does in 0..99. */
function attraversamento(curva: PuntoCurva[], t: number): number | null {
  for (let i = 0; i < curva.length - 1; i++) {
    const a = curva[i]!.temperatura_durezza;
    const b = curva[i + 1]!.temperatura_durezza;
    if (a >= t && t >= b) return a === b ? curva[i]!.x : curva[i]!.x + ((a - t) / (a - b)) * (curva[i + 1]!.x - curva[i]!.x);
  }
  return null;
}

export function esito(valore: number, r: Intervallo): Controllo['esito'] {
  if (r.min !== null && valore < r.min - TOLLERANZA_CONTROLLI) return 'basso';
  if (r.max !== null && valore > r.max + TOLLERANZA_CONTROLLI) return 'alto';
  return 'ok';
}

/** True for a line of the mix (role base or none): the science figures use these only. */
export const rigaDiBase = (r: Pick<RigaRicetta, 'ruolo'>): boolean => (r.ruolo ?? 'base') === 'base';

/** The value of a profile key in an analysis. */
export function valoreObiettivo(a: Pick<Analisi, 'composizione' | 'pod' | 'pac_totale' | 'abs_pac' | 'hf'>, chiave: ChiaveObiettivo): number {
  switch (chiave) {
    case 'pod':
    case 'pac_totale':
    case 'abs_pac':
    case 'hf':
      return a[chiave];
    case 'quota_destrosio':
    case 'quota_fruttosio':
      // % of the added sugars (zuccheri − lattosio); 0 with none
      return rapporto(a.composizione[CHIAVI_QUOTA[chiave]], a.composizione.zuccheri - a.composizione.lattosio) * 100;
    default:
      return a.composizione[chiave];
  }
}

/** A range is a target when it has at least one end. */
const haLimiti = (r: Intervallo | null | undefined): r is Intervallo => !!r && (r.min !== null || r.max !== null);

function controlli(a: Omit<Analisi, 'controlli' | 'profilo'>, profilo: ProfiloBilanciamento | null): Controllo[] {
  const out: Controllo[] = [];
  const push = (chiave: string, valore: number, r: Intervallo) => out.push({ chiave, valore, min: r.min, max: r.max, esito: esito(valore, r) });
  if (profilo) {
    for (const chiave of CHIAVI_OBIETTIVO) {
      const r = profilo.obiettivi[chiave];
      if (haLimiti(r)) push(chiave, valoreObiettivo(a, chiave), r);
    }
    if (haLimiti(profilo.temperatura_servizio)) push('temperatura_servizio', a.temperatura_servizio, profilo.temperatura_servizio);
  }
  const c = a.composizione;
  // Hyde–Rothwell: slng ≤ (100 − grassi − (zuccheri − lattosio) − stabilizzanti − altri_solidi) / 7
  const maxSlng = (100 - c.grassi - (c.zuccheri - c.lattosio) - c.stabilizzanti - c.altri_solidi) / 7;
  push(CHIAVE_LATTOSIO, c.slng, { min: null, max: maxSlng });
  return out;
}

/**
 * The analysis of the mix: its base lines only (variegates and inclusions are added after
 * churning); the food cost is of every line, per kg of everything weighed.
 */
export function analizza(righe: RigaRicetta[], ingredienti: ReadonlyMap<number, IngredienteScienza>, opzioni: OpzioniAnalisi = {}): Analisi {
  const tutte = risolviRighe(righe, ingredienti);
  const risolte = tutte.filter((r) => rigaDiBase(r.riga));
  const M = risolte.reduce((s, r) => s + r.massa_kg, 0);
  const costo = tutte.reduce((s, r) => s + r.costo, 0);
  const massaTutte = tutte.reduce((s, r) => s + r.massa_kg, 0);

  const somma = Object.fromEntries([...CHIAVI_MIX, 'pac_totale', 'pod', 'hf'].map((k) => [k, 0])) as ContributoLineare;
  let massaNota = 0;
  const senza = new Map<number, string>();
  for (const r of risolte) {
    if (r.massa_kg === 0) continue;
    const v = contributoIngrediente(r.ingrediente);
    for (const k of Object.keys(somma) as (keyof ContributoLineare)[]) somma[k] += r.massa_kg * v[k];
    if (typeof r.ingrediente.acqua === 'number' && Number.isFinite(r.ingrediente.acqua)) massaNota += r.massa_kg;
    else senza.set(r.ingrediente.id, r.ingrediente.nome);
  }
  const perCento = (k: keyof ContributoLineare) => rapporto(somma[k], M);

  const composizione = Object.fromEntries(CHIAVI_MIX.map((k) => [k, perCento(k)])) as Composizione;
  if (M > 0) composizione.solidi_totali = 100 - composizione.acqua - composizione.alcol;
  composizione.altri_solidi = Math.max(0, perCento('altri_solidi'));

  const pac_sali_latte = composizione.slng * PAC_SALI_LATTE;
  const pac_totale = perCento('pac_totale'); // Σ m_i pac_i / M + pac_sali_latte
  const hf = perCento('hf');
  const pod = perCento('pod');
  const acqua = composizione.acqua;
  const abs_pac = rapporto(pac_totale, acqua) * 100;

  const curva: PuntoCurva[] = Array.from({ length: 100 }, (_, x) => ({
    x,
    temperatura: temperaturaCurva(pac_totale, acqua, x),
    temperatura_durezza: temperaturaCurva(pac_totale - hf, acqua, x),
  }));
  const temperaturaVetrina = opzioni.temperatura_vetrina ?? TEMPERATURA_VETRINA_PREDEFINITA;
  // the mass of ingredients without a composition sits in solidi_totali (100 − water − alcohol): for the
  // volume it counts at 1 l/kg (the default density) instead of a solid's 0.63, so a mix of unknown
  // composition is not estimated at 1/0.63 ≈ 1.59 kg/l
  const ignota = M > 0 ? Math.max(0, 1 - massaNota / M) : 0;
  const volume = (composizione.grassi / 100) * 1.075 + ((composizione.solidi_totali - composizione.grassi) / 100) * 0.63 + acqua / 100 + ignota * (1 - 0.63);

  const base: Omit<Analisi, 'controlli' | 'profilo'> = {
    massa_kg: M,
    composizione,
    pac_totale,
    pac_sali_latte,
    hf,
    pod,
    abs_pac,
    punto_congelamento: curva[0]!.temperatura,
    temperatura_servizio: curva[75]!.temperatura_durezza,
    durezza_vetrina: {
      punto_vendita_id: opzioni.punto_vendita_id ?? null,
      temperatura: temperaturaVetrina,
      percentuale: M > 0 ? attraversamento(curva, temperaturaVetrina) : null,
    },
    densita_mix: M > 0 ? rapporto(1, volume) : 0,
    copertura: {
      percentuale: M > 0 ? (massaNota / M) * 100 : 100,
      ingredienti_senza_composizione: [...senza].map(([id, nome]) => ({ id, nome })),
    },
    curva,
    food_cost: rapporto(costo, massaTutte),
  };
  const profilo = opzioni.profilo ?? null;
  return { ...base, controlli: controlli(base, profilo), profilo };
}
