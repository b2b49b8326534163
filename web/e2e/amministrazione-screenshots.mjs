// Screenshots of the admin pages (Database, Log Attività, Storico Email, Configurazione Email) at 1280 and 390 px
// against a running app with demo data: PORT=3207 DEMO_DATA=true ADMIN_PASSWORD=admin123 node api/dist/main.js
// Usage: node web/e2e/amministrazione-screenshots.mjs [baseUrl]. It changes data (e-mail config, test e-mail, import).
// BASE/OUT: see screenshot-kit.mjs.
import { writeFileSync } from 'node:fs';
import { apriBrowser, apriSessione, BASE, calma, login, scatta, toast } from './screenshot-kit.mjs';

const browser = await apriBrowser();
/** The whole page in one image: the window is made as tall as the page (or its scrolling main) first. */
async function shot(page, name) {
  const vp = page.viewportSize();
  await calma(page);
  const h = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, ...[...document.querySelectorAll('main, [data-scroll-container]')].map((e) => e.scrollHeight)));
  await page.setViewportSize({ width: vp.width, height: Math.max(vp.height, h + 80) });
  await scatta(page, name);
  await page.setViewportSize(vp);
}
try {
  for (const width of [1280, 390]) {
    const page = await apriSessione(browser, 'admin', width, { acceptDownloads: true });
    // e-mail config: enable sending, add recipient, send a test to populate the log
    await page.goto(`${BASE}/impostazioni-email`);
    await page.getByRole('button', { name: /Salva Configurazione/ }).waitFor();
    if (width === 1280) {
      const sw = page.getByRole('checkbox', { name: /Invio email abilitato/ });
      if (!(await sw.isChecked())) await page.getByTestId('switch-email_abilitato').click();
      await page.getByRole('textbox', { name: 'Nuovo destinatario' }).fill('laboratorio@gelateria.it');
      await page.getByRole('button', { name: /Aggiungi/ }).click();
      await page.getByRole('textbox', { name: 'Nuovo destinatario' }).fill('titolare@gelateria.it');
      await page.getByRole('button', { name: /Aggiungi/ }).click();
      await page.getByRole('textbox', { name: 'Email mittente' }).fill('notifiche@gelateria.it');
      await page.getByRole('button', { name: /Salva Configurazione/ }).click();
      await toast(page).filter({ hasText: 'Configurazione email salvata con successo' }).waitFor();
      await page.getByRole('textbox', { name: 'Indirizzo per il test' }).fill('prova@gelateria.it');
      await page.getByRole('button', { name: /Invia Email di Test/ }).click();
      await page.getByText(/Email di test inviata|Errore nell'invio/).first().waitFor();
    }
    await shot(page, `impostazioni-email-${width}`);

    await page.goto(`${BASE}/log-attivita`);
    await page.getByText(/Pagina \d+ di \d+/).first().waitFor();
    await shot(page, `log-attivita-${width}`);

    await page.goto(`${BASE}/email-log`);
    await page.getByText(/email totali|Nessuna email/).first().waitFor();
    await shot(page, `email-log-${width}`);
    const det = page.getByRole('button', { name: /Dettagli email/ }).first();
    if (await det.count()) {
      await det.click();
      await page.getByTestId('email-details').waitFor();
      await scatta(page, `email-log-dettagli-${width}`);
      await page.keyboard.press('Escape');
    }

    await page.goto(`${BASE}/settings`);
    await page.getByTestId('admin-stats').waitFor();
    await shot(page, `settings-${width}`);
    // download a backup, then import it to show the result panel
    const dl = page.waitForEvent('download');
    await page.getByRole('button', { name: /Scarica Backup/ }).click();
    const download = await dl;
    const file = `/tmp/gelatiere-backup-${width}.json`;
    await download.saveAs(file);
    console.log('downloaded', download.suggestedFilename());
    await page.getByRole('button', { name: /^Importa Backup$/ }).click();
    await page.getByRole('button', { name: /Reset Database/ }).first().click();
    await page.getByTestId('backup-file-input').setInputFiles(file);
    await shot(page, `settings-forms-${width}`);
    await page.getByTestId('import-form').getByRole('button', { name: /^Importa$/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Importa' }).click();
    // the import ends every session: the result panel shows, or the page's next request got 401 and led
    // to /login (then there is no panel to shoot: log in again)
    await page.waitForFunction(() => location.pathname === '/login' || document.querySelector('[data-testid="import-success"], [data-testid="import-error"]'), undefined, { timeout: 60000 });
    await calma(page);
    if (new URL(page.url()).pathname === '/login') {
      console.log(`settings-import-${width}: the import ended the session (401 -> /login), no result panel to shoot`);
      await login(page, 'admin');
      await page.goto(`${BASE}/settings`);
      await page.getByTestId('admin-stats').waitFor();
    } else {
      await shot(page, `settings-import-${width}`);
    }
    // an invalid file for the error panel
    writeFileSync('/tmp/gelatiere-bad-backup.json', '{"version":"99","timestamp":"x","data":{}}');
    await page.getByRole('button', { name: /^Importa Backup$/ }).click();
    await page.getByTestId('backup-file-input').setInputFiles('/tmp/gelatiere-bad-backup.json');
    await page.getByTestId('import-form').getByRole('button', { name: /^Importa$/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Importa' }).click();
    await page.getByTestId('import-error').waitFor({ timeout: 60000 });
    await shot(page, `settings-import-error-${width}`);
    await page.context().close();
  }
} finally {
  await browser.close();
}
