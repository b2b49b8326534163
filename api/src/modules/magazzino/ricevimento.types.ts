import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import {
  bozzaRicevimentoSchema,
  creaRicevimentoSchema,
  fatturaRicevimentoSchema,
  prezziIngredienteSchema,
  prezzoStoricoSchema,
  ricevimentoSchema,
  rigaBozzaSchema,
  rigaRicevimentoSchema,
  rigaRicevimentoViewSchema,
} from './ricevimento.schema.js';

export const RigaRicevimentoType = tipoDaZod('RigaRicevimento', rigaRicevimentoViewSchema, {
  descrizione: "Un lotto ricevuto: quantità nell'unità dell'ingrediente; prezzi solo per admin e manager",
  campi: {
    prezzoPrecedente: { descrizione: null },
    variazionePercentuale: { descrizione: '(prezzo − precedente) / precedente × 100' },
    allarmePrezzo: { descrizione: 'Variazione oltre la soglia configurata' },
    temperatura: { descrizione: '°C alla consegna' },
  },
});

export const RicevimentoType = tipoDaZod('Ricevimento', ricevimentoSchema, {
  descrizione: 'Un ricevimento merce (DDT o fattura confermata)',
  campi: {
    costoTotale: { descrizione: null },
    righe: { descrizione: 'Vuoto negli elenchi' },
  },
});
export type RicevimentoType = InstanceType<typeof RicevimentoType>;

export const RigaBozzaType = tipoDaZod('RigaBozzaRicevimento', rigaBozzaSchema, {
  descrizione: 'Una riga della fattura nella bozza',
  campi: {
    quantita: { descrizione: null },
    unita: { descrizione: null },
    prezzoUnitario: { descrizione: null },
    ingredienteId: { descrizione: 'Null: da abbinare (una volta; poi ricordato)' },
    fattoreConversione: { descrizione: null },
  },
});

export const FornitoreBozzaType = tipoDaZod('FornitoreBozza', bozzaRicevimentoSchema.shape.fornitore);

export const RigaEsclusaType = tipoDaZod('RigaEsclusaBozza', bozzaRicevimentoSchema.shape.righeEscluse.element);

export const BozzaRicevimentoType = tipoDaZod('BozzaRicevimento', bozzaRicevimentoSchema, {
  descrizione: 'La bozza di ricevimento di una fattura elettronica (si conferma con registraRicevimento)',
  campi: {
    tipoDocumento: { descrizione: null },
    notaDiCredito: { descrizione: null },
    sha256: { descrizione: null },
    righeEscluse: { descrizione: null },
  },
});
export type BozzaRicevimentoType = InstanceType<typeof BozzaRicevimentoType>;

export const PrezzoStoricoType = tipoDaZod('PrezzoStorico', prezzoStoricoSchema);

export const PrezziIngredienteType = tipoDaZod('PrezziIngrediente', prezziIngredienteSchema, {
  descrizione: "Lo storico dei prezzi di un ingrediente dai ricevimenti (admin e manager)",
  campi: {
    ultimoPrezzo: { descrizione: null },
    sogliaVariazione: { descrizione: null },
    prezzi: { descrizione: null },
  },
});
export type PrezziIngredienteType = InstanceType<typeof PrezziIngredienteType>;

export const FatturaRicevimentoInput = inputDaZod('FatturaRicevimentoInput', fatturaRicevimentoSchema);

export const RigaRicevimentoInput = inputDaZod('RigaRicevimentoInput', rigaRicevimentoSchema, {
  tuttiNullable: true,
  campi: {
    scadenza: { descrizione: 'aaaa-mm-gg' },
    quantita: { descrizione: "Nell'unità dell'ingrediente" },
    prezzoUnitario: { descrizione: "Euro per unità dell'ingrediente" },
    temperatura: { descrizione: null },
    codiceArticolo: { descrizione: null },
    descrizione: { descrizione: null },
    unitaFattura: { descrizione: null },
    fattoreConversione: { descrizione: null },
  },
});
export type RigaRicevimentoInput = InstanceType<typeof RigaRicevimentoInput>;

export const RicevimentoInput = inputDaZod('RicevimentoInput', creaRicevimentoSchema, {
  descrizione: 'Un ricevimento merce, o la conferma della bozza di una fattura',
  tuttiNullable: true,
  campi: {
    data: { descrizione: 'aaaa-mm-gg' },
    aggiornaPrezzi: { descrizione: null },
  },
});
export type RicevimentoInput = InstanceType<typeof RicevimentoInput>;
