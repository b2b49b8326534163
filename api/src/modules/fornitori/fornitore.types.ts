import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import { creaFornitoreSchema, fornitoreSchema, type FornitoreView } from './fornitore.schema.js';

export const FornitoreType = tipoDaZod('Fornitore', fornitoreSchema, {
  campi: {
    partitaIva: { descrizione: '11 cifre; null per i fornitori migrati dal vecchio campo di testo, finché non viene inserita' },
    ingredienti: { descrizione: 'Numero di ingredienti collegati' },
  },
});
export type FornitoreType = FornitoreView;

export const FornitoreInput = inputDaZod('FornitoreInput', creaFornitoreSchema, {
  descrizione: 'Un fornitore (nuovo o modificato: tutti i campi)',
  tuttiNullable: true,
  campi: {
    partitaIva: { descrizione: '11 cifre, con la cifra di controllo' },
    indirizzo: { descrizione: 'Via e numero civico della sede' },
    cap: { descrizione: '5 cifre' },
    provincia: { descrizione: 'Sigla di 2 lettere' },
  },
});
