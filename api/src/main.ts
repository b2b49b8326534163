import 'reflect-metadata';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, timeoutDb, type Config } from './config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';
import { initOrm, migrate, type DbConnection } from './db/orm.js';
import { Repliche } from './db/replica.js';
import { buildServices } from './services.js';
import { seedBaseData } from './seed/base.js';
import { startEmailWorker } from './modules/email/email.worker.js';
import { startWebhookWorker } from './modules/integrazioni/webhook.worker.js';
import { startMeteoWorker } from './modules/previsioni/meteo.worker.js';

/**
 * glibc gives every thread that allocates its own malloc arena (up to 8 per core), and the native
 * memory they keep is never returned: with PGlite, the libuv pool's compression and file threads
 * added ~60–90 MB to the peak under `npm run bench:pglite`. The built server, on Linux, starts again
 * in the same process (execve: same pid, same stdio) with MALLOC_ARENA_MAX=2 unless the variable is
 * already set (the Docker image sets it). Development (tsx) and other systems are left alone.
 */
function limitaArenaMalloc() {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX !== undefined || !import.meta.url.endsWith('/dist/main.js')) return;
  if (typeof process.execve !== 'function') return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, MALLOC_ARENA_MAX: '2' });
}

async function main() {
  limitaArenaMalloc();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let embedded: EmbeddedPostgres | null = null;
  let connection: DbConnection | undefined = config.DATABASE_URL;
  if (!connection) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR);
    connection = embedded.connection;
  }
  const orm = await initOrm({ connection, poolMax: embedded ? 1 : config.DB_POOL_MAX, timeouts: timeoutDb(config) });
  // reports read from the streaming replica while it keeps up (db/replica.ts)
  const ormReplica = config.DATABASE_READ_URL ? await initOrm({ connection: config.DATABASE_READ_URL, poolMax: config.DB_POOL_MAX, timeouts: timeoutDb(config) }) : null;
  const repliche = new Repliche(ormReplica, config.REPLICA_MAX_LAG_S).avvia();
  const services = buildServices(config);
  const app = await buildApp({ config, orm, repliche, services });
  const log = app.log;
  log.info(embedded ? `database: PostgreSQL integrato (PGlite) in ${config.DATA_DIR}` : 'database: PostgreSQL da DATABASE_URL');
  if (config.jwtSecretGenerated) log.warn('JWT_SECRET non impostato: generato un segreto casuale (le sessioni non sopravvivono al riavvio)');

  // migrations (an index on a large table) may run longer than a request's statement may: their own pool, no statement timeout
  const ormMigrazioni = embedded ? orm : await initOrm({ connection, poolMax: 2, timeouts: { statementMs: 0 } });
  let applied: string[];
  try {
    applied = await migrate(ormMigrazioni);
  } finally {
    if (ormMigrazioni !== orm) await ormMigrazioni.close();
  }
  if (applied.length) log.info(`migrazioni applicate: ${applied.join(', ')}`);
  await seedBaseData(orm, config, log);
  // sends the e-mail outbox (email_log); safe with several replicas, EMAIL_WORKER=false to opt out
  const emailWorker = startEmailWorker({ orm, config, logger: log });
  // delivers the webhook outbox (webhook_consegne) the same way, WEBHOOK_WORKER=false to opt out
  const webhookWorker = startWebhookWorker({ orm, config, logger: log });
  // fills the weather cache of the forecast (meteo_aggiornamenti) when METEO_URL is set, METEO_WORKER=false to opt out
  const meteoWorker = startMeteoWorker({ orm, config, logger: log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} ricevuto: chiusura in corso`);
    try {
      // /api/ready says 503 at once; the load balancer stops sending before the server stops taking requests
      services.vita.inChiusura = true;
      await new Promise((r) => setTimeout(r, config.SHUTDOWN_ATTESA_MS));
      await app.close(); // stops accepting (503 to a request arriving meanwhile), waits for in-flight requests
      await emailWorker?.stop(); // waits for the batch being sent; the rest stays queued
      await webhookWorker?.stop();
      await meteoWorker?.stop();
      await repliche.ferma();
      await ormReplica?.close();
      await orm.close();
      await embedded?.stop();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'errore durante la chiusura');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

await main();
