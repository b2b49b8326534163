import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { MotivoScarto, ProduzioneDatiRegistrazioneQuery } from '../../gql/graphql';

/**
 * The device's own storage (IndexedDB, which also works over plain http on a shop's LAN, where a
 * service worker cannot): the productions waiting to be sent and, per user, the last known
 * flavours and sales points of the recording screens. Nothing here holds costs or prices.
 */

/** What the production mutation takes. */
/** `versioneRicetta`: the recipe version the batch was weighed from (weighing sheet); absent → the current one. */
export type RigaInputProduzione = { gustoId: number; quantitaKg: number; versioneRicetta?: number };

export interface InputProduzione {
  data: string;
  puntoVenditaId: number;
  gusti: RigaInputProduzione[];
  note: string | null;
}

export type StatoInAttesa = 'in-attesa' | 'non-inviata';

export interface ProduzioneInAttesa {
  /** Client-generated UUID, sent as the idempotency key. */
  id: string;
  /** Only this user's session may send it. */
  utenteId: number;
  /** Epoch ms: the queue is sent oldest first. */
  creataIl: number;
  input: InputProduzione;
  /** For the banner: the sales point's name and the total when it was recorded. */
  puntoVenditaNome: string;
  kgTotale: number;
  stato: StatoInAttesa;
  /** The server's (Italian) reason, for a production it refused. */
  errore?: string;
}

/** A display-case write of the Vetrina page, as its GraphQL mutation takes it. */
export type OperazioneInviabile =
  | { tipo: 'carico'; input: { puntoVenditaId: number; data: string; gustoId: number; produzioneId: number | null; kg: number } }
  | { tipo: 'chiusura'; input: { caricoId: number; kgRimasti: number } }
  | { tipo: 'scarto'; input: { puntoVenditaId: number; data: string; gustoId: number; kg: number; motivo: MotivoScarto } };

/**
 * The weigh-back of a tray whose load is itself still in the queue: `caricoInCoda` is the load's queue
 * id (its idempotency key); the server's carico id is resolved from the load's answer when it is sent.
 */
export interface ChiusuraCaricoInCoda {
  tipo: 'chiusura';
  caricoInCoda: string;
  input: { kgRimasti: number };
}

/** What the Vetrina page queues: a write ready for its mutation, or a weigh-back waiting for its load. */
export type OperazioneVetrina = OperazioneInviabile | ChiusuraCaricoInCoda;

export const dipendeDaCarico = (op: OperazioneVetrina): op is ChiusuraCaricoInCoda => 'caricoInCoda' in op;

/** A display-case write waiting to be sent, in the same queue and with the same key rules as a production. */
export interface VetrinaInAttesa {
  /** Client-generated UUID, sent as the idempotency key. */
  id: string;
  utenteId: number;
  creataIl: number;
  vetrina: OperazioneVetrina;
  /** For the banner, e.g. 'Vetrina 23/11/2026 · Gelateria Centro · carico Pistacchio 4,5 kg'. */
  descrizione: string;
  stato: StatoInAttesa;
  errore?: string;
}

/** A temperature reading of the Registro HACCP page, as its GraphQL mutation takes it (measured when tapped). */
export interface LetturaHaccp {
  dispositivoId: number;
  temperatura: number;
  azioneCorrettiva: string | null;
  /** ISO 8601: the time of the reading, not of the sending. */
  misurataIl: string;
}

/** A HACCP reading waiting to be sent, in the same queue and with the same key rules as a production. */
export interface HaccpInAttesa {
  /** Client-generated UUID, sent as the idempotency key. */
  id: string;
  utenteId: number;
  creataIl: number;
  haccp: LetturaHaccp;
  /** For the banner, e.g. 'HACCP · Freezer 1 · -18,5 °C'. */
  descrizione: string;
  stato: StatoInAttesa;
  errore?: string;
}

/** What the device queue holds: productions, display-case writes and HACCP readings, sent oldest first. */
export type ElementoCoda = ProduzioneInAttesa | VetrinaInAttesa | HaccpInAttesa;

/** An item as its mutation takes it (a weigh-back's carico id resolved). */
export type VetrinaInviabile = VetrinaInAttesa & { vetrina: OperazioneInviabile };
export type ElementoInviabile = ProduzioneInAttesa | VetrinaInviabile | HaccpInAttesa;

export const isVetrina = (item: ElementoCoda): item is VetrinaInAttesa => 'vetrina' in item;
export const isHaccp = (item: ElementoCoda): item is HaccpInAttesa => 'haccp' in item;

/** The queue id of the load this item waits for, or null when it can be sent on its own. */
export function caricoAtteso(item: ElementoCoda): string | null {
  return isVetrina(item) && dipendeDaCarico(item.vetrina) ? item.vetrina.caricoInCoda : null;
}

/** True when the item can go to its mutation as it is (no load to wait for). */
export const inviabile = (item: ElementoCoda): item is ElementoInviabile => caricoAtteso(item) === null;

