// Screenshots of the production screens and the storico against a running app with demo data.
// Usage: node web/e2e/produzione-screenshots.mjs [baseUrl]   (default http://127.0.0.1:3203)
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3203';
const OUT = new URL('./screenshots/', import.meta.url).pathname;
const USERS = {
  admin: ['admin@gelatiere.local', 'admin123'],
  manager: ['manager@gelatiere.local', 'manager123'],
  operatore: ['operatore@gelatiere.local', 'operatore123'],
};

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

async function open(ruolo, width, height) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: 'it-IT' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()));
  await page.goto(`${BASE}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/email/i).fill(USERS[ruolo][0]);
  await dialog.getByLabel(/password/i).fill(USERS[ruolo][1]);
  await dialog.getByRole('button', { name: /^accedi$/i }).click();
  await page.getByRole('button', { name: 'Esci' }).waitFor();
  return page;
}

const shot = (page, name, fullPage = false) => page.screenshot({ path: `${OUT}${name}.png`, fullPage });

try {
  for (const [width, height] of [[1024, 768], [390, 844]]) {
    const page = await open('operatore', width, height);
    for (const [key, path] of [['produzione', '/produzione'], ['produzione-touch', '/produzione#produzione-touch'], ['produzione-touch-2', '/produzione#produzione-touch-2']]) {
      await page.goto(`${BASE}${path}`);
      await page.getByTestId('produzione-submit').waitFor();
      await page.locator('[data-testid^="gusto-"]').first().waitFor();
      // put some quantities in
      const plus = page.locator('[data-testid^="gusto-"] button[aria-label^="+"]');
      await plus.nth(0).click();
      await plus.nth(1).click();
      await plus.nth(1).click();
      await shot(page, `${key}-${width}`);
      await shot(page, `${key}-${width}-full`, true);
    }
    await page.context().close();
  }
  for (const [ruolo, width, height] of [['admin', 1280, 800], ['operatore', 1280, 800], ['admin', 1024, 768], ['operatore', 390, 844]]) {
    const page = await open(ruolo, width, height);
    await page.goto(`${BASE}/storico-produzione`);
    await page.getByText(/Mostrando/).waitFor();
    await shot(page, `storico-${ruolo}-${width}`, true);
    if (ruolo === 'admin' && width === 1280) {
      await page.getByRole('button', { name: 'Modifica' }).first().click();
      await page.getByTestId('modifica-produzione').waitFor();
      await page.waitForTimeout(300);
      await shot(page, `storico-modifica-${width}`);
    }
    await page.context().close();
  }
} finally {
  await browser.close();
}
