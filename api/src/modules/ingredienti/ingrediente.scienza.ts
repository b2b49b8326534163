import { CAMPI_ALTRI, coefficientiDerivati, ZUCCHERI_SPETTRO, type IngredienteScienza, type VoceLibreria } from '@gelatiere/scienza';
import { badInput } from '../../common/errors.js';
import type { Ingrediente } from './ingrediente.entity.js';
import { MSG_INGREDIENTE } from './ingrediente.schema.js';
import { CAMPI_COMPOSIZIONE, type CampoComposizione } from './ingrediente.view.js';

const num = (x: number | string | null | undefined) => (x === null || x === undefined ? null : Number(x));

/** An ingredient in the science package's shape (snake_case, numbers or null). */
export function toIngredienteScienza(i: Ingrediente): IngredienteScienza {
  return {
    id: i.id,
    nome: i.nome,
    unita_misura: i.unitaMisura,
    costo_per_unita: Number(i.costoPerUnita),
    acqua: num(i.acqua),
    grassi: num(i.grassi),
    grassi_saturi: num(i.grassiSaturi),
    proteine: num(i.proteine),
    carboidrati: num(i.carboidrati),
    zuccheri: num(i.zuccheri),
    fibre: num(i.fibre),
    sale: num(i.sale),
    calorie: num(i.calorie),
    slng: num(i.slng),
    saccarosio: num(i.saccarosio),
    glucosio: num(i.glucosio),
    fruttosio: num(i.fruttosio),
    lattosio: num(i.lattosio),
    maltosio: num(i.maltosio),
    alcol: num(i.alcol),
    burro_cacao: num(i.burroCacao),
    solidi_cacao: num(i.solidiCacao),
    grassi_frutta_secca: num(i.grassiFruttaSecca),
    stabilizzanti: num(i.stabilizzanti),
    densita: num(i.densita),
    sciroppo_glucosio: num(i.sciroppoGlucosio),
    de: num(i.de),
    eritritolo: num(i.eritritolo),
    maltitolo: num(i.maltitolo),
    sorbitolo: num(i.sorbitolo),
    trealosio: num(i.trealosio),
    inulina: num(i.inulina),
    polidestrosio: num(i.polidestrosio),
    sucralosio: num(i.sucralosio),
    glicosidi_steviolo: num(i.glicosidiSteviolo),
    pac: num(i.pac),
    pod: num(i.pod),
    peso_pezzo_g: num(i.pesoPezzoG),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Composition parts that exclude one another: their sum (with the sugar spectrum and the other sweeteners) is at most 100 g. */
const SOMMA_COMPOSIZIONE = ['acqua', 'alcol', 'grassi', 'proteine', 'sciroppo_glucosio', 'sale', 'stabilizzanti'] as const;

/**
 * Checks the composition as a whole and stores PAC/POD (DOMAIN.md): derived from the spectrum when
 * the package's one rule says so (@gelatiere/scienza coefficientiDerivati / pacPodDaSpettro, the
 * same decision the analysis makes); else the entered values stand.
 */
export function applicaComposizione(ing: Ingrediente): void {
  const c = toIngredienteScienza(ing);
  if ((c.acqua ?? 0) + (c.alcol ?? 0) > 100) throw badInput(MSG_INGREDIENTE.acquaAlcolOltre100, { campo: 'acqua' });
  if (ZUCCHERI_SPETTRO.reduce((s, k) => s + (c[k] ?? 0), 0) > 100) throw badInput(MSG_INGREDIENTE.zuccheriOltre100, { campo: 'saccarosio' });
  if ((c.sciroppo_glucosio == null) !== (c.de == null)) throw badInput(MSG_INGREDIENTE.sciroppoSenzaDe, { campo: c.de == null ? 'de' : 'sciroppo_glucosio' });
  // the parts that never overlap (saturated fat, cocoa butter, lactose, inulin inside fibre… are inside these)
  const somma = [...SOMMA_COMPOSIZIONE, ...ZUCCHERI_SPETTRO, ...CAMPI_ALTRI].reduce((s, k) => s + (c[k] ?? 0), 0);
  if (somma > 100 + 1e-6) throw badInput(MSG_INGREDIENTE.sommaOltre100(somma.toLocaleString('it-IT', { maximumFractionDigits: 3 })), { campo: 'composizione' });
  const d = coefficientiDerivati(c);
  if (d.derivati) {
    ing.pac = round2(d.pac ?? 0);
    ing.pod = round2(d.pod ?? 0);
  }
  ing.pacPodDerivati = d.derivati;
}

/** The entity fields of a reference-library row (composition, nutrition, density), camelCase. */
export function campiDaLibreria(v: VoceLibreria) {
  return {
    unitaMisura: v.unita_misura,
    calorie: v.calorie,
    carboidrati: v.carboidrati,
    zuccheri: v.zuccheri,
    grassi: v.grassi,
    proteine: v.proteine,
    sale: v.sale,
    ...Object.fromEntries(Object.entries(CAMPI_COMPOSIZIONE).map(([camel, { rest }]) => [camel, v[rest] ?? null])),
  } as Pick<Ingrediente, 'unitaMisura' | 'calorie' | 'carboidrati' | 'zuccheri' | 'grassi' | 'proteine' | 'sale' | CampoComposizione>;
}
