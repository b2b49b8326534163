import { describe, expect, it } from 'vitest';
import type { VetrinaInAttesa } from '../../features/offline/archivio';
import { operazioneChiusura, vaschetteDaPesare, vetrinaInCoda, type Carico } from './vetrina-state';

const inCoda = (id: string, vetrina: VetrinaInAttesa['vetrina'], stato: VetrinaInAttesa['stato'] = 'in-attesa'): VetrinaInAttesa => ({
  id,
  utenteId: 1,
  creataIl: 1,
  vetrina,
  descrizione: '',
  stato,
});
const caricoInCoda = (id: string, gustoId: number, stato?: VetrinaInAttesa['stato']) =>
  inCoda(id, { tipo: 'carico', input: { puntoVenditaId: 1, data: '2026-11-23', gustoId, produzioneId: null, kg: 4 } }, stato);
const server = (id: number, kgRimasti: number | null = null): Carico => ({ id, gustoId: 3, gustoNome: 'Fragola', gustoColore: '#ff4d6d', produzioneId: null, kg: 5, kgRimasti });
const gusto = (id: number) => ({ nome: id === 2 ? 'Pistacchio' : 'Altro', colore: '#93c572' });

describe('vetrina del giorno sul dispositivo', () => {
  it("lists the day's queued loads, and marks weighed-back trays by carico id, queue id, or the id the load got when sent", () => {
    const elementi = [
      caricoInCoda('a', 2),
      inCoda('pa', { tipo: 'chiusura', caricoInCoda: 'a', input: { kgRimasti: 1 } }),
      // its load was sent a moment ago (id 40), the weigh-back still waits
      inCoda('pb', { tipo: 'chiusura', caricoInCoda: 'b', input: { kgRimasti: 0 } }),
      inCoda('p11', { tipo: 'chiusura', input: { caricoId: 11, kgRimasti: 2 } }),
      caricoInCoda('c', 2),
      caricoInCoda('rifiutato', 2, 'non-inviata'),
      // another day
      inCoda('ieri', { tipo: 'carico', input: { puntoVenditaId: 1, data: '2026-11-22', gustoId: 2, produzioneId: null, kg: 4 } }),
    ];
    const giorno = vetrinaInCoda(elementi, new Map([['b', 40]]), 1, '2026-11-23');
    expect(giorno.carichi.map((c) => [c.id, c.stato])).toEqual([
      ['a', 'in-attesa'],
      ['c', 'in-attesa'],
      ['rifiutato', 'non-inviata'],
    ]);
    expect([...giorno.pesate]).toEqual(['a', 'b', 40, 11]);

    // still to weigh: the server's open tray 12 and the queued load c; not a, 11, 40 (waiting), 13 (closed) or the refused one
    const daPesare = vaschetteDaPesare([server(11), server(12), server(13, 1), server(40)], giorno, gusto);
    expect(daPesare.map((v) => [v.id, v.gustoNome])).toEqual([
      [12, 'Fragola'],
      ['c', 'Pistacchio'],
    ]);
  });

  it('a weigh-back goes by carico id, or by the queue id of a load not sent yet', () => {
    expect(operazioneChiusura({ id: 12, kgRimasti: 1.5 })).toEqual({ tipo: 'chiusura', input: { caricoId: 12, kgRimasti: 1.5 } });
    expect(operazioneChiusura({ id: 'c', kgRimasti: 0 })).toEqual({ tipo: 'chiusura', caricoInCoda: 'c', input: { kgRimasti: 0 } });
  });
});
