import { defineEntity, p } from '@mikro-orm/core';
import { UNITA_MISURA } from '../../common/units.js';

const nutriente = () => p.decimal('number').precision(10).scale(2).nullable();

/** An ingredient of the catalogue; nutrition per 100 g, PAC/POD per 100 g on the sucrose = 100 scale. */
const IngredienteSchema = defineEntity({
  name: 'Ingrediente',
  tableName: 'ingredienti',
  checks: [
    { name: 'ingredienti_valori_non_negativi_check', expression: 'costo_per_unita >= 0 and coalesce(calorie, 0) >= 0 and coalesce(carboidrati, 0) >= 0 and coalesce(zuccheri, 0) >= 0 and coalesce(grassi, 0) >= 0 and coalesce(proteine, 0) >= 0 and coalesce(sale, 0) >= 0 and coalesce(pac, 0) >= 0 and coalesce(pod, 0) >= 0' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(150),
    descrizione: p.text().nullable(),
    /** euro per unita_misura */
    costoPerUnita: p.decimal('number').precision(12).scale(4).default(0),
    unitaMisura: p.enum([...UNITA_MISURA]).default('kg'),
    fornitore: p.string().length(150),
    calorie: nutriente(),
    carboidrati: nutriente(),
    zuccheri: nutriente(),
    grassi: nutriente(),
    proteine: nutriente(),
    sale: nutriente(),
    pac: nutriente(),
    pod: nutriente(),
    attivo: p.boolean().default(true),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});

export class Ingrediente extends IngredienteSchema.class {}
IngredienteSchema.setClass(Ingrediente);
