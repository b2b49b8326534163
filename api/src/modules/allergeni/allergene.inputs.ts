import { inputDaZod } from '../../common/from-zod.js';
import { aggiornaAllergeneSchema, creaAllergeneSchema } from './allergene.schema.js';


// the fields and their rules: allergene.schema.ts (one contract for REST, GraphQL and the service)

export const AllergeneInput = inputDaZod('AllergeneInput', creaAllergeneSchema);

export const AggiornaAllergeneInput = inputDaZod('AggiornaAllergeneInput', aggiornaAllergeneSchema);
