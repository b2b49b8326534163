import { describe, expect, it } from 'vitest';
import { EMPTY_GUSTO_FORM, MSG_GUSTO, erroriRighe, gustoFormSchema, type GustoFormValues, type RecipeLineForm } from './gusto-form';

const riga = (key: string, ingredienteId: number | null, quantita: string): RecipeLineForm => ({ key, ingredienteId, quantita, unita: 'g' });
const issues = (v: GustoFormValues) => {
  const r = gustoFormSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('gustoFormSchema', () => {
  it("reports nome, categoria and every wrong recipe line with the API's messages", () => {
    const righe = [riga('a', null, '10'), riga('b', 1, ''), riga('c', 2, 'abc'), riga('d', 3, '-1'), riga('e', 4, '500')];
    expect(issues({ ...EMPTY_GUSTO_FORM, righe })).toEqual([
      ['nome', 'Il nome è obbligatorio'],
      ['categoriaId', 'La categoria è obbligatoria'],
      ['righe.0', "Seleziona l'ingrediente di ogni riga della ricetta"],
      ['righe.1', 'La quantità di ogni ingrediente è obbligatoria'],
      ['righe.2', MSG_GUSTO.quantitaNonValida],
      ['righe.3', 'La quantità deve essere un numero maggiore o uguale a 0'],
    ]);
  });

  it('yields the mutation input', () => {
    const v: GustoFormValues = {
      ...EMPTY_GUSTO_FORM,
      nome: ' Fior di latte ',
      categoriaId: '2',
      denominazione: '  ',
      righe: [{ ...riga('a', 1, '1.250,5'), ruolo: 'variegato', caratterizzante: true }, riga('b', 2, '0')],
      allergeniIds: [3],
    };
    expect(gustoFormSchema.parse(v)).toEqual({
      nome: 'Fior di latte',
      descrizione: null,
      categoriaId: 2,
      colore: '#ffffff',
      stagionale: false,
      noteProduzione: null,
      denominazione: null,
      ingredienti: [
        { ingredienteId: 1, quantita: 1250.5, unita: 'g', ruolo: 'variegato', caratterizzante: true },
        { ingredienteId: 2, quantita: 0, unita: 'g' },
      ],
      allergeniIds: [3],
      profiloId: null,
    });
  });

  it('keeps the line errors by line key', () => {
    expect(erroriRighe([riga('a', 1, '1'), riga('b', null, '')], [undefined, { message: 'x' }])).toEqual({ b: 'x' });
    expect(erroriRighe([riga('a', 1, '1')], undefined)).toBeUndefined();
  });
});
