import type { EntityManager } from '@mikro-orm/postgresql';
import { signalEmailQueued } from './email.queue.js';
import { emailService } from './email.service.js';

/**
 * `produzione.registrata`: queues the production's notification (when sending and production
 * notifications are enabled) in the production's transaction; wakes the worker after the commit.
 */
export async function notificaProduzioneRegistrata(em: EntityManager, produzioneId: number): Promise<(() => void) | void> {
  const queued = await emailService.notificaNuovaProduzione(em, produzioneId);
  if (queued) return signalEmailQueued;
}
