import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { Ruolo } from '../src/common/authz.js';
import { loadConfig, timeoutDb, type Config } from '../src/config.js';
import { QUERY_COUNTER_HEADER, countQueries } from '../src/db/query-counter.js';
import { initOrm, migrate, type Orm } from '../src/db/orm.js';
import { Repliche } from '../src/db/replica.js';
import { seedBaseData } from '../src/seed/base.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { PuntoVendita } from '../src/modules/punti-vendita/punto-vendita.entity.js';
import { Utente } from '../src/modules/utenti/utente.entity.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { CorpoGrezzo, type ClientRest, type MetodoHttp, type OpzioniLibere, type RestResponse } from './rest-client.js';

export const TEST_PASSWORD = 'password-di-prova';
const silentLog = { info: () => {}, warn: () => {} };

let passwordHashCache: Promise<string> | undefined;
const testPasswordHash = () => (passwordHashCache ??= hashPassword(TEST_PASSWORD));

export { grezzo, type CorpoInviabile, type CorpoRichiesta, type CorpoRisposta, type RestResponse } from './rest-client.js';

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  queries: number;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestApp {
  app: FastifyInstance;
  orm: Orm;
  /** The read replica (createTestApp's `replica`), or none. */
  repliche: Repliche;
  config: Config;
  /** Users created for each role (password TEST_PASSWORD). */
  users: Record<Ruolo, { id: number; email: string }>;
  /** Logs in through the REST door and returns the token. */
  token(ruolo: Ruolo): Promise<string>;
  /** A token for each role. */
  tokens(): Promise<Record<Ruolo, string>>;
  /** Runs SQL on the test database (fixtures and assertions). */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** A REST request, typed from the OpenAPI document (test/rest-client.ts); `rest<T>` for non-JSON answers. */
  rest: ClientRest;
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResponse<T>>;
  /** Creates a user directly in the database. */
  createUser(data: { nome?: string; email: string; ruolo: Ruolo; attivo?: boolean; puntoVenditaId?: number | null }): Promise<number>;
  close(): Promise<void>;
}

/**
 * A real app on its own fresh database, migrated and seeded, with one user per role. With `replica`
 * (the URL of a streaming replica server of DATABASE_URL's), reports read from the same database
 * there (db/replica.ts; lag checked every 200 ms, REPLICA_MAX_LAG_S from `env`).
 */
export async function createTestApp(env: Record<string, string> = {}, opzioni: { replica?: string } = {}): Promise<TestApp> {
  const db: TestDatabase = await createTestDatabase({ migrated: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_EMAIL: 'admin@test.it',
    ADMIN_PASSWORD: TEST_PASSWORD,
    ADMIN_NOME: 'Anna Admin',
    LOG_LEVEL: 'silent',
    // request budgets off unless a test measures them (suites fire thousands of requests a minute)
    RATE_LIMIT_MAX: '0',
    GRAPHQL_COST_BUDGET: '0',
    ...env,
  });
  const orm = await initOrm({ connection: db.connection, poolMax: db.poolMax, timeouts: timeoutDb(config) });
  await migrate(orm);
  await seedBaseData(orm, config, silentLog);
  const ormReplica = opzioni.replica ? await ormSullaReplica(opzioni.replica, orm) : null;
  const repliche = new Repliche(ormReplica, config.REPLICA_MAX_LAG_S, 200).avvia();
  const app = await buildApp({ config, orm, logger: false, repliche });
  await app.ready();

  const createUser: TestApp['createUser'] = async (data) => {
    const em = orm.em.fork();
    const u = em.create(Utente, {
      nome: data.nome ?? data.email.split('@')[0]!,
      email: data.email.toLowerCase(),
      passwordHash: await testPasswordHash(),
      ruolo: data.ruolo,
      attivo: data.attivo ?? true,
      puntoVendita: data.puntoVenditaId ?? null,
    });
    await em.flush();
    return u.id;
  };

  const em = orm.em.fork();
  const admin = await em.findOneOrFail(Utente, { email: 'admin@test.it' });
  const pv = em.create(PuntoVendita, { nome: 'Gelateria Centro', indirizzo: 'Via Roma 1' });
  await em.flush();
  const managerId = await createUser({ nome: 'Marco Manager', email: 'manager@test.it', ruolo: 'manager', puntoVenditaId: pv.id });
  const operatoreId = await createUser({ nome: 'Olga Operatrice', email: 'operatore@test.it', ruolo: 'operatore', puntoVenditaId: pv.id });
  const users = {
    admin: { id: admin.id, email: 'admin@test.it' },
    manager: { id: managerId, email: 'manager@test.it' },
    operatore: { id: operatoreId, email: 'operatore@test.it' },
  };

  const restGrezzo = async (method: MetodoHttp, url: string, opts: OpzioniLibere = {}): Promise<RestResponse<never>> => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const payload = opts.body instanceof CorpoGrezzo ? opts.body.valore : opts.body;
    const { result: res, count } = await countQueries((counterId) =>
      app.inject({ method, url, headers: { ...headers, [QUERY_COUNTER_HEADER]: counterId }, ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}) }),
    );
    let body: unknown = res.body;
    if (String(res.headers['content-type'] ?? '').includes('application/json')) body = res.json();
    return { status: res.statusCode, body: body as never, headers: res.headers, queries: count };
  };
  const rest = restGrezzo as ClientRest;

  const tokens = new Map<Ruolo, string>();
  const token: TestApp['token'] = async (ruolo) => {
    const cached = tokens.get(ruolo);
    if (cached) return cached;
    const res = await rest('POST', '/api/auth/login', { body: { email: users[ruolo].email, password: TEST_PASSWORD } });
    if (res.status !== 200) throw new Error(`login ${ruolo} fallito: ${res.status} ${JSON.stringify(res.body)}`);
    tokens.set(ruolo, res.body.token);
    return res.body.token;
  };

  const tokensAll: TestApp['tokens'] = async () => {
    const [admin, manager, operatore] = await Promise.all([token('admin'), token('manager'), token('operatore')]);
    return { admin, manager, operatore };
  };
  const sql: TestApp['sql'] = <T,>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);

  const gql: TestApp['gql'] = async (query, variables, tok) => {
    const res = await rest<{ data: never; errors?: GqlResponse['errors'] }>('POST', '/graphql', {
      token: tok,
      body: { query, variables },
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    });
    return { status: res.status, data: res.body.data ?? null, errors: res.body.errors, queries: res.queries, headers: res.headers };
  };

  return {
    app,
    orm,
    repliche,
    config,
    users,
    token,
    tokens: tokensAll,
    sql,
    rest,
    gql,
    createUser,
    async close() {
      await app.close();
      await repliche.ferma();
      await ormReplica?.close();
      await orm.close();
      await db.drop();
    },
  };
}

/** An ORM on the replica server `url`, on the database of `orm` once the replica has replayed its creation. */
async function ormSullaReplica(url: string, orm: Orm): Promise<Orm> {
  // the ORM's dbName setting keeps the server URL's database: ask the database itself
  const nome = (await orm.em.fork().getConnection().execute<{ db: string }[]>('select current_database() as db'))[0]!.db;
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  try {
    for (let i = 0; i < 100; i++) {
      if ((await server.query('select 1 from pg_database where datname = $1', [nome])).rowCount) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await server.end();
  }
  const u = new URL(url);
  u.pathname = `/${nome}`;
  return initOrm({ connection: u.toString(), poolMax: 3 });
}
