import { defineEntity, p } from '@mikro-orm/core';
import { Gusto } from '../gusti/gusto.entity.js';
import { PuntoVendita } from '../punti-vendita/punto-vendita.entity.js';
import { Utente } from '../utenti/utente.entity.js';

/**
 * One production: a date, a sales point and its lines. `kgTotale` and `costoTotale` are kept equal to
 * the sums of the lines by the service, so sorting and aggregating stay plain SQL.
 */
const ProduzioneSchema = defineEntity({
  name: 'Produzione',
  tableName: 'produzioni',
  checks: [{ name: 'produzioni_note_length_check', expression: 'char_length(note) <= 500' }],
  indexes: [
    { name: 'produzioni_punto_vendita_id_data_index', properties: ['puntoVendita', 'data'] },
    { name: 'produzioni_inviato_email_data_index', properties: ['inviatoEmail', 'data'] },
    // the list's default order (issue 13)
    { name: 'produzioni_data_id_index', properties: ['data', 'id'], expression: 'create index "produzioni_data_id_index" on "produzioni" ("data" desc nulls last, "id" desc)' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    data: p.date().index(),
    puntoVendita: () => p.manyToOne(PuntoVendita).deleteRule('restrict'),
    operatore: () => p.manyToOne(Utente).nullable().deleteRule('set null').index(),
    note: p.text().nullable(),
    inviatoEmail: p.boolean().default(false),
    kgTotale: p.decimal('number').precision(12).scale(3).default(0),
    costoTotale: p.decimal('number').precision(14).scale(4).default(0),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()).index(),
  },
});
export class Produzione extends ProduzioneSchema.class {}
ProduzioneSchema.setClass(Produzione);

/** A line of a production: kg of one flavour and the snapshot of its food cost (euro/kg) when recorded. */
const ProduzioneRigaSchema = defineEntity({
  name: 'ProduzioneRiga',
  tableName: 'produzione_righe',
  checks: [{ name: 'produzione_righe_quantita_kg_check', expression: 'quantita_kg > 0' }],
  uniques: [{ name: 'produzione_righe_produzione_id_gusto_id_unique', properties: ['produzione', 'gusto'] }],
  indexes: [{ name: 'produzione_righe_gusto_id_produzione_id_index', properties: ['gusto', 'produzione'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    produzione: () => p.manyToOne(Produzione).deleteRule('cascade'),
    gusto: () => p.manyToOne(Gusto).deleteRule('restrict'),
    quantitaKg: p.decimal('number').precision(10).scale(3),
    foodCost: p.decimal('number').precision(12).scale(4),
    /** recipe version it was made from (gusti_versioni.numero); the flavour's current one when omitted (trigger) */
    versioneRicetta: p.integer(),
  },
});
export class ProduzioneRiga extends ProduzioneRigaSchema.class {}
ProduzioneRigaSchema.setClass(ProduzioneRiga);
