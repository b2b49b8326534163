/**
 * Embedded PGlite under load (issue 13; `npm run bench -w api` runs it last, no DATABASE_URL
 * needed): PGlite behind its socket with its data in a temporary folder on disk, as `npm start`
 * without DATABASE_URL runs it (DATA_DIR; one connection; BENCH_PGLITE_MEMORIA=true keeps the whole
 * database in memory instead, which costs its size in RSS), migrated and filled with the demo dataset (two years of production), then the app
 * over real HTTP with BENCH_PGLITE_CLIENT (10) clients: POST /api/produzione, GET /api/gusti and
 * top-gusti. Prints req/s, p50/p99 and the process's peak RSS (sampled every 50 ms, and the
 * kernel's maxRSS), apart for the first start (a one-time cost) and the running app under load.
 * Target: peak RSS ≤ 600 MB under load. When to move to a PostgreSQL server: README.
 */
import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { seedBaseData } from '../src/db/seeders/base.js';
import { carico, pct } from './stats.js';

const CLIENT = Number(process.env.BENCH_PGLITE_CLIENT ?? 10);
const SECONDI = Number(process.env.BENCH_SECONDI ?? 10);
const EMAIL = 'admin@pglite.bench';
const PASSWORD = 'bench-password-123';

let piccoRss = 0;
const campiona = setInterval(() => {
  piccoRss = Math.max(piccoRss, process.memoryUsage().rss);
}, 50);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

const silent = { info: () => {}, warn: () => {} };
const t0 = performance.now();
const inMemoria = process.env.BENCH_PGLITE_MEMORIA === 'true';
const cartella = inMemoria ? undefined : await mkdtemp(path.join(tmpdir(), 'gelatiere-bench-pglite-'));
const embedded = await startEmbeddedPostgres(cartella);
const config = loadConfig({
  ...process.env,
  DATABASE_URL: '',
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  ADMIN_EMAIL: EMAIL,
  ADMIN_PASSWORD: PASSWORD,
  RATE_LIMIT_MAX: '0',
  GRAPHQL_COST_BUDGET: '0',
  EMAIL_WORKER: 'false',
  DEMO_DATA: 'true',
});
const orm = await initOrm({ connection: embedded.connection, poolMax: 1 });
await migrate(orm);
await seedBaseData(orm, config, silent); // with the demo dataset (DEMO_DATA)
const conn = orm.em.fork().getConnection();
const [{ righe, gusti, pv, anno }] = await conn.execute<{ righe: number; gusti: number[]; pv: number; anno: number }[]>(
  `select (select count(*)::int from produzione_righe) righe,
          (select array_agg(id order by id) from (select id from gusti where attivo order by id limit 8) g) gusti,
          (select id from punti_vendita where attivo order by id limit 1) pv,
          (select extract(year from max(data))::int from produzioni) anno`,
);
console.log(`\n== PGlite (${inMemoria ? 'in memoria' : 'dati su disco'}, 1 connessione): dataset demo ${righe} righe di produzione, pronto in ${((performance.now() - t0) / 1000).toFixed(1)} s, RSS ${mb(process.memoryUsage().rss)} ==`);

// the first start (a new folder: initdb in a child process, then migrations and the demo dataset) is
// a one-time cost; the target is the peak of the running app under the bench's load
const piccoAvvio = Math.max(piccoRss, process.resourceUsage().maxRSS * 1024);
piccoRss = process.memoryUsage().rss;
const app = await buildApp({ config, orm, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
const token = ((await login.json()) as { token: string }).token;
const auth = { authorization: `Bearer ${token}` };

async function misura(nome: string, fn: (i: number) => Promise<boolean>) {
  const tempi: number[] = [];
  let errori = 0;
  const fine = performance.now() + SECONDI * 1000;
  const inizio = performance.now();
  await Promise.all(
    Array.from({ length: CLIENT }, async (_, c) => {
      for (let i = c; performance.now() < fine; i += CLIENT) {
        const s = performance.now();
        if (await fn(i).catch(() => false)) tempi.push(performance.now() - s);
        else errori++;
      }
    }),
  );
  const alSecondo = tempi.length / ((performance.now() - inizio) / 1000);
  console.log(
    `${nome.padEnd(30)}${alSecondo.toFixed(0).padStart(6)} /s  p50 ${pct(tempi, 50).toFixed(1).padStart(6)} ms  p99 ${pct(tempi, 99).toFixed(1).padStart(7)} ms${errori ? `  errori ${errori}` : ''}  RSS picco ${mb(piccoRss)}  (${carico()})`,
  );
}

const get = (path: string) => async () => {
  const res = await fetch(`${base}${path}`, { headers: auth });
  await res.arrayBuffer();
  return res.status === 200;
};
await misura('POST /api/produzione', async (i) => {
  const res = await fetch(`${base}/api/produzione`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ data: `2031-03-${String((i % 28) + 1).padStart(2, '0')}`, puntoVenditaId: pv, gusti: gusti.map((g, k) => ({ gusto_id: g, quantita_kg: 1 + ((i + k) % 5) })), note: 'bench' }),
  });
  await res.arrayBuffer();
  return res.status === 201;
});
await misura('GET /api/gusti', get('/api/gusti'));
await misura('GET top-gusti', get(`/api/analytics/top-gusti?anno=${anno}`));
await misura('GET /api/produzione', get('/api/produzione?limit=50'));

clearInterval(campiona);
console.log(`PGlite: RSS di picco sotto carico ${mb(piccoRss)} (obiettivo ≤ 600 MB); primo avvio con i dati demo ${mb(piccoAvvio)} (una volta sola)`);
await app.close();
await orm.close();
await embedded.stop();
if (cartella) await rm(cartella, { recursive: true, force: true });
