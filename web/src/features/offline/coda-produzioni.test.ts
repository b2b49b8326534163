import { describe, expect, it } from 'vitest';
import { archivioCoda, leggiCatalogo, salvaCatalogo, type ProduzioneInAttesa } from './archivio';
import { createCodaProduzioni, type EsitoInvio, type InviaProduzione } from './coda-produzioni';
import { nuovoIdProduzione } from './id';
import { usaIndexedDbDiTest } from './test-indexeddb';

usaIndexedDbDiTest();

let orologio = 1_000;
function produzione(utenteId: number, kg: number, extra: Partial<ProduzioneInAttesa> = {}): ProduzioneInAttesa {
  orologio += 1;
  return {
    id: nuovoIdProduzione(),
    utenteId,
    creataIl: orologio,
    input: { data: '2026-11-22', puntoVenditaId: 1, gusti: [{ gustoId: 3, quantitaKg: kg }], note: null },
    puntoVenditaNome: 'Gelateria Centro',
    kgTotale: kg,
    stato: 'in-attesa',
    ...extra,
  };
}

/** A sender that answers from a script and records what it was given, in order. */
function invioScriptato(...esiti: EsitoInvio[]) {
  const inviate: ProduzioneInAttesa[] = [];
  const invia: InviaProduzione = async (item) => {
    // this file queues productions only
    const produzione = item as ProduzioneInAttesa;
    inviate.push(produzione);
    return esiti.shift() ?? { tipo: 'inviata', kgTotale: produzione.kgTotale };
  };
  return { invia, inviate };
}

