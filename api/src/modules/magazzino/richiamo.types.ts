import { tipoDaZod } from '../../common/from-zod.js';
import { richiamoSchema } from './richiamo.schema.js';

export const IngredienteRichiamoType = tipoDaZod('IngredienteRichiamo', richiamoSchema.shape.ingrediente);

export const FornitoreRichiamoType = tipoDaZod('FornitoreRichiamo', richiamoSchema.shape.fornitori.element, {
  campi: { partitaIva: { descrizione: null } },
});

export const RicevimentoRichiamoType = tipoDaZod('RicevimentoRichiamo', richiamoSchema.shape.ricevimento.unwrap(), {
  campi: { quantita: { descrizione: null } },
});

export const RicevimentoLottoRichiamoType = tipoDaZod('RicevimentoLottoRichiamo', richiamoSchema.shape.ricevimenti.element, {
  campi: { quantita: { descrizione: null } },
});

export const ProduzioneRichiamoType = tipoDaZod('ProduzioneRichiamo', richiamoSchema.shape.produzioni.element, {
  campi: {
    puntoVenditaIndirizzo: { descrizione: 'Indirizzo del punto vendita' },
    quantitaKg: { descrizione: null },
    quantitaIngrediente: { descrizione: null },
    lottoProduzione: { descrizione: null },
  },
});

export const RichiamoType = tipoDaZod('RichiamoLotto', richiamoSchema, {
  descrizione: 'Rapporto di richiamo di un lotto (Reg. (CE) 178/2002 art. 18): un passo indietro e uno avanti',
  campi: {
    fornitore: { descrizione: null },
    fornitori: { descrizione: 'Ogni fornitore da cui il lotto risulta ricevuto (di solito uno)' },
    ricevimento: { descrizione: null },
    ricevimenti: { descrizione: null },
    produzioni: { descrizione: null },
  },
});
export type RichiamoType = InstanceType<typeof RichiamoType>;
