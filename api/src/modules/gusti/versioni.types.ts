import { tipoDaZod } from '../../common/from-zod.js';
import { RuoloRigaEnum, UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';
import { rigaVersioneSchema, versioneDettaglioSchema, versioneSchema } from './versioni.schema.js';

/** foodCost is nullable in GraphQL: denied to an operator, it does not void the version. */
const campiVersione = { foodCost: { nullable: true } };

export const VersioneRicettaType = tipoDaZod('VersioneRicetta', versioneSchema, { campi: campiVersione });
export type VersioneRicettaType = InstanceType<typeof VersioneRicettaType>;

export const RigaVersioneRicettaType = tipoDaZod('RigaVersioneRicetta', rigaVersioneSchema, {
  campi: {
    unita: { tipo: () => UnitaMisuraEnum },
    unitaMisura: { tipo: () => UnitaMisuraEnum },
    ruolo: { tipo: () => RuoloRigaEnum },
  },
});

export const VersioneRicettaDettaglioType = tipoDaZod('VersioneRicettaDettaglio', versioneDettaglioSchema, { campi: campiVersione });
export type VersioneRicettaDettaglioType = InstanceType<typeof VersioneRicettaDettaglioType>;
