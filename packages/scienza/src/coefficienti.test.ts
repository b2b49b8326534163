import { describe, expect, it } from 'vitest';
import { coefficientiDerivati, pacPodDaSpettro, pacSciroppo, podSciroppo, polioliIngrediente, zuccheriIngrediente } from './coefficienti.js';
import { DESTROSIO, ERITRITOLO, LATTE, LIMONE, RUM, SCIROPPO_DE42, SCIROPPO_GLUCOSIO, ingrediente } from './ingredienti.fixtures.js';

describe('derived PAC/POD (DOMAIN.md "Ingredient composition")', () => {
  it('dextrose monohydrate: 91 % glucose + 9 % water', () => {
    // pac = 91 × 190 / 100 = 172.9; pod = 91 × 80 / 100 = 72.8
    expect(coefficientiDerivati(DESTROSIO)).toEqual({ pac: expect.closeTo(172.9, 10), pod: expect.closeTo(72.8, 10), derivati: true });
  });

  it('a glucose syrup at 80 % solids takes its coefficients from the wet spectrum, never the entered dry ones', () => {
    // 20 % water, glucose 14, maltose 12 (the rest higher saccharides):
    // pac = (14 × 190 + 12 × 100) / 100 = 38.6; pod = (14 × 80 + 12 × 32) / 100 = 15.04
    const sciroppo = { ...SCIROPPO_GLUCOSIO, pac: 90, pod: 45 };
    expect(coefficientiDerivati(sciroppo)).toEqual({ pac: expect.closeTo(38.6, 10), pod: expect.closeTo(15.04, 10), derivati: true });
    expect(zuccheriIngrediente(sciroppo)).toBe(26);
  });

  it('milk: lactose only, its salt left to the milk-salts term', () => {
    // pac = 4.8 × 100 / 100 = 4.8 (sale ignored: slng > 0); pod = 4.8 × 16 / 100 = 0.768
    expect(coefficientiDerivati({ ...LATTE, sale: 0.1 })).toEqual({ pac: expect.closeTo(4.8, 10), pod: expect.closeTo(0.768, 10), derivati: true });
  });

  it('added salt and alcohol count; fruit sugars with their weights', () => {
    // salt with its composition entered (acqua 0): 100 × 585 / 100 = 585, pod 0
    expect(coefficientiDerivati(ingrediente({ id: 90, nome: 'Sale', unita_misura: 'kg', costo_per_unita: 1, acqua: 0, sale: 100 }))).toEqual({ pac: expect.closeTo(585, 10), pod: 0, derivati: true });
    // rum: 33.4 × 743 / 100 = 248.162, no sugar: pod 0
    expect(coefficientiDerivati(RUM)).toEqual({ pac: expect.closeTo(248.162, 10), pod: 0, derivati: true });
    // lemon juice: pac = (0.5 × 100 + 1 × 190 + 1 × 190) / 100 = 4.3; pod = (0.5 × 100 + 1 × 80 + 1 × 173) / 100 = 3.03
    expect(coefficientiDerivati(LIMONE)).toEqual({ pac: expect.closeTo(4.3, 10), pod: expect.closeTo(3.03, 10), derivati: true });
    expect(zuccheriIngrediente(LIMONE)).toBeCloseTo(2.5, 12);
  });

  it('the nutrition salt of an ingredient without composition (acqua unknown) does not derive: the entered values stand', () => {
    // an older ingredient: nutrition salt 0.2 g, entered pac 120 / pod 90, no water, no sugars
    const vecchio = ingrediente({ id: 92, nome: 'Pasta nocciola', unita_misura: 'kg', costo_per_unita: 20, sale: 0.2, pac: 120, pod: 90 });
    expect(pacPodDaSpettro(vecchio)).toBe(false);
    expect(coefficientiDerivati(vecchio)).toEqual({ pac: 120, pod: 90, derivati: false });
    // the same with its water known (acqua 1): pac = 0.2 × 585 / 100 = 1.17, pod = 0
    expect(pacPodDaSpettro({ ...vecchio, acqua: 1 })).toBe(true);
    expect(coefficientiDerivati({ ...vecchio, acqua: 1 })).toEqual({ pac: expect.closeTo(1.17, 10), pod: 0, derivati: true });
    // alcohol alone derives without water: 40 × 743 / 100 = 297.2
    expect(coefficientiDerivati({ ...vecchio, sale: null, alcol: 40 })).toEqual({ pac: expect.closeTo(297.2, 10), pod: 0, derivati: true });
  });

  it('without a spectrum the entered values stand (null when unknown)', () => {
    const base = ingrediente({ id: 91, nome: 'Base', unita_misura: 'kg', costo_per_unita: 1, zuccheri: 40, pac: 60, pod: 55 });
    expect(coefficientiDerivati(base)).toEqual({ pac: 60, pod: 55, derivati: false });
    expect(zuccheriIngrediente(base)).toBe(40);
    expect(coefficientiDerivati({ ...base, pac: null, pod: null })).toEqual({ pac: null, pod: null, derivati: false });
  });
});

