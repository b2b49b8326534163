// Screenshots of the built web app (landing + shell with a stubbed session) for visual review.
// Usage: npm run build -w web && npx vite preview -c web/vite.config.ts --port 4173 &
//        node web/e2e/take-screenshots.mjs [baseUrl]
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';

const BASE = process.argv[2] ?? 'http://localhost:4173';
const OUT = new URL('./screenshots/', import.meta.url).pathname;

const users = {
  admin: { id: 1, nome: 'Anna Bianchi', email: 'anna@gelateria.it', ruolo: 'admin', puntoVenditaId: 1, puntoVenditaNome: 'Laboratorio Centrale', attivo: true, createdAt: '2024-01-15T09:00:00.000Z' },
  operatore: { id: 3, nome: 'Olga Verdi', email: 'olga@gelateria.it', ruolo: 'operatore', puntoVenditaId: 1, puntoVenditaNome: 'Laboratorio Centrale', attivo: true, createdAt: '2024-01-15T09:00:00.000Z' },
};

async function newPage(browser, width, user) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()));
  await page.route('**/graphql', (route) => {
    const body = route.request().postDataJSON() ?? {};
    if (body.operationName === 'Logout') return route.fulfill({ json: { data: { logout: true } } });
    if (body.operationName === 'Me' && user) return route.fulfill({ json: { data: { me: { __typename: 'User', ...user } } } });
    return route.fulfill({ status: 401, json: { errors: [{ message: 'Non autenticato', extensions: { code: 'UNAUTHENTICATED' } }] } });
  });
  if (user) {
    await context.addInitScript((u) => {
      localStorage.setItem('gelatiere.token', 'demo');
      localStorage.setItem('gelatiere.user', JSON.stringify(u));
      localStorage.setItem('gelatiere.lastVerifiedAt', String(Date.now()));
    }, user);
  }
  return page;
}

const shot = (page, name, fullPage = false) => page.screenshot({ path: `${OUT}${name}.png`, fullPage });

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  for (const width of [1280, 390]) {
    const page = await newPage(browser, width);
    await page.goto(`${BASE}/`);
    await page.getByTestId('plan-starter').waitFor();
    await shot(page, `landing-${width}`, true);
    await shot(page, `landing-${width}-fold`);
    for (const section of ['features', 'testimonials', 'pricing']) {
      await page.locator(`#${section}`).scrollIntoViewIfNeeded();
      await page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), section);
      await page.waitForTimeout(200);
      await shot(page, `landing-${width}-${section}`);
    }
    await page.getByTestId('landing-login-button').click();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await shot(page, `login-modal-${width}`);
    await page.context().close();
  }

  const admin = await newPage(browser, 1280, users.admin);
  await admin.goto(`${BASE}/`);
  await admin.getByTestId('dashboard-greeting').waitFor();
  await shot(admin, 'shell-admin-1280');
  await admin.locator('[data-page-key="gusti"]').click();
  await admin.getByTestId('under-construction').waitFor();
  await shot(admin, 'shell-admin-gusti-1280');
  await admin.getByRole('button', { name: 'Comprimi menu' }).click();
  await admin.waitForTimeout(300);
  await shot(admin, 'shell-admin-collapsed-1280');
  await admin.context().close();

  const op = await newPage(browser, 1280, users.operatore);
  await op.goto(`${BASE}/settings`);
  await op.getByTestId('access-denied').waitFor();
  await shot(op, 'shell-operatore-denied-1280');
  await op.context().close();

  const mobile = await newPage(browser, 390, users.admin);
  await mobile.goto(`${BASE}/`);
  await mobile.getByTestId('dashboard-greeting').waitFor();
  await shot(mobile, 'shell-admin-390');
  await mobile.getByRole('button', { name: 'Apri menu' }).click();
  await mobile.getByTestId('mobile-menu').waitFor();
  await mobile.waitForTimeout(500);
  await shot(mobile, 'shell-admin-390-drawer');
  await mobile.locator('[data-testid="mobile-menu"] [data-page-key="storico-produzione"]').click();
  await mobile.getByTestId('under-construction').waitFor();
  await mobile.waitForTimeout(400);
  await shot(mobile, 'shell-admin-390-after-choice');
  await mobile.context().close();
} finally {
  await browser.close();
}
console.log('screenshots in', OUT);
