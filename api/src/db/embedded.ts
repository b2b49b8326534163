import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { DbConnection } from './orm.js';

export interface EmbeddedPostgres {
  /** Connection for the pg driver: a unix socket folder (one connection). */
  connection: DbConnection;
  stop(): Promise<void>;
}

/**
 * PGlite's own start parameters, with 16 MB of shared buffers instead of PostgreSQL's 128 MB: inside
 * WASM they are part of one memory that never shrinks (128 MB in all instead of ~190 MB, measured by
 * `npm run bench:pglite`). A shop's database is small and the operating system caches its files.
 */
const PARAMETRI_AVVIO = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Starts PGlite (real PostgreSQL compiled to WASM) behind a PostgreSQL wire-protocol socket, so the
 * regular driver, SQL and migrations are used unchanged. `dataDir` undefined means in-memory.
 * The socket is a unix socket in a private folder: nothing listens on TCP.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (dataDir) {
    const pgdata = path.resolve(dataDir, 'pgdata');
    await mkdir(pgdata, { recursive: true });
    await inizializzaCartella(pgdata);
    db = await PGlite.create(pgdata, { startParams: PARAMETRI_AVVIO });
  } else {
    db = await PGlite.create({ startParams: PARAMETRI_AVVIO });
  }
  const socketDir = path.join(tmpdir(), `gelatiere-pg-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  await mkdir(socketDir, { recursive: true, mode: 0o700 });
  const port = 5432;
  const server = new PGLiteSocketServer({ db, path: path.join(socketDir, `.s.PGSQL.${port}`) });
  await server.start();
  return {
    connection: { host: socketDir, port, user: 'postgres', dbName: 'postgres' },
    async stop() {
      await server.stop();
      await db.close();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new data folder is initialised (initdb) in a short-lived child process: PGlite's initdb grows a
 * second WASM instance to ~1 GB of RSS that V8 only returns much later, so in the app's own process
 * the first start would peak at ~1 GB and carry ~600 MB of garbage; the child gives it all back when
 * it exits, and the app then opens the folder as on any later start (~400 MB). Issue 13 (PGlite
 * peak RSS).
 */
async function inizializzaCartella(pgdata: string): Promise<void> {
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const codice = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(${JSON.stringify(pgdata)});
await db.close();`;
  await new Promise<void>((resolve, reject) => {
    const figlio = spawn(process.execPath, ['--input-type=module', '-e', codice], { stdio: ['ignore', 'inherit', 'inherit'] });
    figlio.on('error', reject);
    figlio.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`inizializzazione del database integrato non riuscita (codice ${code})`))));
  });
}
