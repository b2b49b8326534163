import { tipoDaZod } from '../../common/from-zod.js';
import { puntoVenditaSchema, type PuntoVenditaView } from './punto-vendita.schema.js';

export const PuntoVenditaType = tipoDaZod('PuntoVendita', puntoVenditaSchema);
export type PuntoVenditaType = PuntoVenditaView;
