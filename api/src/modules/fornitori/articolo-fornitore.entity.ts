import { defineEntity, p } from '@mikro-orm/core';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { Fornitore } from './fornitore.entity.js';

/**
 * A remembered invoice line -> ingredient mapping of a supplier: keyed by the article code
 * (`cod:<code>`) or the normalised description (`des:<text>`); `fattoreConversione` = ingredient
 * units per one invoice unit `unitaFattura` (e.g. CT of 6 kg -> 6 for an ingredient in kg).
 */
const ArticoloFornitoreSchema = defineEntity({
  name: 'ArticoloFornitore',
  tableName: 'fornitori_articoli',
  checks: [{ name: 'fornitori_articoli_fattore_conversione_check', expression: 'fattore_conversione > 0' }],
  uniques: [{ name: 'fornitori_articoli_fornitore_id_chiave_unique', properties: ['fornitore', 'chiave'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    fornitore: () => p.manyToOne(Fornitore).deleteRule('cascade'),
    chiave: p.string().length(1100),
    ingrediente: () => p.manyToOne(Ingrediente).deleteRule('cascade').index(),
    unitaFattura: p.string().length(20).nullable(),
    fattoreConversione: p.decimal('number').precision(14).scale(6).default(1),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class ArticoloFornitore extends ArticoloFornitoreSchema.class {}
ArticoloFornitoreSchema.setClass(ArticoloFornitore);
