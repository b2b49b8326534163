import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, loginAs } from './browser.js';

/** The landing page's JavaScript budget (gzip), as in scripts/bench-web-size.mjs. */
const LANDING_JS_BUDGET_GZIP = 150 * 1024;

interface Row {
  path: string;
  js: boolean;
  /** body bytes as sent (compressed when the server compressed it) */
  wire: number;
  /** what gzip -9 makes of the body: the figure of a browser that does not ask for brotli */
  gzip: number;
  encoding: string;
}

/** Every response `page` receives while `action` runs, measured. */
async function record(page: Page, action: () => Promise<unknown>): Promise<Row[]> {
  const pending: Promise<Row | null>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const { pathname } = new URL(request.url());
        return {
          path: pathname,
          js: path.extname(pathname) === '.js',
          wire: (await request.sizes()).responseBodySize,
          gzip: gzipSync(body, { level: 9 }).length,
          encoding: response.headers()['content-encoding'] ?? '-',
        };
      })(),
    );
  });
  await action();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((r): r is Row => r !== null);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function report(title: string, rows: Row[]) {
  const sum = (key: 'wire' | 'gzip', onlyJs = false) => rows.filter((r) => !onlyJs || r.js).reduce((s, r) => s + r[key], 0);
  console.log(`\n${title}`);
  for (const r of [...rows].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${r.path.padEnd(52)} gzip ${kb(r.gzip).padStart(8)}  sent ${kb(r.wire).padStart(8)} (${r.encoding})`);
  }
  console.log(`  JS: gzip ${kb(sum('gzip', true))}, sent ${kb(sum('wire', true))}; all: gzip ${kb(sum('gzip'))}, sent ${kb(sum('wire'))} (${rows.length} requests)`);
  return { jsGzip: sum('gzip', true), jsWire: sum('wire', true) };
}

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => browser?.close());

describe('what the browser downloads', () => {
  it('landing: JS within 150 KB gzip, every script compressed; dashboard: reported', async () => {
    const visitor = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const landing = await visitor.newPage();
    const rows = await record(landing, () => landing.goto(`${BASE_URL}/`));
    const { jsGzip, jsWire } = report('Landing (/), fresh visitor', rows);
    assert.ok(jsGzip <= LANDING_JS_BUDGET_GZIP, `landing JS ${kb(jsGzip)} gzip > ${kb(LANDING_JS_BUDGET_GZIP)}`);
    assert.ok(jsWire <= jsGzip, 'scripts are sent compressed');
    for (const r of rows.filter((row) => row.js)) assert.notEqual(r.encoding, '-', `${r.path} compressed`);
    assert.deepEqual(rows.filter((r) => /apollo|graphql|gql-|Chart/i.test(r.path)).map((r) => r.path), [], 'no Apollo, GraphQL documents or charts');

    // signed in once, the dashboard opens in a new context with the session and an empty cache
    await loginAs(landing, 'admin');
    const storageState = await visitor.storageState();
    await visitor.close();
    const member = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block', storageState });
    const dashboard = await member.newPage();
    report(
      'Dashboard (/ signed in as admin, empty cache)',
      await record(dashboard, async () => {
        await dashboard.goto(`${BASE_URL}/`);
        await dashboard.getByTestId('dashboard-greeting').waitFor();
      }),
    );
    await member.close();
  });
});
