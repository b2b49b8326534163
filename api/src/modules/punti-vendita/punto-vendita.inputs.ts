import { inputDaZod, type OpzioniTipo } from '../../common/from-zod.js';
import { aggiornaPuntoVenditaSchema, creaPuntoVenditaSchema } from './punto-vendita.schema.js';

// the fields and their rules: punto-vendita.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_PV } from './punto-vendita.schema.js';

const campi: OpzioniTipo['campi'] = {
  temperaturaVetrina: { descrizione: 'Temperatura della vetrina in °C (-30..0; predefinita -12)' },
  latitudine: { descrizione: 'Latitudine (-90..90) per la previsione meteo; null la toglie' },
  longitudine: { descrizione: 'Longitudine (-180..180), insieme alla latitudine' },
  santoPatrono: { descrizione: 'Giorno del santo patrono, MM-GG (es. 10-04); null lo toglie' },
};

export const PuntoVenditaInput = inputDaZod('PuntoVenditaInput', creaPuntoVenditaSchema, { campi });

export const AggiornaPuntoVenditaInput = inputDaZod('AggiornaPuntoVenditaInput', aggiornaPuntoVenditaSchema, { campi });