describe('glucose syrups by DE, polyols, fibres, intense sweeteners (issue 27)', () => {
  it('a DE 42 syrup at 80 % solids: PAC 63.84, POD 40 per 100 g; its sugars only as declared', () => {
    // f = 1.9 × 42 = 79.8 per g of solids: 80 × 79.8 / 100 = 63.84; POD at DE 42 = 50 per g: 80 × 50 / 100 = 40
    expect(coefficientiDerivati(SCIROPPO_DE42)).toEqual({ pac: expect.closeTo(63.84, 10), pod: expect.closeTo(40, 10), derivati: true });
    expect(zuccheriIngrediente(SCIROPPO_DE42)).toBe(30);
  });

  it('POD of syrup solids interpolates linearly in DE between (20,20), (42,50), (63,65), (100,80)', () => {
    expect(podSciroppo(20)).toBe(20);
    // DE 40: 20 + (20/22) × 30 = 47.272727; DE 60: 50 + (18/21) × 15 = 62.857143; DE 10: 10
    expect(podSciroppo(40)).toBeCloseTo(47.272727, 6);
    expect(podSciroppo(60)).toBeCloseTo(62.857143, 6);
    expect(podSciroppo(10)).toBe(10);
    expect(podSciroppo(99)).toBeCloseTo(65 + (36 / 37) * 15, 9);
    expect(pacSciroppo(20)).toBeCloseTo(38, 10);
  });

  it('polyols, trehalose, fibres and intense sweeteners with their own factors', () => {
    const base = { id: 91, nome: 'x', unita_misura: 'kg' as const, costo_per_unita: 1, acqua: 0 };
    expect(coefficientiDerivati(ERITRITOLO)).toEqual({ pac: 280, pod: 65, derivati: true });
    // maltitol 50 + sorbitol 10 + trehalose 10 + inulin 20 + polydextrose 10:
    // pac = (50×100 + 10×190 + 10×100 + 20×10 + 10×10)/100 = 82; pod = (50×90 + 10×60 + 10×45 + 20×10 + 0)/100 = 57.5
    const mix = ingrediente({ ...base, maltitolo: 50, sorbitolo: 10, trealosio: 10, inulina: 20, polidestrosio: 10 });
    expect(coefficientiDerivati(mix)).toEqual({ pac: expect.closeTo(82, 10), pod: expect.closeTo(57.5, 10), derivati: true });
    expect(zuccheriIngrediente(mix)).toBe(10); // trehalose is a sugar, the polyols are not
    expect(polioliIngrediente(mix)).toBe(60);
    // 0.1 g sucralose + 0.2 g steviol glycosides in 100 g: pod = (0.1 × 60000 + 0.2 × 30000)/100 = 120, pac 0
    expect(coefficientiDerivati(ingrediente({ ...base, sucralosio: 0.1, glicosidi_steviolo: 0.2 }))).toEqual({ pac: 0, pod: expect.closeTo(120, 10), derivati: true });
  });
});
