import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isUnauthenticated } from '../../app/apollo-client';
import { graphqlErrorCodes, serverErrorMessage } from '../../app/error-message';
import { readStoredSession } from '../../app/session';
import { MSG_REGISTRAZIONE } from '../produzione/messages';
import { REGISTRA_PRODUZIONE } from '../produzione/operations';
import { segnaProduzioneRegistrata } from '../produzione/produzione-registrata';
import { isHaccp, isVetrina } from './archivio';
import type { EsitoInvio, InviaProduzione } from './coda-produzioni';
import { inviaHaccp } from './invio-haccp';
import { inviaVetrina } from './invio-vetrina';

/** Server codes that say "not now" rather than "never": the same key may be sent again. */
const CODICI_TEMPORANEI = ['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'TOO_MANY_REQUESTS'];
const STATUS_TEMPORANEI = [408, 425, 429];

/**
 * What a failed send means for a queued production: 401 → wait for the user to sign in; a 4xx or a
 * validation error → refused with the server's message; a 5xx, a timeout or no network → retry later
 * (safe: the idempotency key makes a repeat of an already-recorded production return the first one).
 */
export function esitoErrore(error: unknown): EsitoInvio {
  if (isUnauthenticated(error)) return { tipo: 'login' };
  const rifiutata = (): EsitoInvio => ({ tipo: 'rifiutata', messaggio: serverErrorMessage(error) ?? MSG_REGISTRAZIONE.invio });
  if (ServerError.is(error)) {
    if (error.statusCode >= 500 || STATUS_TEMPORANEI.includes(error.statusCode)) return { tipo: 'riprova' };
    return rifiutata();
  }
  if (CombinedGraphQLErrors.is(error)) {
    return graphqlErrorCodes(error).some((c) => CODICI_TEMPORANEI.includes(c)) ? { tipo: 'riprova' } : rifiutata();
  }
  return { tipo: 'riprova' }; // network failure, timeout, unreadable answer
}

/**
 * Sends one production with the GraphQL mutation, its id as idempotency key. Only the session of the
 * user who recorded it may send it: another signed-in user (or none) waits as after a 401.
 */
export function creaInvioProduzione(
  client: ApolloClient,
  utenteSessione: () => number | null = () => readStoredSession()?.user.id ?? null,
): InviaProduzione {
  return async (item) => {
    if (utenteSessione() !== item.utenteId) return { tipo: 'login' };
    if (isVetrina(item)) return inviaVetrina(client, item);
    if (isHaccp(item)) return inviaHaccp(client, item);
    try {
      const result = await client.mutate({
        mutation: REGISTRA_PRODUZIONE,
        variables: { input: item.input, idempotencyKey: item.id },
      });
      const registrata = result.data?.registraProduzione;
      // Storico shows it highlighted (sent now or from the queue: both come through here)
      if (registrata) segnaProduzioneRegistrata({ id: registrata.id, utenteId: item.utenteId });
      return { tipo: 'inviata', kgTotale: registrata?.kgTotale ?? item.kgTotale };
    } catch (error) {
      return esitoErrore(error);
    }
  };
}
