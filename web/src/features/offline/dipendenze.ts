import { inviabile, type ChiusuraCaricoInCoda, type ElementoCoda, type ElementoInviabile } from './archivio';
import { MSG_DIPENDENZE } from './messages';

/**
 * Before a queued item is sent: a weigh-back of a tray loaded offline gets the carico id the server gave
 * its load (`pronta`); when that load was refused or discarded it is never sent blindly (`bloccata`, with
 * the Italian reason shown in the banner); `attesa` when the load has still to be sent (it is older, so
 * the queue sends it first: only a damaged order gets here).
 */
export type Preparazione = { tipo: 'pronta'; item: ElementoInviabile } | { tipo: 'bloccata'; messaggio: string } | { tipo: 'attesa' };

/** `coda`: the user's queue; `esiti`: the server ids of the loads already sent, by queue id. */
export function preparaInvio(item: ElementoCoda, coda: readonly ElementoCoda[], esiti: ReadonlyMap<string, number>): Preparazione {
  if (inviabile(item)) return { tipo: 'pronta', item };
  const { caricoInCoda, input } = item.vetrina as ChiusuraCaricoInCoda;
  const carico = coda.find((i) => i.id === caricoInCoda);
  if (carico?.stato === 'in-attesa') return { tipo: 'attesa' };
  if (carico) return { tipo: 'bloccata', messaggio: MSG_DIPENDENZE.caricoRifiutato(carico.errore) };
  const caricoId = esiti.get(caricoInCoda);
  if (caricoId === undefined) return { tipo: 'bloccata', messaggio: MSG_DIPENDENZE.caricoAssente };
  return { tipo: 'pronta', item: { ...item, vetrina: { tipo: 'chiusura', input: { caricoId, kgRimasti: input.kgRimasti } } } };
}
