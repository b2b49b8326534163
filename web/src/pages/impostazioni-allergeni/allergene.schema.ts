import { creaAllergeneSchema } from '@gelatiere/contratto';
import { z } from 'zod';
import type { AllergeneInput } from '../../gql/graphql';

/**
 * The API's rules for an allergen (@gelatiere/contratto creaAllergeneSchema): nome and codice required
 * with its messages; the texts trimmed (blank stays '', the API stores it as null).
 */
export const allergeneFormSchema = z.object({
  nome: creaAllergeneSchema.shape.nome,
  codice: creaAllergeneSchema.shape.codice,
  descrizione: z.string().trim().max(2000),
  regolamentazione: z.string().trim().max(2000),
  attivo: z.boolean(),
}) satisfies z.ZodType<AllergeneInput>;

export type AllergeneFormValues = z.input<typeof allergeneFormSchema>;
