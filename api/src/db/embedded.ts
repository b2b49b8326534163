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
 * Starts PGlite (real PostgreSQL compiled to WASM) behind a PostgreSQL wire-protocol socket, so the
 * regular driver, SQL and migrations are used unchanged. `dataDir` undefined means in-memory.
 * The socket is a unix socket in a private folder: nothing listens on TCP.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (dataDir) {
    const pgdata = path.resolve(dataDir, 'pgdata');
    await mkdir(pgdata, { recursive: true });
    db = await PGlite.create(pgdata);
  } else {
    db = await PGlite.create();
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
