import { defineEntity, p } from '@mikro-orm/core';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { Allergene } from './allergene.entity.js';

export const TIPI_ALLERGENE_INGREDIENTE = ['contiene', 'tracce'] as const;
export type TipoAllergeneIngrediente = (typeof TIPI_ALLERGENE_INGREDIENTE)[number];

/** An ingredient's declaration for one allergen of the catalogue: it contains it, or may contain traces. */
const IngredienteAllergeneSchema = defineEntity({
  name: 'IngredienteAllergene',
  tableName: 'ingredienti_allergeni',
  properties: {
    ingrediente: () => p.manyToOne(Ingrediente).primary().deleteRule('cascade').index(),
    allergene: () => p.manyToOne(Allergene).primary().deleteRule('cascade').index(),
    tipo: p.enum([...TIPI_ALLERGENE_INGREDIENTE]),
  },
});
export class IngredienteAllergene extends IngredienteAllergeneSchema.class {}
IngredienteAllergeneSchema.setClass(IngredienteAllergene);
