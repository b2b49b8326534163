import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import { creaFornitoreSchema, fornitoreSchema, type FornitoreView } from './fornitore.schema.js';

export const FornitoreType = tipoDaZod('Fornitore', fornitoreSchema);
export type FornitoreType = FornitoreView;

export const FornitoreInput = inputDaZod('FornitoreInput', creaFornitoreSchema, {
  tuttiNullable: true,
  campi: {
    indirizzo: { descrizione: 'Via e numero civico della sede' },
    cap: { descrizione: '5 cifre' },
    provincia: { descrizione: 'Sigla di 2 lettere' },
  },
});
