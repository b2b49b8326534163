import { tipoDaZod } from '../../common/from-zod.js';
import { categoriaSchema, type CategoriaGustoView } from './categoria.schema.js';

export const CategoriaGustoType = tipoDaZod('CategoriaGusto', categoriaSchema, {
  campi: { profiloId: { descrizione: 'Profilo di bilanciamento predefinito dei suoi gusti (nullo = il profilo predefinito)' } },
});
export type CategoriaGustoType = CategoriaGustoView;
