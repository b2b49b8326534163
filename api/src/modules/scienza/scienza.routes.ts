import { z } from 'zod';
import { ADMIN, STAFF } from '../../common/authz.js';
import { toNumber } from '../../common/numbers.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { profiloFromRest } from './profilo.schema.js';
import { aggiornaProfilo, creaProfilo, eliminaProfilo, getProfilo, listProfili } from './profilo.service.js';
import { profiloToRest } from './profilo.view.js';
import { richiestaFromRest } from './scienza.schema.js';
import { analisiGusto, analisiRicetta, bilanciaRicetta, libreriaIngredienti } from './scienza.service.js';
import { risultatoToRest } from './scienza.view.js';

const idParams = z.object({ id: v.id });
const tags = ['Scienza del gelato'];
const intervallo = z.object({ min: z.number().nullable().optional(), max: z.number().nullable().optional() });
const profiloBody = z.object({
  nome: z.string(),
  obiettivi: z.record(z.string(), intervallo).describe('{ chiave: { min, max } }, chiavi dell’analisi (solidi_totali, grassi, slng, zuccheri, pod, ...)'),
  temperatura_servizio: intervallo.nullable().optional().describe('°C'),
});
const riga = z.object({ ingrediente_id: z.number().int(), quantita: z.number(), unita: z.string().optional() });
const analisiBody = z.object({
  righe: z.array(riga),
  profilo_id: z.number().int().optional(),
  punto_vendita_id: z.number().int().optional(),
});
const bilanciaBody = z.object({
  righe: z.array(riga.extend({ bloccata: z.boolean().optional(), min: z.number().optional(), max: z.number().optional() })),
  massa_kg: z.number().optional(),
  profilo_id: z.number().int().optional(),
  obiettivi: z.record(z.string(), intervallo).optional().describe('Al posto del profilo'),
  temperatura_servizio: intervallo.nullable().optional(),
  obiettivo: z.enum(['costo_minimo', 'modifica_minima']),
  candidati: z.array(z.object({ ingrediente_id: z.number().int(), max: z.number().optional() })).optional(),
  punto_vendita_id: z.number().int().optional(),
});
const puntoVenditaQuery = z.object({
  punto_vendita_id: z.preprocess(toNumber, z.number().int().positive().optional()).optional(),
  puntoVenditaId: z.preprocess(toNumber, z.number().int().positive().optional()).optional(),
});

export const scienzaRoutes = [
  route({
    method: 'GET',
    url: '/profili-bilanciamento',
    access: STAFF,
    summary: 'Profili di bilanciamento (il predefinito per primo)',
    tags,
    handler: async (ctx) => (await listProfili(ctx)).map(profiloToRest),
  }),
  route({
    method: 'GET',
    url: '/profili-bilanciamento/:id',
    access: STAFF,
    summary: 'Un profilo di bilanciamento',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => profiloToRest(await getProfilo(ctx, params.id)),
  }),
  route({
    method: 'POST',
    url: '/profili-bilanciamento',
    access: ADMIN,
    summary: 'Crea un profilo di bilanciamento',
    tags,
    body: profiloBody,
    status: 201,
    handler: async (ctx, { body }) => profiloToRest(await creaProfilo(ctx, profiloFromRest(body))),
  }),
  route({
    method: 'PUT',
    url: '/profili-bilanciamento/:id',
    access: ADMIN,
    summary: 'Modifica un profilo di bilanciamento (i campi omessi restano invariati)',
    tags,
    params: idParams,
    body: profiloBody.partial(),
    handler: async (ctx, { params, body }) => profiloToRest(await aggiornaProfilo(ctx, params.id, profiloFromRest(body))),
  }),
  route({
    method: 'DELETE',
    url: '/profili-bilanciamento/:id',
    access: ADMIN,
    summary: 'Elimina un profilo di bilanciamento (409 se è usato da categorie o gusti, o è il predefinito)',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => ({
      success: true,
      id: await eliminaProfilo(ctx, params.id),
      message: 'Profilo di bilanciamento eliminato con successo',
    }),
  }),
  route({
    method: 'GET',
    url: '/scienza/libreria',
    access: STAFF,
    summary: 'Libreria di ingredienti di base: composizione per 100 g, densità, allergeni, fonte',
    tags,
    handler: async () => libreriaIngredienti(),
  }),
  route({
    method: 'POST',
    url: '/scienza/analisi',
    access: STAFF,
    summary: 'Analisi di una ricetta non salvata (anteprima dell’editor)',
    tags,
    body: analisiBody,
    handler: async (ctx, { body }) => analisiRicetta(ctx, richiestaFromRest(body)),
  }),
  route({
    method: 'POST',
    url: '/scienza/bilancia',
    access: STAFF,
    summary: 'Bilancia una ricetta agli obiettivi del profilo (o a quelli indicati) al costo minimo o con la modifica minima',
    tags,
    body: bilanciaBody,
    handler: async (ctx, { body }) => risultatoToRest(await bilanciaRicetta(ctx, richiestaFromRest(body))),
  }),
  route({
    method: 'GET',
    url: '/gusti/:id/analisi',
    access: STAFF,
    summary: 'Analisi scientifica di un gusto (punto_vendita_id: temperatura della sua vetrina, predefinita -12 °C)',
    tags,
    params: idParams,
    query: puntoVenditaQuery,
    handler: async (ctx, { params, query }) => analisiGusto(ctx, params.id, query.punto_vendita_id ?? query.puntoVenditaId ?? null),
  }),
];
