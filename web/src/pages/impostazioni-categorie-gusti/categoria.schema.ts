import { NOME_OBBLIGATORIO } from '../../lib/messaggi';
import { z } from 'zod';
import type { CategoriaGustoInput } from '../../gql/graphql';

/** The API's rules for a flavour category (modules/categorie/categoria.schema.ts). */
export const DEFAULT_COLORE = '#87CEEB';

export const CATEGORIA_FORM_MSG = {
  nomeObbligatorio: NOME_OBBLIGATORIO,
  ordineNonValido: "L'ordine deve essere un numero intero maggiore o uguale a 0",
  coloreNonValido: 'Il colore deve essere un codice esadecimale (es. #87CEEB)',
} as const;

export const HEX_COLORE = /^#[0-9a-fA-F]{6}$/;

/** Texts trimmed; ordine is edited as text, blank = 0. */
export const categoriaFormSchema = z.object({
  nome: z.string().trim().min(1, CATEGORIA_FORM_MSG.nomeObbligatorio).max(100),
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
