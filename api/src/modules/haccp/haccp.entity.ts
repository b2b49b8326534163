import { defineEntity, p } from '@mikro-orm/core';
import { PuntoVendita } from '../punti-vendita/punto-vendita.entity.js';

/** Kinds of HACCP control-point devices. */
export const TIPI_DISPOSITIVO = ['freezer', 'vetrina', 'abbattitore', 'pastorizzatore', 'cella'] as const;
/** Kinds of HACCP records (one append-only, hash-chained table). */
export const TIPI_REGISTRAZIONE = ['lettura', 'pastorizzazione', 'abbattimento', 'pulizia', 'controllo_merci', 'azione_correttiva'] as const;
const elenco = (valori: readonly string[]) => valori.map((t) => `'${t}'`).join(', ');

/**
 * A control point of a sales point (the laboratory is a sales point too): its limits (°C), the hours
 * between two readings, the sensor gateway's code; a pasteuriser's program holds `temperaturaMin` for
 * `mantenimentoMinimoS` seconds (default 85 °C / 15 s).
 */
const DispositivoHaccpSchema = defineEntity({
  name: 'DispositivoHaccp',
  tableName: 'haccp_dispositivi',
  checks: [
    { name: 'haccp_dispositivi_tipo_check', expression: `tipo in (${elenco(TIPI_DISPOSITIVO)})` },
    { name: 'haccp_dispositivi_limiti_check', expression: 'temperatura_min >= -60 and temperatura_max <= 150 and temperatura_min <= temperatura_max' },
    { name: 'haccp_dispositivi_frequenza_check', expression: 'frequenza_ore >= 1 and frequenza_ore <= 168' },
    { name: 'haccp_dispositivi_mantenimento_check', expression: 'mantenimento_minimo_s is null or (mantenimento_minimo_s >= 1 and mantenimento_minimo_s <= 86400)' },
  ],
  indexes: [{ name: 'haccp_dispositivi_punto_vendita_id_index', properties: ['puntoVendita'] }],
  uniques: [{ name: 'haccp_dispositivi_codice_unique', properties: ['codice'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    puntoVendita: () => p.manyToOne(PuntoVendita).deleteRule('restrict'),
    nome: p.string().length(100),
    tipo: p.string().length(20),
    temperaturaMin: p.decimal('number').precision(4).scale(1),
    temperaturaMax: p.decimal('number').precision(4).scale(1),
    codice: p.string().length(64).nullable(),
    frequenzaOre: p.integer().default(4),
    mantenimentoMinimoS: p.integer().nullable(),
    attivo: p.boolean().default(true),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});
export class DispositivoHaccp extends DispositivoHaccpSchema.class {}
DispositivoHaccpSchema.setClass(DispositivoHaccp);

/**
 * One HACCP record, append-only: written by SQL only (haccp.service.ts); the database's trigger
 * numbers it in its sales point's chain and stores `hash = sha256(hashPrecedente || content)`, and
 * refuses any UPDATE or DELETE (Migration20261130140000Haccp). Mirrored here for the schema check.
 */
const RegistrazioneHaccpSchema = defineEntity({
  name: 'RegistrazioneHaccp',
  tableName: 'haccp_registrazioni',
  checks: [
    { name: 'haccp_registrazioni_tipo_check', expression: `tipo in (${elenco(TIPI_REGISTRAZIONE)})` },
    { name: 'haccp_registrazioni_fonte_check', expression: `fonte in ('manuale', 'sensore')` },
    { name: 'haccp_registrazioni_temperatura_check', expression: 'temperatura is null or (temperatura >= -60 and temperatura <= 150)' },
    { name: 'haccp_registrazioni_azione_check', expression: `not fuori_limiti or fonte = 'sensore' or azione_correttiva is not null` },
  ],
  indexes: [
    { name: 'haccp_registrazioni_punto_vendita_id_misurata_il_index', properties: ['puntoVendita', 'misurataIl'] },
    { name: 'haccp_registrazioni_dispositivo_id_misurata_il_index', properties: ['dispositivo', 'misurataIl'] },
  ],
  uniques: [
    { name: 'haccp_registrazioni_punto_vendita_id_seq_unique', properties: ['puntoVendita', 'seq'] },
    { name: 'haccp_registrazioni_chiude_id_unique', properties: ['chiude'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    puntoVendita: () => p.manyToOne(PuntoVendita).deleteRule('restrict'),
    seq: p.integer(),
    tipo: p.string().length(20),
    dispositivo: () => p.manyToOne(DispositivoHaccp).nullable().deleteRule('restrict'),
    fonte: p.string().length(10).default('manuale'),
    misurataIl: p.datetime(),
    registrataIl: p.datetime().defaultRaw('now()'),
    utenteId: p.integer(),
    firmatoDa: p.string().length(150),
    temperatura: p.decimal('number').precision(4).scale(1).nullable(),
    dati: p.json(),
    fuoriLimiti: p.boolean().default(false),
    azioneCorrettiva: p.text().nullable(),
    corregge: () => p.manyToOne(RegistrazioneHaccp).nullable().deleteRule('restrict'),
    chiude: () => p.manyToOne(RegistrazioneHaccp).nullable().deleteRule('restrict'),
    hashPrecedente: p.string().length(64),
    hash: p.string().length(64),
  },
});
export class RegistrazioneHaccp extends RegistrazioneHaccpSchema.class {}
RegistrazioneHaccpSchema.setClass(RegistrazioneHaccp);
