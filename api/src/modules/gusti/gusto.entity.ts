import { defineEntity, p } from '@mikro-orm/core';
import { UNITA_MISURA } from '@gelatiere/scienza';
import { Allergene } from '../allergeni/allergene.entity.js';
import { CategoriaGusto } from '../categorie/categoria.entity.js';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { ProfiloBilanciamento } from '../scienza/profilo.entity.js';

/**
 * A flavour. Its food cost, PAC, POD and nutrition are not stored: they are computed in SQL from the
 * recipe lines and the ingredients (gusto.sql.ts), so they follow every ingredient change.
 */
const GustoSchema = defineEntity({
  name: 'Gusto',
  tableName: 'gusti',
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(150),
    descrizione: p.text().nullable(),
    categoria: () => p.manyToOne(CategoriaGusto).deleteRule('restrict').index(),
    colore: p.string().length(7).default('#ffffff'),
    stagionale: p.boolean().default(false),
    attivo: p.boolean().default(true),
    noteProduzione: p.text().nullable(),
    /** balancing profile (null = the category's) */
    profilo: () => p.manyToOne(ProfiloBilanciamento).nullable().deleteRule('restrict').updateRule('cascade').index(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    /** kept current by a database trigger (every writer; for a flavour also its recipe lines and allergens) */
    aggiornatoIl: p.datetime().defaultRaw('now()').index(),
    righe: () => p.oneToMany(RigaRicetta).mappedBy('gusto').orphanRemoval(),
    allergeni: () => p.manyToMany(Allergene).pivotTable('gusti_allergeni').owner(),
  },
});
export class Gusto extends GustoSchema.class {}
GustoSchema.setClass(Gusto);

/** One recipe line: a quantity of an ingredient in a unit allowed for it (common/units.ts). */
const RigaRicettaSchema = defineEntity({
  name: 'RigaRicetta',
  tableName: 'gusti_ingredienti',
  checks: [{ name: 'gusti_ingredienti_quantita_check', expression: 'quantita >= 0' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    gusto: () => p.manyToOne(Gusto).deleteRule('cascade').index(),
    ingrediente: () => p.manyToOne(Ingrediente).deleteRule('restrict').index(),
    quantita: p.decimal('number').precision(12).scale(3),
    unita: p.enum([...UNITA_MISURA]),
  },
});
export class RigaRicetta extends RigaRicettaSchema.class {}
RigaRicettaSchema.setClass(RigaRicetta);
