/**
 * End-to-end journeys on @playwright/test, in Debian's Chromium (no browser download): the built app
 * (api/dist serving web/dist) on a fresh database, one user per role (global-setup.ts); a journey named
 * `*.isolato.e2e.ts` gets an app of its own (fixtures.ts). `npm run test:e2e` builds and runs them all;
 * `E2E_ONLY=<part of a file name>` runs the matching files only.
 */
import { defineConfig } from '@playwright/test';
import { randomPort } from './app.js';
import { DESKTOP, launchOptions } from './browser.js';

// chosen once in the runner; its workers load this file again and inherit the variable
process.env.E2E_PORT ??= String(randomPort());

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const only = process.env.E2E_ONLY;

export default defineConfig({
  testDir: '.',
  testMatch: only ? new RegExp(`(^|/)(?=[^/]*${escape(only)})[^/]*\\.e2e\\.ts$`) : '*.e2e.ts',
  outputDir: '.artifacts/results',
  globalSetup: './global-setup.ts',
  // three on 2 cores: a journey waits on the app and the browser about a third of its time (208 → 184 s)
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // whole journeys on a loaded machine (the accessibility one visits every page of a role)
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { outputFolder: '.artifacts/report', open: 'never' }]],
  // the journeys run one at a time by design: no advice to parallelise slow files
  reportSlowTests: null,
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: launchOptions(),
    viewport: DESKTOP,
    // the app honours the system's reduced-motion setting (theme.ts): no fade or slide to wait for
    reducedMotion: 'reduce',
    // The app's service worker precaches every chunk of the app as a page first loads: in a journey's new
    // context that is ~120 downloads and cache writes racing the page under test. The journeys of the
    // installed, offline app (offline.e2e.ts) allow it; the others are the app as the network serves it.
    serviceWorkers: 'block',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // recording a trace costs every journey CPU (DOM snapshots and screencast at each action): on CI only
    // the retry of a failed journey records one (CI retries once), locally a failure keeps its trace
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
