import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { connessioneDb, finché, prontoEntro, terminaConnessioni } from '../../test/guasti.js';
import { MESSAGGI } from '../common/errors.js';

/**
 * Issue 34 item 1: PostgreSQL connections terminated under a POST stream. A broken connection leaves
 * the pool, requests fail fast, and the app recovers by itself: /api/ready answers 200 (the database reachable) and the
 * next POST succeeds within 10 s of the last termination.
 */
const suPostgres = !!process.env.DATABASE_URL;
let t: TestApp;
let admin: string;
let centro = 0;
let gusto = 0;

beforeAll(async () => {
  if (!suPostgres) return;
  // short limits so the timeout tests below are quick
  t = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2500' });
  admin = await t.token('admin');
  centro = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  const creme = (await t.sql<{ id: number }>(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`))[0]!.id;
  gusto = (await t.sql<{ id: number }>(`insert into gusti (nome, categoria_id, colore) values ('Fiordilatte', ?, '#ffffff') returning id`, [creme]))[0]!.id;
});
afterAll(async () => t?.close());

const produzione = (k: number) =>
  t.rest('POST', '/api/produzione', { token: admin, body: { data: '2026-06-01', puntoVenditaId: centro, gusti: [{ gusto_id: gusto, quantita_kg: 1 + (k % 7) / 10 }], note: null } });

describe.skipIf(!suPostgres)('PostgreSQL connections terminated under a write stream', () => {
  it('every request is answered (no hang), and within 10 s /api/ready is 200 and a POST is written', { timeout: 60_000 }, async () => {
    let falliti = 0;
    for (let giro = 0; giro < 3; giro++) {
      // a stream: 8 writers, each posting one production after the other
      let ferma = false;
      const stati: number[] = [];
      const anomalie: unknown[] = [];
      const scrittore = async (w: number) => {
        for (let k = 0; !ferma; k++) {
          const inizio = Date.now();
          const res = await produzione(w * 1000 + k);
          stati.push(res.status);
          // a failure is fast, a 503 with an Italian message and a Retry-After, never a hang
          const ms = Date.now() - inizio;
          const atteso = res.status === 201 || (res.status === 503 && /database/i.test((res.body as { error: string }).error) && res.headers['retry-after']);
          if (ms > 8_000 || !atteso) anomalie.push({ status: res.status, body: res.body, ms });
        }
      };
      const scrittori = Array.from({ length: 8 }, (_, w) => scrittore(w));
      // the stream is flowing: every writer has had an answer
      await finché(() => stati.length >= 8, 'le prime 8 risposte del flusso');
      expect(await terminaConnessioni(t)).toBeGreaterThan(0);
      // the app recovered by itself under the stream: a write answered 201 after the termination
      const primaTerminazione = stati.length;
      await finché(() => stati.slice(primaTerminazione).includes(201), 'una scrittura riuscita dopo la terminazione');
      await terminaConnessioni(t);
      const dopo = Date.now();
      // the writers in flight at the second termination have been answered
      const secondaTerminazione = stati.length;
      await finché(() => stati.length >= secondaTerminazione + 8, 'le risposte dopo la seconda terminazione');
      ferma = true;
      await Promise.all(scrittori);
      expect(anomalie).toEqual([]);
      expect(stati.filter((s) => s === 201).length).toBeGreaterThan(0);
      falliti += stati.filter((s) => s === 503).length;

      // recovery by itself: ready 200 and a production written, within 10 s of the last termination
      expect(await prontoEntro(t, dopo)).toBe(200);
      const res = await produzione(giro);
      expect(res.status).toBe(201);
      expect(Date.now() - dopo).toBeLessThan(10_000);
    }
    // the terminations did hit writes in flight (they were answered 503, not 500)
    expect(falliti).toBeGreaterThan(0);
  });
});

describe.skipIf(!suPostgres)('nothing hangs', () => {
  it('a statement waiting longer than DB_STATEMENT_TIMEOUT_MS (a lock held elsewhere) is cancelled: 503 with an Italian message, and nothing is written', async () => {
    const conta = async () => (await t.sql<{ n: number }>('select count(*)::int as n from produzioni'))[0]!.n;
    const prima = await conta();
    const altro = await connessioneDb(t);
    try {
      await altro.query('begin');
      await altro.query('lock table produzioni in access exclusive mode');
      const inizio = Date.now();
      const res = await produzione(1);
      expect([res.status, res.body, res.headers['retry-after']]).toEqual([503, { error: MESSAGGI.databaseTroppoLento }, '2']);
      expect(Date.now() - inizio).toBeLessThan(2_500);
      await altro.query('rollback');
    } finally {
      await altro.end();
    }
    expect(await conta()).toBe(prima);
    expect((await produzione(2)).status).toBe(201);
  });

  it('a request not answered within REQUEST_TIMEOUT_MS (every pool connection taken) gets 503 with an Italian message', async () => {
    const pool = (await t.orm.em.getConnection().getNativeClient()) as pg.Pool;
    const presi = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      const inizio = Date.now();
      const res = await produzione(3);
      expect([res.status, res.body, res.headers['retry-after']]).toEqual([503, { error: MESSAGGI.richiestaTroppoLenta }, '2']);
      expect(Date.now() - inizio).toBeGreaterThanOrEqual(2_400);
      expect(Date.now() - inizio).toBeLessThan(4_500);
    } finally {
      presi.forEach((c) => c.release());
    }
    expect((await produzione(4)).status).toBe(201);
  });
});
