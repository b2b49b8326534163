/**
 * Analytics benchmark (`npm run bench -w api`) on a database filled by `npm run seed:large -w api`
 * (DATABASE_URL required). Boots the real app (buildApp) and calls every /analytics route, a few
 * filtered variants and one combined GraphQL query through app.inject with an admin token: one cold
 * call, then WARM calls (default 30), printing p50 / p95 per call. It then times the SQL behind
 * top-gusti alone (rollup) and the same aggregate as a plain GROUP BY over the production lines, to
 * show the API overhead ratio and what the rollups save. Target: p95 < 100 ms for every call.
 */
import 'reflect-metadata';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { BENCH_EMAIL, BENCH_PASSWORD, adminDelBench, databaseDelSeed } from './seed-bench.js';
import { ms, pct } from './stats.js';

const WARM = Number(process.env.BENCH_WARM ?? 30);
const TARGET_MS = 100;

const url = databaseDelSeed();


const client = new pg.Client({ connectionString: url });
await client.connect();
const scalar = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0] as T;

const { n: righe } = await scalar<{ n: string }>('select count(*)::text as n from produzione_righe');
if (Number(righe) < 1000) {
  console.error(`[bench] solo ${righe} righe di produzione: esegui prima \`npm run seed:large -w api\``);
  process.exit(1);
}

await adminDelBench(client);

const anno = new Date().getUTCFullYear() - 1;
const ids = await scalar<{ pv: number; op: number; gusto: number; ingr: number; prod: number; cat: string }>(
  `select (select id from punti_vendita where nome like 'Gelateria % (large)' order by id limit 1) pv,
          (select id from utenti where email like 'operatore.%@large.gelatiere.local' order by id limit 1) op,
          (select id from gusti order by id limit 1) gusto,
          (select id from ingredienti order by id limit 1) ingr,
          (select max(id) from produzioni) prod,
          (select nome from categorie_gusti order by id limit 1) cat`,
);

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
const orm = await initOrm({ connection: url, poolMax: 10 });
await migrate(orm); // the seeded database may predate the newest migrations
const app = await buildApp({ config, orm, logger: false });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD } });
if (login.statusCode !== 200) throw new Error(`login fallito: ${login.statusCode} ${login.body}`);
const token = login.json<{ token: string }>().token;

