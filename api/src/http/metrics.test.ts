import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildApp } from '../app.js';
import { initOrm } from '../db/orm.js';
import { buildServices } from '../services.js';

/** /metrics, /api/health and /api/ready (issue 33). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const scrape = async (app = t.app, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** The value of one series (`nome{etichette}`) in Prometheus' text format; undefined when absent. */
function valore(testo: string, serie: string): number | undefined {
  const riga = testo.split('\n').find((r) => r.startsWith(`${serie} `));
  return riga === undefined ? undefined : Number(riga.slice(serie.length + 1));
}

describe('GET /metrics (Prometheus)', () => {
  it('answers loopback callers in the text format: requests by route and status, durations, pools, statement timeouts, outbox queues, replica, jobs; the request counter moves', async () => {
    await t.rest('GET', '/api/health');
    const prima = (await scrape()).body;
    const serie = 'gelatiere_http_richieste_totali{metodo="GET",rotta="/api/health",stato="200"}';
    const n0 = valore(prima, serie)!;
    expect(n0).toBeGreaterThanOrEqual(1);
    await t.rest('GET', '/api/health');
    await t.rest('GET', '/api/health');
    await t.rest('GET', '/api/gusti/999999');
    await t.sql(`insert into email_log (tipo, destinatari, oggetto, contenuto) values ('test', '["a@b.it"]', 'Prova', 'Prova')`);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const testo = res.body;
    expect(valore(testo, serie)).toBe(n0 + 2);
    // the route's pattern, not the URL (bounded labels); a 401 without a token
    expect(valore(testo, 'gelatiere_http_richieste_totali{metodo="GET",rotta="/api/gusti/:id",stato="401"}')).toBe(1);
    expect(valore(testo, 'gelatiere_http_durata_secondi_count{metodo="GET",rotta="/api/health",stato="200"}')).toBe(n0 + 2);
    expect(testo).toMatch(/^gelatiere_http_durata_secondi_bucket\{le="0\.005",metodo="GET",rotta="\/api\/health",stato="200"\} \d+$/m);
    for (const stato of ['in_uso', 'inattive', 'in_attesa']) expect(valore(testo, `gelatiere_db_connessioni{database="primario",stato="${stato}"}`)).toBeGreaterThanOrEqual(0);
    expect(valore(testo, 'gelatiere_db_timeout_statement_totali')).toBeGreaterThanOrEqual(0);
    expect(valore(testo, 'gelatiere_outbox_in_coda{coda="email"}')).toBe(1);
    expect(valore(testo, 'gelatiere_outbox_in_coda{coda="webhook"}')).toBe(0);
    expect(valore(testo, 'gelatiere_outbox_eta_piu_vecchio_secondi{coda="email"}')).toBeGreaterThanOrEqual(0);
    expect(valore(testo, 'gelatiere_outbox_consegne_fallite{coda="webhook"}')).toBe(0);
    // no replica configured
    expect(valore(testo, 'gelatiere_db_replica_ritardo_secondi')).toBe(-1);
    expect(valore(testo, 'gelatiere_db_replica_in_uso')).toBe(0);
    expect(testo).toContain('# TYPE gelatiere_job_durata_secondi histogram');
    // the scrapes themselves are not counted
    expect(testo).not.toContain('rotta="/metrics"');
  });

  it('without METRICS_TOKEN, a caller that is not loopback gets 404 (X-Forwarded-For does not help)', async () => {
    expect((await scrape(t.app, {}, '10.1.2.3')).statusCode).toBe(404);
    expect((await scrape(t.app, { 'x-forwarded-for': '127.0.0.1' }, '10.1.2.3')).statusCode).toBe(404);
  });

  it('with METRICS_TOKEN, Authorization: Bearer <token> is required (401 otherwise), from anywhere', async () => {
    const token = 'token-delle-metriche-0123456789';
    const app = await buildApp({ config: { ...t.config, METRICS_TOKEN: token }, orm: t.orm, logger: false });
    try {
      const senza = await scrape(app);
      expect([senza.statusCode, senza.json()]).toEqual([401, { error: 'Autenticazione richiesta' }]);
      expect((await scrape(app, { authorization: 'Bearer sbagliato' })).statusCode).toBe(401);
      expect((await scrape(app, { authorization: `Bearer ${token}x` }, '10.1.2.3')).statusCode).toBe(401);
      const con = await scrape(app, { authorization: `Bearer ${token}` }, '10.1.2.3');
      expect(con.statusCode).toBe(200);
      expect(con.body).toContain('gelatiere_http_richieste_totali');
    } finally {
      await app.close();
    }
  });
});

