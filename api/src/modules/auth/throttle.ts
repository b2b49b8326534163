import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { DomainError, MESSAGGI } from '../../common/errors.js';
import { TentativoLogin } from './auth.entities.js';

const accountKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Login throttling per account and per IP, stored in PostgreSQL so every replica agrees.
 * Throws 429 when either key has too many failures inside the window.
 */
export async function assertNotThrottled(em: EntityManager, config: Config, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - config.LOGIN_FINESTRA_MINUTI * 60_000);
  const rows = await em
    .getConnection()
    .execute<{ account: string; ip: string }[]>(
      `select count(*) filter (where chiave = ?) as account, count(*) filter (where chiave = ?) as ip
         from tentativi_login where chiave in (?, ?) and created_at > ?`,
      [accountKey(email), ipKey(ip), accountKey(email), ipKey(ip), since],
    );
  const { account, ip: perIp } = rows[0] ?? { account: '0', ip: '0' };
  if (Number(account) >= config.LOGIN_MAX_TENTATIVI_ACCOUNT || Number(perIp) >= config.LOGIN_MAX_TENTATIVI_IP) {
    throw new DomainError('TOO_MANY_REQUESTS', MESSAGGI.troppiTentativi);
  }
}

export async function recordFailure(em: EntityManager, email: string, ip: string): Promise<void> {
  await em.insertMany(TentativoLogin, [{ chiave: accountKey(email) }, { chiave: ipKey(ip) }]);
}

export async function clearFailures(em: EntityManager, email: string): Promise<void> {
  await em.nativeDelete(TentativoLogin, { chiave: accountKey(email) });
}
