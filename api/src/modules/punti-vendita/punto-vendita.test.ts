import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type TestApp, type CorpoRichiesta } from '../../../test/app.js';

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
});
afterAll(async () => t?.close());

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);

const crea = async (body: CorpoRichiesta<'POST', '/api/punti-vendita'>) => {
  const res = await t.rest('POST', '/api/punti-vendita', { token: admin, body });
  expect(res.status).toBe(201);
  return res.body.puntoVendita;
};

describe('GET /punti-vendita', () => {
  it('admin and manager see inactive points too, the operator only active ones', async () => {
    const chiuso = await crea({ nome: 'Chiosco Chiuso', indirizzo: 'Spiaggia 1', attivo: false });
    const nomi = async (token: string) => {
      const res = await t.rest('GET', '/api/punti-vendita', { token });
      expect(res.status).toBe(200);
      return res.body.map((p) => p.nome);
    };
    expect(await nomi(admin)).toContain('Chiosco Chiuso');
    expect(await nomi(manager)).toContain('Chiosco Chiuso');
    const op = await nomi(operatore);
    expect(op).toContain('Gelateria Centro');
    expect(op).not.toContain('Chiosco Chiuso');
    const g = await t.gql('{ puntiVendita { id nome attivo } }', {}, operatore);
    expect(g.errors).toBeUndefined();
    expect(g.data.puntiVendita.map((p: { id: number }) => p.id)).not.toContain(chiuso.id);
  });

  it('returns the fields of spec section 3', async () => {
    const res = await t.rest('GET', '/api/punti-vendita', { token: admin });
    const centro = res.body.find((p) => p.nome === 'Gelateria Centro');
    expect(Object.keys(centro!).sort()).toEqual(['attivo', 'created_at', 'id', 'indirizzo', 'latitudine', 'longitudine', 'nome', 'santo_patrono', 'temperatura_vetrina']);
    expect(centro).toMatchObject({ latitudine: null, longitudine: null, santo_patrono: null });
    expect(centro).toMatchObject({ indirizzo: 'Via Roma 1', attivo: true });
    expect(new Date(centro!.created_at as string).toISOString()).toBe(centro!.created_at);
  });
});

