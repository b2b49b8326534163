import { z } from 'zod';
import { ADMIN, TUTTI } from '../../common/authz.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { emailLogQuery, emailService } from './email.service.js';
import { emailLogDettaglioToRest, emailLogToRest, esitoToRest } from './email.view.js';

const idParams = z.object({ id: v.id });
const tags = ['Email'];

export const emailRoutes = [
  route({
    method: 'GET',
    url: '/email/config',
    access: ADMIN,
    summary: 'Configurazione email: elenco di {chiave, valore, descrizione}; BREVO_API_KEY è mascherata',
    tags,
    handler: (ctx) => emailService.getConfig(ctx),
  }),
  route({
    method: 'POST',
    url: '/email/config',
    access: ADMIN,
    summary: 'Salva la configurazione email (solo le chiavi email; una chiave mascherata resta invariata)',
    tags,
    body: z.object({
      configs: z.array(z.object({ chiave: z.string(), valore: z.string().nullable().optional(), descrizione: z.string().nullable().optional() })),
    }),
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
    body: z.object({ email: z.string() }),
    handler: async (ctx, { body }) => esitoToRest(await emailService.sendTest(ctx, body)),
  }),
  route({
    method: 'POST',
    url: '/email/produzione/:id',
    access: TUTTI,
    summary: "Accoda l'email di una produzione ai destinatari delle notifiche e imposta inviato_email",
    tags,
    params: idParams,
    handler: async (ctx, { params }) => esitoToRest(await emailService.sendProduzione(ctx, params.id)),
  }),
  route({
    method: 'GET',
    url: '/email/log',
    access: ADMIN,
    summary: 'Log delle email (limit predefinito 20, massimo 100; filtri tipo e stato): {emails, total}',
    tags,
    query: emailLogQuery,
    handler: async (ctx, { query }) => {
      const page = await emailService.list(ctx, query);
      return { emails: page.emails.map(emailLogToRest), total: page.total };
    },
  }),
  route({
    method: 'GET',
    url: '/email/log/:id',
    access: ADMIN,
    summary: "Dettaglio di un'email del log (contenuto HTML e dati aggiuntivi)",
    tags,
    params: idParams,
    handler: async (ctx, { params }) => emailLogDettaglioToRest(await emailService.get(ctx, params.id)),
  }),
  route({
    method: 'POST',
    url: '/email/log/:id/reinvia',
    access: ADMIN,
    summary: "Rimette in coda di invio un'email fallita (409 se non è fallita)",
    tags,
    params: idParams,
    handler: async (ctx, { params }) => esitoToRest(await emailService.reinvia(ctx, params.id)),
  }),
];
