import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { DESKTOP, expect, loginAs, test } from './fixtures.js';

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
  const onFinished = (request: Request) => {
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
  };
  // only the responses of `action`: a request finishing later (the login that follows) is not measured,
  // nor read after its page has closed
  page.on('requestfinished', onFinished);
  try {
    await action();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('requestfinished', onFinished);
  }
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

test.describe('what the browser downloads', () => {
  test('landing: JS within 150 KB gzip, every script compressed; dashboard: reported', async ({ newPage }) => {
    const landing = await newPage({ viewport: DESKTOP, serviceWorkers: 'block' });
    const rows = await record(landing, () => landing.goto('/'));
    const { jsGzip, jsWire } = report('Landing (/), fresh visitor', rows);
    expect(jsGzip, `landing JS ${kb(jsGzip)} gzip > ${kb(LANDING_JS_BUDGET_GZIP)}`).toBeLessThanOrEqual(LANDING_JS_BUDGET_GZIP);
    expect(jsWire, 'scripts are sent compressed').toBeLessThanOrEqual(jsGzip);
    for (const r of rows.filter((row) => row.js)) expect(r.encoding, `${r.path} compressed`).not.toBe('-');
    expect(rows.filter((r) => /apollo|graphql|gql-|Chart/i.test(r.path)).map((r) => r.path), 'no Apollo, GraphQL documents or charts').toEqual([]);

    // signed in once, the dashboard opens in a new context with the session and an empty cache
    await loginAs(landing, 'admin');
    const storageState = await landing.context().storageState();
    await landing.context().close();
    const dashboard = await newPage({ viewport: DESKTOP, serviceWorkers: 'block', storageState });
    report(
      'Dashboard (/ signed in as admin, empty cache)',
      await record(dashboard, async () => {
        await dashboard.goto('/');
        await expect(dashboard.getByTestId('dashboard-greeting')).toBeVisible();
      }),
    );
  });
});
