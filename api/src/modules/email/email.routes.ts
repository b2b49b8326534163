import { z } from 'zod';
import { ADMIN, TUTTI } from '../../common/authz.js';
import { idParams } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { restSchema } from '../../common/forma-rest.js';
import {
  QUIRK_EMAIL,
  emailConfigEntrySchema,
  emailEsitoSalvataggioSchema,
  emailEsitoSchema,
  emailLogDettaglioSchema,
  emailLogPaginaSchema,
  emailLogQuerySchema,
  emailTestSchema,
  salvaConfigEmailSchema,
} from './email.schema.js';
import { emailService } from './email.service.js';

const tags = ['Email'];
const esito = restSchema(emailEsitoSchema, QUIRK_EMAIL);

export const emailRoutes = [
  route({
    method: 'GET',
    url: '/email/config',
    access: ADMIN,
    summary: 'Configurazione email: elenco di {chiave, valore, descrizione}; BREVO_API_KEY è mascherata',
    tags,
    response: z.array(emailConfigEntrySchema),
    handler: (ctx) => emailService.getConfig(ctx),
  }),
  route({
    method: 'POST',
    url: '/email/config',
    access: ADMIN,
    summary: 'Salva la configurazione email (solo le chiavi email; una chiave mascherata resta invariata)',
    tags,
    body: salvaConfigEmailSchema,
    response: emailEsitoSalvataggioSchema,
    handler: async (ctx, { body }) => {
      const r = await emailService.saveConfig(ctx, body);
      return { success: r.success, message: r.message };
    },
  }),
  route({
    method: 'POST',
    url: '/email/test',
    access: ADMIN,
    summary: "Accoda un'email di test (400 se l'invio è disabilitato)",
    tags,
    body: emailTestSchema,
    response: esito,
    rest: QUIRK_EMAIL,
    handler: async (ctx, { body }) => emailService.sendTest(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/email/produzione/:id',
    access: TUTTI,
    summary: "Accoda l'email di una produzione ai destinatari delle notifiche e imposta inviato_email",
    tags,
    params: idParams,
    response: esito,
    rest: QUIRK_EMAIL,
    handler: async (ctx, { params }) => emailService.sendProduzione(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/email/log',
    access: ADMIN,
    summary: 'Log delle email (limit predefinito 20, massimo 100; filtri tipo e stato): {emails, total}',
    tags,
    query: emailLogQuerySchema,
    response: restSchema(emailLogPaginaSchema),
    handler: async (ctx, { query }) => emailService.list(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/email/log/:id',
    access: ADMIN,
    summary: "Dettaglio di un'email del log (contenuto HTML e dati aggiuntivi)",
    tags,
    params: idParams,
    response: restSchema(emailLogDettaglioSchema, QUIRK_EMAIL),
    rest: QUIRK_EMAIL,
    handler: async (ctx, { params }) => emailService.get(ctx, params.id),
  }),
  route({
    method: 'POST',
    url: '/email/log/:id/reinvia',
    access: ADMIN,
    summary: "Rimette in coda di invio un'email fallita (409 se non è fallita)",
    tags,
    params: idParams,
    response: esito,
    rest: QUIRK_EMAIL,
    handler: async (ctx, { params }) => emailService.reinvia(ctx, params.id),
  }),
];
