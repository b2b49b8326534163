import { z } from 'zod';
import { TUTTI } from '../../common/authz.js';
import { replyPdf } from '../../common/pdf.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { restSchema, serializeRest } from '../../common/forma-rest.js';
import { foglioPesataPdf, nomeFileFoglio } from './foglio-pesata.pdf.js';
import { foglioPesataQuery, foglioPesataViewSchema } from './foglio-pesata.schema.js';
import { foglioPesata } from './foglio-pesata.service.js';

export const foglioPesataRoutes = [
  route({
    method: 'GET',
    url: '/gusti/:id/foglio-pesata',
    access: TUTTI,
    summary:
      'Foglio di pesata: ?kg= (kg di miscela) oppure ?vaschette=&volume_l=&overrun= (massa = vaschette × volume × densità miscela / (1 + overrun); overrun predefinito 0.30 gelato, 0.20 sorbetti). Righe in grammi arrotondati alla risoluzione della bilancia, pezzi per eccesso, cicli uguali oltre la capacità del mantecatore; food_cost_kg e costo_lotto solo per admin e manager; formato=pdf restituisce il foglio A4 da stampare; con produzione_id il foglio porta il lotto di produzione della riga del gusto (404 se la produzione non ha quel gusto)',
    tags: ['Gusti'],
    params: z.object({ id: v.id }),
    query: foglioPesataQuery,
    // the JSON answer (formato=json); formato=pdf answers application/pdf
    response: restSchema(foglioPesataViewSchema),
    file: { 'application/pdf': 'Con formato=pdf: il foglio di pesata A4 da stampare, con le caselle da spuntare per ciclo' },
    raw: true,
    handler: async (ctx, { params, query, reply }) => {
      const { formato, ...input } = query;
      const foglio = await foglioPesata(ctx, params.id, input);
      if (formato === 'pdf') return replyPdf(reply, await foglioPesataPdf(foglio), nomeFileFoglio(foglio));
      return reply.status(200).send(serializeRest(foglio, ctx.user));
    },
  }),
];
