import { describe, expect, it } from 'vitest';
import { MSG_PROFILO, profiloFormSchema, validaProfilo } from './profilo-form';

describe('profiloFormSchema', () => {
  it("puts each error on its field with the API's message: a target on its row, the temperature on the pair", () => {
    const r = profiloFormSchema.safeParse({
      nome: ' ',
      obiettivi: [
        { chiave: 'grassi', min: '6', max: '10' },
        { chiave: 'zuccheri', min: '25', max: '22' },
        { chiave: 'pod', min: '', max: '' },
        { chiave: 'sale', min: '2000', max: '' },
      ],
      servizioMin: '-10',
      servizioMax: '-14',
    });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nome', MSG_PROFILO.nomeObbligatorio],
      ['obiettivi.1', 'Il minimo di "Zuccheri" non può superare il massimo'],
      ['obiettivi.2', 'Indica almeno un limite (minimo o massimo) per "POD"'],
      ['obiettivi.3', 'I limiti di "Sale" devono essere numeri tra -1000 e 1000'],
      ['servizioMin', 'La temperatura di servizio minima non può superare la massima'],
    ]);
  });

  it('validaProfilo names the errors by target key and "servizio"', () => {
    expect(validaProfilo({ nome: 'X', obiettivi: [{ chiave: 'grassi', min: '5', max: '1' }], servizioMin: '5', servizioMax: '' }).errori).toEqual({
      grassi: 'Il minimo di "Grassi" non può superare il massimo',
      servizio: 'La temperatura di servizio deve essere un numero tra -40 e 0 °C',
    });
  });
});
