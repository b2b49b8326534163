import { defineEntity, p } from '@mikro-orm/core';
import { RUOLI_RIGA, UNITA_MISURA } from '@gelatiere/scienza';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { Utente } from '../utenti/utente.entity.js';
import { Gusto } from './gusto.entity.js';

/**
 * An immutable version of a flavour's recipe (DOMAIN.md "Recipe versions"). Written only by the
 * database (migration Versioni: `versiona_ricetta_gusto`, run by a deferred trigger on every change
 * of the recipe lines, for every writer); the service reads them and sets author and note.
 */
const GustoVersioneSchema = defineEntity({
  name: 'GustoVersione',
  tableName: 'gusti_versioni',
  uniques: [{ name: 'gusti_versioni_gusto_id_numero_unique', properties: ['gusto', 'numero'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    gusto: () => p.manyToOne(Gusto).deleteRule('cascade'),
    numero: p.integer(),
    data: p.datetime().defaultRaw('now()'),
    /** null for migrated and seeded recipes */
    autore: () => p.manyToOne(Utente).nullable().deleteRule('set null').index(),
    nota: p.string().length(500).nullable(),
    /** € per kg of mix and PAC per kg when the version was made */
    foodCost: p.decimal('number').precision(24).scale(4).default(0),
    pacKg: p.decimal('number').precision(12).scale(2).default(0),
  },
});
export class GustoVersione extends GustoVersioneSchema.class {}
GustoVersioneSchema.setClass(GustoVersione);

/** A line of a version, as the recipe line was. */
const GustoVersioneRigaSchema = defineEntity({
  name: 'GustoVersioneRiga',
  tableName: 'gusti_versioni_righe',
  checks: [{ name: 'gusti_versioni_righe_quantita_check', expression: 'quantita >= 0' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    versione: () => p.manyToOne(GustoVersione).deleteRule('cascade').index(),
    ingrediente: () => p.manyToOne(Ingrediente).deleteRule('restrict').index(),
    quantita: p.decimal('number').precision(12).scale(3),
    unita: p.enum([...UNITA_MISURA]),
    ruolo: p.enum([...RUOLI_RIGA]).default('base'),
    caratterizzante: p.boolean().default(false),
  },
});
export class GustoVersioneRiga extends GustoVersioneRigaSchema.class {}
GustoVersioneRigaSchema.setClass(GustoVersioneRiga);
