import { defineEntity, p } from '@mikro-orm/core';

/** An allergen (the 14 of Reg. UE 1169/2011, Allegato II, are base data; more can be added). */
const AllergeneSchema = defineEntity({
  name: 'Allergene',
  tableName: 'allergeni',
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(100).unique(),
    codice: p.string().length(50).unique(),
    descrizione: p.text().nullable(),
    regolamentazione: p.text().nullable(),
    attivo: p.boolean().default(true),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});

export class Allergene extends AllergeneSchema.class {}
AllergeneSchema.setClass(Allergene);
