import { z } from 'zod';
import { costo } from '../../common/costo.js';
import { fornitoreSchema } from '../fornitori/fornitore.schema.js';

/** The contract of the suggested purchase orders (issue 30): one shape per supplier. */

export const rigaRiordinoSchema = z.object({
  ingredienteId: z.number().int(),
  nome: z.string(),
  unitaMisura: z.string(),
  giacenza: z.number(),
  scortaMinima: z.number().nullable(),
  fabbisognoSettimana: z.number().describe("Quanto serve alla produzione suggerita dei prossimi 7 giorni, nell'unità dell'ingrediente"),
  daOrdinare: z.number().describe('max(0, scorta minima + fabbisogno 7 giorni − giacenza)'),
  costoPerUnita: costo(z.number()).describe("Ultimo prezzo dell'ingrediente (euro per unità)"),
  costoStimato: costo(z.number()).describe('da_ordinare × costo_per_unita, al centesimo'),
});

export const ordineSuggeritoSchema = z
  .object({
    fornitoreId: z.number().int().nullable().describe('null = ingredienti senza fornitore collegato'),
    ragioneSociale: z.string().nullable(),
    email: z.string().nullable(),
    righe: z.array(rigaRiordinoSchema),
    totaleStimato: z.number(),
  })
  .describe('Ordine suggerito a un fornitore (admin e manager)');
export type OrdineSuggeritoView = z.output<typeof ordineSuggeritoSchema>;

export const MSG_RIORDINO = { formatoNonValido: 'Formato non valido: pdf o json' } as const;

/** `?formato=` of the purchase order: the PDF (default) or its JSON. */
export const ordineFornitoreQuery = z.object({
  formato: z.enum(['pdf', 'json'], { message: MSG_RIORDINO.formatoNonValido }).default('pdf'),
});

/** The purchase order to one supplier: number, date, the supplier (address included) and the suggested lines. */
export const ordineFornitoreSchema = z
  .object({
    numero: z.string().describe("ORD-<fornitore>-<aaaammgg>"),
    data: z.string().describe('aaaa-mm-gg (Europe/Rome)'),
    fornitore: fornitoreSchema,
    ordine: ordineSuggeritoSchema,
    conPrezzi: z.boolean().describe('Il PDF mostra ultimi prezzi e importi (admin e manager; chiave API con costi:read)'),
  })
  .describe('Ordine di acquisto a un fornitore');

/** The answer of the order's e-mail: queued in the e-mail log. */
export const invioOrdineSchema = z.object({ success: z.boolean(), message: z.string(), emailId: z.number().int() });
