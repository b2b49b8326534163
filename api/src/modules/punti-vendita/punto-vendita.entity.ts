import { defineEntity, p } from '@mikro-orm/core';

const PuntoVenditaSchema = defineEntity({
  name: 'PuntoVendita',
  tableName: 'punti_vendita',
  checks: [
    { name: 'punti_vendita_temperatura_vetrina_check', expression: 'temperatura_vetrina >= -30 and temperatura_vetrina <= 0' },
    {
      name: 'punti_vendita_coordinate_check',
      expression: '(latitudine is null) = (longitudine is null) and (latitudine is null or (latitudine >= -90 and latitudine <= 90 and longitudine >= -180 and longitudine <= 180))',
    },
    { name: 'punti_vendita_santo_patrono_check', expression: "santo_patrono is null or santo_patrono ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'" },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(150),
    indirizzo: p.text().nullable(),
    attivo: p.boolean().default(true),
    /** °C of the display case (DOMAIN.md: durezza in vetrina) */
    temperaturaVetrina: p.decimal('number').precision(4).scale(1).default(-12),
    /** Coordinates of the weather forecast (issue 32), both or neither */
    latitudine: p.decimal('number').precision(8).scale(5).nullable(),
    longitudine: p.decimal('number').precision(8).scale(5).nullable(),
    /** The patron day, 'MM-DD' (a local public holiday) */
    santoPatrono: p.string().length(5).nullable(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});

export class PuntoVendita extends PuntoVenditaSchema.class {}
PuntoVenditaSchema.setClass(PuntoVendita);
