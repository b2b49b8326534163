import { creaCategoriaSchema, HEX_COLORE, MSG_CATEGORIA } from '@gelatiere/contratto';
import { z } from 'zod';
import type { CategoriaGustoInput } from '../../gql/graphql';

export { HEX_COLORE };
export const DEFAULT_COLORE = '#87CEEB';

/** The API's messages (@gelatiere/contratto MSG_CATEGORIA). */
export const CATEGORIA_FORM_MSG = MSG_CATEGORIA;

/**
 * The API's rules for a flavour category (@gelatiere/contratto creaCategoriaSchema): its nome, its
 * colour's shape and ordine's messages; texts trimmed; ordine is edited as text, blank = 0.
 */
export const categoriaFormSchema = z.object({
  nome: creaCategoriaSchema.shape.nome,
  descrizione: z.string().trim().max(2000),
  colore: z.string().trim().regex(HEX_COLORE, CATEGORIA_FORM_MSG.coloreNonValido),
  ordine: z
    .string()
    .trim()
    .regex(/^\d*$/, CATEGORIA_FORM_MSG.ordineNonValido)
    .transform((s) => (s === '' ? 0 : Number(s))),
  attivo: z.boolean(),
}) satisfies z.ZodType<CategoriaGustoInput, unknown>;

export type CategoriaFormValues = z.input<typeof categoriaFormSchema>;
