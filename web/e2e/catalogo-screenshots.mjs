// Screenshots of Gestione Gusti and Gestione Ingredienti against a running app with demo data.
// Usage: DATA_DIR=$(mktemp -d) DEMO_DATA=true ADMIN_PASSWORD=admin123 PORT=3207 node api/dist/main.js &
//        node web/e2e/catalogo-screenshots.mjs [baseUrl]   (BASE/OUT: see screenshot-kit.mjs)
import { apriBrowser, apriSessione, BASE, scatta } from './screenshot-kit.mjs';

const shot = (page, name, fullPage = false) => scatta(page, name, { fullPage, mouseVia: true });
const browser = await apriBrowser();
try {
  for (const width of [1280, 390]) {
    const page = await apriSessione(browser, 'admin', width);
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
