import { fornitoreSchema as fornitoreCompleto } from '../fornitori/fornitore.schema.js';
import { z } from 'zod';
import { v } from '../../common/validation.js';
import { restQuery } from '../../common/forma-rest.js';

/** The contract of the recall report of an ingredient lot (issue 30; Reg. (EC) 178/2002 Art. 18). */

export const MSG_RICHIAMO = {
  ingredienteObbligatorio: 'Seleziona un ingrediente',
  lottoObbligatorio: 'Indica il lotto (al massimo 50 caratteri)',
  lottoNonTrovato: (lotto: string) => `Il lotto ${lotto} non risulta né ricevuto né usato per questo ingrediente`,
  formatoNonValido: 'Formato non valido: json o pdf',
} as const;

export const richiamoQuerySchema = z.object({
  ingredienteId: v.idDi(MSG_RICHIAMO.ingredienteObbligatorio),
  lotto: z.string({ message: MSG_RICHIAMO.lottoObbligatorio }).trim().min(1, MSG_RICHIAMO.lottoObbligatorio).max(50, MSG_RICHIAMO.lottoObbligatorio),
  formato: z.enum(['json', 'pdf'], { message: MSG_RICHIAMO.formatoNonValido }).default('json'),
});
export type RichiamoQuery = z.output<typeof richiamoQuerySchema>;
export const richiamoQuery = restQuery(richiamoQuerySchema);

const ingredienteSchema = z.object({ id: z.number().int(), nome: z.string(), unitaMisura: z.string() });
/** The supplier as the recall report identifies it (one step back, Reg. (CE) 178/2002 art. 18.2): the supplier's own fields. */
const fornitoreSchema = fornitoreCompleto.pick({
  id: true,
  ragioneSociale: true,
  partitaIva: true,
  email: true,
  telefono: true,
  indirizzo: true,
  cap: true,
  comune: true,
  provincia: true,
});
const ricevimentoSchema = z.object({
  id: z.number().int(),
  data: z.string(),
  numeroDocumento: z.string(),
  quantita: z.number().describe("Quantità ricevuta del lotto, nell'unità dell'ingrediente"),
  scadenza: z.string().nullable(),
  temperatura: z.number().nullable(),
});
const produzioneRichiamoSchema = z.object({
  produzioneId: z.number().int(),
  data: z.string(),
  puntoVenditaId: z.number().int(),
  puntoVenditaNome: z.string(),
  puntoVenditaIndirizzo: z.string().nullable().describe('Indirizzo del punto vendita'),
  gustoId: z.number().int(),
  gustoNome: z.string(),
  quantitaKg: z.number().describe('kg del gusto prodotti nella riga'),
  quantitaIngrediente: z.number().describe("Quantità del lotto usata nella riga, nell'unità dell'ingrediente"),
  versioneRicetta: z.number().int(),
  lottoProduzione: z.string().describe('Lotto di produzione della riga (L<aaaammgg>-<riga>), stampato su etichetta e foglio di pesata'),
});

/** One step back (supplier, receipt) and one step forward (every production that used the lot). */
export const richiamoSchema = z
  .object({
    ingrediente: ingredienteSchema,
    lotto: z.string(),
    fornitore: fornitoreSchema.nullable().describe('Fornitore del (primo) ricevimento del lotto; null se il lotto non risulta ricevuto'),
    fornitori: z.array(fornitoreSchema).describe('Ogni fornitore da cui il lotto risulta ricevuto (di solito uno), nell’ordine dei ricevimenti'),
    ricevimento: ricevimentoSchema.nullable().describe('Primo ricevimento del lotto'),
    ricevimenti: z.array(ricevimentoSchema.extend({ fornitoreId: z.number().int() })).describe('Tutti i ricevimenti del lotto (di solito uno)'),
    quantitaRicevuta: z.number(),
    quantitaUsata: z.number(),
    produzioni: z.array(produzioneRichiamoSchema).describe('Ogni riga di produzione che ha usato il lotto, per data'),
  })
  .describe('Rapporto di richiamo di un lotto di ingrediente (Reg. (CE) 178/2002 art. 18-19): un passo indietro e uno avanti');
export type RichiamoView = z.output<typeof richiamoSchema>;
