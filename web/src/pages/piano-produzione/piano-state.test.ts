import { describe, expect, it } from 'vitest';
import { aggiungiGiorni, cicliPerMantecatore, giorniPiano, gruppiPerPunto, intervallo, leggiVaschette, passo, percorsoTrasferimento, quantitaIngrediente, righeDaSalvare } from './piano-state';
import { aggiungiEsposto, formDaConfigurazione, inputDaForm, MSG_CONFIGURAZIONE } from './configurazione-state';

const riga = (puntoVenditaId: number, gustoId: number, vaschette: number) => ({
  puntoVenditaId,
  puntoVenditaNome: `PV ${puntoVenditaId}`,
  gustoId,
  gustoNome: `Gusto ${gustoId}`,
  vaschette,
  kg: vaschette * 2.5,
});

describe('giorni del piano', () => {
  it('offers today and the 7 days after it, across a month end', () => {
    const g = giorniPiano('2026-11-28');
    expect(g).toHaveLength(8);
    expect(g.map((x) => x.data)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(g.slice(0, 3).map((x) => x.etichetta)).toEqual(['Oggi', 'Domani', 'lun']);
    expect(g[3]).toMatchObject({ etichetta: 'mar', giorno: '01/12' });
  });

  it('adds days on the calendar (a DST change does not shift them)', () => {
    expect(aggiungiGiorni('2026-03-28', 1)).toBe('2026-03-29');
    expect(aggiungiGiorni('2026-03-29', 1)).toBe('2026-03-30');
    expect(aggiungiGiorni('2026-10-24', 2)).toBe('2026-10-26');
  });
});

describe('righe per punto vendita', () => {
  it('groups in the plan order with the trays and kg of each point', () => {
    const g = gruppiPerPunto([riga(2, 1, 3), riga(1, 1, 1), riga(2, 5, 2)]);
    expect(g.map((x) => [x.puntoVenditaId, x.righe.length, x.vaschette, x.kg])).toEqual([
      [2, 2, 5, 12.5],
      [1, 1, 1, 2.5],
    ]);
  });
});

describe('vaschette in modifica', () => {
  it('reads whole counts from 0 to 1000 only', () => {
    expect(leggiVaschette(' 4 ')).toBe(4);
    expect(leggiVaschette('0')).toBe(0);
    for (const t of ['', '-1', '2,5', '1.5', '1001', 'tre']) expect(leggiVaschette(t), t).toBeNull();
  });

  it('sends only the rows that changed; a wrong count blocks the save', () => {
    const righe = [riga(1, 1, 3), riga(1, 2, 2), riga(2, 1, 0)];
    expect(righeDaSalvare(righe, { '1-1': '5', '1-2': '2' })).toEqual({ righe: [{ puntoVenditaId: 1, gustoId: 1, vaschette: 5 }], errate: [] });
    expect(righeDaSalvare(righe, { '1-1': '5', '2-1': '-2' }).errate).toEqual(['2-1']);
  });

  it('steps from the typed count, within 0…1000', () => {
    expect(passo(undefined, 3, 1)).toBe('4');
    expect(passo('7', 3, -1)).toBe('6');
    expect(passo('0', 3, -1)).toBe('0');
    expect(passo('x', 3, 1)).toBe('4');
    expect(passo('1000', 3, 1)).toBe('1000');
  });
});

describe('giornata del laboratorio', () => {
  it('orders the cycles of each batch freezer and counts its cleanings', () => {
    const c = (mantecatore: string, ordine: number, inizio: string, fine: string, puliziaPrima = false) => ({ mantecatore, ordine, inizio, fine, puliziaPrima });
    const m = cicliPerMantecatore([c('B', 2, '07:15', '07:30'), c('A', 3, '07:40', '07:55', true), c('A', 1, '07:00', '07:15'), c('B', 4, '07:30', '07:45', true)]);
    expect(m.map((x) => [x.nome, x.cicli.map((y) => y.ordine), x.pulizie, x.inizio, x.fine])).toEqual([
      ['B', [2, 4], 1, '07:15', '07:45'],
      ['A', [1, 3], 1, '07:00', '07:55'],
    ]);
  });
});

describe('formati', () => {
  it('writes the interval, the ingredient quantities and the transfer note path', () => {
    expect(intervallo(3.24, 5.06)).toBe('3,2–5,1 kg');
    expect(intervallo(null, 5)).toBe('—');
    expect(quantitaIngrediente(1250.4, 'g')).toBe('1.250 g');
    expect(quantitaIngrediente(2.5, 'l')).toBe('2,5 l');
    expect(percorsoTrasferimento('2026-11-29', 3)).toBe('/piano/trasferimenti?data=2026-11-29&punto_vendita_id=3');
  });
});

describe('impostazioni del piano', () => {
  const salvata = {
    mantecatori: [{ nome: 'Carpigiani', capacitaKg: 12.5, minutiCiclo: 12 }],
    orarioInizio: '06:00',
    orarioFine: '14:00',
    kgPerVaschetta: 2.5,
    minutiPulizia: 10,
    giorniVetrinaGelato: 2,
    giorniVetrinaSorbetto: 3,
    gustiSempreEsposti: [{ puntoVenditaId: 1, gustoId: 4, gustoNome: 'Fiordilatte' }],
  };

  it('round-trips the saved settings through the form (decimal comma)', () => {
    const f = formDaConfigurazione(salvata);
    expect(f.mantecatori[0]!.capacitaKg).toBe('12,5');
    expect(inputDaForm(f)).toEqual({
      ok: true,
      input: { ...salvata, gustiSempreEsposti: [{ puntoVenditaId: 1, gustoId: 4 }] },
    });
  });

  it('names the first wrong field in Italian', () => {
    const f = formDaConfigurazione(salvata);
    expect(inputDaForm({ ...f, mantecatori: [] })).toEqual({ ok: false, errore: MSG_CONFIGURAZIONE.mantecatori });
    expect(inputDaForm({ ...f, mantecatori: [...f.mantecatori, { ...f.mantecatori[0]! }] })).toEqual({ ok: false, errore: MSG_CONFIGURAZIONE.nome });
    expect(inputDaForm({ ...f, mantecatori: [{ ...f.mantecatori[0]!, capacitaKg: '0' }] })).toEqual({ ok: false, errore: MSG_CONFIGURAZIONE.capacita });
    expect(inputDaForm({ ...f, mantecatori: [{ ...f.mantecatori[0]!, minutiCiclo: '7,5' }] })).toEqual({ ok: false, errore: MSG_CONFIGURAZIONE.minutiCiclo });
    expect(inputDaForm({ ...f, orarioFine: '05:00' })).toEqual({ ok: false, errore: MSG_CONFIGURAZIONE.orario });
    expect(inputDaForm({ ...f, kgPerVaschetta: 'due' })).toEqual({ ok: false, errore: MSG_CONFIGURAZIONE.kgVaschetta });
    expect(inputDaForm({ ...f, giorniVetrinaSorbetto: '8' })).toEqual({ ok: false, errore: MSG_CONFIGURAZIONE.giorni });
  });

  it('adds a flavour always shown once per sales point', () => {
    const uno = aggiungiEsposto([], { puntoVenditaId: 1, gustoId: 4, gustoNome: 'Fiordilatte' });
    expect(aggiungiEsposto(uno, { puntoVenditaId: 1, gustoId: 4, gustoNome: 'Fiordilatte' })).toHaveLength(1);
    expect(aggiungiEsposto(uno, { puntoVenditaId: 2, gustoId: 4, gustoNome: 'Fiordilatte' })).toHaveLength(2);
  });
});
