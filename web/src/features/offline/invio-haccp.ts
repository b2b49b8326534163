import type { ApolloClient } from '@apollo/client';
import { REGISTRA_LETTURA_HACCP } from '../../pages/registro-haccp/operations';
import type { HaccpInAttesa } from './archivio';
import type { EsitoInvio } from './coda-produzioni';
import { esitoErrore } from './invio';

/** Sends one HACCP reading with its GraphQL mutation, the item's id as idempotency key. */
export async function inviaHaccp(client: ApolloClient, item: HaccpInAttesa): Promise<EsitoInvio> {
  try {
    await client.mutate({ mutation: REGISTRA_LETTURA_HACCP, variables: { input: item.haccp, idempotencyKey: item.id } });
    return { tipo: 'inviata', kgTotale: 0 };
  } catch (error) {
    return esitoErrore(error);
  }
}
