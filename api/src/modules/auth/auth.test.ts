import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApp, grezzo, type TestApp, type CorpoInviabile } from '../../../test/app.js';
import { RITARDO_IP_BASE_MS, RITARDO_IP_MAX_MS, ritardoIp } from './throttle.js';

const GENERIC_401 = 'Credenziali non valide';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_TENTATIVI_ACCOUNT: '3', LOGIN_MAX_TENTATIVI_IP: '12' });
});
afterAll(async () => t?.close());

const login = (body: CorpoInviabile<'POST', '/api/auth/login'>, headers?: Record<string, string>) => t.rest('POST', '/api/auth/login', { body, headers });

describe('login', () => {
  it('requires e-mail and password', async () => {
    for (const body of [{}, { email: 'admin@test.it' }, { password: 'x' }, { email: '', password: '' }]) {
      const res = await login(grezzo(body));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Email e password sono richiesti' });
    }
  });

  it('malformed JSON is a 400, never a 500', async () => {
    const res = await t.rest('POST', '/api/auth/login', { body: grezzo('{"email":'), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Il corpo della richiesta non è un JSON valido' });
  });

  it('returns token and user, e-mail case-insensitive, never the password', async () => {
    const res = await login({ email: '  MANAGER@Test.IT ', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ email: 'manager@test.it', ruolo: 'manager', punto_vendita_nome: 'Gelateria Centro', attivo: true });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('wrong password, unknown e-mail and archived user get the same 401', async () => {
    await t.createUser({ email: 'archiviato@test.it', ruolo: 'operatore', attivo: false });
    const bodies = [
      { email: 'admin@test.it', password: 'sbagliata' },
      { email: 'nessuno@test.it', password: TEST_PASSWORD },
      { email: 'archiviato@test.it', password: TEST_PASSWORD },
    ];
    for (const body of bodies) {
      const res = await login(body, { 'x-forwarded-for': '10.0.0.1' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: GENERIC_401 });
    }
  });

  it('GraphQL login and me', async () => {
    const res = await t.gql(`mutation { login(email: "Operatore@test.it", password: "${TEST_PASSWORD}") { token user { nome ruolo puntoVenditaNome } } }`);
    expect(res.errors).toBeUndefined();
    const token = res.data.login.token;
    expect(res.data.login.user).toEqual({ nome: 'Olga Operatrice', ruolo: 'operatore', puntoVenditaNome: 'Gelateria Centro' });
    const me = await t.gql('{ me { email } }', {}, token);
    expect(me.data).toEqual({ me: { email: 'operatore@test.it' } });
  });

  it('writes a login entry in the activity log', async () => {
    const rows = await t.orm.em.fork().getConnection().execute(`select azione, utente_id from log_attivita where azione = 'accesso'`);
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('tokens', () => {
  const verify = (token?: string) => t.rest('GET', '/api/auth/verify', { token });
  const secret = () => new TextEncoder().encode(t.config.JWT_SECRET);

  it('verify returns the user', async () => {
    const res = await verify(await t.token('admin'));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('admin@test.it');
  });

  it('missing, malformed and tampered tokens get 401 on REST and GraphQL', async () => {
    const good = await t.token('admin');
    const [h, p] = good.split('.');
    const tamperedPayload = Buffer.from(JSON.stringify({ sub: String(t.users.manager.id), iss: 'gelatiere', jti: 'x', exp: 9999999999 })).toString('base64url');
    for (const token of [undefined, 'garbage', `${h}.${tamperedPayload}.${good.split('.')[2]}`, `${h}.${p}.AAAA`]) {
      expect((await verify(token)).status).toBe(401);
      const g = await t.gql('{ me { id } }', {}, token);
      expect(g.status).toBe(401);
      expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('alg:none is refused', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: String(t.users.admin.id), iss: 'gelatiere', jti: 'abc', exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
    expect((await verify(`${header}.${payload}.`)).status).toBe(401);
  });

  it('a token signed with another algorithm (HS512) is refused', async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS512' }).setSubject(String(t.users.admin.id)).setIssuer('gelatiere').setJti('j1').setExpirationTime('1h').sign(secret());
    expect((await verify(token)).status).toBe(401);
  });

  it('a token issued in the future (beyond the 60 s skew) is refused on REST and GraphQL (issue 34, 7)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const futuro = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(t.users.admin.id)).setIssuer('gelatiere').setJti('j-futuro').setIssuedAt(now + 86_400).setExpirationTime(now + 2 * 86_400).sign(secret());
    expect((await verify(futuro)).status).toBe(401);
    expect((await t.gql('{ me { id } }', {}, futuro)).status).toBe(401);
    const quasiOra = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(t.users.admin.id)).setIssuer('gelatiere').setJti('j-skew').setIssuedAt(now + 30).setExpirationTime(now + 3600).sign(secret());
    expect((await verify(quasiOra)).status).toBe(200);
  });

  it('expired token is refused', async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(t.users.admin.id)).setIssuer('gelatiere').setJti('j2').setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 3600).sign(secret());
    expect((await verify(token)).status).toBe(401);
  });

  it('logout revokes the token on both doors', async () => {
    const res = await login({ email: 'manager@test.it', password: TEST_PASSWORD });
    const token = res.body.token;
    expect((await verify(token)).status).toBe(200);
    expect((await t.rest('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await verify(token)).status).toBe(401);
    expect((await t.gql('{ me { id } }', {}, token)).status).toBe(401);
    const g = await t.gql('mutation { logout }', {}, token);
    expect(g.status).toBe(401);
  });

  it('GraphQL logout revokes too', async () => {
    const res = await login({ email: 'manager@test.it', password: TEST_PASSWORD });
    const token = res.body.token;
    expect((await t.gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
    expect((await verify(token)).status).toBe(401);
  });

  it("an archived user's existing token stops working", async () => {
    const id = await t.createUser({ email: 'temporaneo@test.it', ruolo: 'operatore' });
    const res = await login({ email: 'temporaneo@test.it', password: TEST_PASSWORD });
    expect((await verify(res.body.token)).status).toBe(200);
    await t.orm.em.fork().getConnection().execute('update utenti set attivo = false where id = ?', [id]);
    expect((await verify(res.body.token)).status).toBe(401);
  });
});

describe('ending sessions', () => {
  const verify = (token: string) => t.rest('GET', '/api/auth/verify', { token });
  const loginToken = async (email: string, password = TEST_PASSWORD) =>
    (await login({ email, password }, { 'x-forwarded-for': '10.9.9.9' })).body.token as string;

  it('archiving then reactivating a user does not bring its old tokens back', async () => {
    const id = await t.createUser({ email: 'riattivato@test.it', ruolo: 'operatore' });
    const old = await loginToken('riattivato@test.it');
    const admin = await t.token('admin');
    expect((await t.rest('DELETE', `/api/users/${id}`, { token: admin })).status).toBe(200);
    expect((await verify(old)).status).toBe(401);
    expect((await t.rest('PUT', `/api/users/${id}`, { token: admin, body: { attivo: true } })).status).toBe(200);
    expect((await verify(old)).status).toBe(401);
    expect((await verify(await loginToken('riattivato@test.it'))).status).toBe(200);
  });

  it('a password set by the admin ends the user’s sessions', async () => {
    const id = await t.createUser({ email: 'nuovapw@test.it', ruolo: 'operatore' });
    const old = await loginToken('nuovapw@test.it');
    const res = await t.rest('PUT', `/api/users/${id}`, { token: await t.token('admin'), body: { password: 'cambiata123' } });
    expect(res.status).toBe(200);
    expect((await verify(old)).status).toBe(401);
    expect((await verify(await loginToken('nuovapw@test.it', 'cambiata123'))).status).toBe(200);
  });

  it('changing one’s own password ends every session of that user', async () => {
    await t.createUser({ email: 'mia@test.it', ruolo: 'manager' });
    const a = await loginToken('mia@test.it');
    const b = await loginToken('mia@test.it');
    const res = await t.rest('PUT', '/api/users/me/password', { token: a, body: { currentPassword: TEST_PASSWORD, newPassword: 'nuova-segreta' } });
    expect(res.status).toBe(200);
    expect((await verify(a)).status).toBe(401);
    expect((await verify(b)).status).toBe(401);
    expect((await verify(await loginToken('mia@test.it', 'nuova-segreta'))).status).toBe(200);
  });
});

describe('throttling', () => {
  it('locks an account after repeated failures, with 429 on REST and GraphQL (aliases included)', async () => {
    await t.createUser({ email: 'bersaglio@test.it', ruolo: 'operatore' });
    const ip = { 'x-forwarded-for': '10.1.1.1' };
    // aliases cannot multiply guesses: the first failure stops the remaining mutations of the request
    const aliased = await t.gql(`mutation {
      a: login(email: "bersaglio@test.it", password: "no1") { token }
      b: login(email: "bersaglio@test.it", password: "no2") { token }
      c: login(email: "bersaglio@test.it", password: "no3") { token }
    }`);
    expect(aliased.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect((await login({ email: 'bersaglio@test.it', password: 'no4' }, ip)).status).toBe(401);
    expect((await t.gql('mutation { x: login(email: "bersaglio@test.it", password: "no5") { token } }')).status).toBe(401);
    // even the right password is refused now, on both doors
    const rest = await login({ email: 'bersaglio@test.it', password: TEST_PASSWORD }, ip);
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ error: 'Troppi tentativi di accesso. Riprova tra qualche minuto.' });
    const gql = await t.gql(`mutation { login(email: "bersaglio@test.it", password: "${TEST_PASSWORD}") { token } }`);
    expect(gql.status).toBe(429);
    expect(gql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Retry-After on both doors (issue 34, 2): when the oldest failure leaves the 15-minute window
    for (const header of [rest.headers['retry-after'], gql.headers['retry-after']]) {
      expect(Number(header)).toBeGreaterThan(14 * 60);
      expect(Number(header)).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('Retry-After counts down to when the oldest failure leaves the window', async () => {
    await t.createUser({ email: 'attesa@test.it', ruolo: 'operatore' });
    // three failures (the account limit here), the oldest 10 minutes ago: free again in about 5 minutes
    await t.sql(`insert into tentativi_login (chiave, created_at) values ('email:attesa@test.it', now() - interval '10 minutes'), ('email:attesa@test.it', now() - interval '1 minute'), ('email:attesa@test.it', now())`);
    const res = await login({ email: 'attesa@test.it', password: TEST_PASSWORD }, { 'x-forwarded-for': '10.1.1.2' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(5 * 60 - 5);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
  });

  it('an IP past its limit is slowed, never refused: another account’s right password gets in (issue 34, 2)', async () => {
    const app2 = await createTestApp({ LOGIN_MAX_TENTATIVI_ACCOUNT: '100', LOGIN_MAX_TENTATIVI_IP: '4', TRUST_PROXY: 'true' });
    try {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 4; i++) {
        const r = await app2.rest('POST', '/api/auth/login', { body: { email: `u${i}@test.it`, password: 'x' }, headers });
        expect(r.status).toBe(401);
      }
      // 4 failures: the next attempt waits 0.5 s, then its password is checked
      let start = Date.now();
      const ok = await app2.rest('POST', '/api/auth/login', { body: { email: 'admin@test.it', password: TEST_PASSWORD }, headers });
      expect(ok.status).toBe(200);
      expect(Date.now() - start).toBeGreaterThanOrEqual(RITARDO_IP_BASE_MS - 5);
      // a success of another account does not forgive the address: failures keep growing the wait
      start = Date.now();
      const wrong = await app2.rest('POST', '/api/auth/login', { body: { email: 'u9@test.it', password: 'x' }, headers });
      expect(wrong.status).toBe(401);
      expect(Date.now() - start).toBeGreaterThanOrEqual(RITARDO_IP_BASE_MS - 5);
      start = Date.now();
      const gql = await app2.rest<{ data: { login: { token: string } } }>('POST', '/graphql', {
        body: { query: `mutation { login(email: "manager@test.it", password: "${TEST_PASSWORD}") { token } }` },
        headers: { ...headers, 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      });
      expect(gql.status).toBe(200);
      expect(typeof gql.body.data.login.token).toBe('string');
      expect(Date.now() - start).toBeGreaterThanOrEqual(2 * RITARDO_IP_BASE_MS - 5);
      const otherIp = await app2.rest('POST', '/api/auth/login', { body: { email: 'operatore@test.it', password: TEST_PASSWORD }, headers: { 'x-forwarded-for': '203.0.113.10' } });
      expect(otherIp.status).toBe(200);
    } finally {
      await app2.close();
    }
  });

  it('the wait grows 0.5 s, 1 s, 2 s … up to 8 s', () => {
    expect([19, 20, 21, 22, 23, 24, 25, 500].map((n) => ritardoIp(n, 20))).toEqual([0, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe('throttling under parallel attempts (issue 10, defects 2 and 13)', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ LOGIN_MAX_TENTATIVI_ACCOUNT: '5', LOGIN_MAX_TENTATIVI_IP: '20', TRUST_PROXY: 'true' });
  });
  afterAll(async () => p?.close());
  const statuses = (rs: { status: number }[]) => rs.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

  it('50 concurrent logins on one account: at most 5 passwords are checked', async () => {
    await p.createUser({ email: 'assediato@test.it', ruolo: 'operatore' });
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        p.rest('POST', '/api/auth/login', { body: { email: 'assediato@test.it', password: `sbagliata-${i}` }, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } }),
      ),
    );
    expect(statuses(all)).toEqual({ 401: 5, 429: 45 });
    // the right password is refused too until the window passes
    expect((await p.rest('POST', '/api/auth/login', { body: { email: 'assediato@test.it', password: TEST_PASSWORD } })).status).toBe(429);
  });

  it('20 failed logins from one IP, then another user’s right password from that IP gets in (issue 34, 2)', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 20; i++) {
      const r = await p.rest('POST', '/api/auth/login', { body: { email: `distratto${i}@test.it`, password: 'x' }, headers });
      expect(r.status).toBe(401);
    }
    const ok = await p.rest('POST', '/api/auth/login', { body: { email: 'manager@test.it', password: TEST_PASSWORD }, headers });
    expect(ok.status).toBe(200);
  });

  it('50 concurrent logins from one IP on different accounts: never a 429, the ones past 20 wait', async () => {
    const start = Date.now();
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        p.rest('POST', '/api/auth/login', { body: { email: `ospite${i}@test.it`, password: 'x' }, headers: { 'x-forwarded-for': '203.0.113.77' } }),
      ),
    );
    expect(statuses(all)).toEqual({ 401: 50 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(RITARDO_IP_MAX_MS - 5);
    const rows = await p.sql<{ n: number }>(`select count(*)::int as n from tentativi_login where chiave = 'ip:203.0.113.77'`);
    expect(rows).toEqual([{ n: 50 }]);
  });

  it('50 concurrent changes of one\'s own password with a wrong current password: at most 5 checks', async () => {
    const id = await p.createUser({ email: 'cambio@test.it', ruolo: 'operatore' });
    const token = (await p.rest('POST', '/api/auth/login', { body: { email: 'cambio@test.it', password: TEST_PASSWORD } })).body.token as string;
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        p.rest('PUT', '/api/users/me/password', { token, body: { currentPassword: `sbagliata-${i}`, newPassword: 'nuova-password-1' }, headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } }),
      ),
    );
    expect(statuses(all)).toEqual({ 400: 5, 429: 45 });
    expect(id).toBeGreaterThan(0);
  });

  it('a successful login forgives the account and purges failed attempts older than the window', async () => {
    await p.createUser({ email: 'ritorno@test.it', ruolo: 'operatore' });
    await p.sql(`insert into tentativi_login (chiave, created_at) select 'email:vecchio' || g || '@test.it', now() - interval '2 days' from generate_series(1, 30) g`);
    expect((await p.rest('POST', '/api/auth/login', { body: { email: 'ritorno@test.it', password: 'no' }, headers: { 'x-forwarded-for': '10.9.9.9' } })).status).toBe(401);
    expect((await p.rest('POST', '/api/auth/login', { body: { email: 'ritorno@test.it', password: TEST_PASSWORD }, headers: { 'x-forwarded-for': '10.9.9.9' } })).status).toBe(200);
    const rows = await p.sql<{ chiave: string }>(`select chiave from tentativi_login where chiave like 'email:vecchio%' or chiave = 'email:ritorno@test.it' or chiave = 'ip:10.9.9.9'`);
    // left: the one failure of this IP; gone: the account's failure (forgiven) and the expired rows
    expect(rows).toEqual([{ chiave: 'ip:10.9.9.9' }]);
  });
});
