// Screenshots of the built web app (landing + shell with a stubbed session) for visual review.
// Usage: npm run build -w web && npx vite preview -c web/vite.config.ts --port 4173 &
//        node web/e2e/take-screenshots.mjs http://localhost:4173   (BASE/OUT: see screenshot-kit.mjs)
import { apriBrowser, apriPagina, BASE, OUT, scatta } from './screenshot-kit.mjs';

const users = {
  admin: { id: 1, nome: 'Anna Bianchi', email: 'anna@gelateria.it', ruolo: 'admin', puntoVenditaId: 1, puntoVenditaNome: 'Laboratorio Centrale', attivo: true, createdAt: '2024-01-15T09:00:00.000Z' },
  operatore: { id: 3, nome: 'Olga Verdi', email: 'olga@gelateria.it', ruolo: 'operatore', puntoVenditaId: 1, puntoVenditaNome: 'Laboratorio Centrale', attivo: true, createdAt: '2024-01-15T09:00:00.000Z' },
};

async function newPage(browser, width, user) {
  const page = await apriPagina(browser, width);
  const context = page.context();
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

const shot = (page, name, fullPage = false) => scatta(page, name, { fullPage });

const browser = await apriBrowser();
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
  await admin.getByRole('button', { name: 'Espandi menu' }).waitFor();
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
  await shot(mobile, 'shell-admin-390-drawer');
  await mobile.locator('[data-testid="mobile-menu"] [data-page-key="storico-produzione"]').click();
  await mobile.getByTestId('under-construction').waitFor();
  await mobile.getByTestId('mobile-menu').waitFor({ state: 'hidden' });
  await shot(mobile, 'shell-admin-390-after-choice');
  await mobile.context().close();
} finally {
  await browser.close();
}
console.log('screenshots in', OUT);
