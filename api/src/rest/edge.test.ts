import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { MSG_CARATTERE_NULLO } from './edge.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'http://tablet.local' });
  admin = await t.token('admin');
});

afterAll(async () => {
  await t.close();
});

const send = async (opts: InjectOptions) => {
  const res = await t.app.inject(opts);
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.body };
};
const auth = () => ({ authorization: `Bearer ${admin}` });

describe('a NUL character anywhere in the input is refused at the edge with 400 (issue 10, defect 1)', () => {
  const nulCases: [string, () => InjectOptions][] = [
    ['login body (unauthenticated)', () => ({ method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@b.it', password: 'x' } })],
    ['change-password body', () => ({ method: 'PUT', url: '/api/users/me/password', headers: auth(), payload: { currentPassword: 'x\u0000', newPassword: 'nuova-password-1' } })],
    ['a nested body string', () => ({ method: 'POST', url: '/api/ingredienti', headers: auth(), payload: { nome: 'Latte\u0000', costo_per_unita: 1, unita_misura: 'l', fornitore: 'F' } })],
    ['an object key', () => ({ method: 'POST', url: '/api/ingredienti', headers: auth(), payload: { 'nome\u0000': 'Latte' } })],
    ['the query string', () => ({ method: 'GET', url: '/api/produzione?sort=data%00', headers: auth() })],
    ['a path parameter', () => ({ method: 'GET', url: '/api/ingredienti/1%00', headers: auth() })],
    [
      'GraphQL variables',
      () => ({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        payload: { query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', variables: { e: 'a\u0000@b.it', p: 'x' } },
      }),
    ],
  ];
  for (const [name, req] of nulCases) {
    it(name, async () => {
      const res = await send(req());
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ error: MSG_CARATTERE_NULLO });
    });
  }

  it('nothing reached the database', async () => {
    const rows = await t.sql<{ n: number }>(`select count(*)::int as n from ingredienti where nome like 'Latte%'`);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('every 4xx answers { error } in Italian (issue 10, defect 8)', () => {
  const cases: [string, number, string, () => InjectOptions][] = [
    ['a path parameter longer than the router allows (414)', 414, "L'indirizzo della richiesta è troppo lungo", () => ({ method: 'GET', url: `/api/ingredienti/${'1'.repeat(600)}`, headers: auth() })],
    ['a malformed percent-encoding in the path', 400, "L'indirizzo della richiesta non è valido", () => ({ method: 'GET', url: '/api/ingredienti/%E0%A4%A', headers: auth() })],
    ['a CORS preflight without the requested method', 400, 'Richiesta non valida', () => ({ method: 'OPTIONS', url: '/api/produzione', headers: { origin: 'http://tablet.local' } })],
    ['malformed JSON', 400, 'Il corpo della richiesta non è un JSON valido', () => ({ method: 'POST', url: '/api/ingredienti', headers: { ...auth(), 'content-type': 'application/json' }, payload: '{"nome":' })],
    ['an unsupported media type', 415, 'Tipo di contenuto non supportato', () => ({ method: 'POST', url: '/api/ingredienti', headers: { ...auth(), 'content-type': 'application/xml' }, payload: '<a/>' })],
    ['an unknown API route', 404, 'Risorsa non trovata', () => ({ method: 'GET', url: '/api/non-esiste', headers: auth() })],
    ['an unknown method on a known path', 404, 'Risorsa non trovata', () => ({ method: 'PATCH', url: '/api/ingredienti', headers: auth() })],
  ];
  for (const [name, status, message, req] of cases) {
    it(name, async () => {
      const res = await send(req());
      expect(res.status).toBe(status);
      expect(res.type).toContain('application/json');
      expect(JSON.parse(res.body)).toEqual({ error: message });
    });
  }
});
