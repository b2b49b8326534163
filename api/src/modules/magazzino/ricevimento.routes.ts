import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STAFF, TUTTI } from '../../common/authz.js';
import { badInput } from '../../common/errors.js';
import { idParams } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { toHttpError } from '../../rest/errors.js';
import { restSchema } from '../../common/forma-rest.js';
import { FATTURA_MAX_BYTE, MSG_FILE_FATTURA } from './fattura-file.js';
import { importaFattura } from './fattura.service.js';
import { prezziIngrediente } from './prezzi.service.js';
import { bozzaRicevimentoSchema, creaRicevimentoBody, prezziIngredienteSchema, ricevimentiQuery, ricevimentoSchema } from './ricevimento.schema.js';
import { creaRicevimento, getRicevimento, listRicevimenti } from './ricevimento.service.js';

const tags = ['Magazzino'];
const ricevimento = restSchema(ricevimentoSchema);
const bozza = restSchema(bozzaRicevimentoSchema);
const CAMPO_FATTURA = 'fattura';

/** The invoice file of the multipart body (field `fattura`), at most 5 MB (larger: a 400, as for any non-invoice). */
async function leggiFileFattura(request: FastifyRequest): Promise<{ nome: string; contenuto: Buffer }> {
  try {
    for await (const part of request.parts({ limits: { fileSize: FATTURA_MAX_BYTE } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== CAMPO_FATTURA) {
        part.file.resume();
        continue;
      }
      const contenuto = await part.toBuffer();
      if (part.file.truncated) throw badInput(MSG_FILE_FATTURA.troppoGrande);
      return { nome: part.filename, contenuto };
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badInput(MSG_FILE_FATTURA.troppoGrande);
    if (!toHttpError(err).internal) throw err;
    throw badInput(MSG_FILE_FATTURA.caricamentoNonValido);
  }
  throw badInput(MSG_FILE_FATTURA.fileMancante);
}

/** Goods receipts and invoice import (admin, manager write; every role reads lots, operators without prices). */
export const ricevimentiRoutes = [
  route({
    method: 'GET',
    url: '/ricevimenti',
    access: TUTTI,
    summary:
      'Ricevimenti merce, dal più recente (filtri fornitore_id, ingrediente_id, dal, al; limite 1-200, 50 predefinito): ' +
      '[{ id, fornitore_id, fornitore_nome, data, numero_documento, fattura_tipo_documento, numero_righe, costo_totale (solo admin e manager), … }]',
    tags,
    query: ricevimentiQuery,
    response: z.array(ricevimento),
    handler: async (ctx, { query }) => listRicevimenti(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/ricevimenti/:id',
    access: TUTTI,
    summary: 'Un ricevimento con le sue righe (lotto, scadenza, quantità; prezzi solo per admin e manager)',
    tags,
    params: idParams,
    response: ricevimento,
    handler: async (ctx, { params }) => getRicevimento(ctx, params.id),
  }),
  route({
    method: 'POST',
    url: '/ricevimenti',
    access: STAFF,
    status: 201,
    summary:
      'Registra un ricevimento (DDT) o conferma la bozza di una fattura: { fornitore_id, data, numero_documento, aggiorna_prezzi?, note?, fattura?: { tipo_documento, nome_file, sha256 }, ' +
      'righe: [{ ingrediente_id, lotto, scadenza, quantita, prezzo_unitario, temperatura?, codice_articolo?, descrizione?, unita_fattura?, fattore_conversione? }] }. ' +
      "Le righe con descrizione o codice articolo ricordano l'abbinamento all'ingrediente per le prossime fatture del fornitore. 409 se il documento è già registrato",
    tags,
    body: creaRicevimentoBody,
    response: ricevimento,
    handler: async (ctx, { body }) => creaRicevimento(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/ricevimenti/fattura',
    access: STAFF,
    summary:
      'Importa una fattura elettronica FatturaPA (multipart, campo fattura: .xml, .xml.p7m firmato o .zip che le contiene; massimo 5 MB) nella bozza di un ricevimento: ' +
      '{ fornitore: { id, ragione_sociale, partita_iva, creato }, numero_documento, data, tipo_documento, nota_di_credito, nome_file, sha256, ' +
      'righe: [{ descrizione, codice_articolo, quantita, unita, prezzo_unitario, ingrediente_id | null, fattore_conversione, quantita_fattura, unita_fattura, prezzo_unitario_fattura, lotto, scadenza }], righe_escluse }; ' +
      'un archivio .zip restituisce un elenco di bozze. Il fornitore nuovo viene creato; nessun ingrediente viene creato. 409 se la fattura è già registrata',
    tags,
    multipart: { campo: CAMPO_FATTURA, descrizione: 'La fattura elettronica (.xml, .xml.p7m) o un archivio .zip di fatture' },
    response: z.union([bozza, z.array(bozza)]),
    idempotente: false,
    handler: async (ctx, { request }) => {
      const { nome, contenuto } = await leggiFileFattura(request);
      const bozze = await importaFattura(ctx, nome, contenuto);
      return /\.zip$/i.test(nome) || bozze.length !== 1 ? bozze : bozze[0];
    },
  }),
  route({
    method: 'GET',
    url: '/ingredienti/:id/prezzi',
    access: STAFF,
    summary:
      "Storico dei prezzi di un ingrediente dai ricevimenti: { ingrediente_id, nome, unita_misura, ultimo_prezzo, prezzo_medio_ponderato (dei lotti in giacenza per la quantità rimasta; senza giacenza, di tutti i ricevimenti), soglia_variazione, " +
      'prezzi: [{ data, fornitore, prezzo_unitario, quantita, lotto, variazione_percentuale, allarme_prezzo, … }] }',
    tags: ['Ingredienti'],
    params: idParams,
    response: restSchema(prezziIngredienteSchema),
    handler: async (ctx, { params }) => prezziIngrediente(ctx, params.id),
  }),
];
