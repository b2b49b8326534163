import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailLog } from '../email/email.entity.js';
import { emailLogToRest, toEmailLogView } from '../email/email.view.js';
import { allergeniDegliIngredienti, allergeniDeiGustiDettaglio } from '../allergeni/allergeni-derivati.service.js';
import { findGusto, ricetteDeiGusti } from '../gusti/gusto.queries.js';
import { QUIRK_GUSTO } from '../gusti/gusto.schema.js';
import { gustoPerRest } from '../gusti/gusto.view.js';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { toIngredienteView } from '../ingredienti/ingrediente.view.js';
import { findProduzione } from '../produzione/produzione.queries.js';
import { findCarico, findScarto } from '../vetrina/vetrina.queries.js';
import { serializeRest, serializeRestConCosti } from '../../common/forma-rest.js';
import { accodaEventoWebhook } from './webhook.queue.js';

/**
 * Webhook events from domain events (modules/domain-events.ts), queued in the change's transaction.
 * `dati` is the REST shape of the resource without cost fields (a receiver holds no scope).
 */
export async function webhookProduzione(em: EntityManager, tipo: 'produzione.creata' | 'produzione.modificata', produzioneId: number) {
  const produzione = await findProduzione(em, produzioneId);
  if (produzione) return accodaEventoWebhook(em, tipo, serializeRest(produzione, null));
}

export function webhookProduzioneEliminata(em: EntityManager, produzioneId: number, data: string) {
  return accodaEventoWebhook(em, 'produzione.eliminata', { id: produzioneId, data });
}

export async function webhookGusto(em: EntityManager, tipo: 'gusto.creato' | 'gusto.modificato' | 'gusto.disattivato', gustoId: number) {
  const gusto = await findGusto(em, gustoId);
  if (!gusto) return;
  const [righe, allergeni] = await Promise.all([ricetteDeiGusti(em, [gustoId]), allergeniDeiGustiDettaglio(em, [gustoId])]);
  return accodaEventoWebhook(em, tipo, serializeRest(gustoPerRest(gusto, righe.get(gustoId) ?? [], allergeni.get(gustoId)!), null, QUIRK_GUSTO));
}

/** The new price is what the event is about: the ingredient's REST shape, price included. */
export async function webhookIngrediente(em: EntityManager, ingredienteId: number) {
  const ing = await em.findOne(Ingrediente, { id: ingredienteId });
  if (!ing) return;
  const allergeni = await allergeniDegliIngredienti(em, [ing.id]);
  return accodaEventoWebhook(em, 'ingrediente.prezzo_modificato', serializeRestConCosti(toIngredienteView(ing, allergeni.get(ing.id))));
}

/** A message the e-mail worker gave up on: its log entry (without the bodies), as GET /api/email/log lists it. */
export async function webhookEmailFallita(em: EntityManager, emailId: number) {
  const email = await em.findOne(EmailLog, { id: emailId });
  if (email) return accodaEventoWebhook(em, 'email.fallita', emailLogToRest(toEmailLogView(email)));
}

/** A display-case tray as the vetrina routes return it (kg only: no price, cost or margin). */
export async function webhookCarico(em: EntityManager, tipo: 'vetrina.carico_creato' | 'vetrina.chiusura_registrata' | 'vetrina.chiusura_modificata' | 'vetrina.carico_modificato', caricoId: number) {
  return accodaEventoWebhook(em, tipo, serializeRest(await findCarico(em, caricoId), null));
}

/** A waste record as the vetrina routes return it (kg only). */
export async function webhookScarto(em: EntityManager, tipo: 'vetrina.scarto_registrato' | 'vetrina.scarto_modificato', scartoId: number) {
  return accodaEventoWebhook(em, tipo, serializeRest(await findScarto(em, scartoId), null));
}

/** A deleted tray or waste record: what identifies it, as `produzione.eliminata` does. */
export function webhookEliminatoInVetrina(em: EntityManager, tipo: 'vetrina.carico_eliminato' | 'vetrina.scarto_eliminato', id: number, puntoVenditaId: number, data: string) {
  return accodaEventoWebhook(em, tipo, { id, punto_vendita_id: puntoVenditaId, data });
}
