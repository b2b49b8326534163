import { z } from 'zod';
import { ADMIN, STAFF } from '../../common/authz.js';
import { idParams } from '../../common/validation.js';
import { eliminatoSchema } from '../../rest/contract.js';
import { route } from '../../rest/route.js';
import { restBody, restSchema } from '../../common/forma-rest.js';
import { aggiornaProfiloSchema, creaProfiloSchema, profiloSchema } from './profilo.schema.js';
import { aggiornaProfilo, creaProfilo, eliminaProfilo, getProfilo, listProfili } from './profilo.service.js';
import { analisiGustoQuery, analisiRicettaRest, analisiSchema, bilanciaRest, risultatoBilanciamentoSchema, voceLibreriaSchema } from './scienza.schema.js';
import { analisiGusto, analisiRicetta, bilanciaRicetta, libreriaIngredienti } from './scienza.service.js';
import { risultatoConMessaggi } from './scienza.view.js';

const tags = ['Scienza del gelato'];
const profilo = restSchema(profiloSchema);

export const scienzaRoutes = [
  route({
    method: 'GET',
    url: '/profili-bilanciamento',
    access: STAFF,
    summary: 'Profili di bilanciamento (il predefinito per primo)',
    tags,
    response: z.array(profilo),
    handler: async (ctx) => listProfili(ctx),
  }),
  route({
    method: 'GET',
    url: '/profili-bilanciamento/:id',
    access: STAFF,
    summary: 'Un profilo di bilanciamento',
    tags,
    params: idParams,
    response: profilo,
    handler: async (ctx, { params }) => getProfilo(ctx, params.id),
  }),
  route({
    method: 'POST',
    url: '/profili-bilanciamento',
    access: ADMIN,
    summary: 'Crea un profilo di bilanciamento',
    tags,
    body: restBody(creaProfiloSchema),
    response: profilo,
    status: 201,
    handler: async (ctx, { body }) => creaProfilo(ctx, body),
  }),
  route({
    method: 'PUT',
    url: '/profili-bilanciamento/:id',
    access: ADMIN,
    summary: 'Modifica un profilo di bilanciamento (i campi omessi restano invariati)',
    tags,
    params: idParams,
    body: restBody(aggiornaProfiloSchema),
    response: profilo,
    handler: async (ctx, { params, body }) => aggiornaProfilo(ctx, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/profili-bilanciamento/:id',
    access: ADMIN,
    summary: 'Elimina un profilo di bilanciamento (409 se è usato da categorie o gusti, o è il predefinito)',
    tags,
    params: idParams,
    response: eliminatoSchema,
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
    response: z.array(voceLibreriaSchema),
    handler: async () => libreriaIngredienti(),
  }),
  route({
    method: 'POST',
    url: '/scienza/analisi',
    access: STAFF,
    summary: 'Analisi di una ricetta non salvata (anteprima dell’editor)',
    tags,
    body: analisiRicettaRest,
    response: analisiSchema,
    handler: async (ctx, { body }) => analisiRicetta(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/scienza/bilancia',
    access: STAFF,
    summary: 'Bilancia una ricetta agli obiettivi del profilo (o a quelli indicati) al costo minimo o con la modifica minima',
    tags,
    body: bilanciaRest,
    response: risultatoBilanciamentoSchema,
    handler: async (ctx, { body }) => risultatoConMessaggi(await bilanciaRicetta(ctx, body)),
  }),
  route({
    method: 'GET',
    url: '/gusti/:id/analisi',
    access: STAFF,
    summary: 'Analisi scientifica di un gusto (punto_vendita_id: temperatura della sua vetrina, predefinita -12 °C)',
    tags,
    params: idParams,
    query: analisiGustoQuery,
    response: analisiSchema,
    handler: async (ctx, { params, query }) => analisiGusto(ctx, params.id, query.punto_vendita_id ?? query.puntoVenditaId ?? null),
  }),
];
