import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
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

/** Applies pending migrations; returns the ids applied. A second start on the same data applies none. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}

/** Id of the newest migration this build knows; written into backups. */
export const latestMigration = () => migrationsList[migrationsList.length - 1]!.name;
