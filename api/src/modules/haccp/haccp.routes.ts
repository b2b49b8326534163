import { z } from 'zod';
import { STAFF, TUTTI } from '../../common/authz.js';
import { DomainError } from '../../common/errors.js';
import { replyPdf } from '../../common/pdf.js';
import { idParams } from '../../common/validation.js';
import { route, type HttpMethod, type RouteDef } from '../../rest/route.js';
import { restBody, restQuery, restSchema, serializeRest } from '../../rest/serialize.js';
import { getChecklist, getLettureMancate } from './haccp.checklist.js';
import { nomeFileRegistro, registroPdf } from './haccp.pdf.js';
import { getRegistro } from './haccp.registro.js';
import {
  MSG_HACCP,
  abbattimentoInputSchema,
  batchInputBody,
  checklistSchema,
  chiusuraAllarmeSchema,
  controlloMerciInputSchema,
  dispositivoInputBody,
  dispositivoSchema,
  durezzaVetrinaSchema,
  giornoQuerySchema,
  letturaInputSchema,
  letturaMancataSchema,
  pastorizzazioneInputSchema,
  puliziaInputSchema,
  puntoQuerySchema,
  registrazioneSchema,
  registroQuerySchema,
  registroSchema,
  verificaSchema,
} from './haccp.schema.js';
import {
  chiudiAllarme,
  creaDispositivo,
  getAllarmi,
  getDispositivi,
  getVerifica,
  registraAbbattimento,
  registraBatch,
  registraControlloMerci,
  registraLettura,
  registraPastorizzazione,
  registraPulizia,
} from './haccp.service.js';
import { getDurezzaVetrina } from './haccp.vetrina.js';

const tags = ['HACCP'];
const registrazione = restSchema(registrazioneSchema);
const puntoQuery = restQuery(puntoQuerySchema);
const giornoQuery = restQuery(giornoQuerySchema);
const CHI = ' Firmata da chi la registra; un operatore registra solo nel suo punto vendita.';

/** Records are append-only: every edit or delete of one is answered 405, on every record URL. */
const RISORSE_REGISTRAZIONI = ['letture', 'pastorizzazioni', 'abbattimenti', 'pulizie', 'controlli-merci', 'registrazioni'] as const;
const METODI_VIETATI: HttpMethod[] = ['PUT', 'PATCH', 'DELETE'];
const nonModificabili: RouteDef[] = RISORSE_REGISTRAZIONI.flatMap((risorsa) =>
  METODI_VIETATI.map((method) =>
    route({
      method,
      url: `/haccp/${risorsa}/:id`,
      access: TUTTI,
      summary: `Sempre 405: ${MSG_HACCP.nonModificabile}`,
      tags,
      params: idParams,
      // never a success: documented as such (the contract test knows routes answering z.never())
      response: z.never(),
      handler: async () => {
        throw new DomainError('METHOD_NOT_ALLOWED', MSG_HACCP.nonModificabile);
      },
    }),
  ),
);

