import { describe, expect, it } from 'vitest';
import { pesata, type RigaDaPesare } from './foglio-pesata.calcolo.js';

/** The weighing sheet's rounding (DOMAIN.md "Recipe versions and the weighing sheet"; issue 27), by hand. */

const BILANCE = { risoluzioneG: 1, risoluzionePrecisioneG: 0.1, sogliaPrecisioneG: 100 };
const riga = (nome: string, grammi: number, extra: Partial<RigaDaPesare> = {}): RigaDaPesare => ({
  ingredienteId: nome.length,
  nome,
  quantita: grammi,
  unita: 'g',
  densita: null,
  unitaMisura: 'kg',
  costoPerUnita: 1,
  ...extra,
});
const grammi = (righe: { nome: string; grammi: number | null }[]) => righe.map((r) => [r.nome, r.grammi]);

describe('weighing sheet rounding', () => {
  /**
   * Recipe of 1000 g: Latte 847.04, Zucchero 152.96. 20 kg with a 10 kg freezer → 2 cycles of 10 kg:
   * exact Latte 8470.4 g, Zucchero 1529.6 g per cycle. Main scale (both ≥ 100 g), largest remainder:
   * floors 8470 + 1529 = 9999 of 10000 → +1 g to Zucchero (.6) → 8470, 1530.
   * Totals = 2 × the cycle: 16940 and 3060 g (the whole batch rounded on its own would say 16941).
   */
  it('every total is the sum of its cycles: 2 × 8470 g = 16940 g', () => {
    const p = pesata([riga('Latte', 847.04), riga('Zucchero', 152.96)], 1, 20, { ...BILANCE, maxKg: 10 });
    expect(p.cicli).toHaveLength(2);
    expect(grammi(p.cicli[0]!.righe)).toEqual([
      ['Latte', 8470],
      ['Zucchero', 1530],
    ]);
    expect(grammi(p.righe)).toEqual([
      ['Latte', 16940],
      ['Zucchero', 3060],
    ]);
    expect(p.grammiTotali).toBe(20000);
    // cost from the rounded quantities: 16.94 + 3.06 kg at 1 €/kg
    expect(p.costoLotto).toBeCloseTo(20, 9);
  });

  /**
   * Recipe of 1000 g: Latte 500.8, Panna 200.8, Acqua 200.4, Zucchero 93.14, Stabilizzante 4.86.
   * 0.5 kg: exact 250.4, 100.4, 100.2, 46.57, 2.43 g. Rounded one by one to 1 g they weigh
   * 250 + 100 + 100 + 47 + 2 = 499 g, and the stabiliser loses 18 %.
   * Now: Zucchero 46.57 and Stabilizzante 2.43 are under 100 g → precision scale, 0.1 g → 46.6 and 2.4.
   * Main lines' target: 500 − 46.6 − 2.4 = 451 g; floors 250 + 100 + 100 = 450 → +1 g to the largest
   * remainder (Latte .4 ties Panna .4: recipe order) → 251, 100, 100. Sum 251 + 100 + 100 + 46.6 + 2.4 = 500 g.
   */
  it('a 0.5 kg batch weighs 500 g; the stabiliser is 2.4 g on the precision scale, marked', () => {
    const p = pesata(
      [riga('Latte', 500.8), riga('Panna', 200.8), riga('Acqua', 200.4), riga('Zucchero', 93.14), riga('Stabilizzante', 4.86)],
      1,
      0.5,
      { ...BILANCE, maxKg: 10 },
    );
    expect(p.cicli).toHaveLength(1);
    expect(p.righe.map((r) => [r.nome, r.grammi, r.bilancia])).toEqual([
      ['Latte', 251, 'principale'],
      ['Panna', 100, 'principale'],
      ['Acqua', 100, 'principale'],
      ['Zucchero', 46.6, 'precisione'],
      ['Stabilizzante', 2.4, 'precisione'],
    ]);
    expect(p.grammiTotali).toBe(500);
  });

  /**
   * Recipe: Latte 975.7 g, Stabilizzante 24.3 g (M = 1000 g), Vaniglia 1.5 pz at 2.80 €/pz.
   * 0.1 kg: Stabilizzante 2.43 g → 2.4 (precision); Latte 97.57 g is under 100 g too → 97.6.
   * 16.5 kg, 3 cycles of 5.5 kg (max 6): Vaniglia 1.5 × 5.5 = 8.25 → 9 pz per cycle, 27 pz for an exact
   * 24.75: +2.25 pz × 2.80 € = 6.30 € stated. Variegates keep their role.
   */
  it('pieces rounded up per cycle, their cost effect; precision threshold per cycle; roles kept', () => {
    const righe = [
      riga('Latte', 975.7),
      riga('Stabilizzante', 24.3),
      riga('Vaniglia', 1.5, { unita: 'pz', unitaMisura: 'pz', costoPerUnita: 2.8 }),
      riga('Amarene', 50, { ruolo: 'variegato' }),
    ];
    const piccola = pesata(righe.slice(0, 2), 1, 0.1, { ...BILANCE, maxKg: 10 });
    expect(piccola.righe.map((r) => [r.grammi, r.bilancia])).toEqual([
      [97.6, 'precisione'],
      [2.4, 'precisione'],
    ]);
    const p = pesata(righe.slice(0, 3), 1, 16.5, { ...BILANCE, maxKg: 6 });
    expect(p.cicli).toHaveLength(3);
    expect(p.cicli[0]!.righe[2]).toMatchObject({ quantita: 9, pezziEsatti: 8.25, grammi: null, bilancia: null });
    expect(p.righe[2]).toMatchObject({ quantita: 27, pezziEsatti: 24.75 });
    expect(p.costoArrotondamentoPezzi).toBeCloseTo(6.3, 9);
    expect(pesata(righe, 1.05, 1, { ...BILANCE, maxKg: 10 }).righe.map((r) => r.ruolo)).toEqual(['base', 'base', 'base', 'variegato']);
  });
});
