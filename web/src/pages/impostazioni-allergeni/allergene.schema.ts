import { NOME_OBBLIGATORIO } from '../../lib/messaggi';
import { z } from 'zod';
import type { AllergeneInput } from '../../gql/graphql';

/** The API's rules for an allergen (modules/allergeni): nome and codice required, texts trimmed. */
export const ALLERGENE_FORM_MSG = {
  nomeObbligatorio: NOME_OBBLIGATORIO,
  codiceObbligatorio: 'Il codice è obbligatorio',
} as const;

export const allergeneFormSchema = z.object({
  nome: z.string().trim().min(1, ALLERGENE_FORM_MSG.nomeObbligatorio).max(100),
  codice: z.string().trim().min(1, ALLERGENE_FORM_MSG.codiceObbligatorio).max(50),
  descrizione: z.string().trim().max(2000),
  regolamentazione: z.string().trim().max(2000),
  attivo: z.boolean(),
}) satisfies z.ZodType<AllergeneInput>;

export type AllergeneFormValues = z.input<typeof allergeneFormSchema>;
