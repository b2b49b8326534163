import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../../test/app.js';
import { buildGraphqlSchema } from '../graphql/schema.js';
import { resolvers } from '../modules/index.js';
import { buildApp } from '../app.js';
import { initOrm } from '../db/orm.js';
import { LimitiCondivisi, MSG_LIMITI, estimateCost } from './rate-limit.js';

/** Windows are whole minutes of the database's clock: a test that needs one window waits when fewer than 10 s are left. */
async function finestraIntera(t: TestApp) {
  const [{ resto }] = (await t.sql<{ resto: number }>(`select (60000 - floor(extract(epoch from clock_timestamp()) * 1000)::bigint % 60000)::int as resto`)) as [{ resto: number }];
  if (resto < 10_000) await new Promise((r) => setTimeout(r, resto + 50));
}

const PAGINA = (alias: string) => `${alias}: produzioni(limit: 100) { righe { id gusti { gustoNome } } totale }`;

describe('GraphQL cost estimate', () => {
  it('multiplies what a list selects by its limit (or the limit of the paged field around it)', async () => {
    const schema = await buildGraphqlSchema(resolvers);
    // produzioni 1 + righe 1 + (id + gusti) × 100 + gustoNome × 100 × 10 + totale 1
    expect(estimateCost(schema, `{ ${PAGINA('a')} }`)).toBe(1203);
    expect(estimateCost(schema, `{ ${Array.from({ length: 15 }, (_, i) => PAGINA(`a${i}`)).join(' ')} }`)).toBe(15 * 1203);
    expect(estimateCost(schema, 'query($n: Int) { produzioni(limit: $n) { righe { id } } }', { n: 5 })).toBe(1 + 1 + 5);
    expect(estimateCost(schema, '{ non valido')).toBe(0);
  });

});

