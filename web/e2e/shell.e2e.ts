import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, loginAs, screenshot } from './browser.js';
import { E2E_USERS, type E2ERuolo } from './users.js';

/** Menu entries by role, from spec section 2. */
const MENU: Record<E2ERuolo, string[]> = {
  admin: [
    'dashboard', 'analytics', 'users', 'punti-vendita', 'produzione', 'storico-produzione', 'vetrina', 'listino', 'gusti', 'ingredienti',
    'impostazioni-categorie-gusti', 'impostazioni-allergeni', 'impostazioni-email', 'settings', 'log-attivita', 'email-log', 'integrazioni',
  ],
  manager: ['dashboard', 'analytics', 'punti-vendita', 'produzione', 'storico-produzione', 'vetrina', 'listino', 'gusti', 'ingredienti'],
  operatore: ['dashboard', 'analytics', 'produzione', 'storico-produzione', 'vetrina'],
};

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => browser?.close());

describe('landing and shell', () => {
  it('shows the landing page with plans, at desktop and phone width', async () => {
    for (const [label, viewport] of [['1280', DESKTOP], ['390', PHONE]] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(BASE_URL);
      await page.getByText('Professional').first().waitFor();
      for (const price of ['29', '79', '199']) assert.ok(await page.getByText(new RegExp(`${price}\\s*€|€\\s*${price}`)).first().isVisible());
      await screenshot(page, `landing-${label}`);
      await page.close();
    }
  });

  for (const ruolo of ['admin', 'manager', 'operatore'] as const) {
    it(`${ruolo}: login, exactly the role's menu, logout`, async () => {
      const page = await browser.newPage({ viewport: DESKTOP });
      await loginAs(page, ruolo);
      await page.getByText(E2E_USERS[ruolo].nome).first().waitFor();
      const keys = await page.locator('nav [data-page-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-page-key')));
      assert.deepEqual([...new Set(keys)].sort(), [...MENU[ruolo]].sort());
      await screenshot(page, `shell-${ruolo}-1280`);
      await page.getByRole('button', { name: 'Esci' }).click();
      await page.getByText('Professional').first().waitFor();
      const stored = await page.evaluate(() => Object.keys(localStorage).length);
      assert.equal(stored, 0);
      await page.close();
    });
  }

  it('phone width: the menu is a drawer that closes after a choice', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Apri menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('[data-page-key="analytics"]').click();
    await drawer.waitFor({ state: 'hidden' });
    assert.match(page.url(), /analytics/);
    await screenshot(page, 'shell-admin-390');
    await page.close();
  });

  it('an operatore cannot open an admin page by URL', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await loginAs(page, 'operatore');
    await page.goto(`${BASE_URL}/users`);
    await page.getByText('Accesso Negato: Solo manager e amministratori possono gestire gli utenti.').waitFor();
    await page.close();
  });
});
