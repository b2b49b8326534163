import { useApolloClient } from '@apollo/client/react';
import { useCurrentUser } from '../../app/auth-context';
import type { OperazioneVetrina, VetrinaInAttesa } from './archivio';
import { nuovoIdProduzione } from './id';
import { inviaOppureAccoda, type EsitoImmediato } from './invia-o-accoda';

export const MSG_VETRINA_OFFLINE = {
  salvata: 'Salvato sul dispositivo: verrà inviato appena torna la connessione',
  invio: "Errore durante l'invio, riprova",
} as const;

/**
 * The Vetrina page's writes (carico, chiusura, scarto) through the device queue of the production
 * screens: sent now when possible, else saved with their id (the idempotency key) and sent later.
 */
export function useInvioVetrina() {
  const utente = useCurrentUser();
  const client = useApolloClient();
  return async (vetrina: OperazioneVetrina, descrizione: string): Promise<EsitoImmediato> => {
    const item: VetrinaInAttesa = { id: nuovoIdProduzione(), utenteId: utente.id, creataIl: Date.now(), vetrina, descrizione, stato: 'in-attesa' };
    try {
      return await inviaOppureAccoda(client, item);
    } catch {
      return { tipo: 'rifiutata', messaggio: MSG_VETRINA_OFFLINE.invio };
    }
  };
}