describe('coda delle produzioni (IndexedDB)', () => {
  it('keeps what was queued across instances (a reload), per user, oldest first', async () => {
    const a1 = produzione(1, 2);
    const b1 = produzione(2, 9);
    const a2 = produzione(1, 4);
    const coda = createCodaProduzioni();
    await coda.apri(1);
    await coda.accoda(a2);
    await coda.accoda(b1);
    await coda.accoda(a1);
    coda.chiudi();

    const dopoReload = createCodaProduzioni();
    await dopoReload.apri(1);
    expect(dopoReload.getSnapshot().elementi.map((i) => i.id)).toEqual([a1.id, a2.id]);
    expect(dopoReload.haInAttesa()).toBe(true);
    await dopoReload.apri(2);
    expect(dopoReload.getSnapshot().elementi.map((i) => i.id)).toEqual([b1.id]);
    dopoReload.chiudi();
  });

  it("sends the signed-in user's queue oldest first, one at a time, and empties it; never another user's", async () => {
    const vecchia = produzione(1, 1);
    const nuova = produzione(1, 2);
    const altrui = produzione(2, 5);
    for (const p of [nuova, altrui, vecchia]) await archivioCoda.aggiungi(p);
    const coda = createCodaProduzioni();
    await coda.apri(1);
    let inVolo = 0;
    let massimo = 0;
    const inviate: string[] = [];
    const risultato = await coda.invia(async (item) => {
      inVolo += 1;
      massimo = Math.max(massimo, inVolo);
      await new Promise((r) => setTimeout(r)); // the send yields to the event loop: an overlapping one would start meanwhile
      inviate.push(item.id);
      inVolo -= 1;
      return { tipo: 'inviata', kgTotale: (item as ProduzioneInAttesa).kgTotale };
    });
    expect(risultato).toEqual({ inviate: 2, esito: 'completata' });
    expect(inviate).toEqual([vecchia.id, nuova.id]);
    expect(massimo).toBe(1);
    expect(coda.getSnapshot().elementi).toEqual([]);
    expect((await archivioCoda.elenco(2)).map((i) => i.id)).toEqual([altrui.id]);
    coda.chiudi();
  });

  it('a refusal (4xx) becomes "non inviata" with the server message and the next ones still go; discard removes it', async () => {
    const rifiutata = produzione(1, 1);
    const buona = produzione(1, 2);
    await archivioCoda.aggiungi(rifiutata);
    await archivioCoda.aggiungi(buona);
    const coda = createCodaProduzioni();
    await coda.apri(1);
    const { invia, inviate } = invioScriptato({ tipo: 'rifiutata', messaggio: 'Gusto non trovato o non attivo' });
    expect(await coda.invia(invia)).toEqual({ inviate: 1, esito: 'completata' });
    expect(inviate.map((i) => i.id)).toEqual([rifiutata.id, buona.id]);
    expect(coda.getSnapshot().elementi).toEqual([{ ...rifiutata, stato: 'non-inviata', errore: 'Gusto non trovato o non attivo' }]);
    expect(coda.haInAttesa()).toBe(false);

    // a later round does not send it again: it waits for the user
    const secondo = invioScriptato();
    expect(await coda.invia(secondo.invia)).toEqual({ inviate: 0, esito: 'completata' });
    expect(secondo.inviate).toEqual([]);

    await coda.scarta(rifiutata.id);
    expect(coda.getSnapshot().elementi).toEqual([]);
    expect(await archivioCoda.elenco(1)).toEqual([]);
    coda.chiudi();
  });

  it('a network failure or 5xx stops the round and keeps everything, with the same id for the retry', async () => {
    const prima = produzione(1, 1);
    const seconda = produzione(1, 2);
    await archivioCoda.aggiungi(prima);
    await archivioCoda.aggiungi(seconda);
    const coda = createCodaProduzioni();
    await coda.apri(1);
    const { invia, inviate } = invioScriptato({ tipo: 'riprova' });
    expect(await coda.invia(invia)).toEqual({ inviate: 0, esito: 'riprova' });
    expect(inviate.map((i) => i.id)).toEqual([prima.id]);
    expect(coda.getSnapshot().elementi.map((i) => [i.id, i.stato])).toEqual([
      [prima.id, 'in-attesa'],
      [seconda.id, 'in-attesa'],
    ]);

    const retry = invioScriptato();
    expect(await coda.invia(retry.invia)).toEqual({ inviate: 2, esito: 'completata' });
    expect(retry.inviate.map((i) => i.id)).toEqual([prima.id, seconda.id]);
    coda.chiudi();
  });

  it('a 401 keeps the items and stops until the user signs in again', async () => {
    const item = produzione(1, 3);
    await archivioCoda.aggiungi(item);
    const coda = createCodaProduzioni();
    await coda.apri(1);
    expect(await coda.invia(invioScriptato({ tipo: 'login' }).invia)).toEqual({ inviate: 0, esito: 'login' });
    expect(coda.getSnapshot().elementi).toEqual([item]);
    coda.chiudi();
  });

  it('a production queued while a round runs is sent by that round (the caller shares it)', async () => {
    const coda = createCodaProduzioni();
    await coda.apri(1);
    await coda.accoda(produzione(1, 1));
    const tardiva = produzione(1, 2);
    const inviate: string[] = [];
    let primo = true;
    const invia: InviaProduzione = async (item) => {
      if (primo) {
        primo = false;
        await coda.accoda(tardiva);
        // asked while the round runs: shares it
        void coda.invia(invia);
      }
      inviate.push(item.id);
      return { tipo: 'inviata', kgTotale: (item as ProduzioneInAttesa).kgTotale };
    };
    const risultato = await coda.invia(invia);
    expect(risultato.esito).toBe('completata');
    expect(inviate).toHaveLength(2);
    expect(inviate[1]).toBe(tardiva.id);
    expect(coda.getSnapshot()).toMatchObject({ elementi: [], inInvio: false });
    coda.chiudi();
  });

  it('notifies subscribers and the accoda listeners', async () => {
    const coda = createCodaProduzioni();
    await coda.apri(1);
    const conteggi: number[] = [];
    const smetti = coda.subscribe(() => conteggi.push(coda.getSnapshot().elementi.length));
    let accodate = 0;
    coda.onAccodata(() => (accodate += 1));
    await coda.accoda(produzione(1, 1));
    smetti();
    await coda.accoda(produzione(1, 1));
    expect(conteggi).toContain(1);
    expect(conteggi).not.toContain(2);
    expect(accodate).toBe(2);
    coda.chiudi();
  });
});

describe('catalogo sul dispositivo', () => {
  it('keeps the last flavours and sales points per user', async () => {
    const dati = { gusti: [], puntiVendita: [{ __typename: 'PuntoVendita' as const, id: 1, nome: 'Centro', attivo: true }] };
    expect(await leggiCatalogo(7)).toBeNull();
    await salvaCatalogo(7, dati);
    expect(await leggiCatalogo(7)).toEqual(dati);
    expect(await leggiCatalogo(8)).toBeNull();
  });
});
