import type { Allergene } from './allergene.entity.js';

export interface AllergeneView {
  id: number;
  nome: string;
  codice: string;
  descrizione: string | null;
  regolamentazione: string | null;
  attivo: boolean;
  createdAt: Date;
}

export const toAllergeneView = (a: Allergene): AllergeneView => ({
  id: a.id,
  nome: a.nome,
  codice: a.codice,
  descrizione: a.descrizione ?? null,
  regolamentazione: a.regolamentazione ?? null,
  attivo: a.attivo,
  createdAt: a.createdAt,
});

/** REST shape of spec section 3. */
export const allergeneToRest = (a: AllergeneView) => ({
  id: a.id,
  nome: a.nome,
  codice: a.codice,
  descrizione: a.descrizione,
  regolamentazione: a.regolamentazione,
  attivo: a.attivo,
  created_at: a.createdAt.toISOString(),
});
