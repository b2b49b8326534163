import type { ApolloClient } from '@apollo/client';
import type { ElementoCoda } from './archivio';
import { codaDispositivo as coda } from './coda-dispositivo';
import { creaInvioProduzione } from './invio';

export type EsitoImmediato = { tipo: 'inviata'; kgTotale: number } | { tipo: 'salvata' } | { tipo: 'rifiutata'; messaggio: string };

/**
 * A write is sent now when online with nothing queued before it; otherwise — offline, behind older
 * queued ones, or when the send fails for the network, a 5xx or an expired session — it is saved on
 * the device with the same id (the idempotency key) for the queue to send. Throws when the device
 * cannot keep it (no IndexedDB).
 */
export async function inviaOppureAccoda(client: ApolloClient, item: ElementoCoda): Promise<EsitoImmediato> {
  const esito = !navigator.onLine || coda.haInAttesa() ? null : await creaInvioProduzione(client)(item);
  if (esito?.tipo === 'inviata' || esito?.tipo === 'rifiutata') return esito;
  await coda.accoda(item);
  return { tipo: 'salvata' };
}
