/**
 * Embedded PGlite under load (issue 13; `npm run bench -w api` runs it last, no DATABASE_URL
 * needed). It measures the app as a shop runs it: the built server (`node api/dist/main.js`, what
 * `npm start` runs; `npm run bench` builds it when the sources changed) without DATABASE_URL, so
 * PGlite behind its private socket with its data in a folder on disk (DATA_DIR, one connection).
 *
 * 1. First start on a new folder with DEMO_DATA=true (initdb, migrations, two years of demo
 *    production): a one-time cost, its peak reported apart.
 * 2. A restart on that folder, as every later day starts, then BENCH_PGLITE_CLIENT (10) clients over
 *    real HTTP: POST /api/produzione, GET /api/gusti, top-gusti and the production list.
 *
 * Memory is the server process's own, read from /proc (VmRSS sampled every 50 ms; the kernel's peak
 * VmHWM for the starts): the bench's clients run in this process and are not counted. The server
 * runs with api/package.json's start script (its V8 flags) and this process's environment (say
 * MALLOC_ARENA_MAX=2, as the Docker image sets it).
 * Target: peak RSS ≤ 600 MB under load. The restart's own peak (~0.3 s of native memory while the
 * app is built right after PGlite opens) is printed apart. When to move to a PostgreSQL server: README.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { aCarico, carico, portaLibera } from './stats.js';

const CLIENT = Number(process.env.BENCH_PGLITE_CLIENT ?? 10);
const SECONDI = Number(process.env.BENCH_SECONDI ?? 10);
const EMAIL = 'admin@pglite.bench';
const PASSWORD = 'bench-password-123';
const API = fileURLToPath(new URL('..', import.meta.url));
const MAIN = path.join(API, 'dist/main.js');
/** The server is started exactly as `npm start` starts it: api/package.json's start script. */
const AVVIO = (JSON.parse(readFileSync(path.join(API, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
if (AVVIO[0] !== 'node') throw new Error(`script start inatteso: ${AVVIO.join(' ')}`);

if (!existsSync(MAIN)) {
  console.error(`[bench] ${MAIN} non esiste: esegui prima \`npm run build\``);
  process.exit(1);
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;


/** VmRSS or VmHWM of a process, in bytes (0 once it has gone). */
function memoria(pid: number, campo: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = new RegExp(`^${campo}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

interface Server {
  processo: ChildProcess;
  base: string;
  /** Highest VmRSS sampled since the last reset. */
  picco(): number;
  azzera(): void;
  ferma(): Promise<void>;
}

/** Starts the built server on `cartella` and waits until /api/health answers. */
async function avvia(cartella: string): Promise<Server> {
  const porta = await portaLibera();
  const processo = spawn(process.execPath, AVVIO.slice(1), {
    cwd: API,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: cartella,
      PORT: String(porta),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_MAX: '0',
      GRAPHQL_COST_BUDGET: '0',
      DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  vivi.add(processo);
  processo.once('exit', () => vivi.delete(processo));
  let picco = 0;
  const campiona = setInterval(() => {
    picco = Math.max(picco, memoria(processo.pid!, 'VmRSS'));
  }, 50);
  const base = `http://127.0.0.1:${porta}`;
  const fine = performance.now() + 300_000;
  for (;;) {
    if (processo.exitCode !== null) throw new Error(`il server è uscito con codice ${processo.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (performance.now() > fine) throw new Error('il server non risponde dopo 300 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    processo,
    base,
    picco: () => Math.max(picco, memoria(processo.pid!, 'VmRSS')),
    azzera: () => {
      picco = memoria(processo.pid!, 'VmRSS');
    },
    ferma: async () => {
      clearInterval(campiona);
      const uscito = new Promise((r) => processo.once('exit', r));
      processo.kill('SIGTERM');
      await uscito;
    },
  };
}

/** Servers still running: stopped if the bench fails. */
const vivi = new Set<ChildProcess>();
process.once('exit', () => {
  for (const p of vivi) p.kill('SIGKILL');
});

const cartella = await mkdtemp(path.join(tmpdir(), 'gelatiere-bench-pglite-'));
try {
  // 1. first start: a new folder, migrations and the demo dataset
  let t0 = performance.now();
  const primo = await avvia(cartella);
  const avvioSecondi = (performance.now() - t0) / 1000;
  const piccoPrimo = Math.max(primo.picco(), memoria(primo.processo.pid!, 'VmHWM'));
  await primo.ferma();

  // 2. a restart on the same folder, then the load
  t0 = performance.now();
  const server = await avvia(cartella);
  const riavvioSecondi = (performance.now() - t0) / 1000;
  const piccoRiavvio = memoria(server.processo.pid!, 'VmHWM');
  const { base } = server;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const token = ((await login.json()) as { token: string }).token;
  const auth = { authorization: `Bearer ${token}` };
  const leggi = async <T>(p: string) => (await (await fetch(`${base}${p}`, { headers: auth })).json()) as T;
  const gusti = (await leggi<{ id: number }[]>('/api/gusti')).slice(0, 8).map((g) => g.id);
  const [pv] = await leggi<{ id: number }[]>('/api/punti-vendita');
  const { produzioni } = await leggi<{ produzioni: { data: string }[] }>('/api/produzione?limit=1');
  const anno = Number(produzioni[0]!.data.slice(0, 4));
  console.log(
    `\n== PGlite (server costruito, dati su disco, 1 connessione), dataset demo: primo avvio ${avvioSecondi.toFixed(1)} s, riavvio ${riavvioSecondi.toFixed(1)} s, RSS dopo il riavvio ${mb(memoria(server.processo.pid!, 'VmRSS'))} ==`,
  );
  server.azzera();

  const misura = async (nome: string, fn: (i: number) => Promise<boolean>) => {
    const m = await aCarico(CLIENT, SECONDI, fn);
    console.log(
      `${nome.padEnd(30)}${m.alSecondo.toFixed(0).padStart(6)} /s  p50 ${m.p50.toFixed(1).padStart(6)} ms  p99 ${m.p99.toFixed(1).padStart(7)} ms${m.errori ? `  errori ${m.errori}` : ''}  RSS picco ${mb(server.picco())}  (${carico()})`,
    );
  };
  const get = (p: string) => async () => {
    const res = await fetch(`${base}${p}`, { headers: auth });
    await res.arrayBuffer();
    return res.status === 200;
  };
  await misura('POST /api/produzione', async (i) => {
    const res = await fetch(`${base}/api/produzione`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ data: `2031-03-${String((i % 28) + 1).padStart(2, '0')}`, puntoVenditaId: pv!.id, gusti: gusti.map((g, k) => ({ gusto_id: g, quantita_kg: 1 + ((i + k) % 5) })), note: 'bench' }),
    });
    await res.arrayBuffer();
    return res.status === 201;
  });
  await misura('GET /api/gusti', get('/api/gusti'));
  await misura('GET top-gusti', get(`/api/analytics/top-gusti?anno=${anno}`));
  await misura('GET /api/produzione', get('/api/produzione?limit=50'));

  const piccoCarico = server.picco();
  await server.ferma();
  console.log(`Server: \`${AVVIO.join(' ')}\`${process.env.MALLOC_ARENA_MAX ? `, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX}` : ''}`);
  console.log(`PGlite: RSS di picco del server sotto carico ${mb(piccoCarico)} (obiettivo ≤ 600 MB); primo avvio con i dati demo ${mb(piccoPrimo)} (una volta sola); picco del riavvio ${mb(piccoRiavvio)}`);
} finally {
  await rm(cartella, { recursive: true, force: true });
}
