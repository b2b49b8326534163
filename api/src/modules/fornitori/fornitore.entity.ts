import { defineEntity, p } from '@mikro-orm/core';

/**
 * A supplier (DOMAIN.md "Stock, lots and HACCP"). `partitaIva` is the Italian VAT number (11 digits,
 * check digit verified by the service); it is null only for suppliers migrated from the ingredients'
 * former free-text `fornitore` (their VAT number was never recorded), unique when present.
 */
const FornitoreSchema = defineEntity({
  name: 'Fornitore',
  tableName: 'fornitori',
  checks: [
    { name: 'fornitori_partita_iva_check', expression: "partita_iva is null or partita_iva ~ '^[0-9]{11}$'" },
    { name: 'fornitori_cap_check', expression: "cap is null or cap ~ '^[0-9]{5}$'" },
    { name: 'fornitori_provincia_check', expression: "provincia is null or provincia ~ '^[A-Z]{2}$'" },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    /** the ingredients' `fornitore` text follows it (database trigger), hence the same length */
    ragioneSociale: p.string().length(150),
    partitaIva: p.string().length(11).nullable().unique(),
    email: p.string().length(255).nullable(),
    telefono: p.string().length(50).nullable(),
    indirizzo: p.string().length(200).nullable(),
    cap: p.string().length(5).nullable(),
    comune: p.string().length(100).nullable(),
    provincia: p.string().length(2).nullable(),
    attivo: p.boolean().default(true),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class Fornitore extends FornitoreSchema.class {}
FornitoreSchema.setClass(Fornitore);
