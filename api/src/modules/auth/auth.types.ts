import { tipoDaZod } from '../../common/from-zod.js';
import '../utenti/utente.types.js'; // User, the type of AuthPayload.user
import { loginRispostaSchema } from './auth.schema.js';

export const AuthPayloadType = tipoDaZod('AuthPayload', loginRispostaSchema);
export type AuthPayloadType = InstanceType<typeof AuthPayloadType>;
