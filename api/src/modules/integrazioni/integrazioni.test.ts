import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '../../common/authz.js';
import { MESSAGGI } from '../../common/errors.js';
import { callerKey } from '../../rest/rate-limit.js';
import { resolvers, routes } from '../index.js';
import { createTestApp, grezzo, type TestApp, type CorpoRichiesta } from '../../../test/app.js';
import { MSG_CHIAVI } from './chiavi.service.js';
import { routeScopes } from './scopes.js';

let t: TestApp;
let admin: string;
let manager: string;
const ids = { pv: 0, gusto: 0, produzione: 0 };

const insertId = async (query: string, params: unknown[] = []) => (await t.sql<{ id: number }>(`${query} returning id`, params))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager } = await t.tokens());
  ids.pv = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  const creme = await insertId(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3')`);
  const latte = await insertId(`insert into ingredienti (nome, costo_per_unita, unita_misura, fornitore) values ('Latte', 1.2, 'l', 'F')`);
  ids.gusto = await insertId(`insert into gusti (nome, categoria_id, colore) values ('Fiordilatte', ?, '#fffdf0')`, [creme]);
  await t.sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, 1, 'l')`, [ids.gusto, latte]);
  const res = await t.rest('POST', '/api/produzione', { token: admin, body: { data: '2026-06-01', punto_vendita_id: ids.pv, gusti: [{ gusto_id: ids.gusto, quantita_kg: 2 }] } });
  expect(res.status).toBe(201);
  ids.produzione = res.body.id;
});
afterAll(async () => t?.close());

async function creaChiave(scopes: readonly Scope[], extra: Partial<CorpoRichiesta<'POST', '/api/integrazioni/chiavi'>> = {}, nome = `Chiave ${scopes.join(' ')}`) {
  const res = await t.rest('POST', '/api/integrazioni/chiavi', { token: admin, body: { nome, scopes: [...scopes], ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const PRODUZIONI_GQL = `{ produzioni(limit: 5) { righe { id kgTotale } totale } }`;
const PRODUZIONI_COSTI_GQL = `{ produzioni(limit: 5) { righe { id costoTotale gusti { foodCost } } } }`;

describe('creating and listing keys', () => {
  it('shows the full key once, in the create answer; the list never shows a secret', async () => {
    const res = await t.rest('POST', '/api/integrazioni/chiavi', {
      token: admin,
      body: { nome: 'Cassa POS', scopes: ['produzione:read', 'produzione:read', 'catalogo:read'], ip_consentiti: ['127.0.0.1', '10.0.0.0/8'] },
    });
    expect(res.status).toBe(201);
    expect(res.body.chiave).toMatch(new RegExp(`^gel_live_${res.body.prefisso}_[0-9a-f]{64}$`));
    expect(res.body).toMatchObject({ nome: 'Cassa POS', scopes: ['produzione:read', 'catalogo:read'], ip_consentiti: ['127.0.0.1', '10.0.0.0/8'], revocata_il: null });
    const segreto = (res.body.chiave as string).split('_').pop()!;

    const list = await t.rest('GET', '/api/integrazioni/chiavi', { token: admin });
    expect(list.status).toBe(200);
    const mine = list.body.find((k: { id: number }) => k.id === res.body.id);
    expect(mine).toMatchObject({ nome: 'Cassa POS', prefisso: res.body.prefisso, creata_da: t.users.admin.id });
    expect(mine).not.toHaveProperty('chiave');
    expect(mine).not.toHaveProperty('hash');
    expect(JSON.stringify(list.body)).not.toContain(segreto);
    // stored only as its SHA-256
    const [row] = await t.sql<{ hash: string }>(`select hash from chiavi_api where id = ?`, [res.body.id]);
    expect(row!.hash).not.toContain(segreto);
    expect(row!.hash).toHaveLength(64);
    const log = await t.sql<{ dettagli: string }>(`select dettagli from log_attivita where dettagli like 'Creata la chiave API%'`);
    expect(log.map((l) => l.dettagli)).toContain('Creata la chiave API "Cassa POS" (produzione:read, catalogo:read)');
  });

  it.each([
    [{ nome: '', scopes: ['produzione:read'] }, MSG_CHIAVI.nomeRichiesto],
    [{ nome: 'x', scopes: [] }, MSG_CHIAVI.scopesRichiesti],
    [{ nome: 'x', scopes: ['utenti:write'] }, MSG_CHIAVI.scopeNonValido],
    [{ nome: 'x', scopes: ['produzione:read'], scadenza: '2020-01-01T00:00:00Z' }, MSG_CHIAVI.scadenzaNonValida],
    [{ nome: 'x', scopes: ['produzione:read'], scadenza: 'domani' }, MSG_CHIAVI.scadenzaNonValida],
    [{ nome: 'x', scopes: ['produzione:read'], ip_consentiti: ['300.1.1.1'] }, MSG_CHIAVI.ipNonValido],
    [{ nome: 'x', scopes: ['produzione:read'], ip_consentiti: ['10.0.0.0/33'] }, MSG_CHIAVI.ipNonValido],
  ])('refuses %j with 400 and writes nothing', async (body, error) => {
    const before = await t.sql<{ n: number }>(`select count(*)::int as n from chiavi_api`);
    const res = await t.rest('POST', '/api/integrazioni/chiavi', { token: admin, body: grezzo(body) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    expect(await t.sql(`select count(*)::int as n from chiavi_api`)).toEqual(before);
  });

  it('GraphQL: creaChiaveApi returns the key once, chiaviApi never; revocaChiaveApi stops it', async () => {
    const res = await t.gql(`mutation { creaChiaveApi(nome: "Magazzino", scopes: ["catalogo:read"], ipConsentiti: ["127.0.0.1"]) { chiave chiaveApi { id prefisso scopes ipConsentiti } } }`, {}, admin);
    expect(res.errors).toBeUndefined();
    const { chiave, chiaveApi } = res.data!.creaChiaveApi;
    expect(chiave).toMatch(new RegExp(`^gel_live_${chiaveApi.prefisso}_[0-9a-f]{64}$`));
    expect(chiaveApi).toMatchObject({ scopes: ['catalogo:read'], ipConsentiti: ['127.0.0.1'] });
    const list = await t.gql(`{ chiaviApi { id nome prefisso revocataIl } }`, {}, admin);
    expect(list.data!.chiaviApi).toContainEqual({ id: chiaveApi.id, nome: 'Magazzino', prefisso: chiaveApi.prefisso, revocataIl: null });
    expect(JSON.stringify(list.data)).not.toContain(chiave.split('_').pop());
    expect((await t.gql(`{ gusti { id } }`, {}, chiave)).errors).toBeUndefined();
    const bad = await t.gql(`mutation { creaChiaveApi(nome: "x", scopes: ["tutto"]) { chiave } }`, {}, admin);
    expect(bad.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['BAD_USER_INPUT', MSG_CHIAVI.scopeNonValido]]);
    const rev = await t.gql(`mutation($id: Int!) { revocaChiaveApi(id: $id) { revocataIl } }`, { id: chiaveApi.id }, admin);
    expect(rev.data!.revocaChiaveApi.revocataIl).not.toBeNull();
    expect((await t.gql(`{ gusti { id } }`, {}, chiave)).errors?.map((e) => e.message)).toEqual([MSG_CHIAVI.revocata]);
  });

  it('is for admins only (a manager gets 403)', async () => {
    const res = await t.rest('POST', '/api/integrazioni/chiavi', { token: manager, body: { nome: 'x', scopes: ['produzione:read'] } });
    expect(res.status).toBe(403);
  });
});

describe('a key on the REST door', () => {
  it('reaches what its scopes allow and nothing else', async () => {
    const { chiave } = await creaChiave(['produzione:read']);
    expect((await t.rest('GET', '/api/produzione', { token: chiave })).status).toBe(200);
    expect((await t.rest('GET', `/api/produzione/${ids.produzione}`, { token: chiave })).status).toBe(200);
    const post = await t.rest('POST', '/api/produzione', { token: chiave, body: { data: '2026-06-02', punto_vendita_id: ids.pv, gusti: [{ gusto_id: ids.gusto, quantita_kg: 1 }] } });
    expect(post.status).toBe(403);
    expect(post.body).toEqual({ error: MESSAGGI.vietato });
    expect((await t.rest('GET', '/api/gusti', { token: chiave })).status).toBe(403);
  });

  it('writes with a write scope, signed "API: <name>" in the activity log', async () => {
    const { chiave } = await creaChiave(['produzione:write'], {}, 'ERP Sede');
    const res = await t.rest('POST', '/api/produzione', { token: chiave, body: { data: '2026-06-03', punto_vendita_id: ids.pv, gusti: [{ gusto_id: ids.gusto, quantita_kg: 1.5 }] } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const log = await t.sql<{ dettagli: string; utente_id: number }>(`select dettagli, utente_id from log_attivita where dettagli like 'API: ERP Sede — %'`);
    expect(log).toHaveLength(1);
    expect(log[0]!.utente_id).toBe(t.users.admin.id);
  });

  it('costs the same statements as a signed-in user (the key and its last use in one statement)', async () => {
    const { chiave } = await creaChiave(['produzione:read']);
    await t.rest('GET', '/api/produzione', { token: chiave }); // records the last use
    const conChiave = await t.rest('GET', '/api/produzione', { token: chiave });
    const conToken = await t.rest('GET', '/api/produzione', { token: admin });
    expect(conChiave.status).toBe(200);
    expect(conChiave.queries).toBe(conToken.queries);
  });

  it('records the last use (time and IP)', async () => {
    const { id, chiave } = await creaChiave(['produzione:read']);
    expect((await t.sql(`select ultimo_uso_il from chiavi_api where id = ?`, [id]))[0]).toEqual({ ultimo_uso_il: null });
    await t.rest('GET', '/api/produzione', { token: chiave });
    const [row] = await t.sql<{ ultimo_uso_il: Date | null; ultimo_uso_ip: string }>(`select ultimo_uso_il, ultimo_uso_ip from chiavi_api where id = ?`, [id]);
    expect(row!.ultimo_uso_il).not.toBeNull();
    expect(row!.ultimo_uso_ip).toBe('127.0.0.1');
  });

  it('revoked: 401 in Italian at once', async () => {
    const { id, chiave } = await creaChiave(['produzione:read']);
    expect((await t.rest('GET', '/api/produzione', { token: chiave })).status).toBe(200);
    const del = await t.rest('DELETE', `/api/integrazioni/chiavi/${id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(del.body.revocata_il).not.toBeNull();
    const res = await t.rest('GET', '/api/produzione', { token: chiave });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MSG_CHIAVI.revocata });
    expect((await t.rest('DELETE', '/api/integrazioni/chiavi/999999', { token: admin })).status).toBe(404);
  });

  it('expired: 401 in Italian', async () => {
    const { id, chiave } = await creaChiave(['produzione:read'], { scadenza: '2099-01-01T00:00:00Z' });
    expect((await t.rest('GET', '/api/produzione', { token: chiave })).status).toBe(200);
    await t.sql(`update chiavi_api set scadenza = now() - interval '1 second' where id = ?`, [id]);
    const res = await t.rest('GET', '/api/produzione', { token: chiave });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MSG_CHIAVI.scaduta });
  });

  it('wrong IP: 403 in Italian; an allowed network passes', async () => {
    const fuori = await creaChiave(['produzione:read'], { ip_consentiti: ['203.0.113.0/24'] });
    const res = await t.rest('GET', '/api/produzione', { token: fuori.chiave });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: MSG_CHIAVI.ipNonConsentito });
    const dentro = await creaChiave(['produzione:read'], { ip_consentiti: ['127.0.0.0/8'] });
    expect((await t.rest('GET', '/api/produzione', { token: dentro.chiave })).status).toBe(200);
  });

  it('an unknown or tampered key: 401', async () => {
    const { chiave } = await creaChiave(['produzione:read']);
    const tampered = chiave.slice(0, -1) + (chiave.endsWith('0') ? '1' : '0');
    for (const k of [tampered, 'gel_live_nonsense']) {
      const res = await t.rest('GET', '/api/produzione', { token: k });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: MSG_CHIAVI.nonValida });
    }
  });
});

