import { defineEntity, p } from '@mikro-orm/core';
import { PuntoVendita } from '../punti-vendita/punto-vendita.entity.js';

/** Where a day's weather came from: the archive, the forecast service's analysis of a past day, a forecast. */
export const FONTI_METEO = ['archivio', 'osservato', 'previsione'] as const;
export type FonteMeteo = (typeof FONTI_METEO)[number];

/** The weather cache: a sales point's day (maximum temperature °C, precipitation mm). */
const MeteoGiornoSchema = defineEntity({
  name: 'MeteoGiorno',
  tableName: 'meteo_giorni',
  checks: [{ name: 'meteo_giorni_fonte_check', expression: `fonte in (${FONTI_METEO.map((f) => `'${f}'`).join(', ')})` }],
  properties: {
    puntoVendita: () => p.manyToOne(PuntoVendita).primary().deleteRule('cascade'),
    data: p.date().primary(),
    temperaturaMax: p.decimal('number').precision(4).scale(1).nullable(),
    precipitazioni: p.decimal('number').precision(6).scale(1).nullable(),
    fonte: p.string().length(12),
    aggiornatoIl: p.datetime().defaultRaw('now()'),
  },
});
export class MeteoGiorno extends MeteoGiornoSchema.class {}
MeteoGiornoSchema.setClass(MeteoGiorno);

/** The weather outbox: one row per sales point, claimed by the worker when `prossimoTentativo` is due. */
const MeteoAggiornamentoSchema = defineEntity({
  name: 'MeteoAggiornamento',
  tableName: 'meteo_aggiornamenti',
  properties: {
    puntoVendita: () => p.oneToOne(PuntoVendita).primary().owner().deleteRule('cascade'),
    prossimoTentativo: p.datetime().defaultRaw('now()').index(),
    ultimoSuccesso: p.datetime().nullable(),
    ultimoErrore: p.text().nullable(),
    tentativi: p.integer().default(0),
  },
});
export class MeteoAggiornamento extends MeteoAggiornamentoSchema.class {}
MeteoAggiornamentoSchema.setClass(MeteoAggiornamento);
