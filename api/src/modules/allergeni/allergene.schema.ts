import { z } from 'zod';

/**
 * The contract of the allergen catalogue (spec sections 3 and 5): the input shapes and messages are in
 * @gelatiere/contratto (shared with the web form), re-exported here; the output shape is the server's.
 */
export {
  aggiornaAllergeneSchema,
  creaAllergeneSchema,
  filtroAllergeniSchema,
  MSG_ALLERGENE,
  type AggiornaAllergene,
  type CreaAllergene,
} from '@gelatiere/contratto';

/** An allergen as every door shows it. */
export const allergeneSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    codice: z.string(),
    descrizione: z.string().nullable(),
    regolamentazione: z.string().nullable(),
    attivo: z.boolean(),
    createdAt: z.date(),
  })
  .describe('Un allergene (i 14 del Reg. UE 1169/2011, Allegato II, sono precaricati)');
export type AllergeneView = z.output<typeof allergeneSchema>;
