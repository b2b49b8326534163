import type { EntityManager } from '@mikro-orm/postgresql';
import { notificaProduzioneRegistrata } from './email/email.events.js';
import { accodaEventoWebhook } from './integrazioni/webhook.queue.js';
import { serializeRest } from '../common/forma-rest.js';
import type { DomainEvent } from './domain-events.eventi.js';
import {
  webhookCarico,
  webhookEliminatoInVetrina,
  webhookEmailFallita,
  webhookGusto,
  webhookIngrediente,
  webhookProduzione,
  webhookProduzioneEliminata,
  webhookScarto,
} from './integrazioni/webhook.events.js';

/**
 * Domain events: what a service records happened, dispatched with the EntityManager of the change's
 * own transaction, so what they write (outbox rows) commits or rolls back with the change.
 * The table below is the whole wiring: no module registers itself by being imported.
 */
export type { DomainEvent, ProduzioneRegistrataPrecaricata } from './domain-events.eventi.js';

type EventOf<K extends DomainEvent['tipo']> = Extract<DomainEvent, { tipo: K }>;
/** Writes inside the transaction; may return a hint to run after the commit (e.g. wake a worker). */
export type EventHandler<E> = (em: EntityManager, event: E) => Promise<(() => void) | void>;

const HANDLERS: { [K in DomainEvent['tipo']]: readonly EventHandler<EventOf<K>>[] } = {
  'produzione.registrata': [
    (em, e) => notificaProduzioneRegistrata(em, e.produzioneId, e.precaricati),
    (em, e) =>
      !e.precaricati
        ? webhookProduzione(em, 'produzione.creata', e.produzioneId)
        : e.precaricati.webhookInAscolto
          ? accodaEventoWebhook(em, 'produzione.creata', serializeRest(e.precaricati.vista, null))
          : Promise.resolve(),
  ],
  'produzione.modificata': [(em, e) => webhookProduzione(em, 'produzione.modificata', e.produzioneId)],
  'produzione.eliminata': [(em, e) => webhookProduzioneEliminata(em, e.produzioneId, e.data)],
  'gusto.creato': [(em, e) => webhookGusto(em, e.tipo, e.gustoId)],
  'gusto.modificato': [(em, e) => webhookGusto(em, e.tipo, e.gustoId)],
  'gusto.disattivato': [(em, e) => webhookGusto(em, e.tipo, e.gustoId)],
  'ingrediente.prezzo_modificato': [(em, e) => webhookIngrediente(em, e.ingredienteId)],
  'email.fallita': [(em, e) => webhookEmailFallita(em, e.emailId)],
  'vetrina.carico_creato': [(em, e) => webhookCarico(em, e.tipo, e.caricoId)],
  'vetrina.chiusura_registrata': [(em, e) => webhookCarico(em, e.tipo, e.caricoId)],
  'vetrina.chiusura_modificata': [(em, e) => webhookCarico(em, e.tipo, e.caricoId)],
  'vetrina.carico_modificato': [(em, e) => webhookCarico(em, e.tipo, e.caricoId)],
  'vetrina.carico_eliminato': [(em, e) => webhookEliminatoInVetrina(em, e.tipo, e.caricoId, e.puntoVenditaId, e.data)],
  'vetrina.scarto_registrato': [(em, e) => webhookScarto(em, e.tipo, e.scartoId)],
  'vetrina.scarto_modificato': [(em, e) => webhookScarto(em, e.tipo, e.scartoId)],
  'vetrina.scarto_eliminato': [(em, e) => webhookEliminatoInVetrina(em, e.tipo, e.scartoId, e.puntoVenditaId, e.data)],
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

/**
 * Flushes the caller's unit of work and dispatches the events in one transaction (for services that
 * write with a plain flush); the after-commit hints run once it has committed.
 */
export async function flushWithEvents(em: EntityManager, events: readonly DomainEvent[], dopoFlush?: (em: EntityManager) => Promise<void>): Promise<void> {
  if (events.length === 0 && !dopoFlush) return void (await em.flush());
  let afterCommit: () => void;
  await em.begin();
  try {
    await em.flush();
    await dopoFlush?.(em); // in the same transaction (e.g. the recipe version of the change)
    afterCommit = await dispatchEvents(em, events);
    await em.commit();
  } catch (err) {
    await em.rollback();
    throw err;
  }
  afterCommit();
}
