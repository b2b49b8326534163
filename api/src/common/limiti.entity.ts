import { defineEntity, p } from '@mikro-orm/core';

/**
 * limiti_richieste (migration LimitiCondivisi, an UNLOGGED table): what each caller has spent in the
 * current window, shared by every API replica (rest/rate-limit.ts). Written by one statement per
 * request; not part of backups. Declared so the schema check knows the table.
 */
const LimiteRichiesteSchema = defineEntity({
  name: 'LimiteRichieste',
  tableName: 'limiti_richieste',
  properties: {
    chiave: p.string().columnType('text').primary(),
    finestra: p.bigint(),
    usato: p.double(),
    ammesso: p.boolean(),
  },
});
export class LimiteRichieste extends LimiteRichiesteSchema.class {}
LimiteRichiesteSchema.setClass(LimiteRichieste);

export const TABELLA_LIMITI = 'limiti_richieste';
