import { z } from 'zod';
import { STAFF, TUTTI } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { replyPdf } from '../../common/pdf.js';
import { route } from '../../rest/route.js';
import { giacenzaSchema, inventarioBody, inventarioViewSchema, rettificaBody, rettificaViewSchema, scadenzeQuery, scadenzeSchema, scortaBody } from './giacenze.schema.js';
import { getGiacenze, getScadenze, impostaScorta, registraRettifica } from './giacenze.service.js';
import { restSchema, serializeRest } from '../../common/forma-rest.js';
import { leggiLaboratorio } from '../config/laboratorio.service.js';
import { nomeFileOrdine, ordineFornitorePdf } from './ordine-fornitore.pdf.js';
import { inviaOrdineFornitore, ordineFornitore } from './ordine-fornitore.service.js';
import { invioOrdineSchema, ordineFornitoreQuery, ordineFornitoreSchema, ordineSuggeritoSchema } from './riordino.schema.js';
import { getOrdiniSuggeriti } from './riordino.service.js';
import { registraInventario } from './inventario.service.js';

const tags = ['Magazzino'];
const giacenza = restSchema(giacenzaSchema);

/** Stock (issue 30): read by every role (quantities and lots, no prices), adjusted by admin and manager. */
export const giacenzeRoutes = [
  route({
    method: 'GET',
    url: '/magazzino',
    access: TUTTI,
    summary:
      'Giacenze: [{ ingrediente_id, nome, unita_misura, giacenza, scorta_minima, ubicazione, sotto_scorta, giacenza_negativa, lotti: [{ lotto, scadenza, giacenza }] }]; giacenza = ricevuto − consumato dalle produzioni (lotti per primi quelli che scadono prima) + rettifiche',
    tags,
    response: z.array(giacenza),
    handler: async (ctx) => getGiacenze(ctx),
  }),
  route({
    method: 'POST',
    url: '/magazzino/rettifiche',
    access: STAFF,
    summary:
      "Rettifica di magazzino { ingrediente_id, lotto?, quantita (con segno: + aumenta, − diminuisce), motivo }: all'inventario è la differenza tra contato e giacenza; restituisce la rettifica con la giacenza dopo",
    tags,
    body: rettificaBody,
    response: restSchema(rettificaViewSchema),
    status: 201,
    handler: async (ctx, { body }) => registraRettifica(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/magazzino/inventario',
    access: STAFF,
    summary:
      "Inventario salvato tutto insieme { motivo? (predefinito inventario), righe: [{ ingrediente_id, lotto? (null = giacenza senza lotto), contato, giacenza_letta }] }: ogni differenza contato − giacenza diventa una rettifica; se una giacenza è cambiata durante il conteggio (giacenza_letta diversa) 409 e nessuna rettifica",
    tags,
    body: inventarioBody,
    response: restSchema(inventarioViewSchema),
    status: 201,
    handler: async (ctx, { body }) => registraInventario(ctx, body),
  }),
  route({
    method: 'PUT',
    url: '/magazzino/scorte/:id',
    access: STAFF,
    summary: "Scorta minima (punto di riordino) e ubicazione di un ingrediente { scorta_minima?, ubicazione? } (null le toglie); restituisce la giacenza dell'ingrediente",
    tags,
    params: z.object({ id: v.id }),
    body: scortaBody,
    response: giacenza,
    handler: async (ctx, { params, body }) => impostaScorta(ctx, params.id, body),
  }),
  route({
    method: 'GET',
    url: '/magazzino/scadenze',
    access: STAFF,
    summary: 'Lotti in giacenza che scadono entro ?giorni= (predefinito: impostazione giorni_preavviso_scadenza, altrimenti 7), scaduti compresi: { giorni, lotti: [{ ingrediente_id, nome, unita_misura, lotto, scadenza, giacenza, giorni }] }',
    tags,
    query: scadenzeQuery,
    response: restSchema(scadenzeSchema),
    handler: async (ctx, { query }) => getScadenze(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/magazzino/riordino',
    access: STAFF,
    summary:
      'Ordini suggeriti per fornitore: [{ fornitore_id, ragione_sociale, email, righe: [{ ingrediente_id, nome, unita_misura, giacenza, scorta_minima, fabbisogno_settimana, da_ordinare, costo_per_unita, costo_stimato }], totale_stimato }]; da ordinare = scorta minima + quanto serve alla produzione suggerita dei prossimi 7 giorni (regola del suggerimento della vetrina) − giacenza',
    tags,
    response: z.array(restSchema(ordineSuggeritoSchema)),
    handler: async (ctx) => getOrdiniSuggeriti(ctx),
  }),
  route({
    method: 'GET',
    url: '/magazzino/riordino/:id/pdf',
    access: STAFF,
    summary:
      "Ordine di acquisto al fornitore :id (righe dell'ordine suggerito): PDF A4 con ordinante (impostazioni del laboratorio), fornitore con partita IVA e sede, numero e data, righe con quantità e unità (ultimo prezzo e importo per chi vede i costi), totale; formato=json restituisce { numero, data, fornitore, ordine, con_prezzi }; 400 se non c'è niente da ordinare",
    tags,
    params: z.object({ id: v.id }),
    query: ordineFornitoreQuery,
    response: restSchema(ordineFornitoreSchema),
    file: { 'application/pdf': "L'ordine di acquisto A4 da inviare al fornitore" },
    raw: true,
    handler: async (ctx, { params, query, reply }) => {
      const o = await ordineFornitore(ctx, params.id);
      if (query.formato === 'json') return reply.status(200).send(serializeRest(o, ctx.user));
      return replyPdf(reply, await ordineFornitorePdf(o, await leggiLaboratorio(ctx.em)), nomeFileOrdine(o));
    },
  }),
  route({
    method: 'POST',
    url: '/magazzino/riordino/:id/invio',
    access: STAFF,
    summary:
      "Invia per email al fornitore :id il suo ordine di acquisto, con il PDF allegato: accodato nel registro email (tipo ordine_fornitore) e inviato dal servizio email; { success, message, email_id }. 400 se il fornitore non ha un indirizzo email, se l'invio email è disabilitato o se non c'è niente da ordinare",
    tags,
    params: z.object({ id: v.id }),
    response: restSchema(invioOrdineSchema),
    handler: async (ctx, { params }) => inviaOrdineFornitore(ctx, params.id),
  }),
];
