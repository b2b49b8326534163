/**
 * Issue 32 benchmark: the forecast's backtest on the demo data (DOMAIN.md: weighted MAPE over the last
 * 8 weeks, each day forecast only from the days before it), printed per sales point next to the naive
 * forecast (same weekday last week) and the 4-week rule, with the load average. It creates a database of
 * its own on DATABASE_URL's server (migrated, demo data seeded as DEMO_DATA=true does), and drops it at
 * the end: `npm run bench:previsioni -w api`.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { dataRomaIso } from '../src/common/dates.js';
import { piuGiorni } from '../src/common/festivi.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { seedBaseData } from '../src/seed/base.js';
import { backtest, GIORNI_PER_GUSTO_BACKTEST } from '../src/modules/previsioni/previsioni.model.js';
import { datiPunto } from '../src/modules/previsioni/previsioni.queries.js';
import { carico } from './stats.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('[bench] DATABASE_URL è obbligatorio (un server PostgreSQL su cui creare il database del bench)');
  process.exit(1);
}
const nome = `gelatiere_bench_previsioni_${process.pid}`;
const server = new pg.Client({ connectionString: url });
await server.connect();
await server.query(`create database ${nome}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${nome}`;
const orm = await initOrm({ connection: dbUrl.toString(), poolMax: 2, timeouts: { statementMs: 0 } });
try {
  await migrate(orm);
  const silent = { info: () => {}, warn: () => {} };
  const t0 = performance.now();
  await seedBaseData(orm, loadConfig({ ...process.env, DATABASE_URL: dbUrl.toString(), DEMO_DATA: 'true', LOG_LEVEL: 'silent' }), silent);
  console.log(`[bench] dati dimostrativi caricati in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const em = orm.em.fork();
  const punti = await em.execute<{ id: number; nome: string }[]>(`select id, nome from punti_vendita where attivo order by id`);
  const oggi = dataRomaIso();
  console.log(`Previsione: WMAPE % delle ultime 8 settimane (fino a ieri, ${piuGiorni(oggi, -1)}), ogni giorno previsto solo dai giorni precedenti`);
  console.log(`${'punto vendita'.padEnd(24)}${'giorni'.padStart(7)}${'modello'.padStart(10)}${'ingenuo'.padStart(10)}${'4 settimane'.padStart(13)}${'ms'.padStart(8)}`);
  for (const p of punti) {
    const d = await datiPunto(em, p.id, piuGiorni(oggi, -1), piuGiorni(oggi, -1), piuGiorni(oggi, -GIORNI_PER_GUSTO_BACKTEST));
    const t = performance.now();
    const a = await backtest({ giorni: d.giorni, meteo: (x) => d.meteo.get(x), patrono: d.patrono }, oggi);
    const ms = performance.now() - t;
    const f = (x: number | null) => (x === null ? '—' : x.toFixed(1)).padStart(10);
    console.log(`${p.nome.padEnd(24)}${String(a.giorni).padStart(7)}${f(a.wmapeModello)}${f(a.wmapeIngenuo)}${f(a.wmapeRegola4Settimane).padStart(13)}${ms.toFixed(0).padStart(8)}`);
  }
  console.log(`(${carico()})`);
} finally {
  await orm.close();
  await server.query(`drop database if exists ${nome}`);
  await server.end();
}
