import type { BozzaFattura } from './modello';

/** An invoice draft as POST /api/ricevimenti/fattura answers it: a remembered line, an unmatched carton, a transport fee left out. */
export const BOZZA: BozzaFattura = {
  fornitore: { id: 4, ragione_sociale: 'Ingrosso Alimentare Emiliano S.r.l.', partita_iva: '04567890365', creato: true },
  numero_documento: '318/E',
  data: '2026-11-20',
  tipo_documento: 'TD01',
  nota_di_credito: false,
  nome_file: 'fattura.xml',
  sha256: 'a'.repeat(64),
  righe: [
    { numero_linea: 1, descrizione: 'Latte intero 1 L', codice_articolo: 'LAT-1', ingrediente_id: 7, fattore_conversione: 1, quantita_fattura: 60, unita_fattura: 'LT', prezzo_unitario_fattura: 1.05, lotto: 'L1', scadenza: '2026-11-27' },
    { numero_linea: 2, descrizione: 'Nocciole cartone 6 x 1 kg', codice_articolo: 'NOC-6', ingrediente_id: null, fattore_conversione: null, quantita_fattura: 2, unita_fattura: 'CT', prezzo_unitario_fattura: 138, lotto: null, scadenza: null },
  ],
  righe_escluse: [{ numero_linea: 3, descrizione: 'Trasporto refrigerato', motivo: 'Riga senza quantità (servizio, spesa o nota)' }],
};
