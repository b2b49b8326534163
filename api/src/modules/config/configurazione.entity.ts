import { defineEntity, p } from '@mikro-orm/core';

/** A key/value configuration entry (e-mail settings, prezzo_vendita_kg, ...). */
const ConfigurazioneSchema = defineEntity({
  name: 'Configurazione',
  tableName: 'configurazioni',
  properties: {
    chiave: p.string().length(100).primary(),
    valore: p.text().nullable(),
    descrizione: p.text().nullable(),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class Configurazione extends ConfigurazioneSchema.class {}
ConfigurazioneSchema.setClass(Configurazione);
