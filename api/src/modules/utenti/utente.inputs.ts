import { Int } from 'type-graphql';
import { inputDaZod } from '../../common/from-zod.js';
import { aggiornaUtenteSchema, creaUtenteSchema } from './utente.schema.js';
import './utente.types.js'; // the Ruolo enum

// the fields and their rules: utente.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_UTENTI, PASSWORD_MIN } from './utente.schema.js';

export const CreaUtenteInput = inputDaZod('CreaUtenteInput', creaUtenteSchema, {
  campi: { puntoVenditaId: { tipo: () => Int, nullable: true } },
});

export const AggiornaUtenteInput = inputDaZod('AggiornaUtenteInput', aggiornaUtenteSchema, {
  tuttiNullable: true,
  campi: { puntoVenditaId: { tipo: () => Int } },
});
