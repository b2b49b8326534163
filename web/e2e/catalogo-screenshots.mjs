// Screenshots of Gestione Gusti and Gestione Ingredienti against a running app with demo data.
// Usage: DATA_DIR=$(mktemp -d) DEMO_DATA=true ADMIN_PASSWORD=admin123 PORT=3201 node api/dist/main.js &
//        node web/e2e/catalogo-screenshots.mjs [baseUrl]
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3201';
const OUT = new URL('./screenshots/', import.meta.url).pathname;

const shot = async (page, name, fullPage = false) => {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${OUT}${name}.png`, fullPage });
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
  for (const width of [1280, 390]) {
    const page = await login(width);
    // Gusti
    await page.goto(`${BASE}/gusti`);
    await page.getByTestId('gusto-card').first().waitFor();
    await shot(page, `gusti-${width}-schede`, true);
    await page.getByRole('button', { name: /Tabella/ }).click();
    await page.getByRole('table', { name: 'Gusti' }).waitFor();
    await shot(page, `gusti-${width}-tabella`, true);
    await page.getByRole('button', { name: /^Modifica / }).first().click();
    await page.getByTestId('anteprima-ricetta').waitFor();
    await shot(page, `gusti-${width}-modale`);
    await page.getByTestId('anteprima-ricetta').scrollIntoViewIfNeeded();
    await shot(page, `gusti-${width}-modale-anteprima`);
    await page.keyboard.press('Escape');
    // Ingredienti
    await page.goto(`${BASE}/ingredienti`);
    await page.getByText(/Mostrando 1-/).waitFor();
    await shot(page, `ingredienti-${width}`, true);
    await page.getByRole('button', { name: /Schede/ }).click();
    await page.getByTestId('ingrediente-card').first().waitFor();
    await shot(page, `ingredienti-${width}-schede`, true);
    await page.getByRole('button', { name: /Tabella/ }).click();
    await shot(page, `ingredienti-${width}-tabella`, true);
    await page.getByRole('button', { name: /Nuovo Ingrediente/ }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `ingredienti-${width}-modale`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /Visualizza Statistiche/ }).click();
    await page.getByTestId('statistiche-totali').waitFor();
    await shot(page, `ingredienti-${width}-statistiche`);
    await page.context().close();
  }
} finally {
  await browser.close();
}
