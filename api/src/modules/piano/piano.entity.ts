import { defineEntity, p } from '@mikro-orm/core';
import { Gusto } from '../gusti/gusto.entity.js';
import { PuntoVendita } from '../punti-vendita/punto-vendita.entity.js';
import { Utente } from '../utenti/utente.entity.js';

/**
 * The production plan (issue 32, DOMAIN.md "Demand forecast and the production plan"). The scalar
 * settings (working hours, kg per tray, cleaning minutes, days in the case) are configuration keys
 * (piano-config.service.ts); the batch freezers and the flavours a point always shows are tables.
 */

/** A batch freezer of the laboratory: kg of mix per cycle at most, minutes per cycle. */
const MantecatoreSchema = defineEntity({
  name: 'Mantecatore',
  tableName: 'piano_mantecatori',
  checks: [
    { name: 'piano_mantecatori_capacita_kg_check', expression: 'capacita_kg > 0' },
    { name: 'piano_mantecatori_minuti_ciclo_check', expression: 'minuti_ciclo > 0' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(60).unique(),
    capacitaKg: p.decimal('number').precision(6).scale(2),
    minutiCiclo: p.integer(),
    ordine: p.integer().default(0),
  },
});
export class Mantecatore extends MantecatoreSchema.class {}
MantecatoreSchema.setClass(Mantecatore);

/** A flavour a sales point must always show: the plan makes at least one tray of it. */
const GustoSempreEspostoSchema = defineEntity({
  name: 'GustoSempreEsposto',
  tableName: 'piano_sempre_esposti',
  properties: {
    puntoVendita: () => p.manyToOne(PuntoVendita).primary().deleteRule('cascade'),
    gusto: () => p.manyToOne(Gusto).primary().deleteRule('cascade').index(),
  },
});
export class GustoSempreEsposto extends GustoSempreEspostoSchema.class {}
GustoSempreEspostoSchema.setClass(GustoSempreEsposto);

/** A day's plan once recorded: when, by whom, the productions it created and its rows as recorded. */
const PianoSchema = defineEntity({
  name: 'Piano',
  tableName: 'piani',
  properties: {
    data: p.date().primary(),
    registratoIl: p.datetime().nullable(),
    registratoDa: () => p.manyToOne(Utente).nullable().deleteRule('set null').index(),
    produzioniIds: p.json<number[]>().nullable(),
    righe: p.json<unknown[]>().nullable(),
  },
});
export class Piano extends PianoSchema.class {}
PianoSchema.setClass(Piano);

/** Trays of a flavour at a point on a day set by hand (the proposal is computed, not stored). */
const PianoRigaSchema = defineEntity({
  name: 'PianoRiga',
  tableName: 'piano_righe',
  checks: [{ name: 'piano_righe_vaschette_check', expression: 'vaschette >= 0' }],
  properties: {
    data: p.date().primary(),
    puntoVendita: () => p.manyToOne(PuntoVendita).primary().deleteRule('cascade'),
    gusto: () => p.manyToOne(Gusto).primary().deleteRule('cascade').index(),
    vaschette: p.integer(),
    modificataDa: () => p.manyToOne(Utente).nullable().deleteRule('set null').index(),
    modificataIl: p.datetime().defaultRaw('now()'),
  },
});
export class PianoRiga extends PianoRigaSchema.class {}
PianoRigaSchema.setClass(PianoRiga);

/** Every change of a plan's trays: who, when, before and after (the user's name kept as it was). */
const PianoModificaSchema = defineEntity({
  name: 'PianoModifica',
  tableName: 'piano_modifiche',
  indexes: [{ name: 'piano_modifiche_data_index', properties: ['data'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    data: p.date(),
    puntoVendita: () => p.manyToOne(PuntoVendita).deleteRule('cascade').index(),
    gusto: () => p.manyToOne(Gusto).deleteRule('cascade').index(),
    vaschettePrima: p.integer(),
    vaschetteDopo: p.integer(),
    utente: () => p.manyToOne(Utente).nullable().deleteRule('set null').index(),
    utenteNome: p.string().length(150),
    il: p.datetime().defaultRaw('now()'),
  },
});
export class PianoModifica extends PianoModificaSchema.class {}
PianoModificaSchema.setClass(PianoModifica);
