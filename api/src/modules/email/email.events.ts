import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProduzioneRegistrataPrecaricata } from '../domain-events.eventi.js';
import { signalEmailQueued } from './email.queue.js';
import { emailService } from './email.service.js';

/**
 * `produzione.registrata`: queues the production's notification (when sending and production
 * notifications are enabled) in the production's transaction; wakes the worker after the commit.
 */
export async function notificaProduzioneRegistrata(em: EntityManager, produzioneId: number, precaricati?: ProduzioneRegistrataPrecaricata): Promise<(() => void) | void> {
  const queued = await emailService.notificaNuovaProduzione(em, produzioneId, precaricati);
  if (queued) return signalEmailQueued;
}