describe('a key on the GraphQL door', () => {
  it('allowed, denied, revoked, expired, wrong IP', async () => {
    const ok = await creaChiave(['produzione:read']);
    const res = await t.gql(PRODUZIONI_GQL, {}, ok.chiave);
    expect(res.errors).toBeUndefined();
    expect(res.data?.produzioni.totale).toBeGreaterThan(0);
    const denied = await t.gql(`{ gusti { id } }`, {}, ok.chiave);
    expect(denied.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);

    const revoked = await creaChiave(['produzione:read']);
    await t.rest('DELETE', `/api/integrazioni/chiavi/${revoked.id}`, { token: admin });
    const r = await t.gql(PRODUZIONI_GQL, {}, revoked.chiave);
    expect(r.status).toBe(401);
    expect(r.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['UNAUTHENTICATED', MSG_CHIAVI.revocata]]);

    const expired = await creaChiave(['produzione:read']);
    await t.sql(`update chiavi_api set scadenza = now() - interval '1 second' where id = ?`, [expired.id]);
    const e = await t.gql(PRODUZIONI_GQL, {}, expired.chiave);
    expect(e.errors?.map((x) => [x.extensions?.code, x.message])).toEqual([['UNAUTHENTICATED', MSG_CHIAVI.scaduta]]);

    const ip = await creaChiave(['produzione:read'], { ip_consentiti: ['198.51.100.7'] });
    const i = await t.gql(PRODUZIONI_GQL, {}, ip.chiave);
    expect(i.errors?.map((x) => [x.extensions?.code, x.message])).toEqual([['FORBIDDEN', MSG_CHIAVI.ipNonConsentito]]);
  });

  it('a write scope records production through GraphQL', async () => {
    const { chiave } = await creaChiave(['produzione:write']);
    const res = await t.gql(
      `mutation($input: RegistraProduzioneInput!) { registraProduzione(input: $input) { id } }`,
      { input: { data: '2026-06-04', puntoVenditaId: ids.pv, gusti: [{ gustoId: ids.gusto, quantitaKg: 1 }] } },
      chiave,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  });
});

