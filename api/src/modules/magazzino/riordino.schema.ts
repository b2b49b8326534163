import { z } from 'zod';

/** The contract of the suggested purchase orders (issue 30): one shape per supplier. */

export const rigaRiordinoSchema = z.object({
  ingredienteId: z.number().int(),
  nome: z.string(),
  unitaMisura: z.string(),
  giacenza: z.number(),
  scortaMinima: z.number().nullable(),
  fabbisognoSettimana: z.number().describe("Quanto serve alla produzione suggerita dei prossimi 7 giorni, nell'unità dell'ingrediente"),
  daOrdinare: z.number().describe('max(0, scorta minima + fabbisogno 7 giorni − giacenza)'),
  costoPerUnita: z.number().describe("Ultimo prezzo dell'ingrediente (euro per unità)"),
  costoStimato: z.number().describe('da_ordinare × costo_per_unita, al centesimo'),
});

export const ordineSuggeritoSchema = z
  .object({
    fornitoreId: z.number().int().nullable().describe('null = ingredienti senza fornitore collegato'),
    ragioneSociale: z.string().nullable(),
    email: z.string().nullable(),
    righe: z.array(rigaRiordinoSchema),
    totaleStimato: z.number(),
  })
  .describe('Ordine suggerito a un fornitore');
export type OrdineSuggeritoView = z.output<typeof ordineSuggeritoSchema>;
