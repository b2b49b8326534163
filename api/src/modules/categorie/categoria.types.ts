import { tipoDaZod } from '../../common/from-zod.js';
import { categoriaSchema, type CategoriaGustoView } from './categoria.schema.js';

export const CategoriaGustoType = tipoDaZod('CategoriaGusto', categoriaSchema);
export type CategoriaGustoType = CategoriaGustoView;
