import 'reflect-metadata';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';
import { initOrm, migrate, type DbConnection } from './db/orm.js';
import { seedBaseData } from './db/seeders/base.js';
import { startEmailWorker } from './modules/email/email.worker.js';
import { startWebhookWorker } from './modules/integrazioni/webhook.worker.js';

async function main() {
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
  const orm = await initOrm({ connection, poolMax: embedded ? 1 : 10 });
  const app = await buildApp({ config, orm });
  const log = app.log;
  log.info(embedded ? `database: PostgreSQL integrato (PGlite) in ${config.DATA_DIR}` : 'database: PostgreSQL da DATABASE_URL');
  if (config.jwtSecretGenerated) log.warn('JWT_SECRET non impostato: generato un segreto casuale (le sessioni non sopravvivono al riavvio)');

  const applied = await migrate(orm);
  if (applied.length) log.info(`migrazioni applicate: ${applied.join(', ')}`);
  await seedBaseData(orm, config, log);
  // sends the e-mail outbox (email_log); safe with several replicas, EMAIL_WORKER=false to opt out
  const emailWorker = startEmailWorker({ orm, config, logger: log });
  // delivers the webhook outbox (webhook_consegne) the same way, WEBHOOK_WORKER=false to opt out
  const webhookWorker = startWebhookWorker({ orm, config, logger: log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} ricevuto: chiusura in corso`);
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await emailWorker?.stop(); // waits for the batch being sent; the rest stays queued
      await webhookWorker?.stop();
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
