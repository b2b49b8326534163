import { inputDaZod } from '../../common/from-zod.js';
import { additivoSchema, aggiornaIngredienteSchema, creaIngredienteSchema } from './ingrediente.schema.js';
import './ingrediente.types.js'; // the UnitaMisura enum

// the fields, their rules and descriptions live in ingrediente.schema.ts (one contract for REST, GraphQL and the service)

/** An additive: category and specific name or E number. */
export const AdditivoInput = inputDaZod('AdditivoInput', additivoSchema);

export const IngredienteInput = inputDaZod('IngredienteInput', creaIngredienteSchema);

export const AggiornaIngredienteInput = inputDaZod('AggiornaIngredienteInput', aggiornaIngredienteSchema, { tuttiNullable: true });
