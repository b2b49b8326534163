import { enumGraphql, inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import { impostaPorzioneSchema, porzioneSchema, TipoPorzione, type PorzioneView } from './porzioni.schema.js';

export { TipoPorzione };
enumGraphql(TipoPorzione, { name: 'TipoPorzione', description: 'Porzione al banco: cono, coppette piccola/media/grande, vaschette da 500 g e da 1 kg' });

export const PorzioneType = tipoDaZod('Porzione', porzioneSchema, { descrizione: 'Una porzione di un punto vendita: grammi e prezzo (solo admin e manager)' });
export type PorzioneType = PorzioneView;

export const PorzioneInput = inputDaZod('PorzioneInput', impostaPorzioneSchema, {
  descrizione: 'Grammi e prezzo di una porzione di un punto vendita',
  descrizioniZod: false,
  tuttiNullable: true,
  campi: { grammi: { descrizione: 'Grammi interi, 1-5000' }, prezzo: { descrizione: 'Euro, > 0, 2 decimali' } },
});
