// Screenshots of the weighing sheet (Foglio di pesata) and of the flavour dialog's Etichetta tab,
// at 390, 1024 and 1280 px, against a running app with demo data.
// Usage: DATA_DIR=$(mktemp -d) DEMO_DATA=true ADMIN_PASSWORD=admin123 PORT=3207 node api/dist/main.js &
//        node web/e2e/ricetta-screenshots.mjs [baseUrl] [flavour]   (BASE/OUT: see screenshot-kit.mjs)
import { apriBrowser, apriSessione, BASE, scatta } from './screenshot-kit.mjs';

const GUSTO = process.argv[3] ?? 'Pistacchio';
const shot = (page, name) => scatta(page, name, { mouseVia: true });
const browser = await apriBrowser();
try {
  for (const width of [390, 1024, 1280]) {
    const page = await apriSessione(browser, 'admin', width);
    await page.goto(`${BASE}/gusti`);
    await page.getByTestId('gusto-card').first().waitFor();
    // the list shows 10 flavours a page: only the chosen one
    await page.getByRole('textbox', { name: 'Cerca gusti' }).fill(GUSTO);
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
