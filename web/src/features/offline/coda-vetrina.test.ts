import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { archivioCoda, CONSERVA_ESITI_MS, NOME_DB, type ElementoInviabile, type OperazioneVetrina, type VetrinaInAttesa } from './archivio';
import { createCodaProduzioni, type EsitoInvio, type InviaProduzione } from './coda-produzioni';
import { nuovoIdProduzione } from './id';
import { MSG_DIPENDENZE } from './messages';
import { usaIndexedDbDiTest } from './test-indexeddb';

usaIndexedDbDiTest();

let orologio = 5_000;
function vetrina(vetrina: OperazioneVetrina): VetrinaInAttesa {
  orologio += 1;
  return { id: nuovoIdProduzione(), utenteId: 1, creataIl: orologio, vetrina, descrizione: `Vetrina · ${vetrina.tipo}`, stato: 'in-attesa' };
}
const carico = (kg: number) => vetrina({ tipo: 'carico', input: { puntoVenditaId: 1, data: '2026-11-23', gustoId: 3, produzioneId: null, kg } });
const pesataDi = (load: VetrinaInAttesa, kgRimasti: number) => vetrina({ tipo: 'chiusura', caricoInCoda: load.id, input: { kgRimasti } });

/**
 * A server stand-in: a load gets the next carico id (the same one again for the same key, as the API's
 * idempotency does); `rispondi` may script the answer of an item instead. Records what it was sent.
 */
function serverFinto(rispondi: (item: ElementoInviabile) => EsitoInvio | undefined = () => undefined) {
  const ricevute: ElementoInviabile[] = [];
  const caricoPerChiave = new Map<string, number>();
  const invia: InviaProduzione = async (item) => {
    const scriptata = rispondi(item);
    if (scriptata) return scriptata;
    ricevute.push(item);
    if ('vetrina' in item && item.vetrina.tipo === 'carico') {
      const idServer = caricoPerChiave.get(item.id) ?? 100 + caricoPerChiave.size;
      caricoPerChiave.set(item.id, idServer);
      return { tipo: 'inviata', kgTotale: 0, idServer };
    }
    return { tipo: 'inviata', kgTotale: 0 };
  };
  return { invia, ricevute };
}

const operazioni = (items: ElementoInviabile[]) => items.map((i) => ('vetrina' in i ? [i.id, i.vetrina] : [i.id]));

