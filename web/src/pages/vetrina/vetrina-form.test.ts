import { MSG_VETRINA } from '@gelatiere/contratto';
import { describe, expect, it } from 'vitest';
import { caricoFormSchema, chiavePesata, chiusuraFormSchema, correzioneFormSchema, PESATE_TUTTE, scartoFormSchema } from './vetrina-form';

const errori = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('caricoFormSchema', () => {
  it("asks for the flavour and the kg, with the contract's (the API's) words", () => {
    expect(errori(caricoFormSchema.safeParse({ gustoId: null, produzioneId: null, kg: '' }))).toEqual({ gustoId: 'Seleziona un gusto', kg: 'Indica i kg' });
    expect(MSG_VETRINA.gustoObbligatorio).toBe('Seleziona un gusto');
    expect(MSG_VETRINA.kgObbligatori).toBe('Indica i kg');
  });

  it('refuses 0 kg and more than the 1000 kg the API takes', () => {
    expect(errori(caricoFormSchema.safeParse({ gustoId: 1, produzioneId: null, kg: '0' }))).toEqual({ kg: 'I kg devono essere maggiori di 0' });
    expect(MSG_VETRINA.kgMaggioriDiZero).toBe('I kg devono essere maggiori di 0');
    for (const kg of ['1000,5', '250000']) expect(errori(caricoFormSchema.safeParse({ gustoId: 1, produzioneId: null, kg }))).toEqual({ kg: 'Quantità troppo elevata (massimo 1000 kg)' });
  });

  it('yields the mutation input: kg with comma or dot, rounded to the gram', () => {
    expect(caricoFormSchema.parse({ gustoId: 2, produzioneId: 7, kg: '4,5' })).toEqual({ gustoId: 2, produzioneId: 7, kg: 4.5 });
    expect(caricoFormSchema.parse({ gustoId: 2, produzioneId: null, kg: '1.2346' })).toEqual({ gustoId: 2, produzioneId: null, kg: 1.235 });
  });
});

describe('scartoFormSchema', () => {
  it('asks for flavour, kg and reason', () => {
    expect(errori(scartoFormSchema.safeParse({ gustoId: null, kg: '', motivo: null }))).toEqual({ gustoId: 'Seleziona un gusto', kg: 'Indica i kg', motivo: 'Scegli il motivo dello scarto' });
    expect(MSG_VETRINA.motivoObbligatorio).toBe('Scegli il motivo dello scarto');
    expect(scartoFormSchema.parse({ gustoId: 3, kg: '0,3', motivo: 'qualita' })).toEqual({ gustoId: 3, kg: 0.3, motivo: 'qualita' });
  });
});

describe('chiusuraFormSchema', () => {
  const aperte = [
    { id: 11, gustoId: 3, gustoNome: 'Fragola', gustoColore: '#ff4d6d', kg: 4 },
    { id: 'coda-1', gustoId: 2, gustoNome: 'Pistacchio', gustoColore: '#93c572', kg: 4.5 },
  ];
  const schema = chiusuraFormSchema(aperte);

  it('weighs only the trays given (0 is an empty tray), by carico id or queue id', () => {
    expect(schema.parse({ pesate: { [chiavePesata(11)]: '0', [chiavePesata('coda-1')]: ' ' } })).toEqual([{ id: 11, kgRimasti: 0 }]);
    expect(schema.parse({ pesate: { [chiavePesata(11)]: '1,25', [chiavePesata('coda-1')]: '4,5' } })).toEqual([
      { id: 11, kgRimasti: 1.25 },
      { id: 'coda-1', kgRimasti: 4.5 },
    ]);
  });

  it('marks a weigh above the loaded kg, and says so for the whole form', () => {
    expect(errori(schema.safeParse({ pesate: { [chiavePesata(11)]: '4,5', [chiavePesata('coda-1')]: '1' } }))).toEqual({
      'pesate.v11': 'I kg rimasti non possono superare i kg caricati',
      [`pesate.${PESATE_TUTTE}`]: 'Correggi le pesate segnate in rosso',
    });
    expect(MSG_VETRINA.kgRimastiTroppi).toBe('I kg rimasti non possono superare i kg caricati');
    expect(MSG_VETRINA.pesateDaCorreggere).toBe('Correggi le pesate segnate in rosso');
  });

  it('needs at least one weigh', () => {
    expect(errori(schema.safeParse({ pesate: {} }))).toEqual({ [`pesate.${PESATE_TUTTE}`]: 'Inserisci almeno una pesata' });
    expect(MSG_VETRINA.pesataObbligatoria).toBe('Inserisci almeno una pesata');
  });
});

describe('correzioneFormSchema', () => {
  it('takes 0 to the loaded kg', () => {
    const schema = correzioneFormSchema(5);
    expect(schema.parse({ kgRimasti: '0' })).toEqual({ kgRimasti: 0 });
    expect(schema.parse({ kgRimasti: '0,75' })).toEqual({ kgRimasti: 0.75 });
    expect(errori(schema.safeParse({ kgRimasti: '6' }))).toEqual({ kgRimasti: 'I kg rimasti non possono superare i kg caricati' });
    expect(errori(schema.safeParse({ kgRimasti: '' }))).toEqual({ kgRimasti: 'Indica i kg' });
  });
});