describe('/api/health (liveness) and /api/ready (readiness)', () => {
  it('ready: database reachable, migrations applied, no replica: 200', async () => {
    const r = await t.rest('GET', '/api/ready');
    expect([r.status, r.body]).toEqual([200, { status: 'ok', database: 'ok', migrazioni: 'ok', replica: 'assente', ritardo_replica_s: null, chiusura: false }]);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('the database down (its connection cut): ready is 503, health still 200 (a restart would not help); back up: ready 200 again by itself', { timeout: 30_000 }, async () => {
    // the app reaches the database through a proxy that the test cuts and restores
    const server = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
    const socket = new Set<net.Socket>();
    const proxy = () =>
      net.createServer((client) => {
        const db = net.connect(Number(server.port || 5432), server.hostname);
        for (const s of [client, db]) {
          socket.add(s);
          s.on('close', () => socket.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(db).pipe(client);
      });
    let p = proxy();
    await new Promise<void>((r) => p.listen(0, '127.0.0.1', r));
    const porta = (p.address() as net.AddressInfo).port;
    const url = new URL(server.toString());
    url.host = `127.0.0.1:${porta}`;
    url.pathname = `/${(await t.sql<{ db: string }>('select current_database() as db'))[0]!.db}`;
    const orm = await initOrm({ connection: url.toString(), poolMax: 3, timeouts: { acquisizioneMs: 1000 } });
    const app = await buildApp({ config: t.config, orm, logger: false, services: buildServices(t.config) });
    const ready = async () => {
      const r = await app.inject({ method: 'GET', url: '/api/ready' });
      return { status: r.statusCode, body: r.json() as { database: string } };
    };
    try {
      expect((await ready()).status).toBe(200);
      // down: the proxy closed, every connection through it cut
      await new Promise<void>((r) => p.close(() => r()));
      socket.forEach((s) => s.destroy());
      const giu = await ready();
      expect([giu.status, giu.body.database]).toEqual([503, 'error']);
      const vivo = await app.inject({ method: 'GET', url: '/api/health' });
      expect([vivo.statusCode, vivo.json()]).toEqual([200, { status: 'ok', database: 'error' }]);
      // up again on the same port
      p = proxy();
      await new Promise<void>((r) => p.listen(porta, '127.0.0.1', r));
      const fine = Date.now() + 10_000;
      let su = await ready();
      while (su.status !== 200 && Date.now() < fine) su = await ready();
      expect([su.status, su.body.database]).toEqual([200, 'ok']);
    } finally {
      await app.close();
      await orm.close();
      await new Promise<void>((r) => p.close(() => r()));
      socket.forEach((s) => s.destroy());
    }
  });

  it('shutting down (SIGTERM sets the flag): ready is 503 with chiusura true, health 200', async () => {
    const services = buildServices(t.config);
    const app = await buildApp({ config: t.config, orm: t.orm, logger: false, services });
    try {
      services.vita.inChiusura = true;
      const r = await app.inject({ method: 'GET', url: '/api/ready' });
      expect([r.statusCode, r.json().chiusura, r.json().status]).toEqual([503, true, 'error']);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