describe('request budgets through the real app (issue 10, defect 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '25', GRAPHQL_COST_BUDGET: '15000', TRUST_PROXY: 'true' });
  });
  afterAll(async () => t?.close());

  const health = (headers: Record<string, string>) => t.rest('GET', '/api/health', { headers });

  it('every caller gets RATE_LIMIT_MAX requests a minute: by user when signed in, else by IP; 429 in Italian', async () => {
    await finestraIntera(t);
    const ip = { 'x-forwarded-for': '203.0.113.50' };
    const login = await t.rest('POST', '/api/auth/login', { body: { email: t.users.manager.email, password: TEST_PASSWORD }, headers: ip });
    const token = login.body.token as string;
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await health(ip)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(24); // the login counted too
    const refused = await health(ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: MSG_LIMITI.troppeRichieste });
    // Retry-After: the seconds left in the minute's window
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // the signed-in user from the same IP has a budget of their own; another IP too
    expect((await health({ ...ip, authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await health({ 'x-forwarded-for': '203.0.113.51' })).status).toBe(200);
    // the web app's files are not counted
    expect((await t.rest('GET', '/non-api', { headers: ip })).status).not.toBe(429);
  });

  it('GraphQL spends a cost budget per user: 15 aliases of produzioni(limit: 100) are refused, small queries pass', async () => {
    await finestraIntera(t);
    const admin = (await t.rest('POST', '/api/auth/login', { body: { email: t.users.admin.email, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': '10.0.0.1' } })).body.token;
    const operatore = (await t.rest('POST', '/api/auth/login', { body: { email: t.users.operatore.email, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': '10.0.0.2' } })).body.token;
    const heavy = await t.rest<{ errors: unknown }>('POST', '/graphql', {
      token: admin,
      body: { query: `{ ${Array.from({ length: 15 }, (_, i) => PAGINA(`a${i}`)).join(' ')} }` },
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    });
    // GraphQL's errors shape, with when to try again
    expect([heavy.status, heavy.body]).toEqual([429, { errors: [{ message: MSG_LIMITI.budgetGraphql, extensions: { code: 'TOO_MANY_REQUESTS' } }] }]);
    expect(Number(heavy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(heavy.headers['retry-after'])).toBeLessThanOrEqual(60);
    const small = await t.gql(`{ ${PAGINA('a')} }`, {}, admin);
    expect(small.errors).toBeUndefined();
    // 12 × 1203 > 15000: the rest of this minute's budget runs out
    const results = [];
    for (let i = 0; i < 12; i++) results.push((await t.gql(`{ ${PAGINA('a')} }`, {}, admin)).status);
    expect(results).toContain(429);
    // another user is not affected
    expect((await t.gql(`{ ${PAGINA('a')} }`, {}, operatore)).errors).toBeUndefined();
  });
});

describe('budgets counted in PostgreSQL, shared by every replica (issue 33)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '30', GRAPHQL_COST_BUDGET: '5000', TRUST_PROXY: 'true' });
  });
  afterAll(async () => t?.close());

  it('a charge that fits is admitted and counted, one that does not is refused and not counted; each caller has its own; a new window starts from zero', async () => {
    const limiti = new LimitiCondivisi(t.orm);
    await finestraIntera(t);
    expect(await limiti.consuma('prova:a', 60, 100)).toMatchObject({ ammesso: true, usato: 60 });
    expect(await limiti.consuma('prova:a', 60, 100)).toMatchObject({ ammesso: false, usato: 60 });
    expect(await limiti.consuma('prova:a', 40, 100)).toMatchObject({ ammesso: true, usato: 100 });
    expect(await limiti.consuma('prova:b', 60, 100)).toMatchObject({ ammesso: true, usato: 60 });
    const { restoMs } = await limiti.consuma('prova:b', 1, 100);
    expect(restoMs).toBeGreaterThan(0);
    expect(restoMs).toBeLessThanOrEqual(60_000);
    // the row as a previous window left it: the next charge starts again
    await t.sql(`update limiti_richieste set finestra = finestra - 1 where chiave = 'prova:a'`);
    expect(await limiti.consuma('prova:a', 60, 100)).toMatchObject({ ammesso: true, usato: 60 });
    // rows two windows old are purged
    await t.sql(`update limiti_richieste set finestra = finestra - 2 where chiave = 'prova:b'`);
    await limiti.pulisci();
    expect((await t.sql<{ chiave: string }>(`select chiave from limiti_richieste where chiave like 'prova:%' order by 1`)).map((r) => r.chiave)).toEqual(['prova:a']);
  });

  it('two app instances on one database together allow exactly RATE_LIMIT_MAX requests a minute, and exactly the GraphQL budget', async () => {
    const orm2 = await initOrm({ connection: t.orm.config.get('clientUrl')!, poolMax: 5 });
    const app2 = await buildApp({ config: t.config, orm: orm2, logger: false });
    await app2.ready();
    await finestraIntera(t);
    try {
      const istanze = [t.app, app2];
      const salute = (i: number, ip: string) => istanze[i % 2]!.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': ip } }).then((r) => r.statusCode);
      // one after the other, alternating: 15 on each pass, then both refuse (alone, each would allow 30)
      const inFila: number[] = [];
      for (let i = 0; i < 36; i++) inFila.push(await salute(i, '198.51.100.77'));
      expect(inFila).toEqual([...Array<number>(30).fill(200), ...Array<number>(6).fill(429)]);
      // 50 at once, alternating instances: exactly 30 pass, wherever they land
      const insieme = await Promise.all(Array.from({ length: 50 }, (_, i) => salute(i, '198.51.100.78')));
      expect(insieme.filter((s) => s === 200)).toHaveLength(30);
      expect(insieme.filter((s) => s === 429)).toHaveLength(20);

      // GraphQL: PAGINA costs 1203; 5000 allows 4 of them, over both instances
      const token = (await t.rest('POST', '/api/auth/login', { body: { email: t.users.manager.email, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': '10.9.9.9' } })).body.token as string;
      const gql = (i: number) =>
        istanze[i % 2]!.inject({
          method: 'POST',
          url: '/graphql',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          payload: { query: `{ ${PAGINA('a')} }` },
        }).then((r) => r.statusCode);
      const costi = await Promise.all(Array.from({ length: 8 }, (_, i) => gql(i)));
      expect(costi.filter((s) => s === 200)).toHaveLength(4);
      expect(costi.filter((s) => s === 429)).toHaveLength(4);
    } finally {
      await app2.close();
      await orm2.close();
    }
  });
});
