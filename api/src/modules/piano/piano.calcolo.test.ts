import { describe, expect, it } from 'vitest';
import { dividiInCicli, ordineDiProduzione, pianificaCicli, serveLaPulizia, vaschetteDa, type GustoDaProdurre } from './piano.calcolo.js';

/** Issue 32, hand-checked: the tray rounding, the run order with its cleanings, the cycle packing. */

const LATTE = { nome: 'Latte', codice: 'latte' };
const UOVA = { nome: 'Uova', codice: 'uova' };
const NOCI = { nome: 'Frutta a guscio', codice: 'frutta_a_guscio' };
const gusto = (gustoId: number, nome: string, kg: number, allergeni: GustoDaProdurre['allergeni'], colore = '#ffffff'): GustoDaProdurre => ({ gustoId, nome, kg, allergeni, colore });

describe('trays', () => {
  it('round the kg needed UP to whole trays, never below 0, at least 1 for an always-shown flavour', () => {
    expect(vaschetteDa(10, 5, false)).toBe(2); // exactly two trays: not three
    expect(vaschetteDa(10.001, 5, false)).toBe(3); // one gram more: a third tray
    expect(vaschetteDa(4.2, 5, false)).toBe(1);
    expect(vaschetteDa(12 - 2 - 0, 5, false)).toBe(2); // forecast 12 − case 2 − freezer 0
    expect(vaschetteDa(8 - 0 - 3, 5, false)).toBe(1); // forecast 8 − freezer 3 = 5 kg: one tray
    expect(vaschetteDa(0.1 + 0.2 - 0.3, 5, false)).toBe(0); // float noise is not a tray
    expect(vaschetteDa(-3, 5, false)).toBe(0); // more in the case than the forecast
    expect(vaschetteDa(-3, 5, true)).toBe(1); // but a flavour always shown gets one
    expect(vaschetteDa(0, 5, true)).toBe(1);
    expect(vaschetteDa(7, 2.5, true)).toBe(3);
  });
});

describe('run order and cleanings', () => {
  it('allergen-free first, light before dark, nuts last; a cleaning only where an allergen would be left behind', () => {
    const gusti = [
      gusto(1, 'Nocciola', 5, [LATTE, NOCI], '#8b5a2b'),
      gusto(2, 'Cioccolato', 5, [LATTE], '#3b1f0e'),
      gusto(3, 'Limone', 5, []),
      gusto(4, 'Fiordilatte', 5, [LATTE], '#fffdf5'),
      gusto(5, 'Crema', 5, [LATTE, UOVA], '#f3e5ab'),
      gusto(6, 'Zabaione', 5, [UOVA], '#f0d060'),
    ];
    expect(ordineDiProduzione(gusti).map((g) => g.nome)).toEqual(['Limone', 'Fiordilatte', 'Cioccolato', 'Zabaione', 'Crema', 'Nocciola']);
    expect(serveLaPulizia(undefined, ['Latte'])).toBe(false); // the day starts clean
    expect(serveLaPulizia([], ['Latte'])).toBe(false);
    expect(serveLaPulizia(['Latte'], ['Latte', 'Uova'])).toBe(false); // more allergens: no cleaning
    expect(serveLaPulizia(['Latte'], ['Uova'])).toBe(true); // milk would be left in an egg-only flavour
    expect(serveLaPulizia(['Latte', 'Uova'], ['Latte', 'Frutta a guscio'])).toBe(true);

    // one freezer, 10 kg, 15 min, cleaning 20 min, 06:00–12:00
    const p = pianificaCicli(gusti, [{ nome: 'M1', capacitaKg: 10, minutiCiclo: 15 }], { inizio: '06:00', fine: '12:00', minutiPulizia: 20 });
    expect(p.cicli.map((c) => [c.ordine, c.gustoNome, c.inizio, c.fine, c.puliziaPrima])).toEqual([
      [1, 'Limone', '06:00', '06:15', false],
      [2, 'Fiordilatte', '06:15', '06:30', false],
      [3, 'Cioccolato', '06:30', '06:45', false],
      // Zabaione has eggs but no milk: the milk of Cioccolato must go (20 min)
      [4, 'Zabaione', '07:05', '07:20', true],
      [5, 'Crema', '07:20', '07:35', false],
      // Nocciola has milk and nuts but no eggs: Crema's eggs must go
      [6, 'Nocciola', '07:55', '08:10', true],
    ]);
    expect(p.pulizie).toBe(2);
    expect(p.cicli[5]!.allergeni).toEqual(['Latte', 'Frutta a guscio']);
  });

  it('two freezers: the egg-only flavour goes on the clean one, no cleaning at all', () => {
    const gusti = [gusto(1, 'Fiordilatte', 5, [LATTE]), gusto(2, 'Zabaione', 5, [UOVA])];
    const mantecatori = [{ nome: 'M1', capacitaKg: 10, minutiCiclo: 15 }, { nome: 'M2', capacitaKg: 10, minutiCiclo: 15 }];
    const p = pianificaCicli(gusti, mantecatori, { inizio: '06:00', fine: '12:00', minutiPulizia: 20 });
    expect(p.cicli.map((c) => [c.mantecatore, c.gustoNome, c.inizio, c.puliziaPrima])).toEqual([
      ['M1', 'Fiordilatte', '06:00', false],
      ['M2', 'Zabaione', '06:00', false],
    ]);
    expect(p.pulizie).toBe(0);
  });
});

