import { describe, expect, it } from 'vitest';
import { MSG_GIACENZE, rettificaFormSchema, scortaFormSchema } from './giacenze-form';

const errori = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const rettifica = { lotto: 'L1', quantita: '-1,5', motivo: 'Scarto', altro: '' };

describe('rettificaFormSchema', () => {
  it("refuses a zero, non-numeric, too precise or missing change with the API's message", () => {
    for (const quantita of ['', '0', 'abc', '1,23456', '1000000000']) {
      expect(errori(rettificaFormSchema.safeParse({ ...rettifica, quantita }))).toEqual({ quantita: MSG_GIACENZE.quantitaNonValida });
    }
  });

  it("asks for the reason when 'Altro' is left blank", () => {
    expect(errori(rettificaFormSchema.safeParse({ ...rettifica, motivo: 'Altro', altro: '  ' }))).toEqual({ motivo: MSG_GIACENZE.motivoObbligatorio });
  });

  it('yields the mutation input: signed number (typographic minus too), no lot as null, the free reason trimmed', () => {
    expect(rettificaFormSchema.parse({ ...rettifica, quantita: '\u22122,5', lotto: '', motivo: 'Altro', altro: ' caduto ' })).toEqual({ lotto: null, quantita: -2.5, motivo: 'caduto' });
    expect(rettificaFormSchema.parse(rettifica)).toEqual({ lotto: 'L1', quantita: -1.5, motivo: 'Scarto' });
  });
});

describe('scortaFormSchema', () => {
  it("refuses a negative, non-numeric or too precise reorder point with the API's message", () => {
    for (const scortaMinima of ['-1', 'x', '0,00001']) {
      expect(errori(scortaFormSchema.safeParse({ scortaMinima, ubicazione: '' }))).toEqual({ scortaMinima: MSG_GIACENZE.scortaNonValida });
    }
  });

  it('reads empty fields as null (no reorder point, no place)', () => {
    expect(scortaFormSchema.parse({ scortaMinima: ' ', ubicazione: ' ' })).toEqual({ scortaMinima: null, ubicazione: null });
    expect(scortaFormSchema.parse({ scortaMinima: '2,5', ubicazione: ' Cella ' })).toEqual({ scortaMinima: 2.5, ubicazione: 'Cella' });
  });
});
