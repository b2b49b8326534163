import { MSG_PRODUZIONE, NOTE_MAX } from '@gelatiere/contratto';
import { describe, expect, it } from 'vitest';
import { modificaProduzioneFormSchema, righeModifica, rigaForm, type ModificaProduzioneFormValues, type RigaForm } from './modifica-produzione-form';

const errori = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const riga = (gustoId: number, quantita: string): RigaForm => ({ gustoId, gustoNome: `Gusto ${gustoId}`, gustoCategoria: 'Creme', gustoColore: '#fff', foodCost: 4.5, quantita });
const valori = (righe: RigaForm[], note = ''): ModificaProduzioneFormValues => ({ righe, note });

describe('modificaProduzioneFormSchema', () => {
  it('yields what the dialog submits: kg typed it-IT or with a dot, to the gram, notes as typed', () => {
    expect(modificaProduzioneFormSchema.parse(valori([riga(1, '2,5'), riga(2, '1.25'), riga(4, '0,1234')], 'Nota'))).toEqual({
      gusti: [
        { gustoId: 1, quantitaKg: 2.5 },
        { gustoId: 2, quantitaKg: 1.25 },
        { gustoId: 4, quantitaKg: 0.123 },
      ],
      note: 'Nota',
    });
  });

  it("reads a half-typed, blank or negative kg as 0 (the modal's rule), a line at 0 kg is still sent", () => {
    expect(modificaProduzioneFormSchema.parse(valori([riga(1, '1,'), riga(2, ''), riga(3, '-2'), riga(4, 'abc')])).gusti).toEqual([
      { gustoId: 1, quantitaKg: 1 },
      { gustoId: 2, quantitaKg: 0 },
      { gustoId: 3, quantitaKg: 0 },
      { gustoId: 4, quantitaKg: 0 },
    ]);
  });

  it("asks for at least one flavour above 0 kg, with the contract's (the API's) words", () => {
    expect(errori(modificaProduzioneFormSchema.safeParse(valori([])))).toEqual({ righe: 'Aggiungi almeno un gusto alla produzione' });
    expect(errori(modificaProduzioneFormSchema.safeParse(valori([riga(1, '0'), riga(2, '')])))).toEqual({ righe: MSG_PRODUZIONE.almenoUnGusto });
  });

  it('refuses more than 100000 kg of a flavour, on its line', () => {
    expect(errori(modificaProduzioneFormSchema.safeParse(valori([riga(1, '2'), riga(2, '100000,5')])))).toEqual({
      'righe.1.quantita': 'Quantità troppo elevata (massimo 100000 kg per gusto)',
    });
    expect(modificaProduzioneFormSchema.safeParse(valori([riga(1, '100000')])).success).toBe(true);
  });

  it('refuses notes longer than NOTE_MAX', () => {
    expect(NOTE_MAX).toBe(500);
    expect(errori(modificaProduzioneFormSchema.safeParse(valori([riga(1, '1')], 'x'.repeat(NOTE_MAX + 1))))).toEqual({ note: 'Le note non possono superare 500 caratteri' });
    expect(modificaProduzioneFormSchema.safeParse(valori([riga(1, '1')], 'x'.repeat(NOTE_MAX))).success).toBe(true);
  });
});

describe('form lines', () => {
  it('show kg it-IT to the gram and read them back for the totals', () => {
    const r = rigaForm({ gustoId: 1, gustoNome: 'Pistacchio', gustoCategoria: null, gustoColore: '#0f0', foodCost: null, quantitaKg: 2.5 });
    expect(r.quantita).toBe('2,5');
    expect(righeModifica([r, { ...r, gustoId: 2, quantita: '1,' }]).map((x) => x.quantitaKg)).toEqual([2.5, 1]);
  });
});
