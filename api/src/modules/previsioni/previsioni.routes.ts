import { STAFF, TUTTI } from '../../common/authz.js';
import { route } from '../../rest/route.js';
import { elencoPerQuery } from '../../rest/route-elenco.js';
import { restQuery, restSchema } from '../../common/forma-rest.js';
import { QUIRK_ACCURATEZZA, accuratezzaQuerySchema, accuratezzaSchema, previsioneSchema, previsioniQuerySchema } from './previsioni.schema.js';
import { getAccuratezza, getPrevisioni } from './previsioni.service.js';

const tags = ['Vetrina'];

export const previsioniRoutes = [
  elencoPerQuery({
    url: '/previsioni',
    access: TUTTI,
    summary:
      'Previsione dei kg venduti per gusto, da 1 a 7 giorni: ?punto_vendita_id=&dal= (predefinito domani)&giorni= (1-7) → [{ data, punto_vendita_id, gusto_id, gusto_nome, kg_previsti, kg_min, kg_max (intervallo all’80 %), temperatura_max, precipitazioni, nota }]; oltre 7 giorni da oggi → 400; un operatore solo il suo punto vendita',
    tags,
    query: previsioniQuerySchema,
    elemento: previsioneSchema,
    leggi: getPrevisioni,
  }),
  route({
    method: 'GET',
    url: '/previsioni/accuratezza',
    access: STAFF,
    summary:
      'Backtest delle ultime 8 settimane (ogni giorno previsto solo dai giorni precedenti): { wmape_modello, wmape_ingenuo, wmape_regola_4_settimane, settimane, giorni } in %',
    tags,
    query: restQuery(accuratezzaQuerySchema),
    response: restSchema(accuratezzaSchema, QUIRK_ACCURATEZZA),
    rest: QUIRK_ACCURATEZZA,
    handler: async (ctx, { query }) => getAccuratezza(ctx, query),
  }),
];
