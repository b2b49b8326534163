import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { MESSAGGI } from '../src/common/errors.js';
import { QUERY_COUNTER_HEADER, countQueries } from '../src/db/query-counter.js';
import type { Ruolo } from '../src/common/authz.js';
import { createTestApp, grezzo, TEST_PASSWORD, type TestApp } from './app.js';
import { creaCatalogoTest, crema } from './catalogo.fixtures.js';

/**
 * Issue 13: on a `soloLettura` route (rest/route.ts) a caller this process has seen is not
 * authenticated before the handler: the authentication's statement travels with the handler's first
 * read, one round trip for both (db/insieme.ts). These tests prove it saves the round trip and that
 * nothing is answered on an assumption the database does not confirm: a revoked token, an archived
 * user or a moved session get the same 401 as before, whatever the handler found; a user whose role
 * changed gets what the new role gets (the request runs again), never the old role's answer.
 */
let t: TestApp;
let pv = 0;
let produzioneId = 0;
let anno = 0;
let n = 0;
const catalogo = { ingrediente: 0, categoria: 0, allergene: 0 };

/** A new user of `ruolo` (its own, so that tests can change it) and a token from the login. */
async function nuovoUtente(ruolo: Ruolo) {
  const email = `attesa${++n}@test.it`;
  const id = await t.createUser({ email, ruolo, puntoVenditaId: ruolo === 'admin' ? null : pv });
  const login = await t.rest('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
  expect(login.status).toBe(200);
  return { id, token: login.body.token };
}

async function richiesta(url: string, token: string) {
  const { result, count, preparate, viaggi } = await countQueries((contatore) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, [QUERY_COUNTER_HEADER]: contatore } }),
  );
  return { status: result.statusCode, body: result.json(), count, preparate, viaggi };
}

async function graphql(query: string, token: string) {
  const { result, count, viaggi } = await countQueries((contatore) =>
    t.app.inject({ method: 'POST', url: '/graphql', payload: { query }, headers: { authorization: `Bearer ${token}`, [QUERY_COUNTER_HEADER]: contatore } }),
  );
  return { status: result.statusCode, body: result.json() as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }, count, viaggi };
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.token('admin');
  const { ids } = await creaCatalogoTest(t);
  pv = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  const gusto = await t.rest('POST', '/api/gusti', { token: admin, body: grezzo({ nome: 'Crema', categoria: 'Creme', ingredienti: JSON.stringify(crema(ids)) }) });
  expect(gusto.status).toBe(201);
  const prod = await t.rest('POST', '/api/produzione', { token: admin, body: { data: '2026-06-01', puntoVenditaId: pv, gusti: [{ gusto_id: gusto.body.id, quantita_kg: 4 }], note: null } });
  expect(prod.status).toBe(201);
  produzioneId = prod.body.id;
  anno = 2026;
  catalogo.ingrediente = ids.latte;
  catalogo.categoria = (await t.sql<{ id: number }>(`select id from categorie_gusti order by id limit 1`))[0]!.id;
  catalogo.allergene = (await t.sql<{ id: number }>(`select id from allergeni order by id limit 1`))[0]!.id;
});
afterAll(async () => t?.close());

