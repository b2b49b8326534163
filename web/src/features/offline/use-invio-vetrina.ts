import { useApolloClient } from '@apollo/client/react';
import { useCurrentUser } from '../../app/auth-context';
import type { HaccpInAttesa, LetturaHaccp, OperazioneVetrina, VetrinaInAttesa } from './archivio';
import { nuovoIdProduzione } from './id';
import { inviaOppureAccoda, type EsitoImmediato } from './invia-o-accoda';

export const MSG_VETRINA_OFFLINE = {
  salvata: 'Salvato sul dispositivo: verrà inviato appena torna la connessione',
  invio: "Errore durante l'invio, riprova",
} as const;

/** What a page other than production queues: a display-case write or a HACCP reading. */
type Operazione = Pick<VetrinaInAttesa, 'vetrina'> | Pick<HaccpInAttesa, 'haccp'>;

/**
 * A page's writes through the device queue of the production screens: sent now when possible, else
 * saved with their id (the idempotency key) and sent later.
 */
function useInvioInCoda() {
  const utente = useCurrentUser();
  const client = useApolloClient();
  return async (operazione: Operazione, descrizione: string): Promise<EsitoImmediato> => {
    const item = { id: nuovoIdProduzione(), utenteId: utente.id, creataIl: Date.now(), ...operazione, descrizione, stato: 'in-attesa' } as VetrinaInAttesa | HaccpInAttesa;
    try {
      return await inviaOppureAccoda(client, item);
    } catch {
      return { tipo: 'rifiutata', messaggio: MSG_VETRINA_OFFLINE.invio };
    }
  };
}

/** The Vetrina page's writes (carico, chiusura, scarto). */
export function useInvioVetrina() {
  const invia = useInvioInCoda();
  return (vetrina: OperazioneVetrina, descrizione: string) => invia({ vetrina }, descrizione);
}

/** The Registro HACCP page's readings (the one record kind a thermometer in hand makes offline). */
export function useInvioHaccp() {
  const invia = useInvioInCoda();
  return (haccp: LetturaHaccp, descrizione: string) => invia({ haccp }, descrizione);
}
