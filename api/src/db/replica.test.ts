import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

/**
 * The read replica (issue 33) against a real streaming replica: .ci/run builds one (.ci/replica.sh:
 * pg_basebackup -R of the primary into a second cluster) and sets GELATIERE_REPLICA_URL (the replica
 * server), GELATIERE_REPLICA_PRIMARY_URL (its primary) and GELATIERE_REPLICA_CTL (start/stop).
 */
const replica = process.env.GELATIERE_REPLICA_URL;
const ctl = process.env.GELATIERE_REPLICA_CTL;
const databaseUrlPrima = process.env.DATABASE_URL;
if (replica && process.env.GELATIERE_REPLICA_PRIMARY_URL) process.env.DATABASE_URL = process.env.GELATIERE_REPLICA_PRIMARY_URL;

let t: TestApp;
let admin: string;
let centro = 0;
let gusto = 0;

const attendi = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Polls `prova` every 100 ms for up to `ms`; returns its last value. */
async function finché<T>(prova: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const fine = Date.now() + ms;
  let v = await prova();
  while (!ok(v) && Date.now() < fine) {
    await attendi(100);
    v = await prova();
  }
  return v;
}

beforeAll(async () => {
  if (!replica) return;
  // reports may lag an hour: the first tests show reads really come from the replica (stale while replay is paused)
  t = await createTestApp({ REPLICA_MAX_LAG_S: '3600' }, { replica });
  admin = await t.token('admin');
  centro = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  const creme = (await t.sql<{ id: number }>(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`))[0]!.id;
  gusto = (await t.sql<{ id: number }>(`insert into gusti (nome, categoria_id, colore) values ('Fiordilatte', ?, '#ffffff') returning id`, [creme]))[0]!.id;
});
afterAll(async () => {
  // the next test files share this process (vitest isolate: false): they get the run's server back
  if (databaseUrlPrima === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = databaseUrlPrima;
  if (!t) return;
  await sullaReplica('select pg_wal_replay_resume()').catch(() => {});
  await t.close();
});

const sullaReplica = <T = Record<string, unknown>>(sql: string) => t.repliche.ormReplica!.em.fork().getConnection().execute<T[]>(sql);
const produzioniSullaReplica = async () => Number((await sullaReplica<{ n: number }>('select count(*)::int as n from produzioni'))[0]!.n);
const produci = async (kg: number) => {
  const res = await t.rest('POST', '/api/produzione', { token: admin, body: { data: '2026-06-01', puntoVenditaId: centro, gusti: [{ gusto_id: gusto, quantita_kg: kg }], note: null } });
  expect(res.status).toBe(201);
  return (res.body as { id: number }).id;
};
/** The dashboard's all-time count of productions (a report). */
const produzioniNelReport = async () => {
  const res = await t.rest('GET', '/api/analytics/dashboard', { token: admin });
  expect(res.status).toBe(200);
  return (res.body as { totali: { produzioni: number } }).totali.produzioni;
};
const pronto = async () => (await t.rest('GET', '/api/ready')) as { status: number; body: { replica: string; status: string } };

describe.skipIf(!replica)('reports on a streaming replica (DATABASE_READ_URL)', () => {
  it('a report reads from the replica: while its replay is paused it shows the data as the replica has it, while the write and its own read are on the primary', async () => {
    await produci(2.5);
    expect(await finché(produzioniSullaReplica, (n) => n === 1)).toBe(1);
    expect((await t.repliche.controlla()).inUso).toBe(true);
    expect(await produzioniNelReport()).toBe(1);

    await sullaReplica('select pg_wal_replay_pause()');
    const id = await produci(3);
    // the caller's own write, read back at once: from the primary
    const propria = await t.rest('GET', `/api/produzione/${id}`, { token: admin });
    expect([propria.status, (propria.body as { id: number }).id]).toEqual([200, id]);
    // the report: from the replica, which has not replayed it
    expect(await produzioniSullaReplica()).toBe(1);
    expect(await produzioniNelReport()).toBe(1);
  });

  it('a replica behind more than REPLICA_MAX_LAG_S: reports fall back to the primary by themselves, readiness and metrics say so; caught up, it serves again', { timeout: 90_000 }, async () => {
    t.repliche.maxRitardoS = 1;
    const stato = await finché(() => t.repliche.controlla(), (s) => !s.inUso, 5_000);
    expect(stato).toMatchObject({ raggiungibile: true, inUso: false });
    expect(stato.ritardoS).toBeGreaterThan(1);
    expect(await produzioniNelReport()).toBe(2);
    const r = await pronto();
    expect([r.status, r.body.status, r.body.replica]).toEqual([200, 'ok', 'in_ritardo']);
    const metriche = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metriche).toMatch(/^gelatiere_db_replica_in_uso 0$/m);

    await sullaReplica('select pg_wal_replay_resume()');
    expect(await finché(produzioniSullaReplica, (n) => n === 2, 30_000)).toBe(2);
    // back to the default bound: a replica of a busy server (other tests' databases) may stay a second behind
    t.repliche.maxRitardoS = 10;
    expect((await finché(() => t.repliche.controlla(), (s) => s.inUso, 30_000)).inUso).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^gelatiere_db_replica_in_uso 1$/m);
    expect(await produzioniNelReport()).toBe(2);
  });

  it.skipIf(!ctl)('the replica stopped: reports still answer (from the primary), readiness stays true and says the replica is unreachable; restarted, it serves again', { timeout: 120_000 }, async () => {
    execFileSync(ctl!, ['stop']);
    try {
      // the first report may meet the dead replica: it is read again from the primary, never an error
      expect(await produzioniNelReport()).toBe(2);
      expect(t.repliche.stato().inUso).toBe(false);
      const r = await finché(pronto, (x) => x.body.replica === 'non_raggiungibile', 5_000);
      expect([r.status, r.body.status, r.body.replica]).toEqual([200, 'ok', 'non_raggiungibile']);
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^gelatiere_db_replica_ritardo_secondi -1$/m);
      expect(await produzioniNelReport()).toBe(2);
    } finally {
      execFileSync(ctl!, ['start']);
    }
    // the restarted replica first replays what the primary wrote meanwhile (its slot kept it)
    expect((await finché(() => t.repliche.controlla(), (s) => s.inUso, 60_000)).inUso).toBe(true);
    expect((await pronto()).body.replica).toBe('ok');
    expect(await produzioniNelReport()).toBe(2);
  });
});