describe('soloLettura routes: the authentication travels with the first read', () => {
  const letture = () => [
    `/api/analytics/top-gusti?anno=${anno}`,
    `/api/analytics/gusti?anno=${anno}`,
    '/api/produzione',
    `/api/produzione/${produzioneId}`,
    '/api/ingredienti',
    `/api/ingredienti/${catalogo.ingrediente}`,
    '/api/config/categorie',
    `/api/config/categorie/${catalogo.categoria}`,
    '/api/config/allergeni',
    `/api/config/allergeni/${catalogo.allergene}`,
    '/api/punti-vendita',
  ];

  it('a caller known since the login: one round trip less (Top Gusti, productions, the catalogue: 2 statements, 1 round trip), the same answer as a first-time caller', async () => {
    const { token } = await nuovoUtente('manager');
    for (const url of letture()) {
      const r = await richiesta(url, token);
      expect(r.status, url).toBe(200);
      // one round trip saved: the whole analytics list reads its rows and its margins, the others one statement
      const letture = url.startsWith('/api/analytics/gusti') ? 3 : 1;
      expect({ url, count: r.count, viaggi: r.viaggi }).toEqual({ url, count: letture + 1, viaggi: letture });
      expect(r.preparate, url).toBeGreaterThanOrEqual(2);
      // the same request by a caller authenticated first (unknown to this process) answers the same
      const prima = await richiesta(url, (await nuovoUtente('manager')).token);
      expect(prima.body, url).toEqual(r.body);
    }
  });

  it('a caller this process does not know yet (another replica, a restart) is authenticated first: 2 round trips, then 1', async () => {
    const { token } = await nuovoUtente('admin');
    const replica = await buildApp({ config: t.config, orm: t.orm, logger: false });
    try {
      const url = `/api/produzione/${produzioneId}`;
      const su = async () => {
        const { result, count, viaggi } = await countQueries((contatore) => replica.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, [QUERY_COUNTER_HEADER]: contatore } }));
        return { status: result.statusCode, count, viaggi };
      };
      expect(await su()).toEqual({ status: 200, count: 2, viaggi: 2 });
      expect(await su()).toEqual({ status: 200, count: 2, viaggi: 1 });
    } finally {
      await replica.close();
    }
  });

  it('a token revoked by a logout: 401 on every such route, even where the handler would answer 404', async () => {
    const { token } = await nuovoUtente('manager');
    expect((await richiesta('/api/produzione', token)).status).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    for (const url of [...letture(), '/api/produzione/999999', '/api/analytics/gusto/999999']) {
      const r = await richiesta(url, token);
      expect({ url, status: r.status, body: r.body }).toEqual({ url, status: 401, body: { error: MESSAGGI.tokenNonValido } });
    }
  });

  it('a user archived, or whose sessions were closed, in the database by hand: 401', async () => {
    const archiviato = await nuovoUtente('admin');
    const chiuso = await nuovoUtente('operatore');
    expect((await richiesta('/api/produzione', archiviato.token)).status).toBe(200);
    expect((await richiesta('/api/produzione', chiuso.token)).status).toBe(200);
    await t.sql('update utenti set attivo = false where id = ?', [archiviato.id]);
    await t.sql(`update utenti set sessioni_valide_da = now() + interval '1 minute' where id = ?`, [chiuso.id]);
    for (const { token } of [archiviato, chiuso]) {
      for (const url of letture()) expect((await richiesta(url, token)).body, url).toEqual({ error: MESSAGGI.tokenNonValido });
    }
  });

  it('a role changed by hand from admin to operator: the operator’s answer (no costs), never the admin’s; a staff route says 403', async () => {
    const { id, token } = await nuovoUtente('admin');
    const url = `/api/produzione/${produzioneId}`;
    const daAdmin = await richiesta(url, token);
    expect(daAdmin.body).toHaveProperty('costo_totale');
    await t.sql(`update utenti set ruolo = 'operatore', punto_vendita_id = ? where id = ?`, [pv, id]);
    const daOperatore = await richiesta(url, token);
    expect(daOperatore.status).toBe(200);
    expect(daOperatore.body).not.toHaveProperty('costo_totale');
    const top = await richiesta(`/api/analytics/top-gusti?anno=${anno}`, token);
    expect(top.status).toBe(200);
    expect(JSON.stringify(top.body)).not.toMatch(/costo|margine/);
    expect((await richiesta(`/api/analytics/costi?anno=${anno}`, token)).body).toEqual({ error: MESSAGGI.vietato });
  });

  it('a role changed by hand from operator to manager: a staff route is allowed at once (a refusal is never decided on an assumed role)', async () => {
    const { id, token } = await nuovoUtente('operatore');
    expect((await richiesta(`/api/analytics/costi?anno=${anno}`, token)).status).toBe(403);
    await t.sql(`update utenti set ruolo = 'manager' where id = ?`, [id]);
    const costi = await richiesta(`/api/analytics/costi?anno=${anno}`, token);
    expect(costi.status).toBe(200);
    expect(costi.body).toHaveProperty('costo_totale');
    // and known as a manager from then on: one round trip again
    expect((await richiesta(`/api/analytics/costi?anno=${anno}`, token)).status).toBe(200);
  });

  it('input errors answer as before, after the caller is confirmed (400 to a valid caller, 401 to an anonymous or revoked one)', async () => {
    const { token } = await nuovoUtente('manager');
    for (const url of ['/api/analytics/top-gusti?anno=abc', '/api/produzione/abc', '/api/produzione?limit=0']) expect((await richiesta(url, token)).status, url).toBe(400);
    const anonimo = await t.app.inject({ method: 'GET', url: '/api/analytics/top-gusti?anno=abc' });
    expect(anonimo.statusCode).toBe(401);
    // a revoked token learns nothing about its input either: the verdict comes before the 400
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    for (const url of ['/api/analytics/top-gusti?anno=abc', '/api/produzione/abc', '/api/produzione?limit=0']) {
      expect((await richiesta(url, token)).body, url).toEqual({ error: MESSAGGI.tokenNonValido });
    }
  });
});

