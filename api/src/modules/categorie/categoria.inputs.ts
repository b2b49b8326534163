import { inputDaZod } from '../../common/from-zod.js';
import { aggiornaCategoriaSchema, creaCategoriaSchema } from './categoria.schema.js';

// the fields and their rules live in categoria.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_CATEGORIA, profiloId } from './categoria.schema.js';

export const CategoriaGustoInput = inputDaZod('CategoriaGustoInput', creaCategoriaSchema);

export const AggiornaCategoriaGustoInput = inputDaZod('AggiornaCategoriaGustoInput', aggiornaCategoriaSchema, { tuttiNullable: true });
