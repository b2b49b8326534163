import { describe, expect, it } from 'vitest';
import { MSG_MODULI, moduloFormSchema } from './moduli-form';
import type { CampoModulo } from './registro-haccp';

const errori = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const pastorizzazione = moduloFormSchema([
  { nome: 'prodotto', etichetta: 'Prodotto', tipo: 'scelta', obbligatorio: true, opzioni: [] },
  { nome: 'descrizione', etichetta: 'Base', tipo: 'testo', obbligatorio: true, visibile: (v) => v.prodotto !== 'gusto' },
  { nome: 'gustoId', etichetta: 'Gusto', tipo: 'scelta', obbligatorio: true, visibile: (v) => v.prodotto === 'gusto' },
  { nome: 'temperaturaRaggiunta', etichetta: 'Temperatura raggiunta (°C)', tipo: 'numero', obbligatorio: true },
  { nome: 'minutiMantenimento', etichetta: 'Minuti di mantenimento', tipo: 'numero', obbligatorio: true },
  { nome: 'lotto', etichetta: 'Lotto', tipo: 'testo' },
  { nome: 'azioneCorrettiva', etichetta: 'Azione correttiva', tipo: 'testo' },
] satisfies CampoModulo[]);

const controlloMerci = moduloFormSchema([
  { nome: 'fornitore', etichetta: 'Fornitore', tipo: 'testo', obbligatorio: true },
  { nome: 'prodotto', etichetta: 'Prodotto', tipo: 'testo', obbligatorio: true },
  { nome: 'temperatura', etichetta: 'Temperatura alla consegna (°C)', tipo: 'numero' },
  { nome: 'conforme', etichetta: 'Merce conforme', tipo: 'sino', obbligatorio: true },
  { nome: 'azioneCorrettiva', etichetta: 'Azione correttiva', tipo: 'testo' },
] satisfies CampoModulo[]);

describe('moduloFormSchema', () => {
  it("puts each error on its field with the API's words", () => {
    expect(errori(pastorizzazione.safeParse({ prodotto: 'base', descrizione: ' ', temperaturaRaggiunta: '', minutiMantenimento: '2000' }))).toEqual({
      descrizione: MSG_MODULI.descrizioneObbligatoria,
      temperaturaRaggiunta: 'La temperatura deve essere un numero tra -60 e 150 °C',
      minutiMantenimento: 'I minuti devono essere un numero tra 0 e 1440',
    });
    expect(errori(pastorizzazione.safeParse({ prodotto: 'gusto', descrizione: '', gustoId: '', temperaturaRaggiunta: '85', minutiMantenimento: '0,25' }))).toEqual({
      gustoId: 'Seleziona il gusto pastorizzato',
    });
  });

  it('asks for the action of non-conforming goods; an empty optional temperature is fine, a wrong one is not', () => {
    const merce = { fornitore: 'Latteria', prodotto: 'Latte', temperatura: '', conforme: 'no', azioneCorrettiva: '' };
    expect(errori(controlloMerci.safeParse(merce))).toEqual({ azioneCorrettiva: "Merce non conforme: indica l'azione correttiva" });
    expect(errori(controlloMerci.safeParse({ ...merce, conforme: 'si', temperatura: 'freddo', fornitore: '' }))).toEqual({
      fornitore: 'Il campo fornitore è obbligatorio',
      temperatura: MSG_MODULI.temperaturaNonValida,
    });
  });

  it("yields the mutation's input as inputDaModulo builds it", () => {
    expect(pastorizzazione.parse({ prodotto: 'gusto', descrizione: 'ignorata', gustoId: '7', temperaturaRaggiunta: '85,5', minutiMantenimento: '0,25', lotto: ' ', azioneCorrettiva: '' })).toEqual({
      prodotto: 'gusto',
      gustoId: 7,
      temperaturaRaggiunta: 85.5,
      minutiMantenimento: 0.25,
    });
    expect(controlloMerci.parse({ fornitore: ' Latteria ', prodotto: 'Latte', temperatura: '4', conforme: 'no', azioneCorrettiva: 'Reso' })).toEqual({
      fornitore: 'Latteria',
      prodotto: 'Latte',
      temperatura: 4,
      conforme: false,
      azioneCorrettiva: 'Reso',
    });
  });
});