export const haccpRoutes = [
  route({
    method: 'GET',
    url: '/haccp/dispositivi',
    access: TUTTI,
    summary: 'Dispositivi HACCP (punti di controllo) con i loro limiti: ?punto_vendita_id= (un operatore: il suo)',
    tags,
    query: puntoQuery,
    response: z.array(restSchema(dispositivoSchema)),
    handler: async (ctx, { query }) => getDispositivi(ctx, query),
  }),
  route({
    method: 'POST',
    url: '/haccp/dispositivi',
    access: STAFF,
    summary:
      'Nuovo dispositivo: { nome, tipo: freezer | vetrina | abbattitore | pastorizzatore | cella, punto_vendita_id, temperatura_min, temperatura_max, codice?, frequenza_ore? (4), mantenimento_minimo_s? }',
    tags,
    status: 201,
    body: dispositivoInputBody,
    response: restSchema(dispositivoSchema),
    handler: async (ctx, { body }) => creaDispositivo(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/haccp/letture',
    access: TUTTI,
    summary: `Lettura di temperatura: { dispositivo_id, temperatura, azione_correttiva? (obbligatoria fuori dai limiti), misurata_il?, corregge_id? }.${CHI}`,
    tags,
    status: 201,
    body: restBody(letturaInputSchema),
    response: registrazione,
    handler: async (ctx, { body }) => registraLettura(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/haccp/letture/batch',
    access: TUTTI,
    summary:
      'Letture dei sensori (gateway con chiave API, scope haccp:write): { letture: [{ codice, temperatura, misurata_il }] }, al massimo 500, tutte o nessuna; una lettura fuori dai limiti apre un allarme',
    tags,
    status: 201,
    body: batchInputBody,
    response: z.array(registrazione),
    handler: async (ctx, { body }) => registraBatch(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/haccp/allarmi',
    access: TUTTI,
    summary: 'Allarmi aperti: letture dei sensori fuori dai limiti ancora senza azione correttiva (?punto_vendita_id=)',
    tags,
    query: puntoQuery,
    response: z.array(registrazione),
    handler: async (ctx, { query }) => getAllarmi(ctx, query),
  }),
  route({
    method: 'POST',
    url: '/haccp/allarmi/:id/chiusura',
    access: TUTTI,
    summary: `Chiude un allarme con l'azione correttiva: { azione_correttiva } (una persona, mai una chiave API); nuova registrazione.${CHI}`,
    tags,
    status: 201,
    params: idParams,
    body: restBody(chiusuraAllarmeSchema),
    response: registrazione,
    handler: async (ctx, { params, body }) => chiudiAllarme(ctx, params.id, body),
  }),
  route({
    method: 'POST',
    url: '/haccp/pastorizzazioni',
    access: TUTTI,
    summary: `Ciclo di pastorizzazione: { punto_vendita_id, prodotto: base | gusto, gusto_id?, descrizione?, temperatura_raggiunta, minuti_mantenimento, dispositivo_id?, lotto?, azione_correttiva?, misurata_il?, corregge_id? }; sotto 85 °C / 15 s (o il programma del pastorizzatore) è fuori dai limiti e chiede l'azione correttiva.${CHI}`,
    tags,
    status: 201,
    body: restBody(pastorizzazioneInputSchema),
    response: registrazione,
    handler: async (ctx, { body }) => registraPastorizzazione(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/haccp/abbattimenti',
    access: TUTTI,
    summary: `Abbattimento: { punto_vendita_id, prodotto, temperatura_iniziale, temperatura_finale, minuti, dispositivo_id?, lotto?, azione_correttiva?, misurata_il?, corregge_id? }; +3 °C entro 90 min, o -18 °C entro 240 min.${CHI}`,
    tags,
    status: 201,
    body: restBody(abbattimentoInputSchema),
    response: registrazione,
    handler: async (ctx, { body }) => registraAbbattimento(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/haccp/pulizie',
    access: TUTTI,
    summary: `Pulizia: { punto_vendita_id, area, prodotto, note?, misurata_il?, corregge_id? }.${CHI}`,
    tags,
    status: 201,
    body: restBody(puliziaInputSchema),
    response: registrazione,
    handler: async (ctx, { body }) => registraPulizia(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/haccp/controlli-merci',
    access: TUTTI,
    summary: `Controllo merci in arrivo: { punto_vendita_id, fornitore, prodotto, lotto?, temperatura?, conforme, azione_correttiva? (obbligatoria se non conforme), misurata_il?, corregge_id? }.${CHI}`,
    tags,
    status: 201,
    body: restBody(controlloMerciInputSchema),
    response: registrazione,
    handler: async (ctx, { body }) => registraControlloMerci(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/haccp/registro',
    access: TUTTI,
    summary:
      "Registro HACCP mensile di un punto vendita: ?punto_vendita_id=&mese=yyyy-MM: dispositivi e limiti, ogni registrazione del mese con firma e azione correttiva, la verifica della catena; &formato=pdf il registro da mostrare all'ispettore",
    tags,
    query: restQuery(registroQuerySchema),
    response: restSchema(registroSchema),
    file: { 'application/pdf': "Con formato=pdf: il registro mensile A4 orizzontale per l'ispettore" },
    raw: true,
    handler: async (ctx, { query, reply }) => {
      const registro = await getRegistro(ctx, query);
      if (query.formato === 'pdf') return replyPdf(reply, await registroPdf(registro), nomeFileRegistro(registro));
      return reply.status(200).send(serializeRest(registro, ctx.user));
    },
  }),
  route({
    method: 'GET',
    url: '/haccp/verifica',
    access: TUTTI,
    summary: 'Verifica della catena di ogni punto vendita (?punto_vendita_id=): integra, o la prima registrazione da cui non torna e perché',
    tags,
    query: puntoQuery,
    response: z.array(restSchema(verificaSchema)),
    handler: async (ctx, { query }) => getVerifica(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/haccp/checklist',
    access: TUTTI,
    summary: 'Le letture del giorno di un punto vendita (?punto_vendita_id=&data=): per dispositivo le finestre della sua frequenza, registrate, da fare, mancate; e gli allarmi aperti',
    tags,
    query: giornoQuery,
    response: restSchema(checklistSchema),
    handler: async (ctx, { query }) => getChecklist(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/haccp/letture-mancate',
    access: STAFF,
    summary: 'Letture mancate di un giorno (?data=, predefinito oggi; ?punto_vendita_id=) per la dashboard',
    tags,
    query: giornoQuery,
    response: z.array(restSchema(letturaMancataSchema)),
    handler: async (ctx, { query }) => getLettureMancate(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/vetrina/durezza',
    access: TUTTI,
    summary:
      'Durezza in vetrina (?punto_vendita_id=&data=): la media delle letture delle vetrine nelle ultime 72 ore sostituisce la temperatura configurata; per ogni gusto caricato quel giorno ok, troppo_morbido o troppo_duro',
    tags: ['Vetrina'],
    query: giornoQuery,
    response: restSchema(durezzaVetrinaSchema),
    handler: async (ctx, { query }) => getDurezzaVetrina(ctx, query),
  }),
  ...nonModificabili,
];
