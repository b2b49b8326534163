import { z } from 'zod';
import { RUOLI } from '../../common/authz.js';

/**
 * The contract of users (spec sections 3 and 5): the input shapes and messages are in
 * @gelatiere/contratto (shared with the web form), re-exported here; the output shapes are the server's.
 */
export {
  aggiornaUtenteSchema,
  cambiaPasswordSchema,
  creaUtenteSchema,
  MSG_UTENTI,
  PASSWORD_MIN,
  type AggiornaUtente,
  type CambiaPassword,
  type CreaUtente,
} from '@gelatiere/contratto';

/** A user as every door shows it (never the password hash). */
export const utenteSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    email: z.string(),
    ruolo: z.enum(RUOLI),
    puntoVenditaId: z.number().int().nullable(),
    puntoVenditaNome: z.string().nullable(),
    attivo: z.boolean(),
    createdAt: z.date(),
  })
  .describe('Un utente dello staff');
export type UserView = z.output<typeof utenteSchema>;

/** Answer of create, update and archive (spec section 3): a message and the user. */
export const utenteSalvatoSchema = z.object({ success: z.literal(true).optional(), message: z.string(), user: utenteSchema });
