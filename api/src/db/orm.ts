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
  /** Timeouts of a server connection (issue 34: nothing hangs); defaults below. */
  timeouts?: Partial<TimeoutDb>;
}

export interface TimeoutDb {
  /** A statement running longer is cancelled by the server (statement_timeout). */
  statementMs: number;
  /** Waiting longer for a pool connection (or for a new one to open) fails the request. */
  acquisizioneMs: number;
  /** A session left idle inside a transaction longer is closed by the server. */
  transazioneInattivaMs: number;
}

export const TIMEOUT_DB: TimeoutDb = { statementMs: 30_000, acquisizioneMs: 5_000, transazioneInattivaMs: 60_000 };

/**
 * pg Pool settings for a server connection (a URL): a bounded wait for a connection, TCP keepalive
 * (a peer that vanished is noticed), and server-side statement and idle-in-transaction timeouts sent
 * as startup parameters. The embedded database (explicit parts) gets none: its socket bridge serves
 * one session and knows no startup options.
 */
function opzioniPool(connection: DbConnection, t: TimeoutDb) {
  const base = { onPoolCreated: liberaConnessioniRotte };
  if (typeof connection !== 'string') return base;
  return {
    ...base,
    connectionTimeoutMillis: t.acquisizioneMs,
    keepAlive: true,
    ...(t.statementMs > 0 ? { statement_timeout: t.statementMs } : {}),
    idle_in_transaction_session_timeout: t.transazioneInattivaMs,
  };
}

/**
 * A connection that breaks while checked out goes back to the pool as broken (and is discarded), even
 * if its holder never returns it (issue 34). Kysely's controlled transactions release their connection
 * only after a successful COMMIT or ROLLBACK: when the server terminates the session during a write,
 * both fail ('Client has encountered a connection error and is not queryable') and the connection
 * stayed checked out for good; a few of those and every request waited for the pool forever. Here a
 * client whose connection ends is released with an error (pg-pool then drops it and opens a new one
 * on demand), and a later release by its holder is a no-op instead of pg-pool's double-release throw.
 */
export function liberaConnessioniRotte(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    // pg-pool assigns a fresh `release` at every checkout: each is wrapped to run once
    let rilascia: ((err?: Error | boolean) => void) | undefined;
    Object.defineProperty(client, 'release', {
      configurable: true,
      get: () => rilascia,
      set: (originale: (err?: Error | boolean) => void) => {
        let fatto = false;
        rilascia = (err) => {
          if (fatto) return;
          fatto = true;
          originale(err);
        };
      },
    });
    client.once('end', () => rilascia?.(new Error('connessione al database chiusa')));
  });
}

/**
 * For a transaction that may rightly run long statements (a backup import, a reset, a rollup
 * rebuild): lifts the connection's statement timeout until the transaction ends.
 */
export const SENZA_TIMEOUT_STATEMENT = 'set local statement_timeout = 0';

export function ormConfig({ connection, poolMax = 10, debug = false, timeouts }: OrmOptions) {
  return defineConfig({
    ...(typeof connection === 'string' ? { clientUrl: connection } : connection),
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: poolMax },
    driverOptions: opzioniPool(connection, { ...TIMEOUT_DB, ...timeouts }),
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
