import { defineEntity, p } from '@mikro-orm/core';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { ProduzioneRiga } from '../produzione/produzione.entity.js';
import { Utente } from '../utenti/utente.entity.js';

/**
 * What a production line consumed of an ingredient, lot by lot (DOMAIN.md "Stock, lots and HACCP"):
 * written by the database (triggers on produzione_righe, migration Magazzino) first-expiring-first
 * from the recipe version the line recorded. `lotto` null = consumed with no lot in stock (negative
 * stock, flagged). Quantity in the ingredient's own unit.
 */
const ConsumoLottoSchema = defineEntity({
  name: 'ConsumoLotto',
  tableName: 'consumi_lotti',
  checks: [{ name: 'consumi_lotti_quantita_check', expression: 'quantita > 0' }],
  indexes: [
    {
      name: 'consumi_lotti_ingrediente_id_lotto_index',
      expression: 'create index "consumi_lotti_ingrediente_id_lotto_index" on "consumi_lotti" ("ingrediente_id", "lotto") include ("quantita")',
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    produzioneRiga: () => p.manyToOne(ProduzioneRiga).deleteRule('cascade').index(),
    ingrediente: () => p.manyToOne(Ingrediente).deleteRule('restrict'),
    lotto: p.string().length(50).nullable(),
    quantita: p.decimal('number').precision(14).scale(4),
  },
});
export class ConsumoLotto extends ConsumoLottoSchema.class {}
ConsumoLottoSchema.setClass(ConsumoLotto);

/**
 * A stock adjustment (inventory count difference, waste): the signed change of the stock of an
 * ingredient (of one lot when given), with its reason, author and time.
 */
const RettificaMagazzinoSchema = defineEntity({
  name: 'RettificaMagazzino',
  tableName: 'rettifiche_magazzino',
  checks: [
    { name: 'rettifiche_magazzino_quantita_check', expression: 'quantita <> 0' },
    { name: 'rettifiche_magazzino_motivo_check', expression: "char_length(motivo) > 0" },
  ],
  indexes: [{ name: 'rettifiche_magazzino_ingrediente_id_lotto_index', properties: ['ingrediente', 'lotto'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    ingrediente: () => p.manyToOne(Ingrediente).deleteRule('restrict'),
    lotto: p.string().length(50).nullable(),
    quantita: p.decimal('number').precision(14).scale(4),
    motivo: p.string().length(200),
    utente: () => p.manyToOne(Utente).nullable().deleteRule('set null').index(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});
export class RettificaMagazzino extends RettificaMagazzinoSchema.class {}
RettificaMagazzinoSchema.setClass(RettificaMagazzino);

/** Stock settings of an ingredient: its reorder point (scorta minima) and where it is stored (for the count). */
const ScortaIngredienteSchema = defineEntity({
  name: 'ScortaIngrediente',
  tableName: 'scorte_ingredienti',
  checks: [{ name: 'scorte_ingredienti_scorta_minima_check', expression: 'scorta_minima >= 0' }],
  properties: {
    ingrediente: () => p.oneToOne(Ingrediente).primary().deleteRule('cascade'),
    scortaMinima: p.decimal('number').precision(14).scale(4).nullable(),
    ubicazione: p.string().length(100).nullable(),
  },
});
export class ScortaIngrediente extends ScortaIngredienteSchema.class {}
ScortaIngredienteSchema.setClass(ScortaIngrediente);

/**
 * The stock of an ingredient per lot ('' : what was consumed or adjusted with no lot) as a balance, kept
 * by the database in the same transaction as every receipt line, consumption and adjustment (triggers,
 * migration GiacenzeLotti): scadenza and prima_ricezione from the lot's receipts, `movimenti` the count of
 * movements summed (a balance without any goes). Never written by the application; read through
 * giacenze.sql.ts (lot '' as null).
 */
const GiacenzaLottoSchema = defineEntity({
  name: 'GiacenzaLotto',
  tableName: 'giacenze_lotti',
  properties: {
    ingrediente: () => p.manyToOne(Ingrediente).primary().deleteRule('cascade'),
    lotto: p.string().length(50).primary(),
    scadenza: p.date().nullable(),
    primaRicezione: p.date().nullable(),
    giacenza: p.decimal('number').precision(16).scale(4),
    movimenti: p.integer(),
  },
});
export class GiacenzaLotto extends GiacenzaLottoSchema.class {}
GiacenzaLottoSchema.setClass(GiacenzaLotto);
