import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'usa true oppure false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list of milliseconds (retry delays). */
const millisecondi = (predefinito: string) =>
  z
    .string()
    .default(predefinito)
    .transform((s, ctx) => {
      const delays = s.split(',').map((d) => d.trim()).filter(Boolean).map(Number);
      if (delays.some((d) => !Number.isInteger(d) || d < 0)) {
        ctx.addIssue({ code: 'custom', message: 'deve essere un elenco di millisecondi separati da virgola' });
        return z.NEVER;
      }
      return delays;
    });

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve iniziare con postgres:// o postgresql://')
      .optional(),
    // the read replica of reports (issue 33): a streaming replica of DATABASE_URL's server
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve iniziare con postgres:// o postgresql://')
      .optional(),
    REPLICA_MAX_LAG_S: z.coerce.number().min(0).default(10),
    METRICS_TOKEN: z.string().min(16, 'deve avere almeno 16 caratteri').optional(),
    // graceful shutdown: seconds /api/ready answers 503 before the server stops taking requests
    SHUTDOWN_ATTESA_MS: z.coerce.number().int().min(0).default(5_000),
    DATA_DIR: z.string().min(1).default('./data'),
    DB_POOL_MAX: z.coerce.number().int().min(1, 'deve essere almeno 1').max(1000).default(10),
    // nothing hangs (issue 34): a statement, a wait for a pool connection, a whole request (0 = no limit)
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
    JWT_SECRET: z.string().optional(),
    JWT_TTL: z.coerce.number().int().min(60).max(60 * 60 * 24 * 30).default(60 * 60 * 12),
    ADMIN_EMAIL: z.email('non è un indirizzo email valido').default('admin@gelatiere.local'),
    ADMIN_PASSWORD: z.string().min(6, 'deve avere almeno 6 caratteri').optional(),
    ADMIN_NOME: z.string().min(1).default('Amministratore'),
    DEMO_DATA: bool.default(false),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    BODY_LIMIT: z.coerce.number().int().min(1024).default(1024 * 1024),
    UPLOAD_LIMIT: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    LOGIN_MAX_TENTATIVI_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_TENTATIVI_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_FINESTRA_MINUTI: z.coerce.number().int().min(1).default(15),
    TRUST_PROXY: bool.default(false),
    RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(1200),
    GRAPHQL_COST_BUDGET: z.coerce.number().int().min(0).default(60_000),
    // e-mail (modules/email): the Brevo key lives in the configuration table, these are deployment settings
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'deve iniziare con smtp:// o smtps://')
      .optional(),
    BREVO_API_URL: z.url('non è un URL valido').default('https://api.brevo.com'),
    EMAIL_WORKER: bool.default(true),
    EMAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(5000),
    EMAIL_RETRY_DELAYS_MS: millisecondi('30000,120000,600000'),
    EMAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    EMAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    EMAIL_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
    // webhooks (modules/integrazioni)
    WEBHOOK_CONSENTI_RETE_PRIVATA: bool.default(false),
    WEBHOOK_WORKER: bool.default(true),
    WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(5000),
    WEBHOOK_RETRY_DELAYS_MS: millisecondi('60000,300000,1800000,7200000,21600000,43200000'),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    WEBHOOK_DISATTIVA_DOPO_GIORNI: z.coerce.number().min(0).default(3),
    // weather of the demand forecast (modules/previsioni): a service in the Open-Meteo JSON format,
    // /v1/forecast on METEO_URL and /v1/archive on METEO_ARCHIVIO_URL (default METEO_URL); unset = the
    // seasonal normal of the history
    METEO_URL: z.url('non è un URL valido').optional(),
    METEO_ARCHIVIO_URL: z.url('non è un URL valido').optional(),
    METEO_WORKER: bool.default(true),
    METEO_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    METEO_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(60_000),
    METEO_AGGIORNA_OGNI_MS: z.coerce.number().int().min(1000).default(3 * 60 * 60 * 1000),
    METEO_RIPROVA_DOPO_MS: z.coerce.number().int().min(1000).default(15 * 60 * 1000),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'richiede DATABASE_URL (la replica è di un server PostgreSQL)' });
    }
    if (env.NODE_ENV === 'production') {
      if (!env.JWT_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'è obbligatorio quando NODE_ENV=production',
        });
      } else if (Buffer.byteLength(env.JWT_SECRET, 'utf8') < 32) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'deve essere lungo almeno 32 byte',
        });
      }
    } else if (env.JWT_SECRET && Buffer.byteLength(env.JWT_SECRET, 'utf8') < 32) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'deve essere lungo almeno 32 byte' });
    }
  });

export type Config = Omit<z.output<typeof schema>, 'JWT_SECRET'> & {
  JWT_SECRET: string;
  /** true when JWT_SECRET was generated for this process (development only). */
  jwtSecretGenerated: boolean;
};

export class ConfigError extends Error {}

/** The database timeouts of db/orm.ts from the configuration. */
export const timeoutDb = (config: Pick<Config, 'DB_STATEMENT_TIMEOUT_MS' | 'DB_ACQUIRE_TIMEOUT_MS'>) => ({
  statementMs: config.DB_STATEMENT_TIMEOUT_MS,
  acquisizioneMs: config.DB_ACQUIRE_TIMEOUT_MS,
});

/** Parses and validates every environment variable once. Throws ConfigError with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  const { JWT_SECRET, ...rest } = parsed.data;
  return {
    ...rest,
    JWT_SECRET: JWT_SECRET ?? randomBytes(48).toString('base64url'),
    jwtSecretGenerated: !JWT_SECRET,
  };
}
