/**
 * Issue 29 benchmark (`npm run bench -w api`, or alone `npm run bench:graphql -w api`), on a database
 * filled by `npm run seed:large -w api` (DATABASE_URL required; the API built: `npm run build`).
 *
 * Gelatiere's GraphQL door against PostGraphile 5.1.5 (an automatically generated GraphQL server) on the
 * same database, in the same run: each a single process of its own on a pool of 10 connections, the
 * load from a thread of this process (carico.worker.ts, keep-alive, no compression asked: PostGraphile
 * serves none). PostGraphile is installed by the bench into api/bench/.postgraphile (not a dependency
 * of the app; ignored by git). Three queries, as the issue measured them:
 *   1. 120 flavours with their category, 50 connections;
 *   2. one production with its lines, 50 connections;
 *   3. 100 productions with their lines, 10 connections.
 * Each: a warm-up of both servers, then BENCH_GIRI (3) alternating rounds of BENCH_SECONDI (10) s, the
 * median of each side; printed side by side with the ratios (targets: throughput ≥ 1.0×, p99 ≤ 1.2×)
 * and the load average: figures taken on a busy machine are not evidence. Also printed: the CPU each
 * server process spent per request (from /proc), which moves far less with the neighbours' load.
 * BENCH_MAIN runs another build of the API (e.g. a copy of dist from before a change) for an A/B.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { aCaricoInThread, carico, cpuDiProcesso, pct, portaLibera, type Misura } from './stats.js';

const SECONDI = Number(process.env.BENCH_SECONDI ?? 10);
const GIRI = Number(process.env.BENCH_GIRI ?? 3);
const RISCALDAMENTO = Number(process.env.BENCH_RISCALDAMENTO ?? 10);
const POSTGRAPHILE = '5.1.5';
const BENCH_EMAIL = 'bench.graphql@large.gelatiere.local';
const BENCH_PASSWORD = 'bench-password-123';

const qui = dirname(fileURLToPath(import.meta.url));
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('[bench graphql] DATABASE_URL è obbligatorio (database riempito da `npm run seed:large -w api`)');
  process.exit(1);
}
const mainJs = process.env.BENCH_MAIN ?? join(qui, '..', 'dist', 'main.js');
if (!existsSync(mainJs)) {
  console.error('[bench graphql] manca api/dist: esegui prima `npm run build`');
  process.exit(1);
}

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const { produzioni, gusti, ultima } = (
  await admin.query<{ produzioni: number; gusti: number; ultima: number }>(
    'select (select count(*)::int from produzioni) produzioni, (select count(*)::int from gusti) gusti, (select max(id) from produzioni) ultima',
  )
).rows[0]!;
if (produzioni < 1000 || gusti < 120) {
  console.error(`[bench graphql] ${produzioni} produzioni, ${gusti} gusti: esegui prima \`npm run seed:large -w api\``);
  process.exit(1);
}
await admin.query(
  `insert into utenti (nome, email, password_hash, ruolo) values ('Bench GraphQL', $1, $2, 'admin')
   on conflict (email) do update set password_hash = excluded.password_hash, ruolo = 'admin', attivo = true`,
  [BENCH_EMAIL, await hashPassword(BENCH_PASSWORD)],
);
await admin.end();

/** PostGraphile in a folder of its own, installed once from the npm registry. */
function installaPostgraphile(): string {
  const dir = join(qui, '.postgraphile');
  if (!existsSync(join(dir, 'node_modules', 'postgraphile', 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-postgraphile', private: true, type: 'module', dependencies: { postgraphile: POSTGRAPHILE } }, null, 2));
    console.log(`[bench graphql] installo postgraphile@${POSTGRAPHILE} in ${dir} …`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--no-package-lock'], { cwd: dir, stdio: 'inherit' });
  }
  writeFileSync(
    join(dir, 'graphile.config.mjs'),
    `import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { makePgService } from 'postgraphile/adaptors/pg';
export default {
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ connectionString: process.env.BENCH_PG_URL, schemas: ['public'], poolConfig: { max: 10 } })],
  grafserv: { port: Number(process.env.BENCH_PG_PORT), host: '127.0.0.1' },
  grafast: { explain: false },
};
`,
  );
  return dir;
}


const figli: ChildProcess[] = [];
/** A server in a process of its own; `zitto` drops its stderr (PostGraphile warns about every type it skips). */
const avvia = (cmd: string, args: string[], cwd: string, env: Record<string, string>, zitto = false) => {
  const p = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', zitto ? 'ignore' : 'inherit'] });
  figli.push(p);
  return p;
};
const chiudiTutto = () => figli.forEach((p) => p.kill('SIGTERM'));
process.on('exit', chiudiTutto);

/** Polls `fn` until it answers (a server starting), at most 180 s (a loaded machine starts slowly). */
async function attendi<T>(fn: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < 720; i++) {
    const r = await fn().catch(() => null);
    if (r !== null) return r;
    await new Promise((ok) => setTimeout(ok, 250));
  }
  throw new Error('server non pronto entro 180 s');
}

const dirPg = installaPostgraphile();
const [portaG, portaP] = [await portaLibera(), await portaLibera()];
const serverG = avvia(process.execPath, ['--max-semi-space-size=8', mainJs], join(qui, '..'), {
  DATABASE_URL: url,
  PORT: String(portaG),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  RATE_LIMIT_MAX: '0',
  GRAPHQL_COST_BUDGET: '0',
  EMAIL_WORKER: 'false',
});
const serverP = avvia(process.execPath, [join(dirPg, 'node_modules', 'postgraphile', 'dist', 'cli-run.js'), '-C', join(dirPg, 'graphile.config.mjs')], dirPg, {
  BENCH_PG_URL: url,
  BENCH_PG_PORT: String(portaP),
  NODE_ENV: 'production',
  GRAPHILE_ENV: 'production',
}, true);

const baseG = `http://127.0.0.1:${portaG}`;
const baseP = `http://127.0.0.1:${portaP}`;
const token = await attendi(async () => {
  const r = await fetch(`${baseG}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }) });
  return r.ok ? ((await r.json()) as { token: string }).token : null;
});
await attendi(async () => ((await fetch(`${baseP}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })).ok ? true : null));

