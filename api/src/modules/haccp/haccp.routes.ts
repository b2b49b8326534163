import { z } from 'zod';
import { STAFF, TUTTI, type AccessRule } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { DomainError } from '../../common/errors.js';
import { replyPdf } from '../../common/pdf.js';
import { idParams } from '../../common/validation.js';
import { route, type HttpMethod, type RouteDef } from '../../rest/route.js';
import { restBody, restQuery, restSchema, serializeRest } from '../../common/forma-rest.js';
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

/** A read of the register: a GET with a query, answered with its service's view. */
function lettura<QS extends z.ZodType, RS extends z.ZodType>(
  url: string,
  access: AccessRule,
  summary: string,
  query: QS,
  response: RS,
  leggi: (ctx: RequestContext, q: z.output<QS>) => Promise<unknown>,
): RouteDef {
  return route({ method: 'GET', url, access, summary, tags, query, response, handler: async (ctx, { query: q }) => leggi(ctx, q as z.output<QS>) });
}

/** A record a person writes (201, idempotent in the gateway), answered with the record. */
function registra<BS extends z.ZodType>(url: string, summary: string, body: BS, scrivi: (ctx: RequestContext, b: z.output<BS>) => Promise<unknown>): RouteDef {
  return route({ method: 'POST', url, access: TUTTI, summary, tags, status: 201, body, response: registrazione, handler: async (ctx, { body: b }) => scrivi(ctx, b as z.output<BS>) });
}

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
  lettura('/haccp/dispositivi', TUTTI, 'Dispositivi HACCP (punti di controllo) con i loro limiti: ?punto_vendita_id= (un operatore: il suo)', puntoQuery, z.array(restSchema(dispositivoSchema)), getDispositivi),
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
  registra('/haccp/letture', `Lettura di temperatura: { dispositivo_id, temperatura, azione_correttiva? (obbligatoria fuori dai limiti), misurata_il?, corregge_id? }.${CHI}`, restBody(letturaInputSchema), registraLettura),
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
  lettura('/haccp/allarmi', TUTTI, 'Allarmi aperti: letture dei sensori fuori dai limiti ancora senza azione correttiva (?punto_vendita_id=)', puntoQuery, z.array(registrazione), getAllarmi),
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
  registra('/haccp/pastorizzazioni', `Ciclo di pastorizzazione: { punto_vendita_id, prodotto: base | gusto, gusto_id?, descrizione?, temperatura_raggiunta, minuti_mantenimento, dispositivo_id?, lotto?, azione_correttiva?, misurata_il?, corregge_id? }; sotto 85 °C / 15 s (o il programma del pastorizzatore) è fuori dai limiti e chiede l'azione correttiva.${CHI}`, restBody(pastorizzazioneInputSchema), registraPastorizzazione),
  registra('/haccp/abbattimenti', `Abbattimento: { punto_vendita_id, prodotto, temperatura_iniziale, temperatura_finale, minuti, dispositivo_id?, lotto?, azione_correttiva?, misurata_il?, corregge_id? }; +3 °C entro 90 min, o -18 °C entro 240 min.${CHI}`, restBody(abbattimentoInputSchema), registraAbbattimento),
  registra('/haccp/pulizie', `Pulizia: { punto_vendita_id, area, prodotto, note?, misurata_il?, corregge_id? }.${CHI}`, restBody(puliziaInputSchema), registraPulizia),
  registra('/haccp/controlli-merci', `Controllo merci in arrivo: { punto_vendita_id, fornitore, prodotto, lotto?, temperatura?, conforme, azione_correttiva? (obbligatoria se non conforme), misurata_il?, corregge_id? }.${CHI}`, restBody(controlloMerciInputSchema), registraControlloMerci),
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
  lettura('/haccp/verifica', TUTTI, 'Verifica della catena di ogni punto vendita (?punto_vendita_id=): integra, o la prima registrazione da cui non torna e perché', puntoQuery, z.array(restSchema(verificaSchema)), getVerifica),
  lettura(
    '/haccp/checklist',
    TUTTI,
    'Le letture del giorno di un punto vendita (?punto_vendita_id=&data=): per dispositivo le finestre della sua frequenza, registrate, da fare, mancate; e gli allarmi aperti',
    giornoQuery,
    restSchema(checklistSchema),
    getChecklist,
  ),
  lettura('/haccp/letture-mancate', STAFF, 'Letture mancate di un giorno (?data=, predefinito oggi; ?punto_vendita_id=) per la dashboard', giornoQuery, z.array(restSchema(letturaMancataSchema)), getLettureMancate),
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
