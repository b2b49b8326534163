import { STAFF, TUTTI } from '../../common/authz.js';
import { renderPdf, replyPdf } from '../../common/pdf.js';
import { idParams } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { verificaAllergeni } from './allergeni-derivati.service.js';
import { cartelloQuery, cartelloRestSchema, etichettaQuery, etichettaRestSchema, verificaAllergeniRestSchema } from './allergeni-derivati.schema.js';
import { verificaToRest } from './allergeni-derivati.view.js';
import { cartelloAllergeni, cartelloPdf, cartelloToRest } from './cartello.service.js';
import { etichettaGusto, etichettaPdf } from './etichetta.service.js';

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
      "Etichetta UE del gusto: ingredienti in ordine di peso (allergeni evidenziati, QUID), allergeni, tracce, dichiarazione nutrizionale per 100 g; formato=pdf (misura 100x70 o a6) per l'etichetta stampabile",
    tags: ['Gusti'],
    params: idParams,
    query: etichettaQuery,
    // the JSON answer (formato=json, the default); formato=pdf answers application/pdf
    response: etichettaRestSchema,
    file: { 'application/pdf': "Con formato=pdf: l'etichetta stampabile (misura 100x70 o a6)" },
    raw: true,
    handler: async (ctx, { params, query, reply }) => {
      const e = await etichettaGusto(ctx, params.id);
      if (query.formato !== 'pdf') return reply.status(200).send(e);
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
