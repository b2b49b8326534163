import { describe, expect, it } from 'vitest';
import { computeRecipePreview, massKg, quantityInIngredientUnit, unitChoices, type PreviewIngredient } from './recipe-preview';

const LATTE: PreviewIngredient = { id: 1, costoPerUnita: 1.2, unitaMisura: 'l', calorie: 64, pac: 5, pod: 1 };
const SACCAROSIO: PreviewIngredient = { id: 2, costoPerUnita: 1.5, unitaMisura: 'kg', calorie: 400, pac: 100, pod: 100 };
const PANNA: PreviewIngredient = { id: 3, costoPerUnita: 4, unitaMisura: 'kg', calorie: 340, pac: 3, pod: 1 };
const CIALDA: PreviewIngredient = { id: 4, costoPerUnita: 0.1, unitaMisura: 'pz', calorie: 450, pac: 50, pod: 50 };
const ACQUA: PreviewIngredient = { id: 5, costoPerUnita: 0, unitaMisura: 'l', calorie: null, pac: null, pod: null };
const CATALOGO = new Map([LATTE, SACCAROSIO, PANNA, CIALDA, ACQUA].map((i) => [i.id, i]));

describe('unit rules (DOMAIN.md)', () => {
  it('offers g or kg for kg, ml or l for l, otherwise the own unit', () => {
    expect(unitChoices('kg')).toEqual(['g', 'kg']);
    expect(unitChoices('l')).toEqual(['ml', 'l']);
    expect(unitChoices('g')).toEqual(['g']);
    expect(unitChoices('ml')).toEqual(['ml']);
    expect(unitChoices('pz')).toEqual(['pz']);
  });

  it('converts g and ml dividing by 1000, counts 1 l as 1 kg and pieces as no mass', () => {
    expect(massKg(250, 'g')).toBe(0.25);
    expect(massKg(700, 'ml')).toBe(0.7);
    expect(massKg(2, 'l')).toBe(2);
    expect(massKg(1.5, 'kg')).toBe(1.5);
    expect(massKg(12, 'pz')).toBe(0);
    expect(quantityInIngredientUnit(200, 'g', 'kg')).toBe(0.2);
    expect(quantityInIngredientUnit(700, 'ml', 'l')).toBe(0.7);
    expect(quantityInIngredientUnit(3, 'pz', 'pz')).toBe(3);
  });
});

