import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useCurrentUser } from '../../app/auth-context';
import { MSG_REGISTRAZIONE } from '../produzione/messages';
import type { InputProduzione, ProduzioneInAttesa } from './archivio';
import { nuovoIdProduzione } from './id';
import { inviaOppureAccoda } from './invia-o-accoda';

export type RisultatoRegistrazione =
  | { tipo: 'inviata'; kgTotale: number }
  /** Saved on this device; the queue sends it later. */
  | { tipo: 'salvata' }
  | { tipo: 'rifiutata'; messaggio: string };

/**
 * Records a production: sent now when online with nothing queued before it; otherwise — offline,
 * behind older queued ones, or when the send fails for the network, a 5xx or an expired session —
 * saved on the device with the same id (the idempotency key) for the queue to send.
 */
export function useInvioProduzione() {
  const utente = useCurrentUser();
  const client = useApolloClient();
  const [invio, setInvio] = useState(false);

  const registra = async (input: InputProduzione, riepilogo: { puntoVenditaNome: string; kgTotale: number }): Promise<RisultatoRegistrazione> => {
    const produzione: ProduzioneInAttesa = {
      id: nuovoIdProduzione(),
      utenteId: utente.id,
      creataIl: Date.now(),
      input,
      ...riepilogo,
      stato: 'in-attesa',
    };
    setInvio(true);
    try {
      return await inviaOppureAccoda(client, produzione);
    } catch {
      // not sent, and this device cannot keep it (no IndexedDB): the form keeps it for a retry
      return { tipo: 'rifiutata', messaggio: MSG_REGISTRAZIONE.invio };
    } finally {
      setInvio(false);
    }
  };

  return { registra, invio };
}
