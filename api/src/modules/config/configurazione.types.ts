import { tipoDaZod } from '../../common/from-zod.js';
import { configurazioneSchema } from './configurazione.schema.js';
import type { ConfigurazioneView } from './configurazione.view.js';

export const ConfigurazioneType = tipoDaZod('Configurazione', configurazioneSchema);
export type ConfigurazioneType = ConfigurazioneView;
