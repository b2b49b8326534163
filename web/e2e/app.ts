/**
 * The built app (api/dist serving web/dist) on a fresh database with one user per role: the shared
 * app of the journeys (global-setup.ts) and the own app of an `.isolato.e2e.ts` journey (fixtures.ts).
 * Database: a new database on the server at DATABASE_URL when set, otherwise embedded PGlite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { restJson } from './rest.js';
import { E2E_USERS } from './users.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface App {
  baseURL: string;
  /** Stops the server (SIGTERM must end it with exit code 0) and drops its data; throws when the shutdown was not clean. */
  stop: () => Promise<void>;
}

/** A free-looking port for a new app (the shared one picks its port when the config loads). */
export const randomPort = () => 3100 + Math.floor(Math.random() * 800);

async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { drop: async () => {} };
  const name = `gelatiere_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
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

/** Resolves once /api/health answers 200; rejects when the server exits first or after `timeoutMs`. */
async function waitForHealth(child: ChildProcess, baseURL: string, timeoutMs = 60_000) {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`il server è terminato (codice ${code})`))),
  );
  const end = Date.now() + timeoutMs;
  const healthy = (async () => {
    while (Date.now() < end) {
      const ok = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      // poll interval while the server boots: the condition is /api/health answering, this only spaces the attempts
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('il server non risponde a /api/health');
  })();
  await Promise.race([healthy, exited]);
}

/** The admin comes from ADMIN_EMAIL/ADMIN_PASSWORD; the sales point and the other roles are created through the API. */
async function createUsers(baseURL: string) {
  const { token } = await restJson<{ token: string }>(baseURL, 'POST', '/auth/login', E2E_USERS.admin);
  const { puntoVendita } = await restJson<{ puntoVendita: { id: number } }>(baseURL, 'POST', '/punti-vendita', { nome: 'Gelateria E2E', indirizzo: 'Via dei Test 1' }, token);
  for (const ruolo of ['manager', 'operatore'] as const) {
    const u = E2E_USERS[ruolo];
    await restJson(baseURL, 'POST', '/users', { nome: u.nome, email: u.email, password: u.password, ruolo, punto_vendita_id: puntoVendita.id }, token);
  }
}

/** Starts the built app on `port` with a fresh database and one user per role. */
export async function startApp(port = randomPort()): Promise<App> {
  const baseURL = `http://127.0.0.1:${port}`;
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
      DATABASE_URL: db.url ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exitCode = new Promise<number | null>((r) => server.once('exit', (c) => r(c)));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    const code = await exitCode;
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`il server non si è chiuso correttamente con SIGTERM (codice ${code})`);
  };
  try {
    await waitForHealth(server, baseURL);
    await createUsers(baseURL);
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
  return { baseURL, stop };
}