describe('cycles against capacity and working hours', () => {
  it('splits a flavour in the fewest equal cycles within the largest freezer (grams; the last takes the rest)', () => {
    expect(dividiInCicli(23, 10)).toEqual([7.666, 7.666, 7.668]);
    expect(dividiInCicli(20, 10)).toEqual([10, 10]);
    expect(dividiInCicli(10.001, 10)).toEqual([5, 5.001]);
    expect(dividiInCicli(0, 10)).toEqual([]);
  });

  it('packs the cycles in the working hours; what does not fit is left out (an avviso), a cycle goes only on a freezer large enough', () => {
    // 23 kg of Limone on a 10 kg + a 6 kg freezer: 3 cycles of ~7.67 kg, only the 10 kg one takes them
    const mantecatori = [{ nome: 'Grande', capacitaKg: 10, minutiCiclo: 20 }, { nome: 'Piccolo', capacitaKg: 6, minutiCiclo: 10 }];
    const orario = { inizio: '06:00', fine: '07:00', minutiPulizia: 20 };
    const p = pianificaCicli([gusto(1, 'Limone', 23, []), gusto(2, 'Fragola', 4, [])], mantecatori, orario);
    expect(p.cicli.map((c) => [c.mantecatore, c.gustoNome, c.kg, c.inizio, c.fine])).toEqual([
      ['Piccolo', 'Fragola', 4, '06:00', '06:10'], // same allergens (none) and colour: by name; it ends first on the small one
      ['Grande', 'Limone', 7.666, '06:00', '06:20'],
      ['Grande', 'Limone', 7.666, '06:20', '06:40'],
      ['Grande', 'Limone', 7.668, '06:40', '07:00'], // ends exactly at closing: it fits
    ]);
    expect(p.fuoriOrario).toEqual([]);
    // one more Limone cycle would end at 07:20: left out
    const q = pianificaCicli([gusto(1, 'Limone', 31, [])], mantecatori, orario);
    expect(q.cicli).toHaveLength(3);
    expect(q.fuoriOrario).toEqual([{ gustoNome: 'Limone', kg: 7.75 }]);
    // no freezer at all
    expect(pianificaCicli([gusto(1, 'Limone', 5, [])], [], orario).senzaMantecatore).toEqual([{ gustoNome: 'Limone', kg: 5 }]);
  });
});
