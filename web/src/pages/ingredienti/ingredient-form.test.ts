import { describe, expect, it } from 'vitest';
import { EMPTY_INGREDIENT_FORM, MSG_INGREDIENTE, campiDaCompletare, ingredienteFormSchema } from './ingredient-form';

const errori = (v: typeof EMPTY_INGREDIENT_FORM) => {
  const r = ingredienteFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const valido = { ...EMPTY_INGREDIENT_FORM, nome: ' Latte ', costoPerUnita: '1,20', fornitore: ' Latteria ', unitaMisura: 'l' as const };

describe('ingredienteFormSchema', () => {
  it("reports each required field with the API's message", () => {
    expect(errori(EMPTY_INGREDIENT_FORM)).toEqual({
      nome: MSG_INGREDIENTE.nomeObbligatorio,
      costoPerUnita: MSG_INGREDIENTE.costoObbligatorio,
      fornitore: MSG_INGREDIENTE.fornitoreObbligatorio,
    });
    expect(MSG_INGREDIENTE.nomeObbligatorio).toBe('Il nome è obbligatorio');
  });

  it('refuses a negative or non-numeric cost, as the API does', () => {
    for (const costoPerUnita of ['-1', 'abc', '20000000']) {
      expect(errori({ ...valido, costoPerUnita })).toEqual({ costoPerUnita: 'Il costo per unità deve essere un numero maggiore o uguale a 0' });
    }
  });

  it('yields the mutation input: trimmed text, it-IT numbers, unknown composition null, densità only for liquids', () => {
    const r = ingredienteFormSchema.parse({ ...valido, acqua: '87,5', grassi: 'x', zuccheri: '-3', densita: '1,032' });
    expect(r).toMatchObject({ nome: 'Latte', fornitore: 'Latteria', descrizione: null, costoPerUnita: 1.2, unitaMisura: 'l', acqua: 87.5, grassi: null, zuccheri: 0, densita: 1.032, attivo: true });
    expect(ingredienteFormSchema.parse({ ...valido, unitaMisura: 'kg', densita: '1,032' }).densita).toBeNull();
  });

  it('lists the required fields still to complete, in the form order', () => {
    expect(campiDaCompletare({ ...valido, costoPerUnita: '', fornitore: '' }).map((c) => c.label)).toEqual(['costo per unità', 'fornitore']);
    expect(campiDaCompletare(valido)).toEqual([]);
  });
});
