import type pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords.js';

/** Shared by the benchmarks that read the large seed (analytics, magazzino): its database and the admin they log in as. */

export const BENCH_EMAIL = 'bench.admin@large.gelatiere.local';
export const BENCH_PASSWORD = 'bench-password-123';

/** DATABASE_URL, or the process ends with the Italian hint to seed it first. */
export function databaseDelSeed(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('[bench] DATABASE_URL è obbligatorio (database riempito da `npm run seed:large -w api`)');
    process.exit(1);
  }
  return url;
}

/** The admin the bench logs in with (created, or its password and role restored). */
export async function adminDelBench(client: pg.Client): Promise<void> {
  await client.query(
    `insert into utenti (nome, email, password_hash, ruolo) values ('Bench Admin', $1, $2, 'admin')
     on conflict (email) do update set password_hash = excluded.password_hash, ruolo = 'admin', attivo = true`,
    [BENCH_EMAIL, await hashPassword(BENCH_PASSWORD)],
  );
}
