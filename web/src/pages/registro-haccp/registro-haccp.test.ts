import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../app/apollo-client';
import type { ElementoCoda, HaccpInAttesa } from '../../features/offline/archivio';
import { creaInvioProduzione } from '../../features/offline/invio';
import { elementiInAttesa } from '../../features/offline/messages';
import { leggiBilanciaVetrina, percorsoBilanciaVetrina } from '../../features/scienza/bilancia-vetrina';
import { server } from '../../testing/server';
import { inputDaModulo, leggiTemperatura, lettureInCoda, meseCorrente, percorsoRegistroPdf, recenti, type CampoModulo } from './registro-haccp';

const lettura = (id: string, dispositivoId: number, temperatura: number): HaccpInAttesa => ({
  id,
  utenteId: 4,
  creataIl: 1,
  haccp: { dispositivoId, temperatura, azioneCorrettiva: null, misurataIl: '2026-11-28T09:00:00.000Z' },
  descrizione: `HACCP · Freezer · ${temperatura} °C`,
  stato: 'in-attesa',
});

describe('temperatura digitata', () => {
  it('reads the decimal comma or dot, to the tenth; refuses text and values outside −60…150 °C', () => {
    expect(leggiTemperatura('-18,5')).toBe(-18.5);
    expect(leggiTemperatura(' 4.25 ')).toBe(4.3);
    expect(leggiTemperatura('-60')).toBe(-60);
    expect(leggiTemperatura('150')).toBe(150);
    expect(leggiTemperatura('-60,1')).toBeNull();
    expect(leggiTemperatura('151')).toBeNull();
    expect(leggiTemperatura('')).toBeNull();
    expect(leggiTemperatura('meno diciotto')).toBeNull();
  });
});

describe('moduli delle registrazioni', () => {
  const campi: CampoModulo[] = [
    { nome: 'prodotto', etichetta: 'Prodotto', tipo: 'scelta', obbligatorio: true, opzioni: [] },
    { nome: 'descrizione', etichetta: 'Base', tipo: 'testo', obbligatorio: true, visibile: (v) => v.prodotto !== 'gusto' },
    { nome: 'gustoId', etichetta: 'Gusto', tipo: 'scelta', obbligatorio: true, visibile: (v) => v.prodotto === 'gusto' },
    { nome: 'temperaturaRaggiunta', etichetta: 'Temperatura raggiunta (°C)', tipo: 'numero', obbligatorio: true },
    { nome: 'lotto', etichetta: 'Lotto', tipo: 'testo' },
    { nome: 'conforme', etichetta: 'Conforme', tipo: 'sino', obbligatorio: true },
  ];
  it('builds the input: numbers with the comma, ids as numbers, yes/no as booleans, hidden and empty optional fields left out', () => {
    expect(inputDaModulo(campi, { prodotto: 'gusto', descrizione: 'ignorata', gustoId: '7', temperaturaRaggiunta: '85,5', lotto: ' ', conforme: 'no' })).toEqual({
      ok: true,
      input: { prodotto: 'gusto', gustoId: 7, temperaturaRaggiunta: 85.5, conforme: false },
    });
  });
  it('says the first missing or wrong field in Italian', () => {
    expect(inputDaModulo(campi, { prodotto: 'base', temperaturaRaggiunta: '85' })).toEqual({ ok: false, errore: 'Il campo base è obbligatorio' });
    expect(inputDaModulo(campi, { prodotto: 'base', descrizione: 'Bianca', temperaturaRaggiunta: 'ottantacinque' })).toEqual({
      ok: false,
      errore: 'Il campo temperatura raggiunta (°C) deve essere un numero',
    });
  });
});

describe('letture HACCP nella coda del dispositivo', () => {
  it('groups this user queued readings by device and ignores productions and display-case writes', () => {
    const produzione = { id: 'p', utenteId: 4, creataIl: 0, input: { data: '2026-11-28', puntoVenditaId: 1, gusti: [], note: null }, puntoVenditaNome: 'Centro', kgTotale: 0, stato: 'in-attesa' } as ElementoCoda;
    const coda = lettureInCoda([produzione, lettura('a', 3, -19), lettura('b', 5, -11), lettura('c', 3, -18)]);
    expect([...coda.keys()]).toEqual([3, 5]);
    expect(coda.get(3)!.map((i) => i.id)).toEqual(['a', 'c']);
  });

  it('the banner counts them as operations', () => {
    expect(elementiInAttesa([lettura('a', 3, -19)])).toBe('1 operazione in attesa di invio');
  });

  it('the queue sends a reading with its mutation, its id as idempotency key', async () => {
    let variabili: unknown = null;
    server.use(
      graphql.mutation('RegistraLetturaHaccp', ({ variables }) => {
        variabili = variables;
        return HttpResponse.json({ data: { registraLetturaHaccp: { __typename: 'RegistrazioneHaccp', id: 12 } } });
      }),
    );
    const item = lettura('9b2f3c1e-0000-4000-8000-000000000001', 3, -19);
    expect(await creaInvioProduzione(createApolloClient(), () => 4)(item)).toEqual({ tipo: 'inviata', kgTotale: 0 });
    expect(variabili).toEqual({ input: item.haccp, idempotencyKey: item.id });
  });

  it('a reading the server refuses stays with its message (out of limits without the action)', async () => {
    server.use(
      graphql.mutation('RegistraLetturaHaccp', () =>
        HttpResponse.json({ errors: [{ message: "Temperatura fuori dai limiti: indica l'azione correttiva", extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    );
    expect(await creaInvioProduzione(createApolloClient(), () => 4)(lettura('x', 3, -5))).toEqual({ tipo: 'rifiutata', messaggio: "Temperatura fuori dai limiti: indica l'azione correttiva" });
  });
});

describe('registro del mese', () => {
  it('the month in Rome, the PDF path, the latest records first', () => {
    expect(meseCorrente(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(percorsoRegistroPdf(4, '2026-11')).toBe('/haccp/registro?punto_vendita_id=4&mese=2026-11&formato=pdf');
    expect(recenti([{ seq: 1 }, { seq: 3 }, { seq: 2 }], 2)).toEqual([{ seq: 3 }, { seq: 2 }]);
  });
});

describe('link di Vetrina al bilanciamento', () => {
  it('carries the serving range moved to the measured case and reads it back', () => {
    const b = { gustoId: 7, temperaturaServizio: { min: -14.5, max: null }, vetrina: -10.2 };
    const percorso = percorsoBilanciaVetrina(b);
    expect(percorso).toBe('/gusti?bilancia=7&servizio_min=-14.5&vetrina=-10.2');
    expect(leggiBilanciaVetrina(percorso.slice(percorso.indexOf('?')))).toEqual(b);
  });
  it('ignores other or damaged addresses', () => {
    expect(leggiBilanciaVetrina('')).toBeNull();
    expect(leggiBilanciaVetrina('?bilancia=7&vetrina=-10')).toBeNull();
    expect(leggiBilanciaVetrina('?bilancia=x&servizio_min=-14&vetrina=-10')).toBeNull();
    expect(leggiBilanciaVetrina('?bilancia=7&servizio_min=-14&vetrina=caldo')).toBeNull();
  });
});
