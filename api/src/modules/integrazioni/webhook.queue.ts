import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';

/** In-process hint that a delivery was queued (latency only: the table is the queue, as for e-mail). */
const signal = new EventEmitter();
signal.setMaxListeners(100);
export const onWebhookQueued = (listener: () => void) => {
  signal.on('queued', listener);
  return () => void signal.off('queued', listener);
};
export const signalWebhookQueued = () => setImmediate(() => signal.emit('queued'));

/**
 * Queues one event for every active endpoint subscribed to it, in the caller's transaction (one
 * statement). The payload `{id, tipo, creato_il, dati}` is fixed here, so every retry and redelivery
 * sends the same event id (receivers deduplicate on Gelatiere-Event-Id). Returns the wake-up hint
 * to run after the commit, or nothing when no endpoint listens.
 */
export async function accodaEventoWebhook(em: EntityManager, tipo: string, dati: unknown): Promise<(() => void) | void> {
  const id = randomUUID();
  const payload = JSON.stringify({ id, tipo, creato_il: new Date().toISOString(), dati });
  const rows = await em.execute<{ id: number }[]>(
    `insert into webhook_consegne (webhook_id, evento_id, tipo, payload)
     select w.id, ?::uuid, ?, ?::jsonb from webhook w where w.attivo and ? = any(w.eventi)
     returning id`,
    [id, tipo, payload, tipo],
  );
  if (rows.length > 0) return signalWebhookQueued;
}