const Y = `anno=${anno}`;
const calls: [string, string][] = [
  ['dashboard', '/api/analytics/dashboard'],
  ['costo-totale', `/api/analytics/costo-totale?${Y}`],
  ['food-cost-gusti', `/api/analytics/food-cost-gusti?${Y}`],
  ['costo-produzioni', `/api/analytics/costo-produzioni?${Y}`],
  ['dettaglio-costo-produzione/:id', `/api/analytics/dettaglio-costo-produzione/${ids.prod}`],
  ['periodo', `/api/analytics/periodo?${Y}`],
  ['gusto/:id', `/api/analytics/gusto/${ids.gusto}?${Y}`],
  ['trend-mensile', `/api/analytics/trend-mensile?${Y}`],
  ['export (excel)', `/api/analytics/export?${Y}&formato=excel`],
  ['gusti', `/api/analytics/gusti?${Y}`],
  ['ingredienti-avanzate', `/api/analytics/ingredienti-avanzate?${Y}`],
  ['periodo-dettagli', `/api/analytics/periodo-dettagli?${Y}`],
  ['confronto', `/api/analytics/confronto?${Y}&confrontaAnno=${anno - 1}`],
  ['top-gusti', `/api/analytics/top-gusti?${Y}`],
  ['costi', `/api/analytics/costi?${Y}`],
  ['gusti ?puntoVenditaId', `/api/analytics/gusti?${Y}&puntoVenditaId=${ids.pv}`],
  ['gusti ?operatoreId', `/api/analytics/gusti?${Y}&operatoreId=${ids.op}`],
  ['gusti ?categoriaGusto&mese', `/api/analytics/gusti?${Y}&mese=7&categoriaGusto=${encodeURIComponent(ids.cat)}`],
  ['ingredienti ?ingredienteId', `/api/analytics/ingredienti-avanzate?${Y}&ingredienteId=${ids.ingr}`],
  ['periodo-dettagli ?gustoId', `/api/analytics/periodo-dettagli?${Y}&gustoId=${ids.gusto}`],
  ['confronto ?puntoVenditaId', `/api/analytics/confronto?${Y}&puntoVenditaId=${ids.pv}`],
  ['costo-produzioni ?mese&pv', `/api/analytics/costo-produzioni?${Y}&mese=8&puntoVenditaId=${ids.pv}`],
  // real margins from the display case (issue 14)
  ['margini', `/api/analytics/margini?${Y}`],
  ['margini ?puntoVenditaId', `/api/analytics/margini?${Y}&puntoVenditaId=${ids.pv}`],
  ['margini ?categoriaGusto&mese', `/api/analytics/margini?${Y}&mese=7&categoriaGusto=${encodeURIComponent(ids.cat)}`],
  ['margini ?gustoId', `/api/analytics/margini?${Y}&gustoId=${ids.gusto}`],
  // the display case's own summaries (issue 14): a month at one point, a whole year of the chain
  ['vetrina/riepilogo mese pv', `/api/vetrina/riepilogo?punto_vendita_id=${ids.pv}&dal=${anno}-07-01&al=${anno}-07-31`],
  ['vetrina/riepilogo anno catena', `/api/vetrina/riepilogo?dal=${anno}-01-01&al=${anno}-12-31`],
  ['vetrina/suggerimento', `/api/vetrina/suggerimento?punto_vendita_id=${ids.pv}&data=${anno}-07-15`],
];

const GQL = `query($f: AnalyticsFiltro) { analytics(filtro: $f) {
  dashboard { produzioneOggi { kgTotale } totali { produzioni kgTotale } }
  topGusti(limite: 10) { nome totaleKg percentuale mediaMensile trend costoTotale margine margineFonte }
  margini { totale { margine margineFonte } gusti { nome margineKg margine } }
  ingredienti(limite: 10) { nome consumoTotale unita costoTotale trend utilizzoGusti { gustoNome } }
  confronto { annoCorrente { kgTotale margine margineFonte } annoPrecedente { kgTotale margine } variazioni { kgPercentuale marginePercentuale } }
  trendMensile { mesi { mese kgTotale } }
} }`;

interface Result {
  name: string;
  cold: number;
  p50: number;
  p95: number;
  status: number;
}

async function measure(name: string, run: () => Promise<number>): Promise<Result> {
  const t0 = performance.now();
  const status = await run();
  const cold = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < WARM; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return { name, cold, p50: pct(times, 50), p95: pct(times, 95), status };
}

