import type { EntityManager } from '@mikro-orm/postgresql';
import { notificaProduzioneRegistrata } from './email/email.events.js';
import { webhookProduzione, webhookProduzioneEliminata } from './integrazioni/webhook.events.js';

/**
 * Domain events: what a service records happened, dispatched with the EntityManager of the change's
 * own transaction, so what they write (outbox rows) commits or rolls back with the change.
 * The table below is the whole wiring: no module registers itself by being imported.
 */
export type DomainEvent =
  | { tipo: 'produzione.registrata'; produzioneId: number }
  | { tipo: 'produzione.modificata'; produzioneId: number }
  | { tipo: 'produzione.eliminata'; produzioneId: number; data: string };

type EventOf<K extends DomainEvent['tipo']> = Extract<DomainEvent, { tipo: K }>;
/** Writes inside the transaction; may return a hint to run after the commit (e.g. wake a worker). */
export type EventHandler<E> = (em: EntityManager, event: E) => Promise<(() => void) | void>;

const HANDLERS: { [K in DomainEvent['tipo']]: readonly EventHandler<EventOf<K>>[] } = {
  'produzione.registrata': [(em, e) => notificaProduzioneRegistrata(em, e.produzioneId), (em, e) => webhookProduzione(em, 'produzione.creata', e.produzioneId)],
  'produzione.modificata': [(em, e) => webhookProduzione(em, 'produzione.modificata', e.produzioneId)],
  'produzione.eliminata': [(em, e) => webhookProduzioneEliminata(em, e.produzioneId, e.data)],
};

/**
 * Runs every handler of every event inside the caller's transaction (a failing handler fails the
 * change). Returns what to run once the transaction has committed.
 */
export async function dispatchEvents(em: EntityManager, events: readonly DomainEvent[]): Promise<() => void> {
  const afterCommit: (() => void)[] = [];
  for (const event of events) {
    for (const handler of HANDLERS[event.tipo] as readonly EventHandler<DomainEvent>[]) {
      const after = await handler(em, event);
      if (after) afterCommit.push(after);
    }
  }
  return () => afterCommit.forEach((fn) => fn());
}
