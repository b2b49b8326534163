import { DESKTOP, PHONE, accediDalModale, expect, loginAs, screenshot, test } from './fixtures.js';
import { E2E_USERS, type E2ERuolo } from './users.js';

/** Menu entries by role, from spec section 2. */
const MENU: Record<E2ERuolo, string[]> = {
  admin: [
    'dashboard', 'analytics', 'users', 'punti-vendita', 'piano-produzione', 'produzione', 'storico-produzione', 'vetrina', 'registro-haccp', 'listino', 'gusti', 'ingredienti',
    'fornitori', 'ricevimenti', 'magazzino', 'impostazioni-categorie-gusti', 'impostazioni-allergeni', 'impostazioni-email', 'settings', 'log-attivita', 'email-log', 'integrazioni',
  ],
  manager: ['dashboard', 'analytics', 'users', 'punti-vendita', 'piano-produzione', 'produzione', 'storico-produzione', 'vetrina', 'registro-haccp', 'listino', 'gusti', 'ingredienti', 'fornitori', 'ricevimenti', 'magazzino'],
  operatore: ['dashboard', 'analytics', 'piano-produzione', 'produzione', 'storico-produzione', 'vetrina', 'registro-haccp', 'magazzino'],
};

test.describe('landing and shell', () => {
  test('shows the landing page with plans, at desktop and phone width', async ({ newPage }) => {
    for (const [label, viewport] of [['1280', DESKTOP], ['390', PHONE]] as const) {
      const page = await newPage({ viewport });
      await page.goto('/');
      await expect(page.getByText('Professional').first()).toBeVisible();
      for (const price of ['29', '79', '199']) await expect(page.getByText(new RegExp(`${price}\\s*€|€\\s*${price}`)).first()).toBeVisible();
      await screenshot(page, `landing-${label}`);
      await page.close();
    }
  });

  for (const ruolo of ['admin', 'manager', 'operatore'] as const) {
    test(`${ruolo}: login, exactly the role's menu, logout`, async ({ page }) => {
      // the login itself is checked, and the logout revokes its session: a session of its own
      await accediDalModale(page, ruolo);
      await expect(page.getByText(E2E_USERS[ruolo].nome).first()).toBeVisible();
      const keys = await page.locator('nav [data-page-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-page-key')));
      expect([...new Set(keys)].sort()).toEqual([...MENU[ruolo]].sort());
      await screenshot(page, `shell-${ruolo}-1280`);
      await page.getByRole('button', { name: 'Esci' }).click();
      await expect(page.getByText('Professional').first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).length)).toBe(0);
    });
  }

  test('phone width: the menu is a drawer that closes after a choice', async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Apri menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('[data-page-key="analytics"]').click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/analytics/);
    await screenshot(page, 'shell-admin-390');
  });

  test('an operatore cannot open an admin page by URL', async ({ page }) => {
    await loginAs(page, 'operatore');
    await page.goto('/users');
    await expect(page.getByText('Accesso Negato: Solo manager e amministratori possono gestire gli utenti.')).toBeVisible();
  });
});
