import { archivioCoda, caricoAtteso, type ArchivioCoda, type ElementoCoda, type ElementoInviabile } from './archivio';
import { preparaInvio } from './dipendenze';

/**
 * The productions recorded on this device and not yet accepted by the server, for the signed-in user
 * only. Sent oldest first, one at a time, each with its own id as idempotency key (a retry after a
 * lost answer never creates a second record). A refusal (validation) stays visible as "non inviata"
 * until the user discards it; a network failure or a server error stops the round for a later retry;
 * a 401 stops it too and the items wait for the same user to sign in again.
 */

export type EsitoInvio =
  /** `idServer`: the record's id when later items may refer to it (a tray's load and its weigh-back). */
  | { tipo: 'inviata'; kgTotale: number; idServer?: number }
  | { tipo: 'rifiutata'; messaggio: string }
  | { tipo: 'riprova' }
  | { tipo: 'login' };

export type InviaProduzione = (item: ElementoInviabile) => Promise<EsitoInvio>;

export interface StatoCoda {
  utenteId: number | null;
  /** Oldest first. */
  elementi: readonly ElementoCoda[];
  /** The server ids of loads sent from this queue, by queue id (their weigh-backs may still be queued). */
  esiti: ReadonlyMap<string, number>;
  inInvio: boolean;
}

export interface RisultatoInvio {
  inviate: number;
  esito: 'completata' | 'riprova' | 'login';
}

/** Web Locks name: two tabs of the same browser never send the queue at the same time. */
const LOCK = 'gelatiere-coda-produzioni';
/** Tells the other tabs to re-read the queue after a change. */
const CANALE = 'gelatiere-coda-produzioni';

export function createCodaProduzioni(archivio: ArchivioCoda = archivioCoda) {
  let stato: StatoCoda = { utenteId: null, elementi: [], esiti: new Map(), inInvio: false };
  const listeners = new Set<() => void>();
  const accodateListeners = new Set<() => void>();
  let corrente: Promise<RisultatoInvio> | null = null;
  /** A round was asked for while one was running (it may have read the queue before the new item). */
  let ancora = false;
  let canale: BroadcastChannel | null = null;

  const aggiornaStato = (patch: Partial<StatoCoda>) => {
    stato = { ...stato, ...patch };
    listeners.forEach((l) => l());
  };

  async function ricarica(annuncia = true): Promise<void> {
    const utenteId = stato.utenteId;
    if (utenteId === null) return;
    const [elementi, esiti] = await Promise.all([archivio.elenco(utenteId), archivio.esiti(utenteId)]);
    if (stato.utenteId === utenteId) aggiornaStato({ elementi, esiti });
    if (annuncia) canale?.postMessage(utenteId);
  }
  async function svuota(utenteId: number, invia: InviaProduzione): Promise<RisultatoInvio> {
    let inviate = 0;
    for (;;) {
      const elenco = await archivio.elenco(utenteId);
      const prossimo = elenco.find((i) => i.stato === 'in-attesa');
      if (!prossimo) return { inviate, esito: 'completata' };
      // a weigh-back of a tray loaded offline: its load's answer gives the carico id (read from IndexedDB,
      // so a load sent in an earlier round or before a reload counts as one sent a moment ago)
      const pronto = preparaInvio(prossimo, elenco, caricoAtteso(prossimo) === null ? new Map() : await archivio.esiti(utenteId));
      if (pronto.tipo === 'attesa') return { inviate, esito: 'riprova' };
      const esito: EsitoInvio = pronto.tipo === 'bloccata' ? { tipo: 'rifiutata', messaggio: pronto.messaggio } : await invia(pronto.item);
      if (esito.tipo === 'inviata') {
        await archivio.completa(prossimo, esito.idServer);
        inviate += 1;
      } else if (esito.tipo === 'rifiutata') {
        await archivio.aggiorna({ ...prossimo, stato: 'non-inviata', errore: esito.messaggio });
      } else {
        return { inviate, esito: esito.tipo };
      }
      await ricarica();
    }
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): StatoCoda => stato,

    /** Shows this user's queue (the one signed in on this device). */
    async apri(utenteId: number): Promise<void> {
      if (!canale && typeof BroadcastChannel === 'function') {
        canale = new BroadcastChannel(CANALE);
        canale.onmessage = () => void ricarica(false).catch(() => undefined);
      }
      if (stato.utenteId !== utenteId) aggiornaStato({ utenteId, elementi: [], esiti: new Map() });
      await ricarica(false);
    },

    /** Stores a production for later sending and asks for a sending round. */
    async accoda(item: ElementoCoda): Promise<void> {
      await archivio.aggiungi(item);
      await ricarica();
      accodateListeners.forEach((l) => l());
    },

    /** Called after each `accoda` (the synchroniser starts a round). */
    onAccodata(listener: () => void): () => void {
      accodateListeners.add(listener);
      return () => accodateListeners.delete(listener);
    },

    /** True when the signed-in user has productions waiting (a new one must queue behind them). */
    haInAttesa: (): boolean => stato.elementi.some((i) => i.stato === 'in-attesa'),

    /** One sending round of the signed-in user's queue; concurrent calls share the running round. */
    invia(invia: InviaProduzione): Promise<RisultatoInvio> {
      const utenteId = stato.utenteId;
      if (utenteId === null) return Promise.resolve({ inviate: 0, esito: 'completata' });
      if (corrente) {
        ancora = true;
        return corrente;
      }
      corrente = (async () => {
        aggiornaStato({ inInvio: true });
        const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
        const giro = () => (locks ? locks.request(LOCK, () => svuota(utenteId, invia)) : svuota(utenteId, invia));
        try {
          let inviate = 0;
          for (;;) {
            ancora = false;
            const r = await giro();
            inviate += r.inviate;
            if (!ancora || r.esito !== 'completata') return { ...r, inviate };
          }
        } finally {
          corrente = null;
          aggiornaStato({ inInvio: false });
        }
      })();
      return corrente;
    },

    /** Removes a refused production for good (the user chose to discard it). */
    async scarta(id: string): Promise<void> {
      await archivio.rimuovi(id);
      await ricarica();
    },

    /** Stops listening to the other tabs (tests). */
    chiudi(): void {
      canale?.close();
      canale = null;
    },
  };
}

export type CodaProduzioni = ReturnType<typeof createCodaProduzioni>;