describe('weigh-back of a tray loaded offline (device queue)', () => {
  it('the load goes first; its weigh-back is sent with the carico id the server gave the load, under its own key', async () => {
    const coda = createCodaProduzioni();
    await coda.apri(1);
    const load = carico(4.5);
    const pesata = pesataDi(load, 1.25);
    await coda.accoda(load);
    await coda.accoda(pesata);

    const server = serverFinto();
    expect(await coda.invia(server.invia)).toEqual({ inviate: 2, esito: 'completata' });
    expect(operazioni(server.ricevute)).toEqual([
      [load.id, load.vetrina],
      [pesata.id, { tipo: 'chiusura', input: { caricoId: 100, kgRimasti: 1.25 } }],
    ]);
    expect(coda.getSnapshot().elementi).toEqual([]);
    // the load's answer stays known (a weigh-back queued a moment after it was sent still finds it)
    expect(coda.getSnapshot().esiti).toEqual(new Map([[load.id, 100]]));
    coda.chiudi();
  });

  it('load sent in one round, weigh-back in a later one after a reload: the id comes from IndexedDB', async () => {
    const prima = createCodaProduzioni();
    await prima.apri(1);
    const load = carico(3);
    const pesata = pesataDi(load, 0);
    await prima.accoda(load);
    await prima.accoda(pesata);
    // the network drops after the load's answer: the weigh-back waits for a retry
    const primoGiro = serverFinto((item) => (item.id === pesata.id ? { tipo: 'riprova' } : undefined));
    expect(await prima.invia(primoGiro.invia)).toEqual({ inviate: 1, esito: 'riprova' });
    expect(prima.getSnapshot().elementi.map((i) => i.id)).toEqual([pesata.id]);
    prima.chiudi();

    const dopoReload = createCodaProduzioni();
    await dopoReload.apri(1);
    expect(dopoReload.getSnapshot().esiti.get(load.id)).toBe(100);
    const secondoGiro = serverFinto();
    expect(await dopoReload.invia(secondoGiro.invia)).toEqual({ inviate: 1, esito: 'completata' });
    expect(operazioni(secondoGiro.ricevute)).toEqual([[pesata.id, { tipo: 'chiusura', input: { caricoId: 100, kgRimasti: 0 } }]]);
    expect(await archivioCoda.elenco(1)).toEqual([]);
    dopoReload.chiudi();
  });

  it('a weigh-back queued after its load was already sent (a race with the round) still gets the id', async () => {
    const coda = createCodaProduzioni();
    await coda.apri(1);
    const load = carico(2);
    await coda.accoda(load);
    expect(await coda.invia(serverFinto().invia)).toEqual({ inviate: 1, esito: 'completata' });
    const pesata = pesataDi(load, 0.5);
    await coda.accoda(pesata);
    const server = serverFinto();
    await coda.invia(server.invia);
    expect(operazioni(server.ricevute)).toEqual([[pesata.id, { tipo: 'chiusura', input: { caricoId: 100, kgRimasti: 0.5 } }]]);
    coda.chiudi();
  });

  it('a refused load: its weigh-back is never sent, it is "non inviata" with the reason; the other writes still go', async () => {
    const coda = createCodaProduzioni();
    await coda.apri(1);
    const load = carico(4);
    const pesata = pesataDi(load, 1);
    const altro = carico(2);
    for (const item of [load, pesata, altro]) await coda.accoda(item);

    const server = serverFinto((item) => (item.id === load.id ? { tipo: 'rifiutata', messaggio: 'Gusto non trovato o non attivo' } : undefined));
    expect(await coda.invia(server.invia)).toEqual({ inviate: 1, esito: 'completata' });
    expect(server.ricevute.map((i) => i.id)).toEqual([altro.id]);
    expect(coda.getSnapshot().elementi).toEqual([
      { ...load, stato: 'non-inviata', errore: 'Gusto non trovato o non attivo' },
      { ...pesata, stato: 'non-inviata', errore: MSG_DIPENDENZE.caricoRifiutato('Gusto non trovato o non attivo') },
    ]);
    expect(coda.getSnapshot().elementi[1]!.errore).toBe(
      'Pesata non inviata: la vaschetta non è stata registrata (Gusto non trovato o non attivo). Ricarica la vaschetta e ripeti la pesata.',
    );
    coda.chiudi();
  });

  it('a weigh-back whose load was discarded from the device is not sent either', async () => {
    const coda = createCodaProduzioni();
    await coda.apri(1);
    const load = { ...carico(4), stato: 'non-inviata' as const, errore: 'Gusto non trovato o non attivo' };
    await coda.accoda(load);
    await coda.scarta(load.id);
    const pesata = pesataDi(load, 1);
    await coda.accoda(pesata);
    const server = serverFinto();
    await coda.invia(server.invia);
    expect(server.ricevute).toEqual([]);
    expect(coda.getSnapshot().elementi).toEqual([{ ...pesata, stato: 'non-inviata', errore: MSG_DIPENDENZE.caricoAssente }]);
    coda.chiudi();
  });

  it('drops load answers older than two weeks', async () => {
    const load = carico(1);
    await archivioCoda.aggiungi(load);
    await archivioCoda.completa(load, 42);
    expect(await archivioCoda.esiti(1)).toEqual(new Map([[load.id, 42]]));
    expect(await archivioCoda.esiti(2)).toEqual(new Map());
    expect(await archivioCoda.esiti(1, Date.now() + CONSERVA_ESITI_MS + 1)).toEqual(new Map());
    expect(await archivioCoda.esiti(1)).toEqual(new Map());
  });

  it('a device still on the first version of the database keeps its queue through the upgrade', async () => {
    const load = carico(2);
    const v1 = await openDB(NOME_DB, 1, {
      upgrade(database) {
        database.createObjectStore('coda', { keyPath: 'id' }).createIndex('utente', 'utenteId');
        database.createObjectStore('catalogo', { keyPath: 'utenteId' });
      },
    });
    await v1.put('coda', load);
    v1.close();
    expect(await archivioCoda.elenco(1)).toEqual([load]);
    await archivioCoda.completa(load, 7);
    expect(await archivioCoda.esiti(1)).toEqual(new Map([[load.id, 7]]));
    expect(await archivioCoda.elenco(1)).toEqual([]);
  });
});
