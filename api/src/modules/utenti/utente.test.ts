import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApp, grezzo, type CorpoInviabile, type TestApp } from '../../../test/app.js';

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
let centroId: number;
let chiusoId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  const [centro] = await sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`);
  centroId = centro!.id;
  const [chiuso] = await sql<{ id: number }>(`insert into punti_vendita (nome, attivo) values ('Chiuso', false) returning id`);
  chiusoId = chiuso!.id;
});
afterAll(async () => t?.close());

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);
const login = (email: string, password: string) => t.rest('POST', '/api/auth/login', { body: { email, password } });
const post = (body: CorpoInviabile<'POST', '/api/users'>, token = admin) => t.rest('POST', '/api/users', { token, body });
const put = (id: number | string, body: CorpoInviabile<'PUT', '/api/users/1'>, token = admin) => t.rest('PUT', `/api/users/${id}`, { token, body });
const nuovo = { nome: 'Nuovo Utente', email: 'nuovo@test.it', password: 'segreta1' };

describe('GET /users', () => {
  it('admin and manager get the list in the spec shape, never a password; the operator is refused', async () => {
    for (const token of [admin, manager]) {
      const res = await t.rest('GET', '/api/users', { token });
      expect(res.status).toBe(200);
      const op = res.body.find((u) => u.email === 'operatore@test.it');
      expect(op).toEqual({
        id: t.users.operatore.id,
        nome: 'Olga Operatrice',
        email: 'operatore@test.it',
        ruolo: 'operatore',
        punto_vendita_id: centroId,
        punto_vendita_nome: 'Gelateria Centro',
        attivo: true,
        created_at: expect.any(String),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    }
    expect((await t.rest('GET', '/api/users', { token: operatore })).status).toBe(403);
  });

  it('includes archived users and needs a constant number of queries', async () => {
    await t.createUser({ email: 'archiviato-lista@test.it', ruolo: 'operatore', attivo: false });
    const before = await t.rest('GET', '/api/users', { token: admin });
    expect(before.body.find((u) => u.email === 'archiviato-lista@test.it')?.attivo).toBe(false);
    for (let i = 0; i < 5; i++) await t.createUser({ email: `molti${i}@test.it`, ruolo: 'operatore', puntoVenditaId: centroId });
    const after = await t.rest('GET', '/api/users', { token: admin });
    expect(after.queries).toBe(before.queries);
  });
});

describe('POST /users (spec section 5)', () => {
  it('password is required for new users and has at least 6 characters', async () => {
    for (const password of [undefined, '', '   ', null]) {
      const res = await post(grezzo({ ...nuovo, password }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'La password è richiesta per i nuovi utenti' });
    }
    const short = await post({ ...nuovo, password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: 'La password deve avere almeno 6 caratteri' });
  });

  it('nome and a valid e-mail are required', async () => {
    expect((await post({ ...nuovo, nome: ' ' })).body).toEqual({ error: 'Il nome è obbligatorio' });
    expect((await post({ ...nuovo, email: '' })).body).toEqual({ error: "L'email è obbligatoria" });
    for (const email of ['non-una-email', 'a@', '@b.it', 'a b@c.it']) {
      const res = await post({ ...nuovo, email });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Inserisci un indirizzo email valido' });
    }
    expect((await post(grezzo({ ...nuovo, ruolo: 'capo' }))).body).toEqual({ error: 'Ruolo non valido (admin, manager o operatore)' });
  });

  it('creates an operator by default, e-mail normalised, password hashed and never returned; the user can log in', async () => {
    const res = await post({ ...nuovo, email: '  Nuovo@Test.IT ', punto_vendita_id: centroId });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ nome: 'Nuovo Utente', email: 'nuovo@test.it', ruolo: 'operatore', punto_vendita_id: centroId, punto_vendita_nome: 'Gelateria Centro', attivo: true });
    expect(JSON.stringify(res.body)).not.toMatch(/password|segreta1/i);
    const [row] = await sql<{ password_hash: string }>('select password_hash from utenti where email = ?', ['nuovo@test.it']);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login('nuovo@test.it', 'segreta1')).status).toBe(200);
    const log = await sql(`select azione, utente_id from log_attivita where dettagli = 'Creato utente nuovo@test.it (operatore)'`);
    expect(log).toEqual([{ azione: 'creazione', utente_id: t.users.admin.id }]);
  });

  it('e-mail is unique case-insensitively (409)', async () => {
    const res = await post({ ...nuovo, email: 'MANAGER@test.it' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Email già in uso' });
  });

  it('the sales point is optional and must exist and be active', async () => {
    const none = await post({ ...nuovo, email: 'senza-pv@test.it', ruolo: 'manager', punto_vendita_id: null });
    expect(none.body.user).toMatchObject({ ruolo: 'manager', punto_vendita_id: null, punto_vendita_nome: null });
    const empty = await post({ ...nuovo, email: 'pv-vuoto@test.it', punto_vendita_id: '' });
    expect(empty.body.user.punto_vendita_id).toBeNull();
    for (const id of [chiusoId, 999999]) {
      const res = await post({ ...nuovo, email: 'pv-errato@test.it', punto_vendita_id: id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Il punto vendita selezionato non esiste o non è attivo' });
    }
  });

  it('only the admin may create users', async () => {
    expect((await post({ ...nuovo, email: 'x1@test.it' }, manager)).status).toBe(403);
    expect((await post({ ...nuovo, email: 'x2@test.it' }, operatore)).status).toBe(403);
  });
});

describe('PUT /users/:id', () => {
  it('password is optional when editing; when sent it must be valid and it changes the login', async () => {
    const id = await t.createUser({ email: 'modifica@test.it', ruolo: 'operatore' });
    const keep = await put(id, { nome: 'Modificato', email: 'modifica@test.it', password: '', ruolo: 'manager', punto_vendita_id: centroId, attivo: true });
    expect(keep.status).toBe(200);
    expect(keep.body.user).toMatchObject({ nome: 'Modificato', ruolo: 'manager', punto_vendita_nome: 'Gelateria Centro' });
    expect((await login('modifica@test.it', TEST_PASSWORD)).status).toBe(200);
    const short = await put(id, { password: 'abc' });
    expect(short.body).toEqual({ error: 'La password deve avere almeno 6 caratteri' });
    expect((await put(id, { password: 'nuova-password' })).status).toBe(200);
    expect((await login('modifica@test.it', 'nuova-password')).status).toBe(200);
    expect((await login('modifica@test.it', TEST_PASSWORD)).status).toBe(401);
  });

  it('e-mail changes are normalised and unique', async () => {
    const id = await t.createUser({ email: 'cambia-email@test.it', ruolo: 'operatore' });
    const dup = await put(id, { email: 'Admin@Test.it' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: 'Email già in uso' });
    const ok = await put(id, { email: ' Cambiata@Test.it' });
    expect(ok.body.user.email).toBe('cambiata@test.it');
    // its own current address is not a conflict
    expect((await put(id, { email: 'CAMBIATA@test.it', nome: 'Stesso' })).status).toBe(200);
  });

  it('cannot deactivate or change the role of its own account', async () => {
    const res = await put(t.users.admin.id, { attivo: false });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Non puoi disattivare il tuo account' });
    expect((await put(t.users.admin.id, { ruolo: 'operatore' })).body).toEqual({ error: 'Non puoi modificare il ruolo del tuo account' });
    const ok = await put(t.users.admin.id, { nome: 'Anna Admin', ruolo: 'admin', attivo: true });
    expect(ok.status).toBe(200);
  });

  it('sales point: a new one must be active; keeping a deactivated current one is allowed; null unassigns', async () => {
    const pv = await sql<{ id: number }>(`insert into punti_vendita (nome) values ('Poi Chiuso') returning id`);
    const id = await t.createUser({ email: 'pv-utente@test.it', ruolo: 'operatore', puntoVenditaId: pv[0]!.id });
    await sql('update punti_vendita set attivo = false where id = ?', [pv[0]!.id]);
    expect((await put(id, { nome: 'Ancora Qui', punto_vendita_id: pv[0]!.id })).status).toBe(200);
    expect((await put(id, { punto_vendita_id: chiusoId })).body).toEqual({ error: 'Il punto vendita selezionato non esiste o non è attivo' });
    const none = await put(id, { punto_vendita_id: null });
    expect(none.body.user).toMatchObject({ punto_vendita_id: null, punto_vendita_nome: null });
  });

  it('archiving through attivo=false revokes existing tokens; reactivating allows login again', async () => {
    const id = await t.createUser({ email: 'archivia-put@test.it', ruolo: 'operatore' });
    const token = (await login('archivia-put@test.it', TEST_PASSWORD)).body.token;
    const res = await put(id, { attivo: false });
    expect(res.body.user.attivo).toBe(false);
    expect((await t.rest('GET', '/api/auth/verify', { token })).status).toBe(401);
    expect((await login('archivia-put@test.it', TEST_PASSWORD)).status).toBe(401);
    expect((await put(id, { attivo: true })).body.user.attivo).toBe(true);
    expect((await login('archivia-put@test.it', TEST_PASSWORD)).status).toBe(200);
    const log = await sql(`select azione from log_attivita where dettagli like '% utente archivia-put@test.it%' order by id`);
    expect(log.map((l) => l.azione)).toEqual(['disattivazione', 'attivazione']);
  });

  it('unknown user is 404; the manager can only view', async () => {
    expect((await put(999999, { nome: 'X' })).status).toBe(404);
    expect((await put(t.users.operatore.id, { nome: 'X' }, manager)).status).toBe(403);
  });
});

describe('DELETE /users/:id', () => {
  it('archives the user (attivo=false), its tokens stop working on both doors, it stays in the list', async () => {
    const id = await t.createUser({ email: 'da-archiviare@test.it', ruolo: 'manager' });
    const token = (await login('da-archiviare@test.it', TEST_PASSWORD)).body.token;
    expect((await t.rest('GET', '/api/auth/verify', { token })).status).toBe(200);
    const res = await t.rest('DELETE', `/api/users/${id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { id, attivo: false } });
    expect((await t.rest('GET', '/api/auth/verify', { token })).status).toBe(401);
    expect((await t.rest('GET', '/api/users', { token })).status).toBe(401);
    expect((await t.gql('{ me { id } }', {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login('da-archiviare@test.it', TEST_PASSWORD)).status).toBe(401);
    const [row] = await sql('select attivo from utenti where id = ?', [id]);
    expect(row).toEqual({ attivo: false });
  });

  it('cannot delete its own account; unknown id is 404; non-admins are refused', async () => {
    const self = await t.rest('DELETE', `/api/users/${t.users.admin.id}`, { token: admin });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ error: 'Non puoi eliminare il tuo account' });
    expect((await t.rest('DELETE', '/api/users/999999', { token: admin })).status).toBe(404);
    expect((await t.rest('DELETE', `/api/users/${t.users.operatore.id}`, { token: manager })).status).toBe(403);
  });
});

