import { tipoDaZod } from '../../common/from-zod.js';
import { ordineSuggeritoSchema, rigaRiordinoSchema, type OrdineSuggeritoView } from './riordino.schema.js';

export const RigaOrdineSuggeritoType = tipoDaZod('RigaOrdineSuggerito', rigaRiordinoSchema);

export const OrdineSuggeritoType = tipoDaZod('OrdineSuggerito', ordineSuggeritoSchema, {
  campi: { righe: { tipo: () => [RigaOrdineSuggeritoType] } },
});
export type OrdineSuggeritoType = OrdineSuggeritoView;
