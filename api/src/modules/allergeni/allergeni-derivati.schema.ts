import { z } from 'zod';
import { v } from '../../common/validation.js';

/** Italian messages of the allergen declarations, the label and the sign. */
export const MSG_ALLERGENI_DERIVATI = {
  listaNonValida: 'Gli allergeni devono essere un elenco di nomi del catalogo allergeni',
  allergeneSconosciuto: (nome: string) => `Allergene non presente nel catalogo o non attivo: ${nome}`,
  contieneETracce: (nome: string) => `L'allergene "${nome}" non può essere sia contenuto sia in tracce`,
  formatoNonValido: 'Formato non valido: usa json o pdf',
  misuraNonValida: 'Misura non valida: usa 100x70 o a6',
  giorniNonValidi: 'Il numero di giorni deve essere un intero tra 1 e 365',
} as const;

/** Names joined by ',' become a list of trimmed names; null is none; anything else is left to the schema. */
export const nomiSeparati = (x: unknown) =>
  typeof x === 'string'
    ? x
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : x === null
      ? []
      : x;

/** A list of allergen names (the catalogue's `nome`, any case); REST also accepts names joined by ','. */
export const nomiAllergeni = z.preprocess(
  nomiSeparati,
  z.array(z.string({ error: MSG_ALLERGENI_DERIVATI.listaNonValida }).trim().min(1, MSG_ALLERGENI_DERIVATI.listaNonValida).max(100), {
    error: MSG_ALLERGENI_DERIVATI.listaNonValida,
  }).max(50, MSG_ALLERGENI_DERIVATI.listaNonValida),
);

/**
 * The allergen fields of an ingredient (service input, both doors). Sending either list declares
 * the ingredient's allergens (an empty list = "none"); `allergeniDichiarati` may also be sent alone.
 */
export const campiAllergeniIngrediente = {
  allergeniContiene: nomiAllergeni.optional(),
  allergeniTracce: nomiAllergeni.optional(),
  allergeniDichiarati: v.boolish.nullish(),
  nomeEtichetta: v.optionalString(150).optional(),
  caratterizzante: v.boolish.nullish(),
};
export const allergeniIngredienteSchema = z.object(campiAllergeniIngrediente);
export type AllergeniIngredienteInput = z.output<typeof allergeniIngredienteSchema>;

/** REST body fields of an ingredient (OpenAPI documentation). */
export const allergeniIngredienteRest = {
  allergeni_contiene: z.array(z.string()).optional().describe('Nomi degli allergeni contenuti (catalogo allergeni)'),
  allergeni_tracce: z.array(z.string()).optional().describe('Nomi degli allergeni che può contenere in tracce'),
  allergeni_dichiarati: z.boolean().optional().describe('Allergeni dichiarati (anche nessuno); inviare una delle liste lo imposta a true'),
  nome_etichetta: z.string().nullable().optional().describe("Nome in etichetta (es. 'latte intero'); vuoto = il nome"),
  caratterizzante: z.boolean().optional().describe('Ingrediente caratterizzante: la sua percentuale compare in etichetta (QUID)'),
};

/** Label query: `formato=json|pdf`, `misura=100x70|a6`. */
export const etichettaQuery = z.object({
  formato: z.enum(['json', 'pdf'], { error: MSG_ALLERGENI_DERIVATI.formatoNonValido }).optional(),
  misura: z.enum(['100x70', 'a6'], { error: MSG_ALLERGENI_DERIVATI.misuraNonValida }).optional(),
});

/** Sign query: `formato=pdf|json`, `giorni` (window of "on sale", default 14), `tutti=true` (every active flavour). */
export const cartelloQuery = z.object({
  formato: z.enum(['json', 'pdf'], { error: MSG_ALLERGENI_DERIVATI.formatoNonValido }).optional(),
  giorni: v.intero(MSG_ALLERGENI_DERIVATI.giorniNonValidi, 1, 365).optional(),
  tutti: v.boolish.optional(),
});
