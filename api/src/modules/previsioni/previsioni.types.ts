import { tipoDaZod } from '../../common/from-zod.js';
import { accuratezzaSchema, previsioneSchema, type AccuratezzaView, type PrevisioneView } from './previsioni.schema.js';

export const PrevisioneType = tipoDaZod('Previsione', previsioneSchema, {
  descrizione: 'Kg venduti previsti di un gusto in un giorno e punto vendita, con l’intervallo all’80 %',
  campi: {
    kgPrevisti: { descrizione: null },
    temperaturaMax: { descrizione: 'Temperatura massima usata (°C)' },
    precipitazioni: { descrizione: 'Precipitazioni usate (mm)' },
  },
});
export type PrevisioneType = PrevisioneView;

export const AccuratezzaPrevisioniType = tipoDaZod('AccuratezzaPrevisioni', accuratezzaSchema, {
  descrizione: 'Backtest delle ultime 8 settimane: WMAPE % del modello e dei due riferimenti',
  descrizioniZod: false,
  campi: {
    wmapeIngenuo: { descrizione: 'Stesso giorno della settimana scorsa' },
    wmapeRegola4Settimane: { descrizione: 'Media dello stesso giorno delle 4 settimane × trend (±20 %)' },
  },
});
export type AccuratezzaPrevisioniType = AccuratezzaView;
