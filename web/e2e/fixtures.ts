/**
 * The journeys' `test` and `expect`. Every journey talks to one app:
 * - `test`: the shared app started by global-setup.ts (its address is the config's `use.baseURL`);
 * - `testIsolato`: for a journey that resets or replaces the shared data (`*.isolato.e2e.ts`): an app and
 *   a database of its own, started by a worker-scoped fixture and stopped (SIGTERM, exit code 0 checked)
 *   when its worker ends. Tests with other worker fixtures never share a worker, so no journey depends on
 *   the order the files run in.
 * Fixtures: `app` (its `baseURL`), `rest` (REST/GraphQL client of the app, usable in beforeAll),
 * `newPage(options)` (a page in a new context with the app's baseURL, closed after the test).
 */
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { startApp } from './app.js';
import { Rest } from './rest.js';

export { expect } from '@playwright/test';
export { DESKTOP, PHONE, TABLET, accediDalModale, loginAs, screenshot, screenshotOf, screenshotsTreLarghezze, viewportShot, animationsDone } from './browser.js';

interface WorkerFixtures {
  app: { baseURL: string };
  rest: Rest;
}
interface TestFixtures {
  /** A page in a new context of its own (like `browser.newPage`), with the app's baseURL. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
}

/** Gives the fixture an app and a database of its own, stopped (exit code checked) when the worker ends. */
async function conAppPropria(use: (app: WorkerFixtures['app']) => Promise<void>) {
  const app = await startApp();
  try {
    await use({ baseURL: app.baseURL });
  } finally {
    await app.stop();
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use, workerInfo) => {
      // every worker but the first runs its files on an app and a database of its own, from the same start
      if (workerInfo.parallelIndex > 0) return conAppPropria(use);
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('use.baseURL mancante: manca l’app condivisa di global-setup.ts');
      await use({ baseURL });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  rest: [async ({ app }, use) => use(new Rest(app.baseURL)), { scope: 'worker' }],
  baseURL: async ({ app }, use) => use(app.baseURL),
  newPage: async ({ browser, app, contextOptions, viewport }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      // the config's other options (serviceWorkers, reducedMotion…) are added by Playwright to any context a test creates
      const context = await browser.newContext({ ...contextOptions, viewport, ...options, baseURL: app.baseURL });
      contexts.push(context);
      return context.newPage();
    });
    for (const c of contexts) await c.close();
  },
});

/** A journey on an app and a database of its own (see above). */
export const testIsolato = test.extend<object, WorkerFixtures>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => conAppPropria(use),
    { scope: 'worker', timeout: 120_000 },
  ],
});
