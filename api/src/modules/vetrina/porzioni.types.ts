import { enumGraphql, inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import { impostaPorzioneSchema, porzioneSchema, TipoPorzione, type PorzioneView } from './porzioni.schema.js';

export { TipoPorzione };
enumGraphql(TipoPorzione, { name: 'TipoPorzione', description: 'Porzione al banco: cono, coppette piccola/media/grande, vaschette da 500 g e da 1 kg' });

export const PorzioneType = tipoDaZod('Porzione', porzioneSchema);
export type PorzioneType = PorzioneView;

export const PorzioneInput = inputDaZod('PorzioneInput', impostaPorzioneSchema, { tuttiNullable: true });
