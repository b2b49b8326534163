import { describe, expect, it } from 'vitest';
import { MSG_LABORATORIO_API, formDaLaboratorio, laboratorioFormSchema } from './laboratorio-form';

const salvato = {
  capacitaMinKg: 2,
  capacitaMaxKg: 10,
  risoluzioneG: 1,
  risoluzionePrecisioneG: 0.1,
  sogliaPrecisioneG: 100,
  overrunGelato: 0.3,
  overrunSorbetto: 0.2,
  shelfLifeGelatoGiorni: 60,
  shelfLifeSorbettoGiorni: 60,
  ragioneSociale: null,
  indirizzo: null,
  partitaIva: null,
};
const form = formDaLaboratorio(salvato);
const errori = (v: typeof form) => {
  const r = laboratorioFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('laboratorioFormSchema', () => {
  it("checks each field with the API's range and words", () => {
    expect(errori({ ...form, capacitaMaxKg: '0', risoluzioneG: 'x', overrunGelato: '250', shelfLifeSorbettoGiorni: '1,5', partitaIva: '01234567890' })).toEqual({
      capacitaMaxKg: MSG_LABORATORIO_API.capacita,
      risoluzioneG: MSG_LABORATORIO_API.risoluzione,
      overrunGelato: MSG_LABORATORIO_API.overrun,
      shelfLifeSorbettoGiorni: MSG_LABORATORIO_API.shelfLife,
      partitaIva: MSG_LABORATORIO_API.partitaIva,
    });
    expect(errori({ ...form, capacitaMinKg: '20' })).toEqual({ capacitaMinKg: 'La capacità minima del mantecatore non può superare la massima' });
  });

  it('shows overruns in percent and saves them as fractions; a valid VAT number with IT and spaces passes', () => {
    expect(form).toMatchObject({ overrunGelato: '30', risoluzionePrecisioneG: '0,1', ragioneSociale: '' });
    expect(laboratorioFormSchema.parse({ ...form, overrunSorbetto: '25,5', partitaIva: 'IT 01234567897', ragioneSociale: ' Gelateria ' })).toMatchObject({
      overrunGelato: 0.3,
      overrunSorbetto: 0.255,
      partitaIva: 'IT 01234567897',
      ragioneSociale: 'Gelateria',
    });
  });
});
