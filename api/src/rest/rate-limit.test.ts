import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../../test/app.js';
import { buildGraphqlSchema } from '../graphql/schema.js';
import { resolvers } from '../modules/index.js';
import { CostBudget, MSG_LIMITI, estimateCost } from './rate-limit.js';

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

  it('a budget per caller and per minute', () => {
    let now = 0;
    const budget = new CostBudget(100, () => now);
    budget.charge('u:1', 60);
    expect(() => budget.charge('u:1', 60)).toThrow(MSG_LIMITI.budgetGraphql);
    budget.charge('u:2', 60); // another caller has its own budget
    now = 60_000;
    budget.charge('u:1', 60); // a new minute
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
    const ip = { 'x-forwarded-for': '203.0.113.50' };
    const login = await t.rest('POST', '/api/auth/login', { body: { email: t.users.manager.email, password: TEST_PASSWORD }, headers: ip });
    const token = login.body.token as string;
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await health(ip)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(24); // the login counted too
    const refused = await health(ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: MSG_LIMITI.troppeRichieste });
    expect(refused.headers['retry-after']).toBeDefined();
    // the signed-in user from the same IP has a budget of their own; another IP too
    expect((await health({ ...ip, authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await health({ 'x-forwarded-for': '203.0.113.51' })).status).toBe(200);
    // the web app's files are not counted
    expect((await t.rest('GET', '/non-api', { headers: ip })).status).not.toBe(429);
  });

  it('GraphQL spends a cost budget per user: 15 aliases of produzioni(limit: 100) are refused, small queries pass', async () => {
    const admin = (await t.rest('POST', '/api/auth/login', { body: { email: t.users.admin.email, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': '10.0.0.1' } })).body.token;
    const operatore = (await t.rest('POST', '/api/auth/login', { body: { email: t.users.operatore.email, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': '10.0.0.2' } })).body.token;
    const heavy = await t.gql(`{ ${Array.from({ length: 15 }, (_, i) => PAGINA(`a${i}`)).join(' ')} }`, {}, admin);
    expect(heavy.status).toBe(429);
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
