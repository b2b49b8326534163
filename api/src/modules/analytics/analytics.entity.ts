import { defineEntity, p } from '@mikro-orm/core';

/**
 * Analytics rollups (Migration20261121140000Analytics). They are written only by PostgreSQL triggers
 * on produzioni / produzione_righe and by REBUILD_STATEMENTS; the entities exist so that the schema
 * diff knows the tables. Read them with SQL (analytics.service.ts), never through the unit of work.
 */
const kg = () => p.decimal('number').precision(16).scale(3).default(0);
const costo = () => p.decimal('number').precision(20).scale(7).default(0);

/** kg and cost per half month, sales point, flavour and operator (0 = none). */
const RollupGustiMeseSchema = defineEntity({
  name: 'RollupGustiMese',
  tableName: 'analytics_gusti_mese',
  indexes: [
    { name: 'analytics_gusti_mese_punto_vendita_id_anno_mese_index', properties: ['puntoVenditaId', 'anno', 'mese'] },
    { name: 'analytics_gusti_mese_operatore_id_anno_mese_index', properties: ['operatoreId', 'anno', 'mese'] },
  ],
  properties: {
    anno: p.smallint().primary(),
    mese: p.smallint().primary(),
    meta: p.smallint().primary(),
    puntoVenditaId: p.integer().primary(),
    gustoId: p.integer().primary(),
    operatoreId: p.integer().primary(),
    kg: kg(),
    costo: costo(),
    righe: p.integer().default(0),
  },
});
export class RollupGustiMese extends RollupGustiMeseSchema.class {}
RollupGustiMeseSchema.setClass(RollupGustiMese);

/** kg and cost per half month and flavour, all sales points and operators together. */
const RollupGustiMeseTotSchema = defineEntity({
  name: 'RollupGustiMeseTot',
  tableName: 'analytics_gusti_mese_tot',
  properties: {
    anno: p.smallint().primary(),
    mese: p.smallint().primary(),
    meta: p.smallint().primary(),
    gustoId: p.integer().primary(),
    kg: kg(),
    costo: costo(),
    righe: p.integer().default(0),
  },
});
export class RollupGustiMeseTot extends RollupGustiMeseTotSchema.class {}
RollupGustiMeseTotSchema.setClass(RollupGustiMeseTot);

/** kg, cost, lines and number of productions per day, sales point and operator (0 = none). */
const RollupGiornoSchema = defineEntity({
  name: 'RollupGiorno',
  tableName: 'analytics_giorno',
  properties: {
    data: p.date().primary(),
    puntoVenditaId: p.integer().primary(),
    operatoreId: p.integer().primary(),
    kg: kg(),
    costo: costo(),
    righe: p.integer().default(0),
    produzioni: p.integer().default(0),
  },
});
export class RollupGiorno extends RollupGiornoSchema.class {}
RollupGiornoSchema.setClass(RollupGiorno);

/** kg and cost per flavour and day, all sales points and operators together (daily series with flavour filters). */
const RollupGustiGiornoSchema = defineEntity({
  name: 'RollupGustiGiorno',
  tableName: 'analytics_gusti_giorno',
  properties: {
    gustoId: p.integer().primary(),
    data: p.date().primary(),
    kg: kg(),
    costo: costo(),
    righe: p.integer().default(0),
  },
});
export class RollupGustiGiorno extends RollupGustiGiornoSchema.class {}
RollupGustiGiornoSchema.setClass(RollupGustiGiorno);

/**
 * The cells of the real margins per month, sales point and flavour (analytics.margini-sql.ts): the
 * produced kg and cost (the sums of analytics_gusti_mese over half months and operators) and the
 * display-case month (loaded, waste and sold kg, the sold kg's cost at production snapshots and the
 * sold kg without a production line, costed when read); `reale` when display-case data exist.
 */
const RollupMarginiMeseSchema = defineEntity({
  name: 'RollupMarginiMese',
  tableName: 'analytics_margini_mese',
  // the cells of a (point, flavour) with its own price (analytics.margini.ts, the point-price difference)
  indexes: [{ name: 'analytics_margini_mese_punto_vendita_id_gusto_id_anno_index', properties: ['puntoVenditaId', 'gustoId', 'anno'] }],
  properties: {
    anno: p.smallint().primary(),
    mese: p.smallint().primary(),
    puntoVenditaId: p.integer().primary(),
    gustoId: p.integer().primary(),
    kg: kg(),
    costo: costo(),
    righe: p.integer().default(0),
    reale: p.boolean().default(false),
    kgCaricati: kg(),
    kgScarto: kg(),
    kgVenduti: kg(),
    costoFoto: costo(),
    kgSenzaFoto: costo(),
  },
});
export class RollupMarginiMese extends RollupMarginiMeseSchema.class {}
RollupMarginiMeseSchema.setClass(RollupMarginiMese);

/** The columns of both sums of the cells (analytics.margini-sql.ts). */
const sommaCelle = () => ({
  kgStimato: kg(),
  costoStimato: costo(),
  kgVenduti: kg(),
  costoFoto: costo(),
  kgSenzaFoto: costo(),
  celleStimate: p.integer().default(0),
  celleReali: p.integer().default(0),
});

/** The cells summed over sales points, per (year, month, flavour): the chain's monthly margins. */
const RollupMarginiGustoMeseSchema = defineEntity({
  name: 'RollupMarginiGustoMese',
  tableName: 'analytics_margini_gusto_mese',
  properties: { anno: p.smallint().primary(), mese: p.smallint().primary(), gustoId: p.integer().primary(), ...sommaCelle() },
});
export class RollupMarginiGustoMese extends RollupMarginiGustoMeseSchema.class {}
RollupMarginiGustoMeseSchema.setClass(RollupMarginiGustoMese);

/** The cells summed over months, per (year, sales point, flavour): a year's margins per flavour, category and point. */
const RollupMarginiPvAnnoSchema = defineEntity({
  name: 'RollupMarginiPvAnno',
  tableName: 'analytics_margini_pv_anno',
  properties: { anno: p.smallint().primary(), puntoVenditaId: p.integer().primary(), gustoId: p.integer().primary(), ...sommaCelle() },
});
export class RollupMarginiPvAnno extends RollupMarginiPvAnnoSchema.class {}
RollupMarginiPvAnnoSchema.setClass(RollupMarginiPvAnno);
