import { z } from 'zod';
import { TUTTI } from '../../common/authz.js';
import { replyPdf } from '../../common/pdf.js';
import { v } from '../../common/validation.js';
import { route } from '../../rest/route.js';
import { foglioPesataPdf, nomeFileFoglio } from './foglio-pesata.pdf.js';
import { foglioPesataFromRest, foglioPesataQuery } from './foglio-pesata.schema.js';
import { foglioPesata, foglioPesataToRest } from './foglio-pesata.service.js';

export const foglioPesataRoutes = [
  route({
    method: 'GET',
    url: '/gusti/:id/foglio-pesata',
    access: TUTTI,
    summary:
      'Foglio di pesata: ?kg= (kg di miscela) oppure ?vaschette=&volume_l=&overrun= (massa = vaschette × volume × densità miscela / (1 + overrun); overrun predefinito 0.30 gelato, 0.20 sorbetti). Righe in grammi arrotondati alla risoluzione della bilancia, pezzi per eccesso, cicli uguali oltre la capacità del mantecatore; food_cost_kg e costo_lotto solo per admin e manager; formato=pdf restituisce il foglio A4 da stampare',
    tags: ['Gusti'],
    params: z.object({ id: v.id }),
    query: foglioPesataQuery,
    raw: true,
    handler: async (ctx, { params, query, reply }) => {
      const foglio = await foglioPesata(ctx, params.id, foglioPesataFromRest(query));
      if (query.formato === 'pdf') return replyPdf(reply, await foglioPesataPdf(foglio), nomeFileFoglio(foglio));
      return reply.status(200).send(foglioPesataToRest(foglio));
    },
  }),
];
