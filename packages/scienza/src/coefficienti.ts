/** PAC/POD of an ingredient (DOMAIN.md, "Ingredient composition"). */
import type { ComposizioneIngrediente } from './tipi.js';

/** Sucrose-equivalent factors of each spectrum field for PAC (molar mass, sucrose = 100). */
export const FATTORI_PAC = { saccarosio: 100, glucosio: 190, fruttosio: 190, lattosio: 100, maltosio: 100, sale: 585, alcol: 743 } as const;
/** Sweetness relative to sucrose (Goff & Hartel table 3.4). */
export const FATTORI_POD = { saccarosio: 100, glucosio: 80, fruttosio: 173, lattosio: 16, maltosio: 32 } as const;

export const ZUCCHERI_SPETTRO = ['saccarosio', 'glucosio', 'fruttosio', 'lattosio', 'maltosio'] as const;

/**
 * Polyols, other sugars, fibres and intense sweeteners (DOMAIN.md): PAC and POD per g.
 * Erythritol 280/65, maltitol 100/90, sorbitol 190/60, trehalose 100/45, inulin 10/10,
 * polydextrose 10/0 (molar masses against sucrose; sweetness as in sci-cream's tables); sucralose
 * 600× and steviol glycosides 300× sucrose, no PAC.
 */
export const FATTORI_ALTRI = {
  eritritolo: { pac: 280, pod: 65 },
  maltitolo: { pac: 100, pod: 90 },
  sorbitolo: { pac: 190, pod: 60 },
  trealosio: { pac: 100, pod: 45 },
  inulina: { pac: 10, pod: 10 },
  polidestrosio: { pac: 10, pod: 0 },
  sucralosio: { pac: 0, pod: 60_000 },
  glicosidi_steviolo: { pac: 0, pod: 30_000 },
} as const;
export type CampoAltro = keyof typeof FATTORI_ALTRI;
export const CAMPI_ALTRI = Object.keys(FATTORI_ALTRI) as CampoAltro[];
/** The polyols of the nutrition declaration (Annex XV "polioli"). */
export const POLIOLI = ['eritritolo', 'maltitolo', 'sorbitolo'] as const;

/** PAC per g of glucose-syrup solids of a given DE: mean molar mass 180.16 × 100 / DE against sucrose → 1.9 × DE. */
export const pacSciroppo = (de: number): number => 1.9 * de;

/** POD per g of glucose-syrup solids: linear in DE through (0,0), (20,20), (42,50), (63,65), (100,80) (Hull 2010, App. C.3). */
const PUNTI_POD_DE: readonly [number, number][] = [
  [0, 0],
  [20, 20],
  [42, 50],
  [63, 65],
  [100, 80],
];
export function podSciroppo(de: number): number {
  const d = Math.min(100, Math.max(0, de));
  for (let i = 1; i < PUNTI_POD_DE.length; i++) {
    const [x0, y0] = PUNTI_POD_DE[i - 1]!;
    const [x1, y1] = PUNTI_POD_DE[i]!;
    if (d <= x1) return y0 + ((d - x0) / (x1 - x0)) * (y1 - y0);
  }
  return 80;
}

const n = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const noto = (v: number | null | undefined): boolean => typeof v === 'number' && Number.isFinite(v);

/** True when the ingredient's sugar spectrum is known (any of the five sugars set). */
export const spettroZuccheriNoto = (c: ComposizioneIngrediente): boolean => ZUCCHERI_SPETTRO.some((k) => noto(c[k]));

/**
 * The one rule deciding whether PAC/POD are derived from the spectrum (DOMAIN.md): one of the five
 * sugars or `alcol` is set, or `sale` on an ingredient whose composition is entered (`acqua` known).
 * The nutrition salt of an ingredient without composition does not make a spectrum: every older
 * ingredient has one, and it would replace entered coefficients whose sugars are not known.
 */
export const pacPodDaSpettro = (c: ComposizioneIngrediente): boolean =>
  spettroZuccheriNoto(c) || noto(c.alcol) || (noto(c.sale) && noto(c.acqua)) || sciroppoNoto(c) || CAMPI_ALTRI.some((k) => noto(c[k]));

/** A glucose syrup's solids and DE are both given. */
export const sciroppoNoto = (c: ComposizioneIngrediente): boolean => noto(c.sciroppo_glucosio) && noto(c.de);

/**
 * PAC and POD per 100 g of the ingredient as sold. When `pacPodDaSpettro` holds they are derived
 * from the spectrum — `sale` only for an ingredient without `slng`, its salt being in the
 * milk-salts term otherwise — and `derivati` is true; else the entered values stand (null when not
 * entered).
 */
export function coefficientiDerivati(c: ComposizioneIngrediente): { pac: number | null; pod: number | null; derivati: boolean } {
  const derivati = pacPodDaSpettro(c);
  if (!derivati) return { pac: noto(c.pac) ? c.pac : null, pod: noto(c.pod) ? c.pod : null, derivati };
  const saleAggiunto = n(c.slng) > 0 ? 0 : n(c.sale);
  const sciroppo = sciroppoNoto(c) ? n(c.sciroppo_glucosio) : 0;
  const altri = (k: 'pac' | 'pod') =>
    CAMPI_ALTRI.reduce((s, campo) => s + n(c[campo]) * FATTORI_ALTRI[campo][k], 0) +
    sciroppo * (k === 'pac' ? pacSciroppo(n(c.de)) : podSciroppo(n(c.de)));
  const pac =
    (n(c.saccarosio) * FATTORI_PAC.saccarosio +
      n(c.glucosio) * FATTORI_PAC.glucosio +
      n(c.fruttosio) * FATTORI_PAC.fruttosio +
      n(c.lattosio) * FATTORI_PAC.lattosio +
      n(c.maltosio) * FATTORI_PAC.maltosio +
      saleAggiunto * FATTORI_PAC.sale +
      n(c.alcol) * FATTORI_PAC.alcol +
      altri('pac')) /
    100;
  const pod =
    (n(c.saccarosio) * FATTORI_POD.saccarosio +
      n(c.glucosio) * FATTORI_POD.glucosio +
      n(c.fruttosio) * FATTORI_POD.fruttosio +
      n(c.lattosio) * FATTORI_POD.lattosio +
      n(c.maltosio) * FATTORI_POD.maltosio +
      altri('pod')) /
    100;
  return { pac, pod, derivati };
}

/**
 * Total sugars per 100 g (lactose included): the spectrum sum (trehalose, a sugar, included) when
 * given, else the nutrition `zuccheri` (a glucose syrup counts only for the sugars declared there).
 */
export function zuccheriIngrediente(c: ComposizioneIngrediente): number {
  return spettroZuccheriNoto(c) || noto(c.trealosio) ? ZUCCHERI_SPETTRO.reduce((s, k) => s + n(c[k]), 0) + n(c.trealosio) : n(c.zuccheri);
}

/** Polyols per 100 g (eritritolo + maltitolo + sorbitolo). */
export const polioliIngrediente = (c: ComposizioneIngrediente): number => POLIOLI.reduce((s, k) => s + n(c[k]), 0);

export { n as numeroONulla };