describe('every route and operation: scopes, and never the admin areas', () => {
  const tuttiGliScope = () => creaChiave(SCOPES, {}, 'Tutti gli scope');
  const sampleUrl = (url: string) => '/api' + url.replace(/:key\b/g, 'chiave_di_prova').replace(/:[A-Za-z_]+/g, '999999');
  const nonPubbliche = routes.filter((r) => r.access !== 'public');

  it('a key with every scope reaches exactly the routes that declare scopes', async () => {
    const { chiave } = await tuttiGliScope();
    const wrong: string[] = [];
    for (const r of nonPubbliche) {
      const withBody = ['POST', 'PUT', 'PATCH'].includes(r.method);
      const res = await t.app.inject({ method: r.method, url: sampleUrl(r.url), headers: { authorization: `Bearer ${chiave}` }, ...(withBody ? { payload: {} } : {}) });
      const reachable = routeScopes(r) !== null;
      const denied = res.statusCode === 403 || res.statusCode === 401;
      if (reachable === denied || res.statusCode >= 500) wrong.push(`${r.method} ${r.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the admin areas are never reachable by a key, even with every scope (both doors)', async () => {
    const { chiave } = await tuttiGliScope();
    const admin = [
      ['GET', '/api/users'],
      ['POST', '/api/users'],
      ['GET', '/api/config'],
      ['PUT', '/api/config/x'],
      ['GET', '/api/admin/backup'],
      ['POST', '/api/admin/reset-database'],
      ['GET', '/api/config/logs/attivita'],
      ['GET', '/api/email/log'],
      ['GET', '/api/integrazioni/chiavi'],
      ['POST', '/api/integrazioni/chiavi'],
      ['DELETE', '/api/integrazioni/chiavi/1'],
    ] as const;
    for (const [method, url] of admin) {
      const res = await t.rest(method, url, { token: chiave, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    for (const q of [`{ utenti { id } }`, `{ configurazioni { chiave } }`, `{ logAttivita { totale } }`, `{ adminStats { __typename } }`, `mutation { resetDatabase(password: "x") { __typename } }`, `{ chiaviApi { id } }`, `{ webhooks { id } }`, `mutation { creaChiaveApi(nome: "x", scopes: ["costi:read"]) { chiave } }`]) {
      const res = await t.gql(q, {}, chiave);
      expect(res.errors?.map((e) => e.extensions?.code), q).toContain('FORBIDDEN');
      expect(res.data).toBeNull();
    }
  });

  it('a key whose scopes match nothing is denied every non-public route', async () => {
    const { chiave } = await creaChiave(['costi:read']);
    const reached: string[] = [];
    for (const r of nonPubbliche) {
      const res = await t.app.inject({ method: r.method, url: sampleUrl(r.url), headers: { authorization: `Bearer ${chiave}` } });
      if (res.statusCode !== 403) reached.push(`${r.method} ${r.url}: ${res.statusCode}`);
    }
    expect(reached).toEqual([]);
  });

  it('every GraphQL operation a key may call exists in the schema', async () => {
    const { SCOPES_GRAPHQL } = await import('./scopes.js');
    const { buildGraphqlSchema } = await import('../../graphql/schema.js');
    const schema = await buildGraphqlSchema(resolvers);
    const fields = new Set([
      ...Object.keys(schema.getQueryType()!.getFields()).map((f) => `Query.${f}`),
      ...Object.keys(schema.getMutationType()!.getFields()).map((f) => `Mutation.${f}`),
    ]);
    expect(Object.keys(SCOPES_GRAPHQL).filter((k) => !fields.has(k))).toEqual([]);
  });

  it('portions as on REST: porzioni with vetrina:read + costi:read; the admin-only writes never (both doors)', async () => {
    const lettura = await creaChiave(['vetrina:read', 'costi:read']);
    const senzaCosti = await creaChiave(['vetrina:read']);
    const tutti = await tuttiGliScope();
    const PORZIONI = `{ porzioni { tipo grammi prezzo } }`;
    const ok = await t.gql(PORZIONI, {}, lettura.chiave);
    expect(ok.errors, JSON.stringify(ok.errors)).toBeUndefined();
    expect(Array.isArray(ok.data?.porzioni)).toBe(true);
    expect((await t.rest('GET', '/api/listino/porzioni', { token: lettura.chiave })).status).toBe(200);
    expect((await t.gql(PORZIONI, {}, senzaCosti.chiave)).errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
    expect((await t.rest('GET', '/api/listino/porzioni', { token: senzaCosti.chiave })).status).toBe(403);
    for (const q of [
      `mutation { impostaPorzione(input: { puntoVenditaId: 1, tipo: cono, grammi: 120, prezzo: 2.5 }) { id } }`,
      `mutation { eliminaPorzione(puntoVenditaId: 1, tipo: cono) { tipo } }`,
    ]) {
      expect((await t.gql(q, {}, tutti.chiave)).errors?.map((e) => e.extensions?.code), q).toContain('FORBIDDEN');
    }
    expect((await t.rest('PUT', '/api/listino/porzioni', { token: tutti.chiave, body: { punto_vendita_id: 1, tipo: 'cono', grammi: 120, prezzo: 2.5 } })).status).toBe(403);
  });
});

describe('cost fields need costi:read', () => {
  it('REST: hidden without costi:read, shown with it; ingredients (prices) need it', async () => {
    const senza = await creaChiave(['produzione:read', 'catalogo:read']);
    const con = await creaChiave(['produzione:read', 'catalogo:read', 'costi:read']);
    const a = await t.rest('GET', `/api/produzione/${ids.produzione}`, { token: senza.chiave });
    expect(a.status).toBe(200);
    expect(JSON.stringify(a.body)).not.toMatch(/costo|food_cost/);
    const b = await t.rest('GET', `/api/produzione/${ids.produzione}`, { token: con.chiave });
    expect(b.body).toHaveProperty('costo_totale');
    expect((await t.rest('GET', '/api/ingredienti', { token: senza.chiave })).status).toBe(403);
    expect((await t.rest('GET', '/api/ingredienti', { token: con.chiave })).status).toBe(200);
  });

  it('GraphQL: cost fields FORBIDDEN without costi:read, readable with it', async () => {
    const senza = await creaChiave(['produzione:read']);
    const con = await creaChiave(['produzione:read', 'costi:read']);
    const a = await t.gql(PRODUZIONI_COSTI_GQL, {}, senza.chiave);
    expect(a.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
    const b = await t.gql(PRODUZIONI_COSTI_GQL, {}, con.chiave);
    expect(b.errors, JSON.stringify(b.errors)).toBeUndefined();
    expect(b.data?.produzioni.righe[0].costoTotale).toBeGreaterThan(0);
  });
});

describe('per-key rate limit', () => {
  it('a key has its own budget, apart from its creator and its IP', async () => {
    const { chiave, prefisso } = await creaChiave(['produzione:read']);
    const req = (authorization?: string) => ({ headers: authorization ? { authorization } : {}, ip: '127.0.0.1' }) as never;
    const fakeServices = { auth: { verifyToken: async () => null } } as never;
    expect(await callerKey(req(`Bearer ${chiave}`), fakeServices)).toBe(`k:${prefisso}`);
    expect(await callerKey(req(), fakeServices)).toBe('ip:127.0.0.1');
  });

  it('429 in Italian once the key spends its budget', async () => {
    const own = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const adminToken = await own.token('admin');
      const mk = async () =>
        (await own.rest('POST', '/api/integrazioni/chiavi', { token: adminToken, body: { nome: 'k', scopes: ['produzione:read'] } })).body.chiave as string;
      const k1 = await mk();
      const k2 = await mk();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await own.rest('GET', '/api/produzione', { token: k1 })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // another key (same IP, same creator) still has its budget
      expect((await own.rest('GET', '/api/produzione', { token: k2 })).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});
