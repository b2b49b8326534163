/**
 * Read replica benchmark (issue 33; `npm run bench:replica -w api`): analytics p95 under a concurrent
 * write stream, with reports on the primary and then on the streaming replica (DATABASE_READ_URL, a
 * replica server of DATABASE_URL's; the same database name is used on it). Writers post productions
 * (dated 2031, note `bench replica`, deleted at the end) as fast as the app takes them while readers
 * call the analytics routes; each side runs `BENCH_SECONDI` (default 15) seconds, both alternating
 * twice. A database with no production is first filled with the demo dataset (a small one; the chain-
 * scale figure needs `npm run seed:large -w api` first).
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { Repliche } from '../src/db/replica.js';
import { seedBaseData } from '../src/seed/base.js';
import { carico, ms, pct } from './stats.js';

const url = process.env.DATABASE_URL;
const urlReplica = process.env.DATABASE_READ_URL;
if (!url || !urlReplica) {
  console.log('[bench replica] saltato: servono DATABASE_URL e DATABASE_READ_URL (una replica in streaming dello stesso server; .ci/replica.sh ne crea una)');
  process.exit(0);
}
const SECONDI = Number(process.env.BENCH_SECONDI ?? 15);
const SCRITTORI = Number(process.env.BENCH_SCRITTORI ?? 8);
const LETTORI = Number(process.env.BENCH_LETTORI ?? 4);
const silenzioso = { info: () => {}, warn: () => {} };

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'true', ADMIN_EMAIL: 'bench.replica@gelatiere.local', ADMIN_PASSWORD: 'bench-password-123', RATE_LIMIT_MAX: '0', GRAPHQL_COST_BUDGET: '0', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
const orm = await initOrm({ connection: url, poolMax: config.DB_POOL_MAX });
await migrate(orm);
await seedBaseData(orm, config, silenzioso); // the demo dataset on an empty database, once
const sql = <T>(q: string, p: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(q, p);
const [{ righe }] = (await sql<{ righe: number }>('select count(*)::int as righe from produzione_righe')) as [{ righe: number }];
const db = (await sql<{ db: string }>('select current_database() as db'))[0]!.db;
const r = new URL(urlReplica);
r.pathname = `/${db}`;
const ormReplica = await initOrm({ connection: r.toString(), poolMax: config.DB_POOL_MAX });
const repliche = new Repliche(ormReplica, config.REPLICA_MAX_LAG_S, 500).avvia();

const ids = (await sql<{ pv: number; gusto: number }>(`select (select id from punti_vendita where attivo order by id limit 1) pv, (select id from gusti where attivo order by id limit 1) gusto`))[0]!;
const anno = new Date().getUTCFullYear() - 1;
const letture = ['/api/analytics/dashboard', `/api/analytics/periodo?anno=${anno}`, `/api/analytics/gusti?anno=${anno}`, `/api/analytics/top-gusti?anno=${anno}`, `/api/analytics/trend-mensile?anno=${anno}`];

/** One side: the app with or without the replica, writers and readers for SECONDI seconds. */
async function giro(conReplica: boolean) {
  const app = await buildApp({ config, orm, logger: false, repliche: conReplica ? repliche : new Repliche(null) });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD } });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  if (conReplica) await repliche.controlla();
  const fine = performance.now() + SECONDI * 1000;
  const tempi: number[] = [];
  let scritte = 0;
  let errori = 0;
  const scrittore = async (w: number) => {
    for (let k = 0; performance.now() < fine; k++) {
      const res = await app.inject({ method: 'POST', url: '/api/produzione', headers, payload: { data: `2031-0${1 + (w % 9)}-1${k % 10}`, puntoVenditaId: ids.pv, gusti: [{ gusto_id: ids.gusto, quantita_kg: 1 + (k % 9) / 10 }], note: 'bench replica' } });
      if (res.statusCode === 201) scritte++;
      else errori++;
    }
  };
  const lettore = async (l: number) => {
    for (let k = l; performance.now() < fine; k++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: letture[k % letture.length]!, headers });
      if (res.statusCode === 200) tempi.push(performance.now() - t0);
      else errori++;
    }
  };
  await Promise.all([...Array.from({ length: SCRITTORI }, (_, w) => scrittore(w)), ...Array.from({ length: LETTORI }, (_, l) => lettore(l))]);
  const inUso = repliche.stato().inUso;
  await app.close();
  return { p50: pct(tempi, 50), p95: pct(tempi, 95), letture: tempi.length, scritte: scritte / SECONDI, errori, inUso };
}

console.log(`\n[bench replica] ${righe} righe di produzione in ${db}; ${SCRITTORI} scrittori, ${LETTORI} lettori di analisi, ${SECONDI} s per giro; ${carico()}`);
for (let i = 0; i < 2; i++) {
  for (const conReplica of [false, true]) {
    const g = await giro(conReplica);
    const lato = conReplica ? `dalla replica${g.inUso ? '' : ' (ricaduta sul primario!)'}` : 'dal primario';
    console.log(`  analisi ${lato.padEnd(13)} p50 ${ms(g.p50)} ms  p95 ${ms(g.p95)} ms  (${g.letture} letture; ${g.scritte.toFixed(0)} scritture/s; errori ${g.errori})`);
  }
}
console.log(`  ${carico()}`);
await sql(`delete from produzioni where note = 'bench replica'`);
await repliche.ferma();
await ormReplica.close();
await orm.close();
