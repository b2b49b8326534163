import { tipoDaZod } from '../../common/from-zod.js';
import { puntoVenditaSchema, type PuntoVenditaView } from './punto-vendita.schema.js';

export const PuntoVenditaType = tipoDaZod('PuntoVendita', puntoVenditaSchema, {
  campi: {
    latitudine: { descrizione: 'Latitudine (previsione meteo)' },
    longitudine: { descrizione: 'Longitudine (previsione meteo)' },
    santoPatrono: { descrizione: 'Giorno del santo patrono, MM-GG' },
  },
});
export type PuntoVenditaType = PuntoVenditaView;
