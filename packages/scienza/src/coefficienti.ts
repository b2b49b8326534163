/** PAC/POD of an ingredient (DOMAIN.md, "Ingredient composition"). */
import type { ComposizioneIngrediente } from './tipi.js';

/** Sucrose-equivalent factors of each spectrum field for PAC (molar mass, sucrose = 100). */
export const FATTORI_PAC = { saccarosio: 100, glucosio: 190, fruttosio: 190, lattosio: 100, maltosio: 100, sale: 585, alcol: 743 } as const;
/** Sweetness relative to sucrose (Goff & Hartel table 3.4). */
export const FATTORI_POD = { saccarosio: 100, glucosio: 80, fruttosio: 173, lattosio: 16, maltosio: 32 } as const;

export const ZUCCHERI_SPETTRO = ['saccarosio', 'glucosio', 'fruttosio', 'lattosio', 'maltosio'] as const;

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
  spettroZuccheriNoto(c) || noto(c.alcol) || (noto(c.sale) && noto(c.acqua));

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
  const pac =
    (n(c.saccarosio) * FATTORI_PAC.saccarosio +
      n(c.glucosio) * FATTORI_PAC.glucosio +
      n(c.fruttosio) * FATTORI_PAC.fruttosio +
      n(c.lattosio) * FATTORI_PAC.lattosio +
      n(c.maltosio) * FATTORI_PAC.maltosio +
      saleAggiunto * FATTORI_PAC.sale +
      n(c.alcol) * FATTORI_PAC.alcol) /
    100;
  const pod =
    (n(c.saccarosio) * FATTORI_POD.saccarosio +
      n(c.glucosio) * FATTORI_POD.glucosio +
      n(c.fruttosio) * FATTORI_POD.fruttosio +
      n(c.lattosio) * FATTORI_POD.lattosio +
      n(c.maltosio) * FATTORI_POD.maltosio) /
    100;
  return { pac, pod, derivati };
}

/** Total sugars per 100 g (lactose included): the spectrum sum when given, else the nutrition `zuccheri`. */
export function zuccheriIngrediente(c: ComposizioneIngrediente): number {
  return spettroZuccheriNoto(c) ? ZUCCHERI_SPETTRO.reduce((s, k) => s + n(c[k]), 0) : n(c.zuccheri);
}

export { n as numeroONulla };
