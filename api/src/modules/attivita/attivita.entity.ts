import { defineEntity, p } from '@mikro-orm/core';
import { Utente } from '../utenti/utente.entity.js';

const AttivitaSchema = defineEntity({
  name: 'Attivita',
  tableName: 'log_attivita',
  properties: {
    id: p.integer().primary().autoincrement(),
    utente: () => p.manyToOne(Utente).nullable().deleteRule('set null'),
    azione: p.string().length(100),
    dettagli: p.text().nullable(),
    ipAddress: p.string().length(64).nullable(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).index(),
  },
});
export class Attivita extends AttivitaSchema.class {}
AttivitaSchema.setClass(Attivita);
