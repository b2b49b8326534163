// Screenshots of the weighing sheet (Foglio di pesata) and of the flavour dialog's Etichetta tab,
// at 390, 1024 and 1280 px, against a running app with demo data.
// Usage: DATA_DIR=$(mktemp -d) DEMO_DATA=true ADMIN_PASSWORD=admin123 PORT=3201 node api/dist/main.js &
//        node web/e2e/ricetta-screenshots.mjs [baseUrl] [flavour]
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3201';
const GUSTO = process.argv[3] ?? 'Pistacchio';
const OUT = new URL('./screenshots/', import.meta.url).pathname;

const shot = async (page, name) => {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${OUT}${name}.png` });
};
await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

async function login(width) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()));
  await page.goto(`${BASE}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/email/i).fill('admin@gelatiere.local');
  await dialog.getByLabel(/password/i).fill('admin123');
  await dialog.getByRole('button', { name: /^accedi$/i }).click();
  await page.getByRole('button', { name: 'Esci' }).waitFor();
  return page;
}

try {
  for (const width of [390, 1024, 1280]) {
    const page = await login(width);
    await page.goto(`${BASE}/gusti`);
    await page.getByTestId('gusto-card').first().waitFor();
    // the weighing sheet: 4 trays of 5 l, before and after ticking the first line
    await page.getByRole('button', { name: `Foglio di pesata ${GUSTO}`, exact: true }).first().click();
    const foglio = page.getByTestId('foglio-pesata');
    await foglio.getByRole('button', { name: 'Calcola' }).click();
    await foglio.getByTestId('foglio-risultato').waitFor();
    await shot(page, `ricetta-foglio-${width}`);
    await foglio.getByRole('checkbox').first().click().catch(() => undefined);
    await foglio.getByRole('region', { name: 'Ciclo 1' }).scrollIntoViewIfNeeded().catch(() => undefined);
    await shot(page, `ricetta-foglio-${width}-righe`);
    await page.keyboard.press('Escape');
    await foglio.waitFor({ state: 'hidden' });
    // the Etichetta tab of the flavour dialog
    await page.getByRole('button', { name: `Modifica ${GUSTO}`, exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: /Etichetta/ }).click();
    await dialog.getByRole('region', { name: 'Anteprima etichetta' }).waitFor();
    await shot(page, `ricetta-etichetta-${width}`);
    await dialog.getByRole('table', { name: 'Valori nutrizionali medi per 100 g' }).scrollIntoViewIfNeeded();
    await shot(page, `ricetta-etichetta-${width}-nutrizione`);
    await page.context().close();
  }
} finally {
  await browser.close();
}
