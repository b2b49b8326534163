import { defineEntity, p } from '@mikro-orm/core';

const PuntoVenditaSchema = defineEntity({
  name: 'PuntoVendita',
  tableName: 'punti_vendita',
  checks: [{ name: 'punti_vendita_temperatura_vetrina_check', expression: 'temperatura_vetrina >= -30 and temperatura_vetrina <= 0' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(150),
    indirizzo: p.text().nullable(),
    attivo: p.boolean().default(true),
    /** °C of the display case (DOMAIN.md: durezza in vetrina) */
    temperaturaVetrina: p.decimal('number').precision(4).scale(1).default(-12),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});

export class PuntoVendita extends PuntoVenditaSchema.class {}
PuntoVenditaSchema.setClass(PuntoVendita);
