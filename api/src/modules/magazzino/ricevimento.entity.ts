import { defineEntity, p } from '@mikro-orm/core';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { Utente } from '../utenti/utente.entity.js';
import { Fornitore } from '../fornitori/fornitore.entity.js';

/**
 * A goods receipt (DDT or a confirmed FatturaPA draft): supplier, date, document number. One document
 * per supplier, number and date (the same invoice twice is refused). The invoice metadata are set
 * when the receipt comes from an imported electronic invoice.
 */
const RicevimentoSchema = defineEntity({
  name: 'Ricevimento',
  tableName: 'ricevimenti',
  uniques: [{ name: 'ricevimenti_fornitore_id_numero_documento_data_unique', properties: ['fornitore', 'numeroDocumento', 'data'] }],
  indexes: [{ name: 'ricevimenti_data_index', properties: ['data'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    fornitore: () => p.manyToOne(Fornitore).deleteRule('restrict'),
    data: p.date(),
    numeroDocumento: p.string().length(50),
    /** FatturaPA TipoDocumento (TD01 invoice, TD24 deferred invoice, ...); null = entered by hand */
    fatturaTipoDocumento: p.string().length(4).nullable(),
    /** name of the imported file and the SHA-256 of the invoice XML */
    fatturaNomeFile: p.string().length(255).nullable(),
    fatturaSha256: p.string().length(64).nullable(),
    note: p.text().nullable(),
    createdBy: () => p.manyToOne(Utente).nullable().deleteRule('set null').index().fieldName('created_by'),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});
export class Ricevimento extends RicevimentoSchema.class {}
RicevimentoSchema.setClass(Ricevimento);

/**
 * A line of a goods receipt: an ingredient lot. `quantita` is in the ingredient's own unit and
 * `prezzoUnitario` is euro per that unit; `prezzoPrecedente` is the ingredient's last price before
 * this line (the price-change alert compares them). `codiceArticolo`/`descrizione` are the invoice
 * line it came from, when imported.
 */
const RicevimentoRigaSchema = defineEntity({
  name: 'RicevimentoRiga',
  tableName: 'ricevimenti_righe',
  checks: [
    { name: 'ricevimenti_righe_quantita_check', expression: 'quantita > 0' },
    { name: 'ricevimenti_righe_prezzo_unitario_check', expression: 'prezzo_unitario >= 0' },
    { name: 'ricevimenti_righe_temperatura_check', expression: 'temperatura is null or (temperatura >= -60 and temperatura <= 60)' },
  ],
  indexes: [{ name: 'ricevimenti_righe_ingrediente_id_lotto_index', properties: ['ingrediente', 'lotto'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    ricevimento: () => p.manyToOne(Ricevimento).deleteRule('cascade').index(),
    ingrediente: () => p.manyToOne(Ingrediente).deleteRule('restrict'),
    lotto: p.string().length(50),
    /** null only for goods with no expiry by law (Reg. (EU) 1169/2011 Annex X: sugar, salt, vinegar) */
    scadenza: p.date().nullable(),
    quantita: p.decimal('number').precision(12).scale(3),
    prezzoUnitario: p.decimal('number').precision(12).scale(4),
    prezzoPrecedente: p.decimal('number').precision(12).scale(4).nullable(),
    /** delivery temperature, °C */
    temperatura: p.decimal('number').precision(4).scale(1).nullable(),
    codiceArticolo: p.string().length(60).nullable(),
    descrizione: p.string().length(1000).nullable(),
  },
});
export class RicevimentoRiga extends RicevimentoRigaSchema.class {}
RicevimentoRigaSchema.setClass(RicevimentoRiga);
