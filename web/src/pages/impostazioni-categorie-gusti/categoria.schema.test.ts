import { describe, expect, it } from 'vitest';
import { CATEGORIA_FORM_MSG, categoriaFormSchema } from './categoria.schema';

describe('categoriaFormSchema (the API rules of a flavour category)', () => {
  it('trims the texts and reads a blank ordine as 0', () => {
    expect(categoriaFormSchema.parse({ nome: ' Creme ', descrizione: ' ', colore: ' #87ceeb ', ordine: ' ', attivo: true })).toEqual({
      nome: 'Creme',
      descrizione: '',
      colore: '#87ceeb',
      ordine: 0,
      attivo: true,
    });
    expect(categoriaFormSchema.parse({ nome: 'Frutta', descrizione: '', colore: '#FF0000', ordine: '12', attivo: false }).ordine).toBe(12);
  });

  it('refuses a blank nome, a colour that is not #rrggbb and a negative or decimal ordine', () => {
    const r = categoriaFormSchema.safeParse({ nome: '', descrizione: '', colore: 'blu', ordine: '-1', attivo: true });
    expect(r.success).toBe(false);
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      nome: CATEGORIA_FORM_MSG.nomeObbligatorio,
      colore: CATEGORIA_FORM_MSG.coloreNonValido,
      ordine: CATEGORIA_FORM_MSG.ordineNonValido,
    });
    expect(categoriaFormSchema.safeParse({ nome: 'A', descrizione: '', colore: '#87CEEB', ordine: '1.5', attivo: true }).success).toBe(false);
  });
});
