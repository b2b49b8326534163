import type { Allergene } from './allergene.entity.js';
import type { AllergeneView } from './allergene.schema.js';

export type { AllergeneView };

export const toAllergeneView = (a: Allergene): AllergeneView => ({
  id: a.id,
  nome: a.nome,
  codice: a.codice,
  descrizione: a.descrizione ?? null,
  regolamentazione: a.regolamentazione ?? null,
  attivo: a.attivo,
  createdAt: a.createdAt,
});
