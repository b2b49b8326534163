import type { RequestContext } from '../../common/context.js';
import { canSeeCosts } from '../../common/authz.js';
import { dataRomaIso } from '../../common/dates.js';
import { badInput, notFound } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';
import { leggiLaboratorio } from '../config/laboratorio.service.js';
import { readEmailSettings } from '../email/email.config.js';
import { queueEmail, signalEmailQueued } from '../email/email.queue.js';
import { MSG as MSG_EMAIL } from '../email/email.service.js';
import { renderOrdineFornitoreEmail } from '../email/email.templates.js';
import { MSG_FORNITORI } from '../fornitori/fornitore.schema.js';
import { getFornitoreView, richiediStaff } from '../fornitori/fornitore.service.js';
import { nomeFileOrdine, ordineFornitorePdf, type OrdineFornitoreDoc } from './ordine-fornitore.pdf.js';
import { getOrdiniSuggeriti } from './riordino.service.js';
import { numeroIt } from './stampa.js';

export const MSG_ORDINE = {
  nienteDaOrdinare: (fornitore: string) => `Niente da ordinare a ${fornitore}: nessun suo ingrediente è sotto la scorta minima più il fabbisogno dei prossimi 7 giorni`,
  senzaEmail: 'Il fornitore non ha un indirizzo email: aggiungilo nella scheda del fornitore',
  inCoda: (fornitore: string, email: string) => `Ordine a ${fornitore} in coda di invio a ${email}`,
} as const;

/**
 * The purchase order to one supplier (issue 30): its lines of the suggested orders (riordino.service:
 * reorder point + the next 7 days' need − stock), numbered 'ORD-<supplier>-<yyyymmdd>' and dated today
 * (Europe/Rome). 404 for an unknown supplier, 400 when there is nothing to order from it.
 */
export async function ordineFornitore(ctx: RequestContext, fornitoreId: number): Promise<OrdineFornitoreDoc> {
  const user = richiediStaff(ctx);
  const [fornitore, ordini] = await Promise.all([getFornitoreView(ctx.em, fornitoreId), getOrdiniSuggeriti(ctx, fornitoreId)]);
  if (!fornitore) throw notFound(MSG_FORNITORI.nonTrovato);
  const ordine = ordini[0];
  if (!ordine || ordine.righe.length === 0) throw badInput(MSG_ORDINE.nienteDaOrdinare(fornitore.ragioneSociale));
  const data = dataRomaIso();
  return { numero: `ORD-${fornitoreId}-${data.replaceAll('-', '')}`, data, fornitore, ordine, conPrezzi: canSeeCosts(user) };
}

/** The order as a PDF, with its file name. */
export async function ordineFornitoreFile(ctx: RequestContext, fornitoreId: number): Promise<{ pdf: Buffer; nome: string }> {
  const o = await ordineFornitore(ctx, fornitoreId);
  return { pdf: await ordineFornitorePdf(o, await leggiLaboratorio(ctx.em)), nome: nomeFileOrdine(o) };
}

/**
 * Sends the order to the supplier's e-mail with the PDF attached: queued in the e-mail outbox and log
 * (type `ordine_fornitore`, reference the supplier) with the activity log entry, sent by the e-mail
 * worker like every message. 400 when sending is disabled, the supplier has no e-mail address or
 * there is nothing to order.
 */
export async function inviaOrdineFornitore(ctx: RequestContext, fornitoreId: number): Promise<{ success: true; message: string; emailId: number }> {
  const user = richiediStaff(ctx);
  const o = await ordineFornitore(ctx, fornitoreId);
  const email = o.fornitore.email;
  if (!email) throw badInput(MSG_ORDINE.senzaEmail);
  const [settings, lab] = await Promise.all([readEmailSettings(ctx.em), leggiLaboratorio(ctx.em)]);
  if (!settings.abilitato) throw badInput(MSG_EMAIL.disabilitato);
  const pdf = await ordineFornitorePdf(o, lab);
  const nomeAllegato = `${nomeFileOrdine(o).replace(/[^\w.-]+/g, '_')}.pdf`;
  let emailId = 0;
  await ctx.em.transactional(async (em) => {
    const log = queueEmail(em, {
      tipo: 'ordine_fornitore',
      destinatari: [email],
      email: renderOrdineFornitoreEmail({
        numero: o.numero,
        data: o.data,
        fornitore: o.fornitore.ragioneSociale,
        ordinante: lab.ragioneSociale,
        righe: o.ordine.righe.map((r) => ({ nome: r.nome, quantita: `${numeroIt(r.daOrdinare)} ${r.unitaMisura}` })),
      }),
      riferimentoTipo: 'fornitore',
      riferimentoId: fornitoreId,
      allegati: [{ nome: nomeAllegato, tipo: 'application/pdf', contenuto: pdf }],
      datiAggiuntivi: { ordine: o.numero, fornitore_id: fornitoreId, righe: o.ordine.righe.length, allegato: nomeAllegato, utente_id: user.id },
    });
    logActivity({ em, user, ip: ctx.ip }, 'invio_email', `Ordine ${o.numero} a ${o.fornitore.ragioneSociale} accodato per ${email} (${o.ordine.righe.length} righe)`);
    await em.flush();
    emailId = log.id;
  });
  signalEmailQueued();
  return { success: true, message: MSG_ORDINE.inCoda(o.fornitore.ragioneSociale, email), emailId };
}
