import { defineEntity, p } from '@mikro-orm/core';
import { ProfiloBilanciamento } from '../scienza/profilo.entity.js';

/** A flavour category (Creme, Frutta, ...). */
const CategoriaGustoSchema = defineEntity({
  name: 'CategoriaGusto',
  tableName: 'categorie_gusti',
  checks: [{ name: 'categorie_gusti_ordine_check', expression: 'ordine >= 0' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(100).unique(),
    descrizione: p.text().nullable(),
    colore: p.string().length(7).default('#87CEEB'),
    ordine: p.integer().default(0),
    attivo: p.boolean().default(true),
    /** default balancing profile of the category's flavours (null = the default profile) */
    profilo: () => p.manyToOne(ProfiloBilanciamento).nullable().deleteRule('restrict').updateRule('cascade').index(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});

export class CategoriaGusto extends CategoriaGustoSchema.class {}
CategoriaGustoSchema.setClass(CategoriaGusto);
