import { tipoDaZod } from '../../common/from-zod.js';
import { UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';
import { foglioPesataViewSchema } from './foglio-pesata.schema.js';

export const RigaFoglioPesataType = tipoDaZod('RigaFoglioPesata', foglioPesataViewSchema.shape.righe.element, {
  campi: {
    unita: { tipo: () => UnitaMisuraEnum },
    ruolo: { tipo: () => String },
  },
});

export const CicloFoglioPesataType = tipoDaZod('CicloFoglioPesata', foglioPesataViewSchema.shape.cicli.element);

export const FoglioPesataType = tipoDaZod('FoglioPesata', foglioPesataViewSchema);
export type FoglioPesataType = InstanceType<typeof FoglioPesataType>;
