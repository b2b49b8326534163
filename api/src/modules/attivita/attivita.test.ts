import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbstractSqlDriver } from '@mikro-orm/sql';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../../../test/app.js';
import { Migration20261129100000AzioniItaliane } from '../../db/migrations/Migration20261129100000AzioniItaliane.js';
import { AZIONI_ATTIVITA } from './attivita.schema.js';

let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([t.token('admin'), t.token('manager')]);
  // 30 more entries with known order (created_at one minute apart, newest = "voce 30")
  await sql(
    `insert into log_attivita (utente_id, azione, dettagli, ip_address, created_at)
     select ?, 'modifica', 'voce ' || g, '10.0.0.' || g, now() + (g || ' minutes')::interval from generate_series(1, 30) g`,
    [t.users.manager.id],
  );
});
afterAll(async () => t?.close());

const sql: TestApp['sql'] = (query, params) => t.sql(query, params);
const totaleDb = async () => Number((await sql<{ n: string }>('select count(*) as n from log_attivita'))[0]!.n);

describe('GET /config/logs/attivita', () => {
  it('is not captured by /config/:key; newest first, 20 by default, with the real total', async () => {
    const res = await t.rest('GET', '/api/config/logs/attivita', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.logs).toHaveLength(20);
    expect(res.body.total).toBe(await totaleDb());
    expect(res.body.total).toBeGreaterThan(30);
    expect(res.body.logs[0]).toEqual({
      id: expect.any(Number),
      utente_nome: 'Marco Manager',
      utente_email: 'manager@test.it',
      azione: 'modifica',
      dettagli: 'voce 30',
      ip_address: '10.0.0.30',
      created_at: expect.any(String),
    });
    expect(res.body.logs.slice(0, 3).map((l) => l.dettagli)).toEqual(['voce 30', 'voce 29', 'voce 28']);
    const dates = res.body.logs.map((l: { created_at: string }) => Date.parse(l.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('limite and offset page through the log', async () => {
    const res = await t.rest('GET', '/api/config/logs/attivita?limite=5&offset=2', { token: admin });
    expect(res.body.logs.map((l) => l.dettagli)).toEqual(['voce 28', 'voce 27', 'voce 26', 'voce 25', 'voce 24']);
    const beyond = await t.rest('GET', '/api/config/logs/attivita?limite=100&offset=100000', { token: admin });
    expect(beyond.body).toEqual({ logs: [], total: await totaleDb() });
    for (const qs of ['limite=0', 'limite=101', 'limite=abc', 'limite=2.5']) {
      const bad = await t.rest('GET', `/api/config/logs/attivita?${qs}`, { token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: 'Il limite deve essere un numero intero tra 1 e 100' });
    }
    expect((await t.rest('GET', '/api/config/logs/attivita?offset=-1', { token: admin })).body).toEqual({
      error: "L'offset deve essere un numero intero maggiore o uguale a 0",
    });
  });

  it('entries of deleted users keep their row with null name and e-mail', async () => {
    const id = await t.createUser({ email: 'sparito@test.it', ruolo: 'operatore' });
    await sql(`insert into log_attivita (utente_id, azione, dettagli, created_at) values (?, 'accesso', 'sparito', now() + interval '1 hour')`, [id]);
    await sql('delete from utenti where id = ?', [id]);
    const res = await t.rest('GET', '/api/config/logs/attivita?limite=1', { token: admin });
    expect(res.body.logs[0]).toMatchObject({ dettagli: 'sparito', utente_nome: null, utente_email: null });
    await sql(`delete from log_attivita where dettagli = 'sparito'`);
  });

  it('admin only', async () => {
    expect((await t.rest('GET', '/api/config/logs/attivita', { token: manager })).status).toBe(403);
    expect((await t.rest('GET', '/api/config/logs/attivita')).status).toBe(401);
  });
});

describe('DELETE /config/logs/attivita/:id', () => {
  it('deletes one entry (the deletion itself is logged); 404 when missing', async () => {
    const [row] = await sql<{ id: number }>(`select id from log_attivita where dettagli = 'voce 1'`);
    const res = await t.rest('DELETE', `/api/config/logs/attivita/${row!.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, id: row!.id });
    expect(await sql('select id from log_attivita where id = ?', [row!.id])).toEqual([]);
    expect(await sql('select azione from log_attivita where dettagli = ?', [`Eliminata la voce #${row!.id} del log attività`])).toEqual([{ azione: 'eliminazione' }]);
    expect((await t.rest('DELETE', `/api/config/logs/attivita/${row!.id}`, { token: admin })).status).toBe(404);
    expect((await t.rest('DELETE', `/api/config/logs/attivita/${row!.id}`, { token: manager })).status).toBe(403);
  });
});

describe('GraphQL', () => {
  it('logAttivita and eliminaLogAttivita', async () => {
    const g = await t.gql('{ logAttivita(limite: 2, offset: 1) { totale righe { id utenteNome utenteEmail azione dettagli ipAddress createdAt } } }', {}, admin);
    expect(g.errors).toBeUndefined();
    expect(g.data.logAttivita.totale).toBe(await totaleDb());
    expect(g.data.logAttivita.righe.map((r: { dettagli: string }) => r.dettagli)).toEqual(['voce 29', 'voce 28']);
    const def = await t.gql('{ logAttivita { righe { id } } }', {}, admin);
    expect(def.data.logAttivita.righe).toHaveLength(20);
    const bad = await t.gql('{ logAttivita(limite: 500) { totale } }', {}, admin);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Il limite deve essere un numero intero tra 1 e 100', extensions: { code: 'BAD_USER_INPUT' } });
    const id = g.data.logAttivita.righe[0].id;
    expect((await t.gql(`mutation { eliminaLogAttivita(id: ${id}) }`, {}, admin)).data).toEqual({ eliminaLogAttivita: id });
    expect((await t.gql('{ logAttivita { totale } }', {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('actions in Italian (issue 34, 8)', () => {
  it('what the app writes is read in Italian on both doors: accesso, creazione, modifica, attivazione/disattivazione, eliminazione, uscita', async () => {
    const [prima] = await sql<{ id: number }>('select coalesce(max(id), 0)::int as id from log_attivita');
    const login = await t.rest('POST', '/api/auth/login', { body: { email: 'manager@test.it', password: TEST_PASSWORD } });
    const token = login.body.token as string;
    const pv = await t.rest('POST', '/api/punti-vendita', { token: admin, body: { nome: 'Chiosco del log' } });
    const id = pv.body.puntoVendita.id;
    expect((await t.rest('PUT', `/api/punti-vendita/${id}`, { token: admin, body: { nome: 'Chiosco del log', attivo: false } })).status).toBe(200);
    expect((await t.gql(`mutation { eliminaPuntoVendita(id: ${id}) }`, {}, admin)).errors).toBeUndefined();
    await t.rest('POST', '/api/auth/logout', { token });
    const rest = await t.rest('GET', '/api/config/logs/attivita?limite=100', { token: admin });
    const gql = await t.gql('{ logAttivita(limite: 100) { righe { id azione } } }', {}, admin);
    // this test's entries (the fixtures above are dated in the future, so they come first)
    const nuove = (righe: { id: number; azione: string }[]) => righe.filter((r) => r.id > prima!.id).map((r) => r.azione);
    const attese = ['uscita', 'eliminazione', 'disattivazione', 'creazione', 'accesso'];
    expect(nuove(rest.body.logs)).toEqual(attese);
    expect(nuove(gql.data.logAttivita.righe)).toEqual(attese);
    const tutte = await sql<{ azione: string }>('select distinct azione from log_attivita');
    expect(tutte.map((r) => r.azione).filter((a) => !(AZIONI_ATTIVITA as readonly string[]).includes(a))).toEqual([]);
  });

  it('the migration renames the English codes stored before it, and its down brings them back', async () => {
    const inglesi = ['login', 'logout', 'create', 'update', 'delete', 'activate', 'deactivate', 'reset', 'import', 'email'];
    await sql(`insert into log_attivita (azione, dettagli) select unnest(array[?]::text[]), 'migrazione azioni'`, [inglesi]);
    const esegui = async (verso: 'up' | 'down') => {
      const m = new Migration20261129100000AzioniItaliane(t.orm.em.getDriver() as unknown as AbstractSqlDriver, t.orm.config);
      await m[verso]();
      for (const q of m.getQueries()) await sql(q as string);
    };
    const lette = async () => (await sql<{ azione: string }>(`select azione from log_attivita where dettagli = 'migrazione azioni' order by id`)).map((r) => r.azione);
    // the codes of that migration (actions added later, like allarme_prezzo, were never stored in English)
    const italiane = ['accesso', 'uscita', 'creazione', 'modifica', 'eliminazione', 'attivazione', 'disattivazione', 'azzeramento', 'importazione', 'invio_email'];
    expect(italiane.every((a) => (AZIONI_ATTIVITA as readonly string[]).includes(a))).toBe(true);
    await esegui('up');
    expect(await lette()).toEqual(italiane);
    await esegui('down');
    expect(await lette()).toEqual(inglesi);
    await esegui('up');
    await sql(`delete from log_attivita where dettagli = 'migrazione azioni'`);
  });
});
