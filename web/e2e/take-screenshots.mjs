// Screenshots of the landing page and of the shell (admin, operatore, phone drawer) for visual review,
// against a running app with demo data (the shell's pages load real data: a stubbed session no longer
// reaches the dashboard).
// Usage: DATA_DIR=$(mktemp -d) DEMO_DATA=true ADMIN_PASSWORD=admin123 PORT=3207 node api/dist/main.js &
//        node web/e2e/take-screenshots.mjs [baseUrl]   (BASE/OUT: see screenshot-kit.mjs)
import { apriBrowser, apriPagina, apriSessione, BASE, OUT, scatta } from './screenshot-kit.mjs';

const shot = (page, name, fullPage = false) => scatta(page, name, { fullPage });

const browser = await apriBrowser();
try {
  for (const width of [1280, 390]) {
    const page = await apriPagina(browser, width);
    await page.goto(`${BASE}/`);
    await page.getByTestId('plan-starter').waitFor();
    await shot(page, `landing-${width}`, true);
    await shot(page, `landing-${width}-fold`);
    for (const section of ['features', 'testimonials', 'pricing']) {
      await page.locator(`#${section}`).scrollIntoViewIfNeeded();
      await page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), section);
      await shot(page, `landing-${width}-${section}`);
    }
    await page.getByTestId('landing-login-button').click();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await shot(page, `login-modal-${width}`);
    await page.context().close();
  }

  const admin = await apriSessione(browser, 'admin', 1280);
  await admin.goto(`${BASE}/`);
  await admin.getByTestId('dashboard-greeting').waitFor();
  await shot(admin, 'shell-admin-1280');
  await admin.locator('[data-page-key="gusti"]').click();
  await admin.getByTestId('gusto-card').first().waitFor();
  await shot(admin, 'shell-admin-gusti-1280');
  await admin.getByRole('button', { name: 'Comprimi menu' }).click();
  await admin.getByRole('button', { name: 'Espandi menu' }).waitFor();
  await shot(admin, 'shell-admin-collapsed-1280');
  await admin.context().close();

  const op = await apriSessione(browser, 'operatore', 1280);
  await op.goto(`${BASE}/settings`);
  await op.getByTestId('access-denied').waitFor();
  await shot(op, 'shell-operatore-denied-1280');
  await op.context().close();

  const mobile = await apriSessione(browser, 'admin', 390);
  await mobile.goto(`${BASE}/`);
  await mobile.getByTestId('dashboard-greeting').waitFor();
  await shot(mobile, 'shell-admin-390');
  await mobile.getByRole('button', { name: 'Apri menu' }).click();
  await mobile.getByTestId('mobile-menu').waitFor();
  await shot(mobile, 'shell-admin-390-drawer');
  await mobile.locator('[data-testid="mobile-menu"] [data-page-key="storico-produzione"]').click();
  await mobile.getByText(/Mostrando/).waitFor();
  await mobile.getByTestId('mobile-menu').waitFor({ state: 'hidden' });
  await shot(mobile, 'shell-admin-390-after-choice');
  await mobile.context().close();
} finally {
  await browser.close();
}
console.log('screenshots in', OUT);
