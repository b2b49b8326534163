import { z } from 'zod';
import { STAFF, TUTTI } from '../../common/authz.js';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '../../common/idempotency.js';
import { replyPdf } from '../../common/pdf.js';
import { route } from '../../rest/route.js';
import { elencoPerQuery } from '../../rest/route-elenco.js';
import { restQuery, restSchema, serializeRest } from '../../common/forma-rest.js';
import { getConfigurazionePiano, salvaConfigurazionePiano } from './piano-config.service.js';
import { fogliDelGiorno, trasferimentoDelGiorno, trasferimentoPdfDelGiorno } from './piano-documenti.service.js';
import {
  configurazionePianoSchema,
  fogliQuerySchema,
  pianoCicloSchema,
  pianoModificaSchema,
  pianoQuerySchema,
  pianoSchema,
  salvaConfigurazioneBody,
  salvaPianoBody,
  trasferimentoQuerySchema,
  trasferimentoSchema,
} from './piano.schema.js';
import { getModifichePiano, getPiano, registraPiano, salvaPiano } from './piano.service.js';

const tags = ['Piano'];
const piano = restSchema(pianoSchema);

export const pianoRoutes = [
  route({
    method: 'GET',
    url: '/piano',
    access: TUTTI,
    summary:
      'Piano di produzione del giorno (?data=, da oggi a oggi + 7): { data, righe: [{ punto_vendita_id, gusto_id, kg_previsti, kg_in_vetrina, kg_in_freezer, vaschette_proposte, vaschette, kg, … }], cicli: [{ mantecatore, ordine, gusto_id, kg, inizio, fine, pulizia_prima, allergeni }], pulizie, fabbisogno: [{ ingrediente_id, quantita, giacenza, da_ordinare }], avvisi, registrato, produzioni_ids }; kg da produrre = previsione del giorno e dei successivi (giorni in vetrina) − kg in vetrina − kg nei freezer, arrotondati per eccesso a vaschette intere',
    tags,
    query: restQuery(pianoQuerySchema),
    response: piano,
    handler: async (ctx, { query }) => getPiano(ctx, query),
  }),
  route({
    method: 'PUT',
    url: '/piano',
    access: STAFF,
    summary:
      'Imposta le vaschette di alcune righe del piano (?data=; { righe: [{ punto_vendita_id, gusto_id, vaschette }] }): ogni modifica è registrata con chi e quando; vaschette negative, un punto vendita senza vetrina o un giorno oltre 7 giorni → 400; un piano già registrato → 409',
    tags,
    query: restQuery(pianoQuerySchema),
    body: salvaPianoBody,
    response: piano,
    handler: async (ctx, { query, body }) => salvaPiano(ctx, query, body),
  }),
  route({
    method: 'POST',
    url: '/piano/registra',
    access: STAFF,
    summary:
      'Registra la produzione del piano (?data=): una produzione per punto vendita con una riga per gusto (consumo dei lotti FEFO); restituisce il piano con registrato = true e produzioni_ids; una seconda volta → 409; Idempotency-Key rispettata',
    tags,
    query: restQuery(pianoQuerySchema),
    headers: idempotencyHeaders,
    response: piano,
    status: 201,
    idempotente: false,
    handler: async (ctx, { query, request }) => registraPiano(ctx, query, request.headers[IDEMPOTENCY_HEADER]),
  }),
  elencoPerQuery({
    url: '/piano/modifiche',
    access: STAFF,
    summary: 'Modifiche delle vaschette del piano del giorno (?data=), la più recente prima: [{ punto_vendita_id, gusto_id, gusto_nome, vaschette_prima, vaschette_dopo, utente, il }]',
    tags,
    query: pianoQuerySchema,
    elemento: pianoModificaSchema,
    leggi: getModifichePiano,
  }),
  route({
    method: 'GET',
    url: '/piano/configurazione',
    access: TUTTI,
    summary:
      'Impostazioni del piano: { mantecatori: [{ nome, capacita_kg, minuti_ciclo }], orario_inizio, orario_fine, kg_per_vaschetta, minuti_pulizia, giorni_vetrina_gelato, giorni_vetrina_sorbetto, gusti_sempre_esposti: [{ punto_vendita_id, gusto_id, gusto_nome }] }',
    tags,
    response: restSchema(configurazionePianoSchema),
    handler: async (ctx) => getConfigurazionePiano(ctx),
  }),
  route({
    method: 'PUT',
    url: '/piano/configurazione',
    access: STAFF,
    summary: 'Modifica le impostazioni del piano: i campi omessi restano invariati, le liste sostituiscono quelle salvate',
    tags,
    body: salvaConfigurazioneBody,
    response: restSchema(configurazionePianoSchema),
    handler: async (ctx, { body }) => salvaConfigurazionePiano(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/piano/fogli',
    access: TUTTI,
    summary:
      'Fogli di pesata del giorno nell’ordine di produzione (?data=): un foglio per ciclo, scalato ai kg del ciclo, con mantecatore, orari e pulizia; formato=pdf (predefinito) o json (i cicli)',
    tags,
    query: restQuery(fogliQuerySchema),
    response: z.array(restSchema(pianoCicloSchema)),
    file: { 'application/pdf': 'Con formato=pdf (predefinito): i fogli di pesata del giorno in un unico PDF A4' },
    raw: true,
    handler: async (ctx, { query, reply }) => {
      const p = await getPiano(ctx, { data: query.data });
      if (query.formato === 'json') return reply.status(200).send(serializeRest(p.cicli, ctx.user));
      const { pdf, nome } = await fogliDelGiorno(ctx, p);
      return replyPdf(reply, pdf, nome);
    },
  }),
  route({
    method: 'GET',
    url: '/piano/trasferimenti',
    access: TUTTI,
    summary:
      'Documento di trasferimento di un punto vendita (?data=&punto_vendita_id=): vaschette, gusti, kg e lotti di produzione (dopo la registrazione), firme di chi consegna e di chi riceve; formato=pdf (predefinito) o json',
    tags,
    query: restQuery(trasferimentoQuerySchema),
    response: restSchema(trasferimentoSchema),
    file: { 'application/pdf': 'Con formato=pdf (predefinito): il documento di trasferimento A4' },
    raw: true,
    handler: async (ctx, { query, reply }) => {
      const t = await trasferimentoDelGiorno(ctx, query);
      if (query.formato === 'json') return reply.status(200).send(serializeRest(t, ctx.user));
      const { pdf, nome } = await trasferimentoPdfDelGiorno(ctx, t);
      return replyPdf(reply, pdf, nome);
    },
  }),
];