interface Caso {
  nome: string;
  clients: number;
  gelatiere: string;
  postgraphile: string;
}
const CASI: Caso[] = [
  {
    nome: '120 gusti con la categoria',
    clients: 50,
    gelatiere: '{ gusti { id nome descrizione colore attivo stagionale foodCost pac pod kcal categoria { id nome colore } } }',
    postgraphile: '{ allGustis { nodes { rowId nome descrizione colore attivo stagionale foodCost pac pod kcal categorieGustiByCategoriaId { rowId nome colore } } } }',
  },
  {
    nome: 'una produzione con le righe',
    clients: 50,
    gelatiere: `{ produzione(id: ${ultima}) { id data puntoVenditaNome kgTotale gusti { gustoId gustoNome quantitaKg } } }`,
    postgraphile: `{ produzioniByRowId(rowId: ${ultima}) { rowId data kgTotale puntiVenditaByPuntoVenditaId { nome } produzioneRighesByProduzioneId { nodes { gustoId quantitaKg gustiByGustoId { nome } } } } }`,
  },
  {
    nome: '100 produzioni con le righe',
    clients: 10,
    gelatiere: '{ produzioni(limit: 100) { totale righe { id data puntoVenditaNome kgTotale gusti { gustoId gustoNome quantitaKg } } } }',
    postgraphile:
      '{ allProduzionis(first: 100, orderBy: ROW_ID_DESC) { totalCount nodes { rowId data kgTotale puntiVenditaByPuntoVenditaId { nome } produzioneRighesByProduzioneId { nodes { gustoId quantitaKg gustiByGustoId { nome } } } } } }',
  },
];

/**
 * A round of load on one server, with the CPU its process spent per request: on a machine other work
 * loads, throughput and p99 move with the neighbours, a server's CPU per request far less.
 */
async function carica(server: ChildProcess, base: string, query: string, clients: number, secondi: number, headers: Record<string, string>): Promise<Misura & { cpuMs: number }> {
  const prima = cpuDiProcesso(server.pid);
  const m = await aCaricoInThread(clients, secondi, {
    http: { base, path: '/graphql', metodo: 'POST', corpi: [JSON.stringify({ query })], headers: { 'content-type': 'application/json', ...headers }, compressione: false },
  });
  const dopo = cpuDiProcesso(server.pid);
  return { ...m, cpuMs: prima === null || dopo === null ? NaN : (dopo - prima) / Math.max(1, m.richieste) };
}

/** A query's answer must be data without errors on both sides before it is measured. */
async function verifica(base: string, query: string, headers: Record<string, string>) {
  const r = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  const j = (await r.json()) as { data?: unknown; errors?: unknown };
  if (!r.ok || j.errors || !j.data) throw new Error(`risposta non valida da ${base}: ${JSON.stringify(j).slice(0, 300)}`);
}

const mediana = (xs: number[]) => pct(xs, 50);
const auth = { authorization: `Bearer ${token}` };
console.log(`\n[bench graphql] Gelatiere vs PostGraphile ${POSTGRAPHILE}, stesso database (${produzioni} produzioni), ${GIRI} giri alternati da ${SECONDI} s (${carico()})`);
for (const c of CASI) {
  await verifica(baseG, c.gelatiere, auth);
  await verifica(baseP, c.postgraphile, {});
  await carica(serverG, baseG, c.gelatiere, c.clients, RISCALDAMENTO, auth);
  await carica(serverP, baseP, c.postgraphile, c.clients, RISCALDAMENTO, {});
  const g: (Misura & { cpuMs: number })[] = [];
  const p: (Misura & { cpuMs: number })[] = [];
  for (let i = 0; i < GIRI; i++) {
    g.push(await carica(serverG, baseG, c.gelatiere, c.clients, SECONDI, auth));
    p.push(await carica(serverP, baseP, c.postgraphile, c.clients, SECONDI, {}));
  }
  const [gCpu, pCpu] = [mediana(g.map((m) => m.cpuMs)), mediana(p.map((m) => m.cpuMs))];
  const [gs, ps] = [mediana(g.map((m) => m.alSecondo)), mediana(p.map((m) => m.alSecondo))];
  const [g99, p99] = [mediana(g.map((m) => m.p99)), mediana(p.map((m) => m.p99))];
  const errori = [...g, ...p].reduce((n, m) => n + m.errori, 0);
  console.log(
    `${`${c.nome}, ${c.clients} connessioni`.padEnd(44)} Gelatiere ${gs.toFixed(0).padStart(6)} /s p99 ${g99.toFixed(1).padStart(7)} ms | PostGraphile ${ps.toFixed(0).padStart(6)} /s p99 ${p99.toFixed(1).padStart(7)} ms | rapporto ${(gs / ps).toFixed(2)}× (obiettivo ≥ 1,0), p99 ${(g99 / p99).toFixed(2)}× (obiettivo ≤ 1,2)${errori ? `  errori ${errori}` : ''}  (${carico()})`,
  );
  console.log(
    `${''.padEnd(44)} CPU del processo server per richiesta: Gelatiere ${gCpu.toFixed(2)} ms | PostGraphile ${pCpu.toFixed(2)} ms | rapporto ${(gCpu / pCpu).toFixed(2)}×`,
  );
}
chiudiTutto();
process.exit(0);
