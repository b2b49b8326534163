import type { ApolloClient } from '@apollo/client';
import { CARICA_VASCHETTA, CHIUDI_VASCHETTA, REGISTRA_SCARTO } from '../../pages/vetrina/operations';
import type { VetrinaInviabile } from './archivio';
import type { EsitoInvio } from './coda-produzioni';
import { esitoErrore } from './invio';

/**
 * Sends one display-case write with its GraphQL mutation, the item's id as idempotency key; a load
 * answers its carico id (`idServer`), which a weigh-back queued behind it is sent with.
 */
export async function inviaVetrina(client: ApolloClient, item: VetrinaInviabile): Promise<EsitoInvio> {
  const idempotencyKey = item.id;
  const op = item.vetrina;
  try {
    if (op.tipo === 'carico') {
      const result = await client.mutate({ mutation: CARICA_VASCHETTA, variables: { input: op.input, idempotencyKey } });
      const idServer = result.data?.caricaVaschetta.id;
      return idServer === undefined ? { tipo: 'riprova' } : { tipo: 'inviata', kgTotale: 0, idServer };
    }
    if (op.tipo === 'chiusura') await client.mutate({ mutation: CHIUDI_VASCHETTA, variables: { input: op.input, idempotencyKey } });
    else await client.mutate({ mutation: REGISTRA_SCARTO, variables: { input: op.input, idempotencyKey } });
    return { tipo: 'inviata', kgTotale: 0 };
  } catch (error) {
    return esitoErrore(error);
  }
}
