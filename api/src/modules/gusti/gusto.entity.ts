import { defineEntity, p } from '@mikro-orm/core';
import { RUOLI_RIGA, UNITA_MISURA } from '@gelatiere/scienza';
import { Allergene } from '../allergeni/allergene.entity.js';
import { CategoriaGusto } from '../categorie/categoria.entity.js';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { ProfiloBilanciamento } from '../scienza/profilo.entity.js';

/**
 * A flavour. Its food cost, PAC, POD, batch mass and nutrition are stored columns kept current by
 * database triggers from the recipe lines and the ingredients (migration Velocita, gusto.sql.ts):
 * every change of a recipe or of an ingredient recomputes them in its own transaction.
 */
const valore = (precision: number, scale: number) => p.decimal('number').precision(precision).scale(scale).default(0);
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
    /** the sales name on the label (Art. 17); null = from the flavour type and name */
    denominazione: p.string().length(150).nullable(),
    /** balancing profile (null = the category's) */
    profilo: () => p.manyToOne(ProfiloBilanciamento).nullable().deleteRule('restrict').updateRule('cascade').index(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    /** kept current by a database trigger (every writer; for a flavour also its recipe lines and allergens) */
    aggiornatoIl: p.datetime().defaultRaw('now()').index(),
    /** stored values (DOMAIN.md), written only by the database's triggers */
    massaKg: valore(14, 4),
    foodCost: valore(24, 4),
    pac: valore(14, 2),
    pod: valore(14, 2),
    pacKg: valore(12, 2),
    podKg: valore(12, 2),
    kcal: valore(12, 2),
    carboidrati: valore(12, 2),
    zuccheri: valore(12, 2),
    grassi: valore(12, 2),
    proteine: valore(12, 2),
    sale: valore(12, 3),
    /** current recipe version (gusti_versioni.numero), kept by the database (migration Versioni) */
    versione: p.integer().default(1),
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
    /** base (the mix), variegato or inclusione (added after churning: out of the mix's science) */
    ruolo: p.enum([...RUOLI_RIGA]).default('base'),
    /** characterising line: its percentage is declared on the label (QUID, Reg. 1169/2011 Art. 22) */
    caratterizzante: p.boolean().default(false),
  },
});
export class RigaRicetta extends RigaRicettaSchema.class {}
RigaRicettaSchema.setClass(RigaRicetta);