const results: Result[] = [];
for (const [name, path] of calls) {
  results.push(
    await measure(name, async () => {
      const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.statusCode;
    }),
  );
}
results.push(
  await measure('GraphQL analytics (5 fields)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      payload: { query: GQL, variables: { f: { anno } } },
    });
    const body = res.json<{ errors?: unknown[] }>();
    if (res.statusCode !== 200 || body.errors) throw new Error(`graphql: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.statusCode;
  }),
);

// the SQL behind top-gusti alone (same statement the service sends, on the rollup)
const ROLLUP_SQL = `with x as (
  select t.gusto_id, sum(t.kg) kg, sum(t.costo) costo,
         coalesce(sum(t.kg) filter (where (t.mese - 1) * 2 + t.meta <= 12), 0) h1,
         coalesce(sum(t.kg) filter (where (t.mese - 1) * 2 + t.meta > 12), 0) h2
    from analytics_gusti_mese_tot t where t.anno = $1 group by t.gusto_id having sum(t.kg) > 0)
select x.gusto_id, g.nome, c.nome as categoria, g.colore, x.kg::float8, x.costo::float8, x.h1::float8, x.h2::float8,
       (x.kg * 100.0 / nullif(sum(x.kg) over (), 0))::float8 as percentuale
  from x join gusti g on g.id = x.gusto_id left join categorie_gusti c on c.id = g.categoria_id
 order by x.kg desc, g.nome, x.gusto_id limit 10`;
// the same aggregate as a plain GROUP BY over the production lines (what the rollups avoid)
const RAW_SQL = `with x as (
  select r.gusto_id, sum(r.quantita_kg) kg, sum(r.quantita_kg * r.food_cost) costo,
         coalesce(sum(r.quantita_kg) filter (where p.data < make_date($1, 7, 1)), 0) h1,
         coalesce(sum(r.quantita_kg) filter (where p.data >= make_date($1, 7, 1)), 0) h2
    from produzione_righe r join produzioni p on p.id = r.produzione_id
   where p.data between make_date($1, 1, 1) and make_date($1, 12, 31) group by r.gusto_id)
select x.gusto_id, g.nome, x.kg::float8, (x.kg * 100.0 / nullif(sum(x.kg) over (), 0))::float8 as percentuale
  from x join gusti g on g.id = x.gusto_id order by x.kg desc limit 10`;

const sqlRollup = await measure('SQL top-gusti (rollup)', async () => {
  await client.query(ROLLUP_SQL, [anno]);
  return 200;
});
const RAW_RUNS = 3;
const rawTimes: number[] = [];
for (let i = 0; i < RAW_RUNS; i++) {
  const t = performance.now();
  await client.query(RAW_SQL, [anno]);
  rawTimes.push(performance.now() - t);
}

const { n: produzioni } = await scalar<{ n: string }>('select count(*)::text as n from produzioni');
const { c: carichi } = await scalar<{ c: string }>('select count(*)::text as c from vetrina_carichi');
console.log(`\nCarico della macchina (load average 1/5/15 min): ${loadavg().map((l) => l.toFixed(2)).join(' / ')}; vaschette in vetrina: ${Number(carichi).toLocaleString('it-IT')}`);
console.log(`\nGelatiere analytics benchmark — ${Number(produzioni).toLocaleString('it-IT')} produzioni, ${Number(righe).toLocaleString('it-IT')} righe; anno ${anno}; ${WARM} chiamate a caldo; obiettivo p95 < ${TARGET_MS} ms\n`);
console.log(`${'chiamata'.padEnd(34)}${'freddo'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}  esito`);
for (const r of results) {
  console.log(`${r.name.padEnd(34)}${ms(r.cold)}${ms(r.p50)}${ms(r.p95)}  ${r.p95 < TARGET_MS ? 'ok' : 'LENTO'}`);
}
const top = results.find((r) => r.name === 'top-gusti')!;
console.log(`\n${'SQL top-gusti sul rollup'.padEnd(34)}${ms(sqlRollup.cold)}${ms(sqlRollup.p50)}${ms(sqlRollup.p95)}`);
console.log(`${'SQL top-gusti GROUP BY sulle righe'.padEnd(34)}${ms(rawTimes[0]!)}${ms(pct(rawTimes, 50))}${ms(Math.max(...rawTimes))}  (${RAW_RUNS} esecuzioni)`);
console.log(`\nRapporto API / SQL (top-gusti p50): ${(top.p50 / sqlRollup.p50).toFixed(1)}× (${top.p50.toFixed(1)} ms contro ${sqlRollup.p50.toFixed(1)} ms)`);
console.log(`Risparmio dei rollup (GROUP BY sulle righe / rollup, p50): ${(pct(rawTimes, 50) / sqlRollup.p50).toFixed(0)}×`);
const slow = results.filter((r) => r.p95 >= TARGET_MS);
console.log(slow.length ? `\n${slow.length} chiamate oltre l'obiettivo: ${slow.map((r) => r.name).join(', ')}` : '\nTutte le chiamate entro l’obiettivo p95.');

await app.close();
await orm.close();
await client.end();
