import { tipoDaZod } from '../../common/from-zod.js';
import { richiamoSchema } from './richiamo.schema.js';

export const IngredienteRichiamoType = tipoDaZod('IngredienteRichiamo', richiamoSchema.shape.ingrediente);

export const FornitoreRichiamoType = tipoDaZod('FornitoreRichiamo', richiamoSchema.shape.fornitori.element);

export const RicevimentoRichiamoType = tipoDaZod('RicevimentoRichiamo', richiamoSchema.shape.ricevimento.unwrap());

export const RicevimentoLottoRichiamoType = tipoDaZod('RicevimentoLottoRichiamo', richiamoSchema.shape.ricevimenti.element);

export const ProduzioneRichiamoType = tipoDaZod('ProduzioneRichiamo', richiamoSchema.shape.produzioni.element);

export const RichiamoType = tipoDaZod('RichiamoLotto', richiamoSchema);
export type RichiamoType = InstanceType<typeof RichiamoType>;
