/**
 * End-to-end runner: starts the built app (api/dist serving web/dist) on a fresh database, creates
 * one user per role, then runs every *.e2e.ts journey with node's test runner in headless Chromium.
 * A journey that resets or replaces the shared data (name ending in `.isolato.e2e.ts`) gets an app
 * and a database of its own, so no journey depends on the order the files run in.
 * Database: a new database on the server at DATABASE_URL when set, otherwise embedded PGlite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { E2E_USERS } from './users.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/** Journeys that change data every other journey reads (e.g. a database reset) run on their own app. */
const ISOLATO = '.isolato.e2e.ts';

async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { drop: async () => {} };
  const name = `gelatiere_e2e_${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  await c.query(`create database "${name}"`);
  await c.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: server });
      await d.connect();
      await d.query(`drop database if exists "${name}" with (force)`);
      await d.end();
    },
  };
}

async function waitForHealth(child: ChildProcess, baseUrl: string) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`il server è terminato (codice ${child.exitCode})`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('il server non risponde a /api/health');
}

async function api<T>(baseUrl: string, method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.error ?? ''}`);
  return json;
}

/** The admin comes from ADMIN_EMAIL/ADMIN_PASSWORD; the other roles are created through the API. */
async function createUsers(baseUrl: string) {
  const { token } = await api<{ token: string }>(baseUrl, 'POST', '/auth/login', undefined, E2E_USERS.admin);
  const { puntoVendita } = await api<{ puntoVendita: { id: number } }>(baseUrl, 'POST', '/punti-vendita', token, {
    nome: 'Gelateria E2E',
    indirizzo: 'Via dei Test 1',
  });
  for (const ruolo of ['manager', 'operatore'] as const) {
    const u = E2E_USERS[ruolo];
    await api(baseUrl, 'POST', '/users', token, { nome: u.nome, email: u.email, password: u.password, ruolo, punto_vendita_id: puntoVendita.id });
  }
}

interface App {
  baseUrl: string;
  /** Stops the server (SIGTERM must end it with exit code 0) and drops its data; false when the shutdown was not clean. */
  stop: () => Promise<boolean>;
}

/** The built app on a new port with a fresh database and one user per role. */
async function startApp(): Promise<App> {
  const port = 3100 + Math.floor(Math.random() * 800);
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = await freshDatabaseUrl();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gelatiere-e2e-'));
  const server = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      ADMIN_EMAIL: E2E_USERS.admin.email,
      ADMIN_PASSWORD: E2E_USERS.admin.password,
      ADMIN_NOME: E2E_USERS.admin.nome,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEBHOOK_CONSENTI_RETE_PRIVATA: 'true', // integrazioni.e2e.ts delivers to a receiver on 127.0.0.1
      ...(db.url ? { DATABASE_URL: db.url } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    const exited = new Promise<number | null>((r) => (server.exitCode !== null ? r(server.exitCode) : server.once('exit', (c) => r(c))));
    server.kill('SIGTERM');
    const exitCode = await exited;
    if (exitCode !== 0) console.error(`il server non si è chiuso correttamente con SIGTERM (codice ${exitCode})`);
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
    return exitCode === 0;
  };
  try {
    await waitForHealth(server, baseUrl);
    await createUsers(baseUrl);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}

/** Runs journeys with node's test runner against one app; resolves with the runner's exit code. */
function runJourneys(files: string[], baseUrl: string): Promise<number> {
  return new Promise<number>((resolve) => {
    const runner = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: root,
      env: { ...process.env, E2E_BASE_URL: baseUrl },
      stdio: 'inherit',
    });
    runner.on('exit', (c) => resolve(c ?? 1));
  });
}

/** Starts an app, runs the journeys on it, stops it; the result fails when either the journeys or the shutdown do. */
async function onOwnApp(files: string[]): Promise<number> {
  const app = await startApp();
  let code: number;
  try {
    code = await runJourneys(files, app.baseUrl);
  } finally {
    if (!(await app.stop())) code = 1;
  }
  return code;
}

async function main() {
  const files = (await readdir(here))
    .filter((f) => f.endsWith('.e2e.ts') && (!process.env.E2E_ONLY || f.includes(process.env.E2E_ONLY)))
    .map((f) => path.join(here, f));
  const condivisi = files.filter((f) => !f.endsWith(ISOLATO));
  const isolati = files.filter((f) => f.endsWith(ISOLATO));
  let code = 0;
  if (condivisi.length > 0) code ||= await onOwnApp(condivisi);
  for (const file of isolati) code = (await onOwnApp([file])) || code;
  process.exit(code);
}

await main();
