import { tipoDaZod } from '../../common/from-zod.js';
import { CategoriaGustoType } from '../categorie/categoria.types.js';
import '../ingredienti/ingrediente.types.js'; // the UnitaMisura and RuoloRiga enums
import { gustoSchema, nutrizioneSchema, rigaRicettaSchema } from './gusto.schema.js';

export const NutrizioneType = tipoDaZod('Nutrizione', nutrizioneSchema);

export const RigaRicettaType = tipoDaZod('RigaRicetta', rigaRicettaSchema);
export type RigaRicettaType = InstanceType<typeof RigaRicettaType>;

export const GustoType = tipoDaZod('Gusto', gustoSchema, {
  campi: { categoria: { tipo: () => CategoriaGustoType } },
});
export type GustoType = InstanceType<typeof GustoType>;
