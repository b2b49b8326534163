import { tipoDaZod } from '../../common/from-zod.js';
import { accuratezzaSchema, previsioneSchema, type AccuratezzaView, type PrevisioneView } from './previsioni.schema.js';

export const PrevisioneType = tipoDaZod('Previsione', previsioneSchema);
export type PrevisioneType = PrevisioneView;

export const AccuratezzaPrevisioniType = tipoDaZod('AccuratezzaPrevisioni', accuratezzaSchema);
export type AccuratezzaPrevisioniType = AccuratezzaView;
