import { defineEntity, p } from '@mikro-orm/core';
import { Gusto } from '../gusti/gusto.entity.js';
import { Produzione, ProduzioneRiga } from '../produzione/produzione.entity.js';
import { PuntoVendita } from '../punti-vendita/punto-vendita.entity.js';
import { Utente } from '../utenti/utente.entity.js';

/**
 * Selling price per kg of a flavour (DOMAIN.md, Display case): at one sales point, or at every point
 * when `puntoVendita` is null. At most one general price and one price per point for each flavour
 * (a unique constraint for the point rows, a partial unique index for the general row).
 */
const VoceListinoSchema = defineEntity({
  name: 'VoceListino',
  tableName: 'listino',
  checks: [{ name: 'listino_prezzo_kg_check', expression: 'prezzo_kg > 0' }],
  uniques: [
    { name: 'listino_gusto_id_punto_vendita_id_unique', properties: ['gusto', 'puntoVendita'] },
    {
      name: 'listino_gusto_id_generale_unique',
      expression: 'create unique index "listino_gusto_id_generale_unique" on "listino" ("gusto_id") where punto_vendita_id is null',
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    gusto: () => p.manyToOne(Gusto).deleteRule('cascade'),
    puntoVendita: () => p.manyToOne(PuntoVendita).nullable().deleteRule('cascade').index(),
    prezzoKg: p.decimal('number').precision(10).scale(2),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class VoceListino extends VoceListinoSchema.class {}
VoceListinoSchema.setClass(VoceListino);

/** Portion kinds of a sales point's counter. */
export const TIPI_PORZIONE = ['cono', 'coppetta_piccola', 'coppetta_media', 'coppetta_grande', 'vaschetta_500', 'vaschetta_1000'] as const;

/** A portion sold at a sales point: its grams and its price. */
const PorzioneSchema = defineEntity({
  name: 'Porzione',
  tableName: 'porzioni',
  checks: [
    { name: 'porzioni_tipo_check', expression: `tipo in (${TIPI_PORZIONE.map((t) => `'${t}'`).join(', ')})` },
    { name: 'porzioni_grammi_check', expression: 'grammi > 0' },
    { name: 'porzioni_prezzo_check', expression: 'prezzo >= 0' },
  ],
  uniques: [{ name: 'porzioni_punto_vendita_id_tipo_unique', properties: ['puntoVendita', 'tipo'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    puntoVendita: () => p.manyToOne(PuntoVendita).deleteRule('cascade'),
    tipo: p.string().length(20),
    grammi: p.integer(),
    prezzo: p.decimal('number').precision(10).scale(2),
  },
});
export class Porzione extends PorzioneSchema.class {}
PorzioneSchema.setClass(Porzione);

/**
 * A tray loaded into a sales point's display case on a day, optionally from a production line (whose
 * food-cost snapshot prices the sold kg). `kgRimasti` is the closing weigh-back (null = still open).
 */
const CaricoVetrinaSchema = defineEntity({
  name: 'CaricoVetrina',
  tableName: 'vetrina_carichi',
  checks: [
    { name: 'vetrina_carichi_kg_check', expression: 'kg > 0' },
    { name: 'vetrina_carichi_kg_rimasti_check', expression: 'kg_rimasti is null or (kg_rimasti >= 0 and kg_rimasti <= kg)' },
  ],
  indexes: [
    { name: 'vetrina_carichi_punto_vendita_id_data_index', properties: ['puntoVendita', 'data'] },
    { name: 'vetrina_carichi_gusto_id_data_index', properties: ['gusto', 'data'] },
    // the chain's days (the Vetrina summary without a point reads the days around whole months)
    { name: 'vetrina_carichi_data_index', properties: ['data'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    puntoVendita: () => p.manyToOne(PuntoVendita).deleteRule('restrict'),
    data: p.date(),
    gusto: () => p.manyToOne(Gusto).deleteRule('restrict'),
    produzione: () => p.manyToOne(Produzione).nullable().deleteRule('set null').index(),
    produzioneRiga: () => p.manyToOne(ProduzioneRiga).nullable().deleteRule('set null').index(),
    kg: p.decimal('number').precision(10).scale(3),
    kgRimasti: p.decimal('number').precision(10).scale(3).nullable(),
    operatore: () => p.manyToOne(Utente).nullable().deleteRule('set null').index(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class CaricoVetrina extends CaricoVetrinaSchema.class {}
CaricoVetrinaSchema.setClass(CaricoVetrina);

/** Reasons of display-case waste (stored ASCII: 'qualita' is "qualità"). */
export const MOTIVI_SCARTO = ['scaduto', 'caduto', 'qualita', 'altro'] as const;

/** Waste thrown away from a sales point's display case on a day. */
const ScartoVetrinaSchema = defineEntity({
  name: 'ScartoVetrina',
  tableName: 'vetrina_scarti',
  checks: [
    { name: 'vetrina_scarti_kg_check', expression: 'kg > 0' },
    { name: 'vetrina_scarti_motivo_check', expression: `motivo in (${MOTIVI_SCARTO.map((m) => `'${m}'`).join(', ')})` },
  ],
  indexes: [
    { name: 'vetrina_scarti_punto_vendita_id_data_index', properties: ['puntoVendita', 'data'] },
    { name: 'vetrina_scarti_gusto_id_data_index', properties: ['gusto', 'data'] },
    { name: 'vetrina_scarti_data_index', properties: ['data'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    puntoVendita: () => p.manyToOne(PuntoVendita).deleteRule('restrict'),
    data: p.date(),
    gusto: () => p.manyToOne(Gusto).deleteRule('restrict'),
    kg: p.decimal('number').precision(10).scale(3),
    motivo: p.string().length(20),
    operatore: () => p.manyToOne(Utente).nullable().deleteRule('set null').index(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class ScartoVetrina extends ScartoVetrinaSchema.class {}
ScartoVetrinaSchema.setClass(ScartoVetrina);
