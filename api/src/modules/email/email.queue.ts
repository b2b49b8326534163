import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailLog, type TipoEmail } from './email.entity.js';
import type { RenderedEmail } from './email.templates.js';

/**
 * In-process hint that a message was queued, so a worker in this process sends it at once instead of
 * at its next poll. Only a latency optimisation: the table is the queue, and workers in other
 * replicas find the row by polling.
 */
const signal = new EventEmitter();
signal.setMaxListeners(100);

export const onEmailQueued = (listener: () => void) => {
  signal.on('queued', listener);
  return () => void signal.off('queued', listener);
};

/** Call after the transaction that queued a message has committed. */
export const signalEmailQueued = () => setImmediate(() => signal.emit('queued'));

export interface QueueEmailInput {
  tipo: TipoEmail;
  destinatari: string[];
  email: RenderedEmail;
  riferimentoTipo?: string | null;
  riferimentoId?: number | null;
  datiAggiuntivi?: Record<string, unknown> | null;
  allegati?: { nome: string; tipo: string; contenuto: Buffer }[];
}

/**
 * Adds a message to the outbox (`in_coda`, due now). It is written by the caller's flush/transaction,
 * so it exists only if the change it belongs to commits.
 */
export function queueEmail(em: EntityManager, input: QueueEmailInput): EmailLog {
  return em.create(EmailLog, {
    tipo: input.tipo,
    destinatari: input.destinatari,
    oggetto: input.email.oggetto.slice(0, 255),
    contenuto: input.email.html,
    testo: input.email.testo,
    stato: 'in_coda',
    tentativi: 0,
    riferimentoTipo: input.riferimentoTipo ?? null,
    riferimentoId: input.riferimentoId ?? null,
    datiAggiuntivi: input.datiAggiuntivi ?? null,
    allegati: input.allegati?.length ? input.allegati.map((a) => ({ nome: a.nome, tipo: a.tipo, base64: a.contenuto.toString('base64') })) : null,
  });
}
