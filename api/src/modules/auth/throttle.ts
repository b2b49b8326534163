import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { MESSAGGI, tooManyRequests } from '../../common/errors.js';

const accountKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Wait before the password check of an IP past its failure limit: 0.5 s, doubling per failure, 8 s at most. */
export const RITARDO_IP_BASE_MS = 500;
export const RITARDO_IP_MAX_MS = 8_000;

/** The wait of an attempt from an IP with `failures` failures in the window (0 below the limit). */
export function ritardoIp(failures: number, max: number): number {
  if (failures < max) return 0;
  return Math.min(RITARDO_IP_BASE_MS * 2 ** Math.min(failures - max, 16), RITARDO_IP_MAX_MS);
}

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

/** A key whose failures never refuse an attempt: past `max` they only delay it (see `ritardoIp`). */
interface Slowdown {
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
 *
 * A refusal (429) says in `Retry-After` when the key's oldest failure leaves the window. A
 * `slowdown` key (the client IP) never refuses: past its limit the attempt is counted and then waits
 * a growing delay, outside the transaction, before the password is checked, so a shop behind one
 * address is slowed by a typo-happy tablet but never locked out.
 */
async function reserve(em: EntityManager, config: Config, limits: Limit[], forgive: string[], message: string, slowdown?: Slowdown): Promise<PasswordCheck> {
  const windowMs = config.LOGIN_FINESTRA_MINUTI * 60_000;
  const windowStart = new Date(Date.now() - windowMs);
  const keys = [...limits.map((l) => l.chiave), ...(slowdown ? [slowdown.chiave] : [])];
  let wait = 0;
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
    const counts = await conn.execute<{ chiave: string; n: number; primo: Date }[]>(
      'select chiave, count(*)::int as n, min(created_at) as primo from tentativi_login where chiave in (?) and created_at > ? group by chiave',
      [keys, windowStart],
      'all',
      trx,
    );
    const count = new Map(counts.map((c) => [c.chiave, c]));
    const over = limits.map((l) => count.get(l.chiave)).filter((c, i) => c && c.n >= limits[i]!.max);
    if (over.length > 0) {
      // the key is free again when its oldest failure leaves the window (rows are written only below the limit)
      const freeAt = Math.max(...over.map((c) => new Date(c!.primo).getTime() + windowMs));
      throw tooManyRequests(message, Math.ceil((freeAt - Date.now()) / 1000));
    }
    if (slowdown) wait = ritardoIp(count.get(slowdown.chiave)?.n ?? 0, slowdown.max);
    const rows = await conn.execute<{ id: string | number }[]>(
      `insert into tentativi_login (chiave) select unnest(array[?]::text[]) returning id`,
      [keys],
      'all',
      trx,
    );
    return rows.map((r) => Number(r.id));
  });
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { ids, forgive };
}

/**
 * Login and change of one's own password. The account's failures (from any address) refuse with a
 * 429 past `LOGIN_MAX_TENTATIVI_ACCOUNT`, its right password included; the IP's failures on any
 * accounts past `LOGIN_MAX_TENTATIVI_IP` only slow its attempts, so another account's right password
 * from the same address still gets in. (A key per IP + account would add nothing: its failures are
 * the account's failures, which already refuse at the same limit.)
 */
export function reservePasswordCheck(em: EntityManager, config: Config, email: string, ip: string): Promise<PasswordCheck> {
  return reserve(em, config, [{ chiave: accountKey(email), max: config.LOGIN_MAX_TENTATIVI_ACCOUNT }], [accountKey(email)], MESSAGGI.troppiTentativi, {
    chiave: ipKey(ip),
    max: config.LOGIN_MAX_TENTATIVI_IP,
  });
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
