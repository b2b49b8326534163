import { tipoDaZod } from '../../common/from-zod.js';
import { allergeneSchema, type AllergeneView } from './allergene.schema.js';

export const AllergeneType = tipoDaZod('Allergene', allergeneSchema);
export type AllergeneType = AllergeneView;