describe('PUT /users/me/password', () => {
  it('any user changes their own password; a wrong current password is a 400', async () => {
    await t.createUser({ email: 'cambio@test.it', ruolo: 'operatore' });
    const token = (await login('cambio@test.it', TEST_PASSWORD)).body.token;
    const change = (body: CorpoInviabile<'PUT', '/api/users/me/password'>) => t.rest('PUT', '/api/users/me/password', { token, body });
    expect((await change({ currentPassword: 'sbagliata', newPassword: 'nuova-123' })).body).toEqual({ error: 'La password attuale non è corretta' });
    expect((await change({ currentPassword: TEST_PASSWORD, newPassword: '123' })).body).toEqual({ error: 'La nuova password deve avere almeno 6 caratteri' });
    expect((await change(grezzo({ newPassword: 'nuova-123' }))).body).toEqual({ error: 'La password attuale è obbligatoria' });
    expect((await change(grezzo({ currentPassword: TEST_PASSWORD }))).body).toEqual({ error: 'La nuova password è obbligatoria' });
    const ok = await change({ currentPassword: TEST_PASSWORD, newPassword: 'nuova-123' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true });
    expect((await login('cambio@test.it', 'nuova-123')).status).toBe(200);
    expect((await login('cambio@test.it', TEST_PASSWORD)).status).toBe(401);
  });

  it('without a token is 401; guessing the current password is throttled', async () => {
    expect((await t.rest('PUT', '/api/users/me/password', { body: { currentPassword: 'a', newPassword: 'bbbbbb' } })).status).toBe(401);
    await t.createUser({ email: 'indovino@test.it', ruolo: 'operatore' });
    const token = (await login('indovino@test.it', TEST_PASSWORD)).body.token;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.rest('PUT', '/api/users/me/password', { token, body: { currentPassword: `tentativo${i}`, newPassword: 'nuova-123' } });
      codes.push(res.status);
    }
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes[5]).toBe(429);
  });

  it('GraphQL cambiaPassword', async () => {
    await t.createUser({ email: 'cambio-gql@test.it', ruolo: 'manager' });
    const token = (await login('cambio-gql@test.it', TEST_PASSWORD)).body.token;
    const wrong = await t.gql('mutation { cambiaPassword(currentPassword: "no", newPassword: "abcdef") }', {}, token);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'La password attuale non è corretta', extensions: { code: 'BAD_USER_INPUT' } });
    const ok = await t.gql(`mutation { cambiaPassword(currentPassword: "${TEST_PASSWORD}", newPassword: "abcdef") }`, {}, token);
    expect(ok.data).toEqual({ cambiaPassword: true });
    expect((await login('cambio-gql@test.it', 'abcdef')).status).toBe(200);
  });
});

