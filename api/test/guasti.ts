import pg from 'pg';
import { expect } from 'vitest';
import { MESSAGGI } from '../src/common/errors.js';
import type { RestResponse, TestApp } from './app.js';

/**
 * Faults for the tests ("Faults are normal", issue 34): the app's PostgreSQL connections terminated
 * from the outside (pg_terminate_backend), before or while a request runs.
 */

export const attendi = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `condizione()` holds (asked every 10 ms), failing with `cosa` after `entroMs`: a condition, not a fixed pause. */
export async function finché(condizione: () => boolean, cosa: string, entroMs = 15_000): Promise<void> {
  const fine = Date.now() + entroMs;
  while (!condizione()) {
    if (Date.now() >= fine) throw new Error(`entro ${entroMs} ms: ${cosa}`);
    await attendi(10);
  }
}

const nomi = new WeakMap<TestApp, string>();
/**
 * The test database's name (ORM's `dbName` setting keeps the server URL's, not the database's), asked
 * once per app: later the app's pool may hold connections terminated a moment ago.
 */
export async function nomeDb(t: TestApp): Promise<string> {
  if (!nomi.has(t)) nomi.set(t, (await t.sql<{ db: string }>('select current_database() as db'))[0]!.db);
  return nomi.get(t)!;
}

/** Terminates every backend of the test database but the caller's own and `risparmia`, from a connection of its own; how many. */
export async function terminaConnessioni(t: TestApp, risparmia: readonly number[] = []): Promise<number> {
  const db = await nomeDb(t);
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    const r = await c.query(`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and pid <> all ($2::int[])`, [
      db,
      risparmia,
    ]);
    return r.rows[0].n as number;
  } finally {
    await c.end();
  }
}

/** A client of its own on the test database (not one of the app's). */
export async function connessioneDb(t: TestApp): Promise<pg.Client> {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${await nomeDb(t)}`;
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  return c;
}

/** Rows read on a connection of its own: the app's pool may still hold connections terminated a moment ago. */
export async function sqlFuori<T extends pg.QueryResultRow>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  const c = await connessioneDb(t);
  try {
    return (await c.query<T>(query, params)).rows;
  } finally {
    await c.end();
  }
}

/** Named numbers read in one statement on a connection of its own: `{ nome: 'select …' }` (each a scalar query). */
export async function numeriFuori<K extends string>(t: TestApp, letture: Record<K, string>, params: unknown[] = []): Promise<Record<K, number>> {
  const colonne = Object.entries(letture).map(([nome, query]) => `(${String(query)}) as ${nome}`);
  return (await sqlFuori<Record<K, number>>(t, `select ${colonne.join(', ')}`, params))[0]!;
}

/** The status of /api/ready, asked until it is 200 or `entroMs` have passed since `da`. */
export async function prontoEntro(t: TestApp, da: number, entroMs = 10_000): Promise<number> {
  let stato = 0;
  while (Date.now() - da < entroMs) {
    stato = (await t.rest('GET', '/api/ready')).status;
    if (stato === 200) break;
    await attendi(200);
  }
  return stato;
}

/** After a fault: /api/ready is 200 and then the write `invia` is answered 201, both within 10 s. */
export async function servitaEntro10s<T>(t: TestApp, invia: () => Promise<RestResponse<T>>): Promise<RestResponse<T>> {
  const da = Date.now();
  expect(await prontoEntro(t, da)).toBe(200);
  const res = await invia();
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(Date.now() - da).toBeLessThan(10_000);
  return res;
}

/**
 * Sends a write and terminates the app's connections while it is in the middle of its transaction:
 * another connection holds `tabella` in EXCLUSIVE mode (reads pass, writes wait), so the request
 * writes what comes before and waits on its write to `tabella`; once a backend waits on that lock
 * (having written the tables `scritte` in that transaction), every backend of the app is terminated,
 * then the lock is let go. Gives the answer and how long
 * it took from the sending.
 */
export async function scritturaInterrotta<T>(
  t: TestApp,
  tabella: string,
  scritte: readonly string[],
  invia: () => Promise<RestResponse<T>>,
): Promise<{ res: RestResponse<T>; ms: number }> {
  const blocco = await connessioneDb(t);
  try {
    const pid = (await blocco.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    await blocco.query('begin');
    await blocco.query(`lock table ${tabella} in exclusive mode`);
    const inizio = Date.now();
    const risposta = invia().then((res) => ({ res, ms: Date.now() - inizio }));
    let inAttesa: number | undefined;
    while (inAttesa === undefined && Date.now() - inizio < 5_000) {
      const r = await blocco.query<{ pid: number }>(`select pid from pg_locks where not granted and relation = $1::regclass and pid <> $2`, [tabella, pid]);
      inAttesa = r.rows[0]?.pid;
      if (inAttesa === undefined) await attendi(20);
    }
    expect(inAttesa, `nessuna scrittura in attesa su ${tabella}`).toBeDefined();
    // the tables the waiting transaction has written so far (it holds their ROW EXCLUSIVE lock)
    const scritto = await blocco.query<{ relname: string }>(
      `select distinct c.relname::text as relname from pg_locks l join pg_class c on c.oid = l.relation where l.pid = $1 and l.granted and l.mode = 'RowExclusiveLock' and c.relkind = 'r'`,
      [inAttesa],
    );
    expect(scritto.rows.map((r) => r.relname)).toEqual(expect.arrayContaining([...scritte]));
    expect(await terminaConnessioni(t, [pid])).toBeGreaterThan(0);
    await blocco.query('rollback');
    return await risposta;
  } finally {
    await blocco.end();
  }
}

/** The answer of a request whose database connection was lost: 503, the Italian message, Retry-After. */
export function attesoDatabasePerso(res: RestResponse<unknown>) {
  expect([res.status, res.body, res.headers['retry-after']]).toEqual([503, { error: MESSAGGI.databaseNonDisponibile }, '2']);
}
