import { defineEntity, p } from '@mikro-orm/core';

/** Tokens revoked by logout; kept until they would have expired anyway. Shared by every replica. */
const TokenRevocatoSchema = defineEntity({
  name: 'TokenRevocato',
  tableName: 'token_revocati',
  properties: {
    jti: p.string().length(64).primary(),
    scadenza: p.datetime().index(),
  },
});
export class TokenRevocato extends TokenRevocatoSchema.class {}
TokenRevocatoSchema.setClass(TokenRevocato);

/** Failed login attempts, keyed by `email:<addr>` and `ip:<addr>`, for throttling across replicas. */
const TentativoLoginSchema = defineEntity({
  name: 'TentativoLogin',
  tableName: 'tentativi_login',
  indexes: [{ properties: ['chiave', 'createdAt'] }],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    chiave: p.string().length(320),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});
export class TentativoLogin extends TentativoLoginSchema.class {}
TentativoLoginSchema.setClass(TentativoLogin);