/**
 * What the server answered for a sent item that others may refer to (a tray's load: its carico id), kept
 * after the item leaves the queue so that its weigh-back — queued in the same round, a later one, or
 * after a reload — is sent with the server's id.
 */
export interface EsitoSalvato {
  /** The sent item's queue id (its idempotency key). */
  id: string;
  utenteId: number;
  idServer: number;
  inviatoIl: number;
}

/** Answers older than this are dropped (a weigh-back waits at most a few days for its load). */
export const CONSERVA_ESITI_MS = 14 * 24 * 60 * 60_000;

export type CatalogoRegistrazione = ProduzioneDatiRegistrazioneQuery;

interface CatalogoSalvato {
  utenteId: number;
  salvatoIl: number;
  dati: CatalogoRegistrazione;
}

interface OfflineDB extends DBSchema {
  coda: { key: string; value: ElementoCoda; indexes: { utente: number } };
  catalogo: { key: number; value: CatalogoSalvato };
  inviati: { key: string; value: EsitoSalvato; indexes: { utente: number } };
}

export const NOME_DB = 'gelatiere-offline';

let aperto: Promise<IDBPDatabase<OfflineDB>> | null = null;

/** True when this browser offers IndexedDB (private modes of some browsers do not). */
export function archivioDisponibile(): boolean {
  return typeof indexedDB !== 'undefined';
}

function db(): Promise<IDBPDatabase<OfflineDB>> {
  if (!archivioDisponibile()) return Promise.reject(new Error('IndexedDB non disponibile'));
  aperto ??= openDB<OfflineDB>(NOME_DB, 2, {
    upgrade(database, versione) {
      if (versione < 1) {
        database.createObjectStore('coda', { keyPath: 'id' }).createIndex('utente', 'utenteId');
        database.createObjectStore('catalogo', { keyPath: 'utenteId' });
      }
      if (versione < 2) database.createObjectStore('inviati', { keyPath: 'id' }).createIndex('utente', 'utenteId');
    },
    // another tab upgrading the schema: let it, reopen on the next use
    blocking() {
      void aperto?.then((d) => d.close());
      aperto = null;
    },
  }).catch((error: unknown) => {
    aperto = null;
    throw error;
  });
  return aperto;
}

/** Closes the connection (tests delete the database between cases). */
export async function chiudiArchivio(): Promise<void> {
  const current = aperto;
  aperto = null;
  if (current) (await current).close();
}

export const archivioCoda = {
  async aggiungi(item: ElementoCoda): Promise<void> {
    await (await db()).put('coda', item);
  },
  /** A user's productions, oldest first. */
  async elenco(utenteId: number): Promise<ElementoCoda[]> {
    const items = await (await db()).getAllFromIndex('coda', 'utente', utenteId);
    return items.sort((a, b) => a.creataIl - b.creataIl || a.id.localeCompare(b.id));
  },
  async aggiorna(item: ElementoCoda): Promise<void> {
    await (await db()).put('coda', item);
  },
  async rimuovi(id: string): Promise<void> {
    await (await db()).delete('coda', id);
  },
  /**
   * A sent item leaves the queue; with `idServer` (a tray's load) the server's id is kept in the same
   * transaction, so no weigh-back can find its load neither queued nor answered.
   */
  async completa(item: ElementoCoda, idServer?: number): Promise<void> {
    const tx = (await db()).transaction(['coda', 'inviati'], 'readwrite');
    if (idServer !== undefined) void tx.objectStore('inviati').put({ id: item.id, utenteId: item.utenteId, idServer, inviatoIl: Date.now() });
    void tx.objectStore('coda').delete(item.id);
    await tx.done;
  },
  /** The server ids of this user's sent loads, by queue id; drops those older than CONSERVA_ESITI_MS. */
  async esiti(utenteId: number, adesso = Date.now()): Promise<Map<string, number>> {
    const tx = (await db()).transaction('inviati', 'readwrite');
    const esiti = new Map<string, number>();
    for (const e of await tx.store.index('utente').getAll(utenteId)) {
      if (adesso - e.inviatoIl > CONSERVA_ESITI_MS) void tx.store.delete(e.id);
      else esiti.set(e.id, e.idServer);
    }
    await tx.done;
    return esiti;
  },
};

export type ArchivioCoda = typeof archivioCoda;

/** The last catalogue loaded online by this user; null when none (or no IndexedDB). */
export async function leggiCatalogo(utenteId: number): Promise<CatalogoRegistrazione | null> {
  try {
    return (await (await db()).get('catalogo', utenteId))?.dati ?? null;
  } catch {
    return null;
  }
}

/** Keeps the catalogue for offline use; a storage failure only means no offline copy. */
export async function salvaCatalogo(utenteId: number, dati: CatalogoRegistrazione): Promise<void> {
  try {
    await (await db()).put('catalogo', { utenteId, salvatoIl: Date.now(), dati });
  } catch {
    // quota or private mode: the screens still work online
  }
}
