import type { ProfiloBilanciamento as ProfiloScienza } from '@gelatiere/scienza';
import type { ProfiloBilanciamento } from './profilo.entity.js';
import type { ProfiloView } from './profilo.schema.js';

export type { ProfiloView };

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

/** The profile in the science package's shape. */
export const profiloScienza = (p: ProfiloView): ProfiloScienza => ({
  id: p.id,
  nome: p.nome,
  obiettivi: p.obiettivi,
  temperatura_servizio: p.temperaturaServizio,
});
