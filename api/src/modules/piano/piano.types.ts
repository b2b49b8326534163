import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import {
  configurazionePianoSchema,
  mantecatoreSchema,
  mantecatoreViewSchema,
  pianoCicloSchema,
  pianoFabbisognoSchema,
  pianoModificaSchema,
  pianoRigaSchema,
  pianoSchema,
  rigaPianoInputSchema,
  salvaConfigurazioneSchema,
  sempreEspostoSchema,
  sempreEspostoViewSchema,
} from './piano.schema.js';

export const PianoRigaType = tipoDaZod('PianoRiga', pianoRigaSchema);

export const PianoCicloType = tipoDaZod('PianoCiclo', pianoCicloSchema);

export const PianoFabbisognoType = tipoDaZod('PianoFabbisogno', pianoFabbisognoSchema);

export const PianoType = tipoDaZod('Piano', pianoSchema);
export type PianoType = InstanceType<typeof PianoType>;

export const PianoModificaType = tipoDaZod('PianoModifica', pianoModificaSchema);
export type PianoModificaType = InstanceType<typeof PianoModificaType>;

export const PianoRigaInput = inputDaZod('PianoRigaInput', rigaPianoInputSchema);
export type PianoRigaInput = InstanceType<typeof PianoRigaInput>;

export const MantecatorePianoType = tipoDaZod('MantecatorePiano', mantecatoreViewSchema);

export const GustoSempreEspostoType = tipoDaZod('GustoSempreEsposto', sempreEspostoViewSchema);

export const ConfigurazionePianoType = tipoDaZod('ConfigurazionePiano', configurazionePianoSchema);
export type ConfigurazionePianoType = InstanceType<typeof ConfigurazionePianoType>;

export const MantecatorePianoInput = inputDaZod('MantecatorePianoInput', mantecatoreSchema);

export const GustoSempreEspostoInput = inputDaZod('GustoSempreEspostoInput', sempreEspostoSchema);

export const ConfigurazionePianoInput = inputDaZod('ConfigurazionePianoInput', salvaConfigurazioneSchema, { tuttiNullable: true });
export type ConfigurazionePianoInput = InstanceType<typeof ConfigurazionePianoInput>;
