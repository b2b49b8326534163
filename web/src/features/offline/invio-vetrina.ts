import type { ApolloClient } from '@apollo/client';
import { CARICA_VASCHETTA, CHIUDI_VASCHETTA, REGISTRA_SCARTO } from '../../pages/vetrina/operations';
import type { VetrinaInAttesa } from './archivio';
import type { EsitoInvio } from './coda-produzioni';
import { esitoErrore } from './invio';

/** Sends one display-case write with its GraphQL mutation, the item's id as idempotency key. */
export async function inviaVetrina(client: ApolloClient, item: VetrinaInAttesa): Promise<EsitoInvio> {
  const idempotencyKey = item.id;
  const op = item.vetrina;
  try {
    if (op.tipo === 'carico') await client.mutate({ mutation: CARICA_VASCHETTA, variables: { input: op.input, idempotencyKey } });
    else if (op.tipo === 'chiusura') await client.mutate({ mutation: CHIUDI_VASCHETTA, variables: { input: op.input, idempotencyKey } });
    else await client.mutate({ mutation: REGISTRA_SCARTO, variables: { input: op.input, idempotencyKey } });
    return { tipo: 'inviata', kgTotale: 0 };
  } catch (error) {
    return esitoErrore(error);
  }
}
