import { tipoDaZod } from '../../common/from-zod.js';
import { ordineSuggeritoSchema, rigaRiordinoSchema, type OrdineSuggeritoView } from './riordino.schema.js';

export const RigaOrdineSuggeritoType = tipoDaZod('RigaOrdineSuggerito', rigaRiordinoSchema, {
  descrizioniZod: false,
  campi: {
    fabbisognoSettimana: { descrizione: 'Fabbisogno della produzione suggerita dei prossimi 7 giorni' },
    daOrdinare: { descrizione: 'max(0, scorta minima + fabbisogno − giacenza)' },
    costoPerUnita: { descrizione: 'Ultimo prezzo, euro per unità' },
  },
});

export const OrdineSuggeritoType = tipoDaZod('OrdineSuggerito', ordineSuggeritoSchema, {
  descrizione: 'Ordine suggerito a un fornitore (admin e manager)',
  descrizioniZod: false,
  campi: { righe: { tipo: () => [RigaOrdineSuggeritoType] } },
});
export type OrdineSuggeritoType = OrdineSuggeritoView;
