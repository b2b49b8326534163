/**
 * Measures, in headless Chromium against the built app, what the browser transfers for the landing page
 * (fresh visitor) and for the dashboard (signed-in admin, empty cache). For every response it reports the
 * bytes on the wire (as served: compressed when the server compresses) and what gzip would make of the
 * body, summed by kind (js, css, other).
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres node scripts/measure-transfer.mjs
 *
 * A fresh database is created on that server (embedded PGlite when DATABASE_URL is unset) and dropped at
 * the end. Needs `npm run build` first and Chromium at /usr/bin/chromium (CHROMIUM_PATH).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 4100 + Math.floor(Math.random() * 800);
const baseUrl = `http://127.0.0.1:${port}`;
const admin = { email: 'misura@gelatiere.test', password: 'misura-123456' };

async function freshDatabase() {
  const server = process.env.DATABASE_URL;
  if (!server) return { url: '', drop: async () => {} };
  const name = `gelatiere_misura_${Date.now().toString(36)}`;
  const run = async (sql) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

async function waitForHealth(child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no /api/health');
}

/** Records every response of `page` while `action` runs, then sums them by kind. */
async function record(page, action) {
  const rows = [];
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const url = new URL(request.url());
        const ext = path.extname(url.pathname).slice(1);
        const kind = ext === 'js' || ext === 'css' ? ext : request.resourceType() === 'document' ? 'html' : url.pathname.startsWith('/graphql') || url.pathname.startsWith('/api') ? 'api' : 'other';
        rows.push({
          path: url.pathname,
          kind,
          wire: sizes.responseBodySize,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          encoding: response.headers()['content-encoding'] ?? '-',
        });
      })(),
    );
  });
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return rows;
}

function summary(title, rows) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\n${title}`);
  for (const r of rows.sort((a, b) => b.raw - a.raw)) {
    console.log(`  ${r.kind.padEnd(5)} ${r.path.padEnd(52)} raw ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}  wire ${kb(r.wire).padStart(9)} (${r.encoding})`);
  }
  const sum = (k, kinds) => rows.filter((r) => !kinds || kinds.includes(r.kind)).reduce((s, r) => s + r[k], 0);
  console.log(`  JS:    raw ${kb(sum('raw', ['js']))}, gzip ${kb(sum('gzip', ['js']))}, on the wire ${kb(sum('wire', ['js']))}`);
  console.log(`  total: raw ${kb(sum('raw'))}, gzip ${kb(sum('gzip'))}, on the wire ${kb(sum('wire'))} (${rows.length} requests)`);
}

const db = await freshDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'gelatiere-misura-'));
const server = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'misura-secret-misura-secret-misura-secret',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});
try {
  await waitForHealth(server);
  const landing = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const landingPage = await landing.newPage();
  summary('Landing (/), fresh visitor', await record(landingPage, () => landingPage.goto(`${baseUrl}/`)));

  // sign in once, then open the dashboard in a new context with the stored session and an empty cache
  await landingPage.goto(`${baseUrl}/login`);
  const dialog = landingPage.getByRole('dialog');
  await dialog.getByLabel(/email/i).fill(admin.email);
  await dialog.getByLabel(/password/i).fill(admin.password);
  await dialog.getByRole('button', { name: /^accedi$/i }).click();
  await landingPage.getByRole('button', { name: 'Esci' }).waitFor();
  const storageState = await landing.storageState();
  await landing.close();

  const dashboard = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  const dashboardPage = await dashboard.newPage();
  summary('Dashboard (/ signed in as admin, empty cache)', await record(dashboardPage, async () => {
    await dashboardPage.goto(`${baseUrl}/`);
    await dashboardPage.getByRole('button', { name: 'Esci' }).waitFor();
  }));
  await dashboard.close();
} finally {
  await browser.close();
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
