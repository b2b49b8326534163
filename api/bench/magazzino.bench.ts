/**
 * Issue 30 benchmark (`npm run bench -w api`), on a database filled by `npm run seed:large -w api`
 * (DATABASE_URL required; the seed's stock: suppliers, a weekly receipt per supplier for a year,
 * the lots consumed by the last 30 days of production). Prints, each measured in this run:
 *
 * 1. Reads through the real app (app.inject, admin): p50 and p95 over BENCH_WARM (50) calls one after
 *    the other of GET /api/magazzino (stock per ingredient and lot), GET /api/lotti/richiamo (the
 *    recall report of the lot used by most production lines), its PDF, the suggested orders and a
 *    supplier's purchase order (JSON), the price history of an ingredient. Target p95 < 100 ms.
 * 2. Writes: the bare production insert (a production with 8 lines, as the API writes it, triggers
 *    firing) with the FEFO consumption trigger on against off (`gelatiere.consumi_lotti = 'off'`),
 *    BENCH_SCRITTURE (200) transactions each, alternating in rounds of 20: p50 and the ratio of the
 *    medians (what stock keeping adds to a production write). The productions written are deleted.
 *
 * Every figure is printed with the load average: the machine may be shared; measure idle.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { BENCH_EMAIL, BENCH_PASSWORD, adminDelBench, databaseDelSeed } from './seed-bench.js';
import { carico, ms, pct } from './stats.js';

const WARM = Number(process.env.BENCH_WARM ?? 50);
const SCRITTURE = Number(process.env.BENCH_SCRITTURE ?? 200);
const TARGET_MS = 100;

const url = databaseDelSeed();
const client = new pg.Client({ connectionString: url });
await client.connect();
const riga = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0] as T;

const n = await riga<{ ricevuti: number; consumi: number }>('select (select count(*) from ricevimenti_righe)::int as ricevuti, (select count(*) from consumi_lotti)::int as consumi');
if (n.ricevuti < 1000) {
  console.error(`[bench] solo ${n.ricevuti} lotti ricevuti: esegui prima \`npm run seed:large -w api\``);
  process.exit(1);
}
await adminDelBench(client);
// the lot used by most production lines, a supplier with something to order, an ingredient with receipts
const lotto = await riga<{ ingrediente_id: number; lotto: string; righe: number }>(
  `select ingrediente_id, lotto, count(*)::int as righe from consumi_lotti where lotto is not null group by 1, 2 order by 3 desc limit 1`,
);
const ids = await riga<{ fornitore: number; ingrediente: number; pv: number }>(
  `select (select fornitore_id from ingredienti where fornitore_id is not null order by id limit 1) as fornitore,
          (select ingrediente_id from ricevimenti_righe order by id limit 1) as ingrediente,
          (select id from punti_vendita where nome like 'Gelateria % (large)' order by id limit 1) as pv`,
);

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
const orm = await initOrm({ connection: url, poolMax: 10 });
await migrate(orm);
const app = await buildApp({ config, orm, logger: false });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD } });
if (login.statusCode !== 200) throw new Error(`login fallito: ${login.statusCode} ${login.body}`);
const token = login.json<{ token: string }>().token;

const richiamo = `/api/lotti/richiamo?ingrediente_id=${lotto.ingrediente_id}&lotto=${encodeURIComponent(lotto.lotto)}`;
const letture: [string, string][] = [
  ['magazzino (giacenze)', '/api/magazzino'],
  [`lotti/richiamo (${lotto.righe} righe)`, richiamo],
  ['lotti/richiamo PDF', `${richiamo}&formato=pdf`],
  ['magazzino/scadenze', '/api/magazzino/scadenze'],
  ['magazzino/riordino', '/api/magazzino/riordino'],
  ['riordino/:id/pdf formato=json', `/api/magazzino/riordino/${ids.fornitore}/pdf?formato=json`],
  ['ingredienti/:id/prezzi', `/api/ingredienti/${ids.ingrediente}/prezzi`],
];

interface Risultato {
  nome: string;
  freddo: number;
  p50: number;
  p95: number;
}
const risultati: Risultato[] = [];
for (const [nome, path] of letture) {
  const chiama = async () => {
    const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    // 400: nothing to order from that supplier (a state of the data, not a failure of the route)
    if (res.statusCode !== 200 && res.statusCode !== 400) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  };
  const t0 = performance.now();
  await chiama();
  const freddo = performance.now() - t0;
  const tempi: number[] = [];
  for (let i = 0; i < WARM; i++) {
    const t = performance.now();
    await chiama();
    tempi.push(performance.now() - t);
  }
  risultati.push({ nome, freddo, p50: pct(tempi, 50), p95: pct(tempi, 95) });
}

// writes: a production of 8 lines as one transaction, the consumption trigger on or off
const gusti = (await client.query<{ id: number; versione: number }>('select id, versione from gusti where attivo order by id limit 8')).rows;
const scritte: number[] = [];
async function scrivi(consumi: boolean): Promise<number> {
  const t = performance.now();
  await client.query('begin');
  if (!consumi) await client.query(`set local gelatiere.consumi_lotti = 'off'`);
  const { rows } = await client.query<{ id: number }>(`insert into produzioni (data, punto_vendita_id) values ((now() at time zone 'Europe/Rome')::date, $1) returning id`, [ids.pv]);
  const id = rows[0]!.id;
  await client.query(
    `insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost, versione_ricetta)
     select $1, g.id, 3.5, 0, g.versione from json_to_recordset($2::json) as g(id int, versione int)`,
    [id, JSON.stringify(gusti)],
  );
  await client.query('commit');
  scritte.push(id);
  return performance.now() - t;
}
const con: number[] = [];
const senza: number[] = [];
for (let giro = 0; giro < SCRITTURE / 20; giro++) {
  for (let i = 0; i < 20; i++) con.push(await scrivi(true));
  for (let i = 0; i < 20; i++) senza.push(await scrivi(false));
}
await client.query('delete from produzioni where id = any($1::int[])', [scritte]);

console.log(`\nGelatiere magazzino benchmark — ${n.ricevuti.toLocaleString('it-IT')} lotti ricevuti, ${n.consumi.toLocaleString('it-IT')} consumi di lotti; ${WARM} chiamate a caldo; obiettivo p95 < ${TARGET_MS} ms (${carico()})\n`);
console.log(`${'chiamata'.padEnd(34)}${'freddo'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}  esito`);
for (const r of risultati) console.log(`${r.nome.padEnd(34)}${ms(r.freddo)}${ms(r.p50)}${ms(r.p95)}  ${r.p95 < TARGET_MS ? 'ok' : 'LENTO'}`);
const p50con = pct(con, 50);
const p50senza = pct(senza, 50);
console.log(`\nScrittura di una produzione (8 righe, SQL nudo, ${con.length} + ${senza.length} transazioni):`);
console.log(`${'con i consumi FEFO'.padEnd(34)}${ms(p50con)} ms p50${ms(pct(con, 95))} ms p95`);
console.log(`${'senza (consumi_lotti off)'.padEnd(34)}${ms(p50senza)} ms p50${ms(pct(senza, 95))} ms p95`);
console.log(`Rapporto di scrittura senza / con i consumi (p50): ${(p50senza / p50con).toFixed(2)} (1 = nessun costo; ${carico()})`);

await app.close();
await orm.close();
await client.end();
