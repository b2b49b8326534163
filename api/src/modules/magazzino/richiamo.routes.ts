import { TUTTI } from '../../common/authz.js';
import { replyPdf } from '../../common/pdf.js';
import { route } from '../../rest/route.js';
import { restSchema, serializeRest } from '../../common/forma-rest.js';
import { leggiLaboratorio } from '../config/laboratorio.service.js';
import { nomeFileRichiamo, richiamoPdf } from './richiamo.pdf.js';
import { richiamoQuery, richiamoSchema } from './richiamo.schema.js';
import { getRichiamo } from './richiamo.service.js';

export const richiamoRoutes = [
  route({
    method: 'GET',
    url: '/lotti/richiamo',
    access: TUTTI,
    summary:
      'Rapporto di richiamo di un lotto di ingrediente (?ingrediente_id=&lotto=; Reg. (CE) 178/2002 art. 18): { ingrediente, lotto, fornitore, ricevimento, ricevimenti, quantita_ricevuta, quantita_usata, produzioni: [{ produzione_id, data, punto_vendita_id, punto_vendita_nome, gusto_id, gusto_nome, quantita_kg, quantita_ingrediente, versione_ricetta, lotto_produzione }] }; formato=pdf restituisce il rapporto A4',
    tags: ['Magazzino'],
    query: richiamoQuery,
    response: restSchema(richiamoSchema),
    file: { 'application/pdf': "Con formato=pdf: il rapporto di rintracciabilità A4 per l'autorità di controllo" },
    raw: true,
    handler: async (ctx, { query, reply }) => {
      const richiamo = await getRichiamo(ctx, query);
      if (query.formato === 'pdf') return replyPdf(reply, await richiamoPdf(richiamo, await leggiLaboratorio(ctx.em)), nomeFileRichiamo(richiamo));
      return reply.status(200).send(serializeRest(richiamo, ctx.user));
    },
  }),
];
