import type { CategoriaGusto } from './categoria.entity.js';
import type { CategoriaGustoView } from './categoria.schema.js';

export type { CategoriaGustoView };

export const toCategoriaView = (c: CategoriaGusto): CategoriaGustoView => ({
  id: c.id,
  nome: c.nome,
  descrizione: c.descrizione ?? null,
  colore: c.colore,
  ordine: c.ordine,
  attivo: c.attivo,
  profiloId: c.profilo?.id ?? null,
  createdAt: c.createdAt,
});
