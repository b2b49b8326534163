import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { DomainError, MESSAGGI } from '../../common/errors.js';

const accountKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** A password check that has been counted in advance (see `reservePasswordCheck`). */
export interface PasswordCheck {
  /** The attempt rows written for it (account and IP). */
  ids: number[];
  email: string;
}

/**
 * Throttling of password checks (login, change of one's own password) per account and per IP,
 * stored in PostgreSQL so every replica agrees.
 *
 * Check-and-count is atomic: under transaction-scoped advisory locks on both keys (taken in a fixed
 * order), the failures inside the window are counted and, when below both limits, this attempt is
 * written as a failure before the password is checked. Parallel requests therefore queue on the
 * lock and at most the limit get to check a password. A correct password then removes the rows
 * (`passwordCheckSucceeded`); a wrong one leaves them as the failure record.
 * Rows older than the window are purged on the way (a bounded batch per call).
 */
export async function reservePasswordCheck(em: EntityManager, config: Config, email: string, ip: string): Promise<PasswordCheck> {
  const keys = [accountKey(email), ipKey(ip)];
  const windowStart = new Date(Date.now() - config.LOGIN_FINESTRA_MINUTI * 60_000);
  const ids = await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const trx = tx.getTransactionContext();
    const [first, second] = [...keys].sort();
    await conn.execute('select pg_advisory_xact_lock(hashtextextended(?, 0)), pg_advisory_xact_lock(hashtextextended(?, 0))', [first, second], 'all', trx);
    await conn.execute(
      `delete from tentativi_login where id in
         (select id from tentativi_login where created_at <= ? limit 1000 for update skip locked)`,
      [windowStart],
      'run',
      trx,
    );
    const [counts] = await conn.execute<{ account: number; ip: number }[]>(
      `select count(*) filter (where chiave = ?)::int as account, count(*) filter (where chiave = ?)::int as ip
         from tentativi_login where chiave in (?, ?) and created_at > ?`,
      [keys[0], keys[1], keys[0], keys[1], windowStart],
      'all',
      trx,
    );
    if ((counts?.account ?? 0) >= config.LOGIN_MAX_TENTATIVI_ACCOUNT || (counts?.ip ?? 0) >= config.LOGIN_MAX_TENTATIVI_IP) {
      throw new DomainError('TOO_MANY_REQUESTS', MESSAGGI.troppiTentativi);
    }
    const rows = await conn.execute<{ id: string | number }[]>(
      'insert into tentativi_login (chiave) values (?), (?) returning id',
      [keys[0], keys[1]],
      'all',
      trx,
    );
    return rows.map((r) => Number(r.id));
  });
  return { ids, email };
}

/** The password was right: this attempt is not a failure, and the account's failures are forgiven. */
export async function passwordCheckSucceeded(em: EntityManager, check: PasswordCheck): Promise<void> {
  await em
    .getConnection()
    .execute('delete from tentativi_login where id in (?) or chiave = ?', [check.ids, accountKey(check.email)], 'run', em.getTransactionContext());
}
