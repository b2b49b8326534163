// Screenshots of the analytics page and the dashboard views against a running app with demo data.
// Usage: node web/e2e/analytics-screenshots.mjs http://127.0.0.1:3205
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3205';
const OUT = new URL('./screenshots/', import.meta.url).pathname;
const USERS = {
  admin: { email: 'admin@gelatiere.local', password: 'admin123' },
  manager: { email: 'manager@gelatiere.local', password: 'manager123' },
  operatore: { email: 'operatore@gelatiere.local', password: 'operatore123' },
};

async function login(browser, ruolo, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error(`console[${ruolo}@${width}]`, m.text()));
  await page.goto(`${BASE}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/email/i).fill(USERS[ruolo].email);
  await dialog.getByLabel(/password/i).fill(USERS[ruolo].password);
  await dialog.getByRole('button', { name: /^accedi$/i }).click();
  await page.getByRole('button', { name: 'Esci' }).waitFor();
  return page;
}

const shot = (page, name) => page.screenshot({ path: `${OUT}${name}.png`, fullPage: true });
const settle = (page) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(600));

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  for (const width of [1280, 390]) {
    for (const ruolo of ['admin', 'manager', 'operatore']) {
      const page = await login(browser, ruolo, width);
      await page.getByTestId('dashboard-greeting').waitFor();
      await settle(page);
      await shot(page, `dashboard-${ruolo}-${width}`);
      if (ruolo === 'admin') {
        for (const vista of ['Manager', 'Operatore']) {
          await page.getByRole('group', { name: 'Anteprima vista' }).getByRole('button', { name: vista }).click();
          await settle(page);
          await shot(page, `dashboard-admin-preview-${vista.toLowerCase()}-${width}`);
        }
      }
      if (ruolo !== 'manager') {
        await page.goto(`${BASE}/analytics`);
        await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
        await settle(page);
        await shot(page, `analytics-${ruolo}-${width}`);
        if (ruolo === 'admin' && width === 1280) {
          const anno = await page.getByRole('combobox', { name: 'Anno' }).inputValue();
          await page.getByRole('combobox', { name: 'Confronta con' }).selectOption(String(Number(anno) - 1));
          await page.getByRole('button', { name: 'Applica Filtri' }).click();
          await settle(page);
          await shot(page, `analytics-admin-confronto-${width}`);
        }
      }
      await page.context().close();
    }
  }
} finally {
  await browser.close();
}
