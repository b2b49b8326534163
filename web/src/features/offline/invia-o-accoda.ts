import type { ApolloClient } from '@apollo/client';
import { inviabile, type ElementoCoda } from './archivio';
import { codaDispositivo as coda } from './coda-dispositivo';
import { creaInvioProduzione } from './invio';

export type EsitoImmediato = { tipo: 'inviata'; kgTotale: number } | { tipo: 'salvata' } | { tipo: 'rifiutata'; messaggio: string };

/**
 * A write is sent now when online with nothing queued before it; otherwise — offline, behind older
 * queued ones, or when the send fails for the network, a 5xx or an expired session — it is saved on
 * the device with the same id (the idempotency key) for the queue to send; so is a weigh-back of a tray
 * whose load is still queued. Throws when the device
 * cannot keep it (no IndexedDB).
 */
export async function inviaOppureAccoda(client: ApolloClient, item: ElementoCoda): Promise<EsitoImmediato> {
  // a weigh-back of a tray loaded offline always goes behind its load (the queue resolves the carico id)
  const esito = !navigator.onLine || coda.haInAttesa() || !inviabile(item) ? null : await creaInvioProduzione(client)(item);
  if (esito?.tipo === 'inviata' || esito?.tipo === 'rifiutata') return esito;
  await coda.accoda(item);
  return { tipo: 'salvata' };
}
