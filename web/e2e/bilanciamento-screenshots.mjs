// Screenshots of the Bilanciamento panel (issue 27): a demo flavour balanced at minimum cost, with
// the binding constraints listed ("Perché la ricetta è così"), at 390 and 1280 px.
// Usage: DATA_DIR=$(mktemp -d) DEMO_DATA=true ADMIN_PASSWORD=admin123 PORT=3207 node api/dist/main.js &
//        node web/e2e/bilanciamento-screenshots.mjs [baseUrl] [flavour]   (BASE/OUT: see screenshot-kit.mjs)
import { apriBrowser, apriSessione, BASE, scatta } from './screenshot-kit.mjs';

const GUSTO = process.argv[3] ?? 'Limone';
const browser = await apriBrowser();
try {
  for (const width of [390, 1280]) {
    const page = await apriSessione(browser, 'admin', width);
    await page.goto(`${BASE}/gusti`);
    await page.getByTestId('gusto-card').first().waitFor();
    await page.getByRole('textbox', { name: 'Cerca gusti' }).fill(GUSTO);
    await page.getByRole('button', { name: `Modifica ${GUSTO}`, exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Bilanciamento/ }).click();
    const panel = dialog.getByTestId('pannello-bilanciamento');
    await panel.getByTestId('analisi-ricetta').waitFor();
    await panel.getByRole('tab', { name: /Bilancia/ }).click();
    await panel.getByTestId('vincolo-riga').first().scrollIntoViewIfNeeded();
    await scatta(page, `bilanciamento-vincoli-${width}`);
    await panel.getByRole('button', { name: 'Bilancia', exact: true }).click();
    await panel.getByTestId('proposta').waitFor();
    await panel.getByTestId('vincoli-attivi').scrollIntoViewIfNeeded();
    await scatta(page, `bilanciamento-vincoli-attivi-${width}`);
    await page.context().close();
  }
} finally {
  await browser.close();
}
