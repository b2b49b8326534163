import { inputDaZod } from '../../common/from-zod.js';
import { aggiornaAllergeneSchema, creaAllergeneSchema } from './allergene.schema.js';

export { MSG_ALLERGENE } from './allergene.schema.js';

// the fields and their rules: allergene.schema.ts (one contract for REST, GraphQL and the service)

export const AllergeneInput = inputDaZod('AllergeneInput', creaAllergeneSchema, { descrizione: 'Dati di un allergene' });

export const AggiornaAllergeneInput = inputDaZod('AggiornaAllergeneInput', aggiornaAllergeneSchema, {
  descrizione: 'Campi da modificare di un allergene (quelli omessi restano invariati)',
  descrizioniZod: false,
});
