import { defineEntity, p } from '@mikro-orm/core';

const PuntoVenditaSchema = defineEntity({
  name: 'PuntoVendita',
  tableName: 'punti_vendita',
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(150),
    indirizzo: p.text().nullable(),
    attivo: p.boolean().default(true),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});

export class PuntoVendita extends PuntoVenditaSchema.class {}
PuntoVenditaSchema.setClass(PuntoVendita);
