import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { afterAll, beforeAll, inject } from 'vitest';
import { initOrm, migrate, type DbConnection, type Orm } from '../src/db/orm.js';

export interface TestDatabase {
  connection: DbConnection;
  poolMax: number;
  drop(): Promise<void>;
}

/** The migrated template the global setup made (test/template-database.ts), if any. */
/** The migrated template of the server at `serverUrl`, if the run made one there (a test may point DATABASE_URL elsewhere: replica.test.ts). */
function migratedTemplate(serverUrl: string): string {
  try {
    return inject('templateServer') === serverUrl ? (inject('templateDatabase') ?? '') : '';
  } catch {
    return ''; // outside a vitest run (a bench)
  }
}

/**
 * A fresh database for one test file: a new database on the PostgreSQL server at DATABASE_URL when
 * set, otherwise a new in-memory embedded PGlite. Empty unless `migrated`: then, on a server, a copy
 * of the migrated template (migrate() on it applies nothing); PGlite is migrated by the caller.
 */
export async function createTestDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const pgl = await startEmbeddedPostgres();
    return { connection: pgl.connection, poolMax: 1, drop: () => pgl.stop() };
  }
  const name = `gelatiere_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = migrated ? migratedTemplate(serverUrl) : '';
  await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    connection: url.toString(),
    poolMax: 5,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * For a test file: a fresh database (createTestDatabase), migrated, with an ORM on it, made before
 * the file's tests and closed and dropped after them. `prova.orm` may be replaced (a reconnect).
 */
export function databaseConOrm(): { db: TestDatabase; orm: Orm } {
  const prova = {} as { db: TestDatabase; orm: Orm };
  beforeAll(async () => {
    prova.db = await createTestDatabase({ migrated: true });
    prova.orm = await initOrm({ connection: prova.db.connection, poolMax: prova.db.poolMax });
    await migrate(prova.orm);
  });
  afterAll(async () => {
    await prova.orm?.close();
    await prova.db?.drop();
  });
  return prova;
}
