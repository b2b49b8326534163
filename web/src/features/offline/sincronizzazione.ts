import type { CodaProduzioni, InviaProduzione, RisultatoInvio } from './coda-produzioni';

/** First retry after 5 s, doubling up to one every 5 minutes. */
export const RITARDO_BASE_MS = 5_000;
export const RITARDO_MAX_MS = 5 * 60_000;
/** A look at the queue every 30 s: sends what waits even if this tab never got the `online` event. */
export const CONTROLLO_PERIODICO_MS = 30_000;

/** Delay before the retry number `tentativo` (0-based). */
export function ritardoTentativo(tentativo: number): number {
  return Math.min(RITARDO_MAX_MS, RITARDO_BASE_MS * 2 ** Math.max(0, tentativo));
}

export interface OpzioniSincronizzazione {
  invia: InviaProduzione;
  /** After a round that sent something (refresh Storico and the other views). */
  onInviate: (inviate: number) => void;
  /** Timer (tests pass their own). Returns a cancel function. */
  pianifica?: (fn: () => void, ms: number) => () => void;
  /** Repeating timer of the periodic check (tests pass their own). Returns a cancel function. */
  periodico?: (fn: () => void, ms: number) => () => void;
  /** navigator.onLine: when the browser knows it is offline nothing is tried until `online`. */
  online?: () => boolean;
  eventi?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const timeout = (fn: () => void, ms: number) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};
const interval = (fn: () => void, ms: number) => {
  const id = setInterval(fn, ms);
  return () => clearInterval(id);
};

/**
 * Sends the queue now, on every `online` event, after each new production and every 30 s while no
 * retry is pending; a round stopped by a network or server failure is retried with exponential
 * backoff. Returns the stop function.
 */
export function avviaSincronizzazione(coda: CodaProduzioni, opzioni: OpzioniSincronizzazione): () => void {
  const { invia, onInviate, pianifica = timeout, periodico = interval, online = () => navigator.onLine, eventi = window } = opzioni;
  let tentativo = 0;
  let annullaRetry: (() => void) | null = null;
  let fermata = false;

  const cancellaRetry = () => {
    annullaRetry?.();
    annullaRetry = null;
  };

  const esegui = async () => {
    cancellaRetry();
    if (fermata || !online()) return;
    let risultato: RisultatoInvio;
    try {
      risultato = await coda.invia(invia);
    } catch {
      risultato = { inviate: 0, esito: 'riprova' }; // storage failure: try again later
    }
    if (risultato.inviate > 0) onInviate(risultato.inviate);
    if (fermata) return;
    if (risultato.esito === 'riprova') {
      cancellaRetry();
      annullaRetry = pianifica(() => void esegui(), ritardoTentativo(tentativo));
      tentativo += 1;
    } else {
      tentativo = 0; // done, or waiting for the user to sign in again (a new session restarts)
    }
  };

  const onOnline = () => {
    tentativo = 0;
    void esegui();
  };
  eventi.addEventListener('online', onOnline);
  const smettiAccodate = coda.onAccodata(() => void esegui());
  // a pending backoff retry keeps its delay (a server in trouble is not hammered every 30 s)
  const fermaControllo = periodico(() => {
    if (!annullaRetry) void esegui();
  }, CONTROLLO_PERIODICO_MS);
  void esegui();

  return () => {
    fermata = true;
    cancellaRetry();
    fermaControllo();
    eventi.removeEventListener('online', onOnline);
    smettiAccodate();
  };
}
