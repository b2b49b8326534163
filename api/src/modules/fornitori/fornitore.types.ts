import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import { creaFornitoreSchema, fornitoreSchema, type FornitoreView } from './fornitore.schema.js';

export const FornitoreType = tipoDaZod('Fornitore', fornitoreSchema);
export type FornitoreType = FornitoreView;

export const FornitoreInput = inputDaZod('FornitoreInput', creaFornitoreSchema, { tuttiNullable: true });