describe('GraphQL queries marked SoloLettura: the authentication travels with the first read too', () => {
  const PRODUZIONE = () => `{ produzione(id: ${produzioneId}) { id kgTotale costoTotale puntoVenditaNome gusti { gustoNome quantitaKg foodCost } } }`;
  const letture = () => [
    PRODUZIONE(),
    '{ produzioni(limit: 5) { totale righe { id kgTotale } } }',
    '{ gusti { id nome foodCost categoria { nome } } }',
    '{ ingredienti { id nome } }',
    `{ categorieGusti { id nome } categoriaGusto(id: ${catalogo.categoria}) { nome } }`,
    `{ allergeni { id nome } allergene(id: ${catalogo.allergene}) { nome } }`,
    '{ puntiVendita { id nome } }',
    `query Q { ...Radice } fragment Radice on Query { ... on Query { produzione(id: ${produzioneId}) { id } } }`,
  ];

  it('a known caller: the statements as before, one round trip for the authentication and the read; the answer of a caller authenticated first', async () => {
    const { token } = await nuovoUtente('manager');
    for (const q of letture()) {
      const r = await graphql(q, token);
      expect(r.body.errors, q).toBeUndefined();
      expect(r.viaggi, q).toBe(r.count - 1);
      expect((await graphql(q, (await nuovoUtente('manager')).token)).body, q).toEqual(r.body);
    }
  });

  it('a mutation, or a query not marked, waits for the authentication: a round trip of its own, as before', async () => {
    const { token } = await nuovoUtente('admin');
    for (const q of ['{ me { id } }', `{ produzione(id: ${produzioneId}) { id } me { id } }`]) {
      const r = await graphql(q, token);
      expect(r.body.errors, q).toBeUndefined();
      expect({ q, viaggi: r.viaggi }).toEqual({ q, viaggi: r.count });
    }
  });

  it('a token revoked by a logout: the 401 any request with it gets, whatever the query found', async () => {
    const { token } = await nuovoUtente('manager');
    expect((await graphql(PRODUZIONE(), token)).body.errors).toBeUndefined();
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    for (const q of [...letture(), '{ produzione(id: 999999) { id } }', '{ me { id } }']) {
      const r = await graphql(q, token);
      expect({ q, status: r.status, data: r.body.data ?? null, errori: r.body.errors?.map((e) => [e.message, e.extensions?.code]) }).toEqual({
        q,
        status: 401,
        data: null,
        errori: [[MESSAGGI.tokenNonValido, 'UNAUTHENTICATED']],
      });
    }
  });

  it('a role changed by hand from admin to operator: the operator’s answer (costs refused), never the admin’s', async () => {
    const { id, token } = await nuovoUtente('admin');
    const daAdmin = await graphql(PRODUZIONE(), token);
    expect(daAdmin.body.errors).toBeUndefined();
    expect(daAdmin.body.data?.produzione).toHaveProperty('costoTotale');
    await t.sql(`update utenti set ruolo = 'operatore', punto_vendita_id = ? where id = ?`, [pv, id]);
    const daOperatore = await graphql(PRODUZIONE(), token);
    expect(JSON.stringify(daOperatore.body.data)).not.toMatch(/costoTotale":\d|foodCost":\d/);
    expect(daOperatore.body.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
    // and from operator back to manager: the costs at once (a refusal is never decided on an assumed role)
    await t.sql(`update utenti set ruolo = 'manager' where id = ?`, [id]);
    const daManager = await graphql(PRODUZIONE(), token);
    expect(daManager.body.errors).toBeUndefined();
    expect(daManager.body.data?.produzione).toHaveProperty('costoTotale');
  });
});
