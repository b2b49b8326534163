import { defineEntity, p } from '@mikro-orm/core';

/** Target range of one mix key (DOMAIN.md "Targets and balancing"); a missing bound is open. */
export interface Intervallo {
  min: number | null;
  max: number | null;
}

/**
 * A balancing profile: min/max per mix key (snake_case keys of the analysis, e.g. solidi_totali)
 * and the serving temperature range. `predefinito` marks the profile used when neither the flavour
 * nor its category names one.
 */
const ProfiloBilanciamentoSchema = defineEntity({
  name: 'ProfiloBilanciamento',
  tableName: 'profili_bilanciamento',
  checks: [
    {
      name: 'profili_bilanciamento_temperatura_check',
      expression: 'temperatura_servizio_min is null or temperatura_servizio_max is null or temperatura_servizio_min <= temperatura_servizio_max',
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(100).unique(),
    obiettivi: p.json<Record<string, Intervallo>>(),
    temperaturaServizioMin: p.decimal('number').precision(4).scale(1).nullable(),
    temperaturaServizioMax: p.decimal('number').precision(4).scale(1).nullable(),
    predefinito: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class ProfiloBilanciamento extends ProfiloBilanciamentoSchema.class {}
ProfiloBilanciamentoSchema.setClass(ProfiloBilanciamento);
