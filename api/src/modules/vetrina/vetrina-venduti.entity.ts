import { defineEntity, p } from '@mikro-orm/core';

/**
 * The display case's sold-kg rollups (vetrina.venduti-sql.ts, Migration20261202110000VendutiGiorno),
 * written only by PostgreSQL triggers on vetrina_carichi / vetrina_scarti and by
 * VENDUTI_REBUILD_STATEMENTS; the entities exist so that the schema diff knows the tables. Read them
 * with SQL (previsioni.queries.ts), never through the unit of work.
 */
const kg = () => p.decimal('number').precision(16).scale(3).default(0);

/** Per sales point, day and flavour: loaded and left kg of the trays weighed back (and how many), waste kg (and how many rows). */
const VendutiGustoSchema = defineEntity({
  name: 'VendutiGusto',
  tableName: 'vetrina_venduti_gusto',
  indexes: [{ name: 'vetrina_venduti_gusto_data_index', properties: ['data'] }],
  properties: {
    puntoVenditaId: p.integer().primary(),
    data: p.date().primary(),
    gustoId: p.integer().primary(),
    kgCaricati: kg(),
    kgRimasti: kg(),
    kgScarto: kg(),
    vaschette: p.integer().default(0),
    scarti: p.integer().default(0),
  },
});
export class VendutiGusto extends VendutiGustoSchema.class {}
VendutiGustoSchema.setClass(VendutiGusto);

/** Per sales point and day: the sold kg (sum of the cells') and the number of cells with display-case data. */
const VendutiGiornoSchema = defineEntity({
  name: 'VendutiGiorno',
  tableName: 'vetrina_venduti_giorno',
  properties: {
    puntoVenditaId: p.integer().primary(),
    data: p.date().primary(),
    kgVenduti: kg(),
    celle: p.integer().default(0),
  },
});
export class VendutiGiorno extends VendutiGiornoSchema.class {}
VendutiGiornoSchema.setClass(VendutiGiorno);