describe('GraphQL', () => {
  it('utenti, creaUtente, aggiornaUtente, eliminaUtente', async () => {
    const list = await t.gql('{ utenti { email ruolo puntoVenditaNome attivo } }', {}, manager);
    expect(list.errors).toBeUndefined();
    expect(list.data.utenti).toContainEqual({ email: 'manager@test.it', ruolo: 'manager', puntoVenditaNome: 'Gelateria Centro', attivo: true });
    const missing = await t.gql('mutation { creaUtente(input: { nome: "G", email: "g@test.it", password: "" }) { id } }', {}, admin);
    expect(missing.errors?.[0]).toMatchObject({ message: 'La password è richiesta per i nuovi utenti', extensions: { code: 'BAD_USER_INPUT' } });
    const c = await t.gql(
      'mutation($i: CreaUtenteInput!) { creaUtente(input: $i) { id email ruolo puntoVenditaId puntoVenditaNome attivo } }',
      { i: { nome: 'Gino', email: 'Gino@Test.it', password: 'gino-pass', puntoVenditaId: centroId } },
      admin,
    );
    expect(c.errors).toBeUndefined();
    const id = c.data.creaUtente.id;
    expect(c.data.creaUtente).toMatchObject({ email: 'gino@test.it', ruolo: 'operatore', puntoVenditaId: centroId, puntoVenditaNome: 'Gelateria Centro', attivo: true });
    const dup = await t.gql('mutation { creaUtente(input: { nome: "G", email: "GINO@test.it", password: "abcdef" }) { id } }', {}, admin);
    expect(dup.errors?.[0]).toMatchObject({ message: 'Email già in uso', extensions: { code: 'CONFLICT' } });
    const u = await t.gql('mutation($id: Int!) { aggiornaUtente(id: $id, input: { ruolo: manager, puntoVenditaId: null }) { ruolo puntoVenditaId } }', { id }, admin);
    expect(u.data.aggiornaUtente).toEqual({ ruolo: 'manager', puntoVenditaId: null });
    const selfDel = await t.gql('mutation($id: Int!) { eliminaUtente(id: $id) { id } }', { id: t.users.admin.id }, admin);
    expect(selfDel.errors?.[0]?.message).toBe('Non puoi eliminare il tuo account');
    const d = await t.gql('mutation($id: Int!) { eliminaUtente(id: $id) { id attivo } }', { id }, admin);
    expect(d.data.eliminaUtente).toEqual({ id, attivo: false });
    const forbidden = await t.gql('mutation($id: Int!) { eliminaUtente(id: $id) { id } }', { id }, manager);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the manager (Utenti in his menu) reads the list on both doors and changes nothing on either', async () => {
    expect((await t.rest('GET', '/api/users', { token: manager })).status).toBe(200);
    const [before] = await sql('select count(*)::int as n, max(nome) as nome from utenti');
    const target = t.users.operatore.id;
    const rest = [
      await t.rest('POST', '/api/users', { token: manager, body: { nome: 'Nuovo', email: 'nuovo-manager@test.it', password: 'abcdef', ruolo: 'admin' } }),
      await t.rest('PUT', `/api/users/${target}`, { token: manager, body: { nome: 'Cambiato', ruolo: 'admin' } }),
      await t.rest('DELETE', `/api/users/${target}`, { token: manager }),
    ];
    expect(rest.map((r) => r.status)).toEqual([403, 403, 403]);
    const gql = [
      await t.gql('mutation { creaUtente(input: { nome: "N", email: "nuovo-gql-manager@test.it", password: "abcdef", ruolo: admin }) { id } }', {}, manager),
      await t.gql('mutation($id: Int!) { aggiornaUtente(id: $id, input: { nome: "Cambiato", ruolo: admin }) { id } }', { id: target }, manager),
      await t.gql('mutation($id: Int!) { eliminaUtente(id: $id) { id } }', { id: target }, manager),
    ];
    expect(gql.map((r) => r.errors?.[0]?.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    const [after] = await sql('select count(*)::int as n, max(nome) as nome from utenti');
    expect(after).toEqual(before);
    const [op] = await sql('select ruolo, attivo from utenti where id = ?', [target]);
    expect(op).toEqual({ ruolo: 'operatore', attivo: true });
  });
});
