/**
 * Goods receipts' Italian messages and input rules (issues 28 and 30), shared by the API (its
 * ricevimento.schema.ts) and the receipt editor's form.
 */
import { alPiuDecimali } from './vetrina.js';

export const MSG_RICEVIMENTI = {
  fornitoreObbligatorio: 'Seleziona il fornitore del ricevimento',
  fornitoreNonTrovato: 'Fornitore non trovato',
  dataNonValida: 'Data del ricevimento non valida (formato aaaa-mm-gg)',
  numeroObbligatorio: 'Il numero del documento (DDT o fattura) è obbligatorio (massimo 50 caratteri)',
  righeObbligatorie: 'Il ricevimento deve avere almeno una riga (massimo 500)',
  ingredienteObbligatorio: 'Seleziona l\'ingrediente di ogni riga',
  ingredienteNonTrovato: (id: number) => `Ingrediente n. ${id} non trovato`,
  lottoObbligatorio: 'Il lotto di ogni riga è obbligatorio (massimo 50 caratteri)',
  scadenzaNonValida: 'Data di scadenza non valida (formato aaaa-mm-gg)',
  scadenzaPrecedente: (lotto: string) => `La scadenza del lotto ${lotto} è precedente alla data del ricevimento`,
  quantitaNonValida: 'La quantità di ogni riga deve essere maggiore di 0 (al massimo 3 decimali, fino a 100.000.000)',
  prezzoNonValido: 'Il prezzo unitario di ogni riga deve essere un numero maggiore o uguale a 0 (al massimo 4 decimali, fino a 100.000.000 €)',
  temperaturaNonValida: 'La temperatura di consegna deve essere tra -60 e 60 °C (un decimale)',
  fattoreNonValido: 'Il fattore di conversione deve essere maggiore di 0 (unità dell\'ingrediente per unità della fattura)',
  documentoEsistente: (numero: string, data: string, fornitore: string) =>
    `Il documento n. ${numero} del ${data} di ${fornitore} è già stato registrato`,
  notaDiCredito: 'Una nota di credito (TD04) non è un ricevimento di merce: registra il reso come rettifica di magazzino',
  nonTrovato: 'Ricevimento non trovato',
  ingredienteNonTrovatoPrezzi: 'Ingrediente non trovato',
  sogliaNonValida: 'La soglia di variazione dei prezzi deve essere una percentuale tra 0 e 100',
} as const;

/** The receipt editor's messages, field by field (the form shows them under each field before sending). */
export const MSG_MODULO_RICEVIMENTO = {
  fornitore: 'Seleziona il fornitore',
  data: 'Indica la data del ricevimento',
  numero: 'Indica il numero del documento (DDT o fattura)',
  righe: 'Aggiungi almeno una riga',
  ingrediente: "Scegli l'ingrediente",
  lotto: 'Indica il lotto',
  scadenzaPrecedente: 'La scadenza è precedente alla data del ricevimento',
  quantita: 'Quantità maggiore di 0',
  prezzo: 'Prezzo maggiore o uguale a 0',
  fattore: "Quante unità dell'ingrediente in una unità della fattura (maggiore di 0)",
  temperatura: 'Temperatura tra -60 e 60 °C',
} as const;

/** The longest document number and lot. */
export const NUMERO_DOCUMENTO_MAX = 50;
export const LOTTO_RICEVIMENTO_MAX = 50;
/** At most 500 lines in a receipt. */
export const RIGHE_RICEVIMENTO_MAX = 500;
/** Quantities and unit prices of a line stay within 100 million; the conversion factor within a million. */
export const VALORE_RICEVIMENTO_MAX = 100_000_000;
export const FATTORE_CONVERSIONE_MAX = 1_000_000;
/** The delivery temperature, °C. */
export const TEMPERATURA_CONSEGNA_MIN = -60;
export const TEMPERATURA_CONSEGNA_MAX = 60;

/** An expiry (aaaa-mm-gg) before the receipt's date (aaaa-mm-gg): refused, the lot would arrive expired. */
export const scadenzaPrecedente = (scadenza: string | null, data: string) => scadenza !== null && scadenza !== '' && data !== '' && scadenza < data;
/** A delivery temperature within the range (°C). */
export const temperaturaConsegnaNeiLimiti = (t: number) => t >= TEMPERATURA_CONSEGNA_MIN && t <= TEMPERATURA_CONSEGNA_MAX;
/** A line's quantity (ingredient unit): > 0, within the bound, at most 3 decimals. */
export const quantitaRicevutaValida = (n: number) => Number.isFinite(n) && n > 0 && n <= VALORE_RICEVIMENTO_MAX && alPiuDecimali(n, 3);
/** A line's unit price (€ per ingredient unit): ≥ 0, within the bound, at most 4 decimals. */
export const prezzoRicevutoValido = (n: number) => Number.isFinite(n) && n >= 0 && n <= VALORE_RICEVIMENTO_MAX && alPiuDecimali(n, 4);
/** A delivery temperature: within the range, one decimal. */
export const temperaturaConsegnaValida = (t: number) => temperaturaConsegnaNeiLimiti(t) && alPiuDecimali(t, 1);
/** Ingredient units in one invoice unit: > 0, within the bound. */
export const fattoreConversioneValido = (n: number) => Number.isFinite(n) && n > 0 && n <= FATTORE_CONVERSIONE_MAX;
