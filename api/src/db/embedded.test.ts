import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.js';

/**
 * The embedded database of `npm start` without DATABASE_URL: a new data folder is initialised (in a
 * child process, so initdb's memory leaves with it) and opened; data written survive a restart.
 */
describe('embedded PostgreSQL (PGlite)', () => {
  const cartelle: string[] = [];
  afterAll(async () => {
    for (const c of cartelle) await rm(c, { recursive: true, force: true });
  });

  const interroga = async (connection: { host: string; port: number; user: string; dbName: string }, sql: string) => {
    const client = new pg.Client({ host: connection.host, port: connection.port, user: connection.user, database: connection.dbName });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  it('initialises a new folder, then keeps what was written across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gelatiere-embedded-'));
    cartelle.push(dataDir);
    const primo = await startEmbeddedPostgres(dataDir);
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    const conn = primo.connection as { host: string; port: number; user: string; dbName: string };
    await interroga(conn, `create table gusti_prova (nome text); insert into gusti_prova values ('Pistacchio')`);
    await primo.stop();

    const secondo = await startEmbeddedPostgres(dataDir);
    expect(await interroga(secondo.connection as typeof conn, 'select nome from gusti_prova')).toEqual([{ nome: 'Pistacchio' }]);
    await secondo.stop();
  }, 120_000);
});
