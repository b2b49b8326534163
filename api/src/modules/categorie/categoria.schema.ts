import { z } from 'zod';

/**
 * The contract of flavour categories (spec sections 3 and 5): the input shapes and messages are in
 * @gelatiere/contratto (shared with the web form), re-exported here; the output shape is the server's.
 */
export {
  aggiornaCategoriaSchema,
  creaCategoriaSchema,
  filtroCategorieSchema,
  MSG_CATEGORIA,
  profiloId,
  type AggiornaCategoria,
  type CreaCategoria,
} from '@gelatiere/contratto';

/** A category as every door shows it. */
export const categoriaSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    descrizione: z.string().nullable(),
    colore: z.string().describe('Esadecimale #rrggbb'),
    ordine: z.number().int(),
    attivo: z.boolean(),
    profiloId: z.number().int().nullable().describe('Profilo di bilanciamento predefinito dei suoi gusti (null = il profilo predefinito)'),
    createdAt: z.date(),
  })
  .describe('Una categoria di gusti');
export type CategoriaGustoView = z.output<typeof categoriaSchema>;
