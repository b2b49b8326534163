import { defineEntity, p } from '@mikro-orm/core';
import { RUOLI } from '../../common/authz.js';
import { PuntoVendita } from '../punti-vendita/punto-vendita.entity.js';

const UtenteSchema = defineEntity({
  name: 'Utente',
  tableName: 'utenti',
  checks: [{ name: 'utenti_email_lower_check', expression: 'email = lower(email)' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(150),
    /** Always stored trimmed and lower-cased: uniqueness is case-insensitive. */
    email: p.string().length(255).unique(),
    passwordHash: p.string().length(255).hidden().lazy(),
    ruolo: p.enum([...RUOLI]).default('operatore'),
    puntoVendita: () => p.manyToOne(PuntoVendita).nullable().deleteRule('set null'),
    attivo: p.boolean().default(true),
    /** Tokens issued before this instant are refused (archive, reactivation, password change). */
    sessioniValideDa: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});

export class Utente extends UtenteSchema.class {}
UtenteSchema.setClass(Utente);

/** Ends every session of the user: tokens issued until now stop working on every replica. */
export function invalidaSessioni(u: Utente): void {
  u.sessioniValideDa = new Date();
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
