import { z } from 'zod';
import { MESSAGGI } from '../../common/errors.js';
import { utenteSchema } from '../utenti/utente.schema.js';

/** The contract of authentication (spec section 3): login input, the token answers. */

export const loginSchema = z.object({
  email: z.string({ message: MESSAGGI.credenzialiRichieste }).trim().min(1, MESSAGGI.credenzialiRichieste).max(255, MESSAGGI.credenzialiErrate),
  password: z.string({ message: MESSAGGI.credenzialiRichieste }).min(1, MESSAGGI.credenzialiRichieste).max(1024, MESSAGGI.credenzialiErrate),
});
export type Login = z.output<typeof loginSchema>;

export const loginRispostaSchema = z.object({ token: z.string().describe('JWT da inviare come Authorization: Bearer'), user: utenteSchema });
export const verificaRispostaSchema = z.object({ user: utenteSchema });
