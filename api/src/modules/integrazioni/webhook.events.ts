import type { EntityManager } from '@mikro-orm/postgresql';
import { findProduzione } from '../produzione/produzione.service.js';
import { produzioneToRest } from '../produzione/produzione.view.js';
import { accodaEventoWebhook } from './webhook.queue.js';

/**
 * Webhook events from domain events (modules/domain-events.ts), queued in the change's transaction.
 * `dati` is the REST shape of the resource without cost fields (a receiver holds no scope).
 */
export async function webhookProduzione(em: EntityManager, tipo: 'produzione.creata' | 'produzione.modificata', produzioneId: number) {
  const produzione = await findProduzione(em, produzioneId);
  if (produzione) return accodaEventoWebhook(em, tipo, produzioneToRest(produzione, false));
}

export function webhookProduzioneEliminata(em: EntityManager, produzioneId: number, data: string) {
  return accodaEventoWebhook(em, 'produzione.eliminata', { id: produzioneId, data });
}
