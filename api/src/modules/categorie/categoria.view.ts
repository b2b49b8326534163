import type { CategoriaGusto } from './categoria.entity.js';

export interface CategoriaGustoView {
  id: number;
  nome: string;
  descrizione: string | null;
  colore: string;
  ordine: number;
  attivo: boolean;
  /** default balancing profile of its flavours (null = the default profile) */
  profiloId: number | null;
  createdAt: Date;
}

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

/** REST shape of spec section 3. */
export const categoriaToRest = (c: CategoriaGustoView) => ({
  id: c.id,
  nome: c.nome,
  descrizione: c.descrizione,
  colore: c.colore,
  ordine: c.ordine,
  attivo: c.attivo,
  profilo_id: c.profiloId,
  created_at: c.createdAt.toISOString(),
});