describe('POST /punti-vendita', () => {
  it('nome is required, with the spec message', async () => {
    for (const body of [{}, { nome: '' }, { nome: '   ' }, { nome: null }, { indirizzo: 'Via X' }]) {
      const res = await t.rest('POST', '/api/punti-vendita', { token: admin, body: grezzo(body) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Il nome del punto vendita è obbligatorio' });
    }
    const noBody = await t.rest('POST', '/api/punti-vendita', { token: admin });
    expect(noBody.body).toEqual({ error: 'Il nome del punto vendita è obbligatorio' });
  });

  it('creates an active point (trimmed), returned under puntoVendita, and logs it', async () => {
    const res = await t.rest('POST', '/api/punti-vendita', { token: admin, body: { nome: '  Laboratorio Nord ', indirizzo: '' } });
    expect(res.status).toBe(201);
    expect(res.body.puntoVendita).toMatchObject({ nome: 'Laboratorio Nord', indirizzo: null, attivo: true });
    const log = await sql(`select azione, dettagli, utente_id from log_attivita where dettagli like '%Laboratorio Nord%'`);
    expect(log).toEqual([{ azione: 'creazione', dettagli: 'Creato punto vendita "Laboratorio Nord"', utente_id: t.users.admin.id }]);
  });

  it('only the admin may write', async () => {
    for (const token of [manager, operatore]) {
      expect((await t.rest('POST', '/api/punti-vendita', { token, body: { nome: 'X' } })).status).toBe(403);
    }
    const g = await t.gql('mutation { creaPuntoVendita(input: { nome: "X" }) { id } }', {}, manager);
    expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('PUT /punti-vendita/:id', () => {
  it('updates only the fields sent and returns the point under puntoVendita', async () => {
    const pv = await crea({ nome: 'Da Modificare', indirizzo: 'Via Vecchia 1' });
    const res = await t.rest('PUT', `/api/punti-vendita/${pv.id}`, { token: admin, body: { nome: 'Modificato' } });
    expect(res.status).toBe(200);
    expect(res.body.puntoVendita).toEqual({ ...pv, nome: 'Modificato' });
    const off = await t.rest('PUT', `/api/punti-vendita/${pv.id}`, { token: admin, body: { ...pv, attivo: false } });
    expect(off.body.puntoVendita).toMatchObject({ nome: 'Da Modificare', attivo: false });
    const log = await sql(`select azione from log_attivita where dettagli like ? order by id`, [`Aggiornato punto vendita #${pv.id} %`]);
    expect(log.map((l) => l.azione)).toEqual(['modifica', 'disattivazione']);
  });

  it('blank nome is refused; unknown id is 404; bad id is 400', async () => {
    const pv = await crea({ nome: 'Nome Fisso' });
    const blank = await t.rest('PUT', `/api/punti-vendita/${pv.id}`, { token: admin, body: { nome: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: 'Il nome del punto vendita è obbligatorio' });
    const missing = await t.rest('PUT', '/api/punti-vendita/999999', { token: admin, body: { nome: 'X' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Punto vendita non trovato' });
    expect((await t.rest('PUT', '/api/punti-vendita/abc', { token: admin, body: { nome: 'X' } })).status).toBe(400);
  });

  it('GraphQL create, update and delete', async () => {
    const c = await t.gql('mutation($i: PuntoVenditaInput!) { creaPuntoVendita(input: $i) { id nome indirizzo attivo createdAt } }', { i: { nome: 'GQL', indirizzo: 'Via GQL 1' } }, admin);
    expect(c.errors).toBeUndefined();
    const id = c.data.creaPuntoVendita.id;
    expect(c.data.creaPuntoVendita).toMatchObject({ nome: 'GQL', indirizzo: 'Via GQL 1', attivo: true });
    const u = await t.gql('mutation($id: Int!) { aggiornaPuntoVendita(id: $id, input: { attivo: false }) { nome indirizzo attivo } }', { id }, admin);
    expect(u.data.aggiornaPuntoVendita).toEqual({ nome: 'GQL', indirizzo: 'Via GQL 1', attivo: false });
    const bad = await t.gql('mutation($id: Int!) { aggiornaPuntoVendita(id: $id, input: { nome: "" }) { id } }', { id }, admin);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Il nome del punto vendita è obbligatorio', extensions: { code: 'BAD_USER_INPUT' } });
    const d = await t.gql('mutation($id: Int!) { eliminaPuntoVendita(id: $id) }', { id }, admin);
    expect(d.data).toEqual({ eliminaPuntoVendita: id });
    const again = await t.gql('mutation($id: Int!) { eliminaPuntoVendita(id: $id) }', { id }, admin);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('DELETE /punti-vendita/:id', () => {
  it('deletes a point without productions; users assigned to it become unassigned', async () => {
    const pv = await crea({ nome: 'Temporaneo' });
    const uid = await t.createUser({ email: 'assegnato@test.it', ruolo: 'operatore', puntoVenditaId: pv.id });
    const res = await t.rest('DELETE', `/api/punti-vendita/${pv.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, id: pv.id });
    expect(await sql('select punto_vendita_id from utenti where id = ?', [uid])).toEqual([{ punto_vendita_id: null }]);
    expect((await t.rest('DELETE', `/api/punti-vendita/${pv.id}`, { token: admin })).status).toBe(404);
    const log = await sql(`select azione from log_attivita where dettagli = ?`, [`Eliminato punto vendita #${pv.id} "Temporaneo"`]);
    expect(log).toEqual([{ azione: 'eliminazione' }]);
  });

  it('a point with productions is refused with 409 suggesting deactivation', async () => {
    const pv = await crea({ nome: 'Con Produzioni' });
    await sql(`insert into produzioni (data, punto_vendita_id) values ('2026-06-01', ?)`, [pv.id]);
    const res = await t.rest('DELETE', `/api/punti-vendita/${pv.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/produzioni.*Disattivalo/);
    expect(await sql('select id from punti_vendita where id = ?', [pv.id])).toHaveLength(1);
    // deactivating is the way out
    const off = await t.rest('PUT', `/api/punti-vendita/${pv.id}`, { token: admin, body: { attivo: false } });
    expect(off.body.puntoVendita.attivo).toBe(false);
  });
});

describe('demo data', () => {
  it('seeds three sales points and a manager and an operator who can log in', async () => {
    const demo = await createTestApp({ DEMO_DATA: 'true' });
    try {
      const rows = await demo.orm.em.fork().getConnection().execute<{ nome: string }[]>('select nome from punti_vendita order by id limit 3');
      expect(rows.map((r) => r.nome)).toEqual(['Gelateria Centro', 'Chiosco Lungomare', 'Laboratorio Nord']);
      for (const [email, password, ruolo] of [
        ['manager@gelatiere.local', 'manager123', 'manager'],
        ['operatore@gelatiere.local', 'operatore123', 'operatore'],
      ] as const) {
        const res = await demo.rest('POST', '/api/auth/login', { body: { email, password } });
        expect(res.status).toBe(200);
        expect(res.body.user).toMatchObject({ ruolo, punto_vendita_nome: 'Gelateria Centro' });
      }
    } finally {
      await demo.close();
    }
  });
});
