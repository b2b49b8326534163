import { z } from 'zod';
import { ADMIN, SCOPES } from '../../common/authz.js';
import { route } from '../../rest/route.js';
import { chiaveToRest, creaChiave, idParams, listChiavi, revocaChiave } from './chiavi.service.js';

const tags = ['Integrazioni'];

/** Integrations: admin only (users with a token); no API key ever reaches them (see scopes.ts). */
export const integrazioniRoutes = [
  route({
    method: 'POST',
    url: '/integrazioni/chiavi',
    access: ADMIN,
    summary: 'Crea una chiave API; la chiave completa (gel_live_<prefisso>_<segreto>) è mostrata solo in questa risposta',
    tags,
    status: 201,
    body: z.object({
      nome: z.string(),
      scopes: z.array(z.enum(SCOPES)),
      scadenza: z.string().nullish(),
      ip_consentiti: z.array(z.string()).nullish(),
    }),
    handler: async (ctx, { body }) => {
      const { chiave, segreto } = await creaChiave(ctx, body);
      return { ...chiaveToRest(chiave), chiave: segreto };
    },
  }),
  route({
    method: 'GET',
    url: '/integrazioni/chiavi',
    access: ADMIN,
    summary: 'Elenco delle chiavi API (mai il segreto)',
    tags,
    handler: async (ctx) => (await listChiavi(ctx)).map(chiaveToRest),
  }),
  route({
    method: 'DELETE',
    url: '/integrazioni/chiavi/:id',
    access: ADMIN,
    summary: 'Revoca una chiave API (immediata su ogni replica)',
    tags,
    params: idParams,
    handler: async (ctx, { params }) => chiaveToRest(await revocaChiave(ctx, params.id)),
  }),
];
