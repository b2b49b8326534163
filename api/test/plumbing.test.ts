import { Query, Resolver } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from '../src/graphql/schema.js';
import { formatGraphqlError } from '../src/graphql/server.js';
import { assertRouteTable } from '../src/rest/gateway.js';
import type { RouteDef } from '../src/rest/route.js';
import { TEST_PASSWORD, createTestApp, type TestApp } from './app.js';

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://partner.example', BODY_LIMIT: '2048' });
  prod = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await t?.close();
  await prod?.close();
});

const gqlHeaders = { 'content-type': 'application/json' };

describe('HTTP plumbing', () => {
  it('GET /api/health reports the database', async () => {
    const res = await t.rest('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers', async () => {
    const res = await t.rest('GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('CORS allows only the configured origins', async () => {
    const ok = await t.rest('OPTIONS', '/graphql', { headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
    const ko = await t.rest('OPTIONS', '/graphql', { headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(ko.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('an oversized body is a 413 with an Italian error', async () => {
    const res = await t.rest('POST', '/api/auth/login', { body: { email: 'a@b.it', password: 'x'.repeat(4000) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'La richiesta è troppo grande' });
  });

  it('unknown API paths are a 404 with an Italian error', async () => {
    const res = await t.rest('GET', '/api/non-esiste');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Risorsa non trovata' });
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await t.rest<{ paths: Record<string, unknown> }>('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toContain('/api/auth/login');
    const docs = await t.rest('GET', '/api/docs/');
    expect(docs.status).toBe(200);
    expect(String(docs.body)).toContain('<html');
  });
});

describe('GraphQL limits', () => {
  it('refuses batched requests', async () => {
    const res = await t.rest('POST', '/graphql', { body: [{ query: '{ __typename }' }, { query: '{ __typename }' }], headers: gqlHeaders });
    expect(res.status).toBe(400);
  });

  it('CSRF prevention refuses simple GET requests without a preflight header', async () => {
    const res = await t.rest('GET', '/graphql?query=%7B__typename%7D');
    expect(res.status).toBe(400);
  });

  it('limits aliases before anything runs', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ');
    const res = await t.gql(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toBe('Troppi alias: al massimo 15, trovati 20.');
  });

  it('limits tokens', async () => {
    const fields = Array.from({ length: 3100 }, () => 'id').join(' ');
    const res = await prod.gql(`{ me { ${fields} } }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toBe('La richiesta supera il limite di 3000 token.');
  });

  it('introspection and field suggestions are off in production', async () => {
    const intro = await prod.gql('{ __schema { queryType { name } } }');
    expect(intro.errors?.length).toBeGreaterThan(0);
    const token = (await prod.rest('POST', '/api/auth/login', { body: { email: 'admin@test.it', password: TEST_PASSWORD } })).body.token;
    const typo = await prod.gql('{ mee { id } }', {}, token);
    expect(JSON.stringify(typo.errors)).not.toMatch(/Forse intendevi|Did you mean/);
    const devTypo = await t.gql('{ mee { id } }');
    expect(JSON.stringify(devTypo.errors)).toMatch(/Forse intendevi/);
  });

  it('masks unexpected errors', () => {
    const log = { error: () => {} } as never;
    const formatted = formatGraphqlError(log)({ message: 'boom: secret internals', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] } }, { originalError: new Error('boom: secret internals') });
    expect(formatted).toEqual({ message: 'Errore interno del server', path: undefined, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });
});

describe('deny by default', () => {
  it('a REST route without an access rule fails start-up', () => {
    const bad = { method: 'GET', url: '/x', summary: 'x', tags: [], handler: async () => ({}) } as unknown as RouteDef;
    expect(() => assertRouteTable([bad])).toThrow(/senza regola di accesso/);
  });

  it('a GraphQL operation without an access rule fails start-up', async () => {
    @Resolver()
    class SenzaRegolaResolver {
      @Query(() => String)
      aperta(): string {
        return 'x';
      }
    }
    await expect(buildGraphqlSchema([SenzaRegolaResolver])).rejects.toThrow(/Query\.aperta/);
  });
});