describe('computeRecipePreview', () => {
  it('computes a 1 kg milk base by hand', () => {
    // latte 700 ml (0,7 l × 1,20 = 0,84 €), saccarosio 200 g (0,2 kg × 1,50 = 0,30 €), panna 0,1 kg (0,40 €)
    const p = computeRecipePreview(
      [
        { ingredienteId: 1, quantita: 700, unita: 'ml' },
        { ingredienteId: 2, quantita: 200, unita: 'g' },
        { ingredienteId: 3, quantita: 0.1, unita: 'kg' },
      ],
      CATALOGO,
    );
    expect(p.massaKg).toBeCloseTo(1, 10);
    expect(p.costoTotale).toBeCloseTo(1.54, 10);
    expect(p.foodCost).toBeCloseTo(1.54, 10);
    // PAC: 700 g × 5/100 + 200 g × 100/100 + 100 g × 3/100 = 35 + 200 + 3
    expect(p.pac).toBeCloseTo(238, 10);
    expect(p.pacKg).toBeCloseTo(238, 10);
    // POD: 7 + 200 + 1
    expect(p.pod).toBeCloseTo(208, 10);
    expect(p.podKg).toBeCloseTo(208, 10);
    // kcal/100 g: (0,7 × 64 + 0,2 × 400 + 0,1 × 340) / 1
    expect(p.kcal).toBeCloseTo(158.8, 10);
    expect(p.righe).toBe(3);
    expect(p.conPezzi).toBe(false);
  });

  it('normalises per kg when the batch is not 1 kg, and pieces count in the cost only', () => {
    // saccarosio 1,5 kg + acqua 2 l -> M = 3,5 kg; 5 cialde add 0,50 € and nothing else
    const p = computeRecipePreview(
      [
        { ingredienteId: 2, quantita: 1.5, unita: 'kg' },
        { ingredienteId: 5, quantita: 2, unita: 'l' },
        { ingredienteId: 4, quantita: 5, unita: 'pz' },
      ],
      CATALOGO,
    );
    expect(p.massaKg).toBeCloseTo(3.5, 10);
    expect(p.costoTotale).toBeCloseTo(2.25 + 0.5, 10);
    expect(p.foodCost).toBeCloseTo(2.75 / 3.5, 10); // 0,7857 €/kg
    expect(p.pac).toBeCloseTo(1500, 10);
    expect(p.pacKg).toBeCloseTo(1500 / 3.5, 10); // 428,57
    expect(p.pod).toBeCloseTo(1500, 10);
    expect(p.kcal).toBeCloseTo((1.5 * 400) / 3.5, 10); // 171,43
    expect(p.conPezzi).toBe(true);
  });

  it('a piece with its mass per piece weighs; a variegate counts in cost, mass and kcal but not in PAC/POD (issue 27)', () => {
    const bacca: PreviewIngredient = { id: 6, costoPerUnita: 2, unitaMisura: 'pz', calorie: 250, pac: 0, pod: 0, pesoPezzoG: 4 };
    const cat = new Map(CATALOGO).set(6, bacca);
    // 300 g sucrose + 700 ml water + 1 pod of 4 g: M = 1.004; PAC 300 g, per kg 300 / 1.004 = 298.805
    const base = [
      { ingredienteId: 5, quantita: 700, unita: 'ml' as const },
      { ingredienteId: 2, quantita: 300, unita: 'g' as const },
      { ingredienteId: 6, quantita: 1, unita: 'pz' as const },
    ];
    const senza = computeRecipePreview(base, cat);
    expect(senza.massaKg).toBeCloseTo(1.004, 9);
    expect(senza.pacKg).toBeCloseTo(298.805, 3);
    expect(senza.conPezzi).toBe(false);
    // + 100 g of cream as a variegate: M = 1.104, cost 0.45 + 2 + 0.4 = 2.85; PAC still 300 per 1.004 kg of mix
    const con = computeRecipePreview([...base, { ingredienteId: 3, quantita: 100, unita: 'g' as const, ruolo: 'variegato' }], cat);
    expect(con).toMatchObject({ pac: 300, pod: 300, conFuoriMiscela: true });
    expect(con.massaKg).toBeCloseTo(1.104, 9);
    expect(con.massaMiscelaKg).toBeCloseTo(1.004, 9);
    expect(con.pacKg).toBeCloseTo(298.805, 3);
    expect(con.foodCost).toBeCloseTo(2.85 / 1.104, 9);
    expect(con.kcal).toBeCloseTo((120 + 1 + 34) / 1.104, 9);
  });

  it('gives zeros per kg when the batch has no mass', () => {
    const p = computeRecipePreview([{ ingredienteId: 4, quantita: 10, unita: 'pz' }], CATALOGO);
    expect(p).toMatchObject({ massaKg: 0, costoTotale: 1, foodCost: 0, pac: 0, pacKg: 0, kcal: 0 });
    expect(computeRecipePreview([], CATALOGO)).toMatchObject({ massaKg: 0, foodCost: 0, righe: 0 });
  });

  it('skips lines without an ingredient or with an unknown one', () => {
    const p = computeRecipePreview(
      [
        { ingredienteId: null, quantita: 5, unita: 'kg' },
        { ingredienteId: 99, quantita: 5, unita: 'kg' },
        { ingredienteId: 2, quantita: 500, unita: 'g' },
      ],
      CATALOGO,
    );
    expect(p.righe).toBe(1);
    expect(p.massaKg).toBeCloseTo(0.5, 10);
    expect(p.foodCost).toBeCloseTo(1.5, 10);
  });
});
