import { RUOLI } from '../../common/authz.js';
import { enumDaValori, enumGraphql, tipoDaZod } from '../../common/from-zod.js';
import { utenteSchema, type UserView } from './utente.schema.js';

export const RuoloEnum = enumGraphql(enumDaValori(RUOLI), { name: 'Ruolo', description: 'Ruolo di un utente' });

export const UserType = tipoDaZod('User', utenteSchema);
export type UserType = UserView;
