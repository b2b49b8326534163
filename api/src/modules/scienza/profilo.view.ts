import type { ProfiloBilanciamento as ProfiloScienza } from '@gelatiere/scienza';
import type { Intervallo, ProfiloBilanciamento } from './profilo.entity.js';

/** A balancing profile as both doors show it. */
export interface ProfiloView {
  id: number;
  nome: string;
  /** snake_case key of the analysis -> range */
  obiettivi: Record<string, Intervallo>;
  temperaturaServizio: Intervallo | null;
  /** used for flavours whose category names no profile */
  predefinito: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const num = (x: number | string | null | undefined) => (x === null || x === undefined ? null : Number(x));

export function toProfiloView(p: ProfiloBilanciamento): ProfiloView {
  const min = num(p.temperaturaServizioMin);
  const max = num(p.temperaturaServizioMax);
  return {
    id: p.id,
    nome: p.nome,
    obiettivi: p.obiettivi,
    temperaturaServizio: min === null && max === null ? null : { min, max },
    predefinito: p.predefinito,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** REST shape (snake_case): obiettivi as { chiave: { min, max } }. */
export const profiloToRest = (p: ProfiloView) => ({
  id: p.id,
  nome: p.nome,
  obiettivi: p.obiettivi,
  temperatura_servizio: p.temperaturaServizio,
  predefinito: p.predefinito,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

/** The profile in the science package's shape. */
export const profiloScienza = (p: ProfiloView): ProfiloScienza => ({
  id: p.id,
  nome: p.nome,
  obiettivi: p.obiettivi,
  temperatura_servizio: p.temperaturaServizio,
});
