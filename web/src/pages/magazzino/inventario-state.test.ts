import { describe, expect, it } from 'vitest';
import { esitoConteggio, inputInventario, leggiContato, righeConteggio } from './inventario-state';
import type { Giacenza } from './operations';

const g = (over: Partial<Giacenza>): Giacenza => ({
  ingredienteId: 1,
  nome: 'Latte',
  unitaMisura: 'l',
  giacenza: 0,
  scortaMinima: null,
  ubicazione: null,
  sottoScorta: false,
  giacenzaNegativa: false,
  lotti: [],
  ...over,
});

const GIACENZE = [
  g({ ingredienteId: 1, nome: 'Latte', ubicazione: 'Cella frigo', giacenza: 8.5, lotti: [{ lotto: 'L-B', scadenza: '2026-12-03', giacenza: 2 }, { lotto: 'L-A', scadenza: '2026-12-05', giacenza: 7 }] }),
  g({ ingredienteId: 2, nome: 'Panna', ubicazione: 'Cella frigo', giacenza: 3, lotti: [{ lotto: 'P-1', scadenza: null, giacenza: 3 }] }),
  g({ ingredienteId: 3, nome: 'Zucchero', ubicazione: null, giacenza: 0 }),
];

describe('inventory count lines', () => {
  it('one line per lot, the stock with no lot when there is some, grouped by storage place (none last)', () => {
    const gruppi = righeConteggio([GIACENZE[2]!, ...GIACENZE.slice(0, 2)]);
    expect(gruppi.map((x) => [x.ubicazione, x.righe.map((r) => [r.nome, r.lotto, r.giacenza])])).toEqual([
      ['Cella frigo', [['Latte', 'L-B', 2], ['Latte', 'L-A', 7], ['Latte', null, -0.5], ['Panna', 'P-1', 3]]],
      [null, [['Zucchero', null, 0]]],
    ]);
  });

  it('reads Italian decimals, refuses negatives and more than 4 decimals', () => {
    expect(leggiContato('2,5')).toBe(2.5);
    expect(leggiContato('1.234,5')).toBe(1234.5);
    expect(leggiContato('0')).toBe(0);
    expect(leggiContato('-1')).toBeNull();
    expect(leggiContato('1,00001')).toBeNull();
    expect(leggiContato('due')).toBeNull();
  });

  it('differences of the counted lines only; the input carries the stock the count was made against', () => {
    const gruppi = righeConteggio(GIACENZE);
    const esito = esitoConteggio(gruppi, { '1:L-B': '1,5', '1:L-A': '7', '2:P-1': 'x', '3:': '' });
    expect(esito.differenze.map((d) => [d.riga.chiave, d.differenza])).toEqual([['1:L-B', -0.5]]);
    expect(esito.contate).toHaveLength(2);
    expect(esito.nonValide).toEqual(['2:P-1']);
    expect(inputInventario(esito.contate)).toEqual({
      righe: [
        { ingredienteId: 1, lotto: 'L-B', contato: 1.5, giacenzaLetta: 2 },
        { ingredienteId: 1, lotto: 'L-A', contato: 7, giacenzaLetta: 7 },
      ],
    });
  });
});
