import { inputDaZod } from '../../common/from-zod.js';
import { aggiornaPuntoVenditaSchema, creaPuntoVenditaSchema } from './punto-vendita.schema.js';

// the fields and their rules: punto-vendita.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_PV } from './punto-vendita.schema.js';

export const PuntoVenditaInput = inputDaZod('PuntoVenditaInput', creaPuntoVenditaSchema);

export const AggiornaPuntoVenditaInput = inputDaZod('AggiornaPuntoVenditaInput', aggiornaPuntoVenditaSchema);
