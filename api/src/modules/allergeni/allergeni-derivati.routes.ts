import { STAFF, TUTTI } from '../../common/authz.js';
import { renderPdf, replyPdf } from '../../common/pdf.js';
import { idParams } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { verificaAllergeni } from './allergeni-derivati.service.js';
import { cartelloQuery, cartelloRestSchema, etichettaQuery, etichettaRestSchema, verificaAllergeniRestSchema } from './allergeni-derivati.schema.js';
import { verificaToRest } from './allergeni-derivati.view.js';
import { cartelloAllergeni, cartelloPdf, cartelloToRest } from './cartello.service.js';
import { etichettaGusto, etichettaPdf, etichettaToRest } from './etichetta.service.js';

/** Derived allergens (issue 12): the check, the EU label of a flavour, the allergen sign of a sales point. */
export const allergeniDerivatiRoutes = [
  route({
    method: 'GET',
    url: '/gusti/verifica-allergeni',
    access: STAFF,
    summary: 'Controllo allergeni: gusti con allergeni manuali che nessun ingrediente spiega, ingredienti con allergeni non dichiarati',
    tags: ['Gusti'],
    response: verificaAllergeniRestSchema,
    handler: async (ctx) => verificaToRest(await verificaAllergeni(ctx)),
  }),
  route({
    method: 'GET',
    url: '/gusti/:id/etichetta',
    access: TUTTI,
    summary:
      "Etichetta UE del gusto (Reg. UE 1169/2011): denominazione, ingredienti in ordine di peso (allergeni evidenziati, QUID, ingredienti composti, additivi), quantità netta (peso_netto_g), data di durata minima, conservazione, operatore, lotto (con produzione_id), dichiarazione nutrizionale per 100 g; formato=pdf (misura 100x70 o a4 da 8) per le etichette stampabili",
    tags: ['Gusti'],
    params: idParams,
    query: etichettaQuery,
    // the JSON answer (formato=json, the default); formato=pdf answers application/pdf
    response: etichettaRestSchema,
    file: { 'application/pdf': "Con formato=pdf: l'etichetta stampabile (100x70 mm o foglio A4 da 8)" },
    raw: true,
    handler: async (ctx, { params, query, reply }) => {
      const e = await etichettaGusto(ctx, params.id, { pesoNettoG: query.peso_netto_g, produzioneId: query.produzione_id });
      if (query.formato !== 'pdf') return reply.status(200).send(etichettaToRest(e));
      return replyPdf(reply, await renderPdf(etichettaPdf(e, query.misura ?? '100x70')), `etichetta-${e.denominazione}`);
    },
  }),
  route({
    method: 'GET',
    url: '/punti-vendita/:id/cartello-allergeni',
    access: TUTTI,
    summary:
      'Cartello allergeni (A4) del punto vendita: i gusti attivi prodotti o caricati in vetrina lì negli ultimi giorni (predefinito 14; tutti=true per ogni gusto attivo) con allergeni e tracce; formato=pdf (predefinito) o json',
    tags: ['Punti vendita'],
    params: idParams,
    query: cartelloQuery,
    // the JSON answer (formato=json); formato=pdf (the default) answers application/pdf
    response: cartelloRestSchema,
    file: { 'application/pdf': 'Con formato=pdf (predefinito): il cartello allergeni A4 da esporre' },
    raw: true,
    handler: async (ctx, { params, query, reply }) => {
      const c = await cartelloAllergeni(ctx, params.id, { giorni: query.giorni, tutti: query.tutti });
      if (query.formato === 'json') return reply.status(200).send(cartelloToRest(c));
      return replyPdf(reply, await renderPdf(cartelloPdf(c)), `cartello-allergeni-${c.puntoVendita.nome}`);
    },
  }),
];
