import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { DomainError, MESSAGGI } from '../../common/errors.js';

const accountKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** A password check that has been counted in advance (see `reservePasswordCheck`). */
export interface PasswordCheck {
  /** The attempt rows written for it. */
  ids: number[];
  /** Keys whose failures a right password forgives. */
  forgive: string[];
}

interface Limit {
  chiave: string;
  max: number;
}

/**
 * Throttling of password checks (login, change of one's own password, database reset) stored in
 * PostgreSQL so every replica agrees.
 *
 * Check-and-count is atomic: under transaction-scoped advisory locks on the keys (taken in a fixed
 * order), the failures inside the window are counted and, when below every limit, this attempt is
 * written as a failure before the password is checked. Parallel requests therefore queue on the
 * lock and at most the limit get to check a password. A right password then removes the rows
 * (`passwordCheckSucceeded`); a wrong one leaves them as the failure record.
 * Rows older than the window are purged on the way (a bounded batch per call).
 */
async function reserve(em: EntityManager, config: Config, limits: Limit[], forgive: string[], message: string): Promise<PasswordCheck> {
  const windowStart = new Date(Date.now() - config.LOGIN_FINESTRA_MINUTI * 60_000);
  const keys = limits.map((l) => l.chiave);
  const ids = await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const trx = tx.getTransactionContext();
    for (const key of [...keys].sort()) {
      await conn.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key], 'all', trx);
    }
    await conn.execute(
      `delete from tentativi_login where id in
         (select id from tentativi_login where created_at <= ? limit 1000 for update skip locked)`,
      [windowStart],
      'run',
      trx,
    );
    const counts = await conn.execute<{ chiave: string; n: number }[]>(
      'select chiave, count(*)::int as n from tentativi_login where chiave in (?) and created_at > ? group by chiave',
      [keys, windowStart],
      'all',
      trx,
    );
    const count = new Map(counts.map((c) => [c.chiave, c.n]));
    if (limits.some((l) => (count.get(l.chiave) ?? 0) >= l.max)) throw new DomainError('TOO_MANY_REQUESTS', message);
    const rows = await conn.execute<{ id: string | number }[]>(
      `insert into tentativi_login (chiave) select unnest(array[?]::text[]) returning id`,
      [keys],
      'all',
      trx,
    );
    return rows.map((r) => Number(r.id));
  });
  return { ids, forgive };
}

/** Login and change of one's own password: limits per account and per IP. */
export function reservePasswordCheck(em: EntityManager, config: Config, email: string, ip: string): Promise<PasswordCheck> {
  const limits = [
    { chiave: accountKey(email), max: config.LOGIN_MAX_TENTATIVI_ACCOUNT },
    { chiave: ipKey(ip), max: config.LOGIN_MAX_TENTATIVI_IP },
  ];
  return reserve(em, config, limits, [accountKey(email)], MESSAGGI.troppiTentativi);
}

/** The admin's password re-checked before a database reset: its own key, the account limit. */
export function reserveResetCheck(em: EntityManager, config: Config, userId: number, message: string): Promise<PasswordCheck> {
  const key = `reset:${userId}`;
  return reserve(em, config, [{ chiave: key, max: config.LOGIN_MAX_TENTATIVI_ACCOUNT }], [key], message);
}

/** The password was right: this attempt is not a failure, and the key's failures are forgiven. */
export async function passwordCheckSucceeded(em: EntityManager, check: PasswordCheck): Promise<void> {
  await em
    .getConnection()
    .execute('delete from tentativi_login where id in (?) or chiave in (?)', [check.ids, check.forgive], 'run', em.getTransactionContext());
}
