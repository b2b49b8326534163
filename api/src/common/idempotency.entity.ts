import { defineEntity, p } from '@mikro-orm/core';

/**
 * One idempotency key per user: the request it was first used for (scope + fingerprint of the parsed
 * input) and the answer given, kept until `scadeIl` (24 h). Shared by every replica.
 */
const IdempotenzaSchema = defineEntity({
  name: 'Idempotenza',
  tableName: 'idempotenza',
  properties: {
    utenteId: p.integer().primary(),
    chiave: p.string().length(255).primary(),
    ambito: p.string().length(100),
    impronta: p.string().length(64),
    risposta: p.json<unknown>().nullable(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    scadeIl: p.datetime().index(),
  },
});
export class Idempotenza extends IdempotenzaSchema.class {}
IdempotenzaSchema.setClass(Idempotenza);
