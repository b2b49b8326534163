import { useApolloClient } from '@apollo/client/react';
import { useEffect, useSyncExternalStore } from 'react';
import { createCodaProduzioni, type StatoCoda } from './coda-produzioni';
import { creaInvioProduzione } from './invio';
import { avviaSincronizzazione } from './sincronizzazione';

/** This tab's view of the device queue (IndexedDB is shared by the tabs; they tell each other). */
export const codaDispositivo = createCodaProduzioni();

/**
 * While the shell is open: shows the signed-in user's queue and sends it in the background (a new
 * user gets their own queue: nobody sends another user's productions).
 */
export function useSincronizzazioneCoda(utenteId: number): void {
  const client = useApolloClient();
  useEffect(() => {
    let ferma: (() => void) | null = null;
    let annullato = false;
    void codaDispositivo
      .apri(utenteId)
      .then(
        () => true,
        () => false, // no IndexedDB: nothing can be queued, nothing to send
      )
      .then((aperta) => {
        if (annullato || !aperta) return;
        ferma = avviaSincronizzazione(codaDispositivo, {
          invia: creaInvioProduzione(client),
          // Storico, dashboard and the other open views show the productions just sent.
          onInviate: () => void client.refetchQueries({ include: 'active' }).catch(() => undefined),
        });
      });
    return () => {
      annullato = true;
      ferma?.();
    };
  }, [utenteId, client]);
}

export function useStatoCoda(): StatoCoda {
  return useSyncExternalStore(codaDispositivo.subscribe, codaDispositivo.getSnapshot);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, live. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}
