import { z } from 'zod';
import { STAFF, TUTTI } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { restSchema } from '../../common/forma-rest.js';
import { creaFornitoreBody, fornitoreSchema } from './fornitore.schema.js';
import { creaFornitore, listFornitori, modificaFornitore } from './fornitore.service.js';

const tags = ['Fornitori'];
const fornitore = restSchema(fornitoreSchema);

/** Suppliers: read by every role (no prices in them), written by admin and manager. */
export const fornitoriRoutes = [
  route({
    method: 'GET',
    url: '/fornitori',
    access: TUTTI,
    summary: 'Fornitori: [{ id, ragione_sociale, partita_iva, email, telefono, indirizzo, cap, comune, provincia, attivo, ingredienti }]',
    tags,
    response: z.array(fornitore),
    handler: async (ctx) => listFornitori(ctx),
  }),
  route({
    method: 'POST',
    url: '/fornitori',
    access: STAFF,
    status: 201,
    summary: 'Nuovo fornitore: { ragione_sociale, partita_iva (11 cifre con cifra di controllo), email?, telefono?, indirizzo?, cap?, comune?, provincia? }; 409 se la partita IVA esiste già',
    tags,
    body: creaFornitoreBody,
    response: fornitore,
    handler: async (ctx, { body }) => creaFornitore(ctx, body),
  }),
  route({
    method: 'PUT',
    url: '/fornitori/:id',
    access: STAFF,
    summary:
      'Modifica un fornitore (tutti i campi, come alla creazione): { ragione_sociale, partita_iva, email?, telefono?, indirizzo? (via e civico), cap? (5 cifre), comune?, provincia? (sigla) }; 409 se la partita IVA è di un altro fornitore',
    tags,
    params: z.object({ id: v.id }),
    body: creaFornitoreBody,
    response: fornitore,
    handler: async (ctx, { params, body }) => modificaFornitore(ctx, params.id, body),
  }),
];
