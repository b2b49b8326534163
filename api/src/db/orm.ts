import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';
import { recordQuery } from './query-counter.js';

export type Orm = MikroORM;

/** A PostgreSQL URL, or explicit parts (a unix socket folder as host for the embedded database). */
export type DbConnection = string | { host: string; port: number; user: string; dbName: string };

export interface OrmOptions {
  connection: DbConnection;
  /** Pool size; 1 for the embedded database. */
  poolMax?: number;
  debug?: boolean;
}

export function ormConfig({ connection, poolMax = 10, debug = false }: OrmOptions) {
  return defineConfig({
    ...(typeof connection === 'string' ? { clientUrl: connection } : connection),
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: poolMax },
    debug,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    onQuery: (sql: string) => recordQuery(sql),
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    discovery: { warnWhenNoEntities: true },
    // rollup triggers and their functions are hand-written in migrations, not mirrored in entities
    schemaGenerator: { ignoreTriggers: true, ignoreRoutines: true },
  });
}

export async function initOrm(options: OrmOptions): Promise<Orm> {
  return MikroORM.init(ormConfig(options));
}

/** Key of the session-level advisory lock that serialises migrators (any constant shared by every replica). */
export const MIGRATION_LOCK_KEY = 742_019_260_011;

/** A separate connection for the lock, from the ORM's own connection settings. */
function lockClient(orm: Orm): pg.Client {
  const c = orm.config;
  const url = c.get('clientUrl');
  return new pg.Client(
    url ? { connectionString: url } : { host: c.get('host'), port: c.get('port'), user: c.get('user'), password: c.get('password') as string | undefined, database: c.get('dbName') },
  );
}

/**
 * Applies pending migrations; returns the ids applied. A second start on the same data applies none.
 * Replicas starting together take turns under a PostgreSQL advisory lock held on its own connection
 * for the whole run: the second finds nothing pending. The embedded database (one connection, one
 * process) needs no lock.
 */
export async function migrate(orm: Orm): Promise<string[]> {
  const run = async () => (await orm.migrator.up()).map((m) => m.name);
  if ((orm.config.get('pool')?.max ?? 10) < 2) return run();
  const client = lockClient(orm);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await run();
  } finally {
    // closing the session releases the lock even if the unlock is never reached
    await client.end();
  }
}

/** Id of the newest migration this build knows; written into backups. */
export const latestMigration = () => migrationsList[migrationsList.length - 1]!.name;
