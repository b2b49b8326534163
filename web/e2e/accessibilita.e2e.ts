import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, loginAs, screenshot } from './browser.js';
import { E2E_USERS, type E2ERuolo } from './users.js';

/**
 * Accessibility: axe (WCAG 2.1 A/AA rules) on the landing page, the login modal and every page each
 * role may open, at 1280 and 390 px. Serious and critical violations fail the journey; every
 * violation found is written to screenshots/axe-report.json for reading.
 */
const PAGES: Record<E2ERuolo, string[]> = {
  admin: [
    'dashboard', 'analytics', 'users', 'punti-vendita', 'produzione', 'produzione-touch', 'produzione-touch-2', 'storico-produzione',
    'gusti', 'ingredienti', 'impostazioni-categorie-gusti', 'impostazioni-allergeni', 'impostazioni-email', 'settings', 'log-attivita', 'email-log',
    'vetrina', 'listino', 'integrazioni',
  ],
  manager: ['dashboard', 'analytics', 'users', 'punti-vendita', 'produzione', 'produzione-touch', 'produzione-touch-2', 'storico-produzione', 'gusti', 'ingredienti', 'vetrina', 'listino'],
  operatore: ['dashboard', 'analytics', 'produzione', 'produzione-touch', 'produzione-touch-2', 'storico-produzione', 'vetrina'],
};

const VIEWPORTS = [['1280', DESKTOP], ['390', PHONE]] as const;
const TABLET = { width: 1024, height: 768 };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const REPORT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots', 'axe-report.json');

const pathFor = (key: string) => (key === 'dashboard' ? '/' : key.startsWith('produzione-touch') ? `/produzione#${key}` : `/${key}`);

interface Finding {
  where: string;
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}
const findings: Finding[] = [];

/** A little data so tables, badges and charts are on screen (this journey's own names). */
async function creaDati() {
  const api = async <T>(method: string, url: string, token?: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${BASE_URL}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T & { error?: string };
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.error ?? ''}`);
    return json;
  };
  const { token } = await api<{ token: string }>('POST', '/auth/login', undefined, E2E_USERS.admin);
  const punti = await api<{ id: number; nome: string }[]>('GET', '/punti-vendita', token);
  const gelateria = punti.find((p) => p.nome === 'Gelateria E2E');
  assert.ok(gelateria);
  const latte = await api<{ id: number }>('POST', '/ingredienti', token, { nome: 'Latte Accessibile', costo_per_unita: 1.1, unita_misura: 'l', fornitore: 'Fornitore A11y' });
  await api('POST', '/config/categorie', token, { nome: 'Creme Accessibili', colore: '#f5e6c8' });
  const gusto = await api<{ id: number }>('POST', '/gusti', token, {
    nome: 'Fiordilatte Accessibile',
    categoria: 'Creme Accessibili',
    colore: '#fff5e1',
    ingredienti: JSON.stringify([{ ingrediente_id: latte.id, quantita: 1, unita: 'l' }]),
  });
  const oggi = new Date().toISOString().slice(0, 10);
  await api('POST', '/produzione', token, { data: oggi, puntoVenditaId: gelateria.id, gusti: [{ gusto_id: gusto.id, quantita_kg: 1234.5 }], note: 'A11y' });
}

/** The element's box once it stops moving (the toast slides in from above): two frames alike. */
async function posizioneFerma(loc: Locator) {
  let prev = await loc.boundingBox();
  for (let i = 0; i < 60; i++) {
    await loc.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const cur = await loc.boundingBox();
    if (prev && cur && prev.x === cur.x && prev.y === cur.y) return cur;
    prev = cur;
  }
  return prev;
}

/** Waits until the page's own content is there: its h1, no loading text, the network quiet. */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.getByText(/Caricamento/).first().waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
  // Chakra's entry animations: axe must see final colours, not a fade in progress
  await page.waitForTimeout(400);
}

async function check(page: Page, where: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = result.violations.map((v) => ({ where, id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  findings.push(...found);
  return found.filter((f) => BLOCKING.has(f.impact ?? ''));
}

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
  await creaDati();
});
after(async () => {
  await writeFile(REPORT, JSON.stringify(findings, null, 2));
  await browser?.close();
});

const describeFailures = (failures: Finding[]) =>
  failures.map((f) => `${f.where}: [${f.impact}] ${f.id} — ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');

describe('accessibility (axe, WCAG 2.1 AA): no serious or critical violation', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`landing page and login modal at ${label}`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(BASE_URL);
      await page.getByText('Professional').first().waitFor();
      await page.waitForTimeout(400);
      const failures = await check(page, `landing ${label}`);
      await page.goto(`${BASE_URL}/login`);
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
      failures.push(...(await check(page, `login ${label}`)));
      await context.close();
      assert.equal(failures.length, 0, describeFailures(failures));
    });

    for (const ruolo of ['admin', 'manager', 'operatore'] as const) {
      it(`${ruolo}: every page at ${label}`, async () => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await loginAs(page, ruolo);
        const failures: Finding[] = [];
        for (const key of PAGES[ruolo]) {
          await page.goto(`${BASE_URL}${pathFor(key)}`);
          await settle(page);
          if (key === 'dashboard' || key === 'settings') await screenshot(page, `${key}-${ruolo}-${label}`);
          failures.push(...(await check(page, `${ruolo} ${key} ${label}`)));
        }
        await screenshot(page, `a11y-${ruolo}-${label}`);
        await context.close();
        assert.equal(failures.length, 0, describeFailures(failures));
      });
    }
  }

  it('1024×768 tablet: dashboard per role; the touch modes start with the sidebar collapsed and it opens', async () => {
    const failures: Finding[] = [];
    for (const ruolo of ['admin', 'manager', 'operatore'] as const) {
      const context = await browser.newContext({ viewport: TABLET });
      const page = await context.newPage();
      await loginAs(page, ruolo);
      await settle(page);
      await screenshot(page, `dashboard-${ruolo}-1024`);
      failures.push(...(await check(page, `${ruolo} dashboard 1024`)));
      if (ruolo === 'admin') {
        // the estimated margin says the price it uses
        assert.ok(await page.getByText('a 25,00 €/kg').first().isVisible());
      } else {
        assert.equal(await page.getByText('Margine stimato').count(), 0);
      }
      for (const key of ['produzione-touch', 'produzione-touch-2']) {
        await page.goto(`${BASE_URL}/produzione#${key}`);
        await settle(page);
        const sidebar = page.getByTestId('sidebar');
        assert.equal(await sidebar.getAttribute('data-collapsed'), 'true', `${ruolo} ${key}`);
        if (ruolo === 'operatore') await screenshot(page, `${key}-operatore-1024`);
        await page.getByRole('button', { name: 'Espandi menu' }).click();
        assert.equal(await sidebar.getAttribute('data-collapsed'), 'false');
      }
      await context.close();
    }
    assert.equal(failures.filter((f) => BLOCKING.has(f.impact ?? '')).length, 0, describeFailures(failures.filter((f) => BLOCKING.has(f.impact ?? ''))));
  });

  it('Impostazioni: a new selling price is saved, the toast stays below the top bar (Esci visible), the log says Modifica in Italian', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await loginAs(page, 'admin');
    await page.goto(`${BASE_URL}/settings`);
    const campo = page.getByRole('textbox', { name: 'Prezzo di vendita al kg' });
    await campo.fill('1,234');
    await page.getByRole('button', { name: 'Salva Prezzo' }).click();
    await page.getByText('Il prezzo di vendita al kg deve essere un numero maggiore di 0, con al massimo 2 decimali e non oltre 1000 euro').waitFor();
    await campo.fill('26,50');
    await page.getByRole('button', { name: 'Salva Prezzo' }).click();
    const toast = page.getByRole('region', { name: 'Notifiche' }).getByText('Prezzo di vendita aggiornato');
    await toast.waitFor();
    const esci = await page.getByRole('button', { name: 'Esci' }).boundingBox();
    const box = await posizioneFerma(toast);
    assert.ok(esci && box && box.y > esci.y + esci.height, `toast at ${box?.y}, Esci ends at ${(esci?.y ?? 0) + (esci?.height ?? 0)}`);
    await screenshot(page, 'settings-prezzo-salvato-1280');
    await page.goto(`${BASE_URL}/`);
    await page.getByText('a 26,50 €/kg').first().waitFor();
    await page.goto(`${BASE_URL}/log-attivita`);
    const riga = page.getByRole('row').filter({ hasText: 'prezzo_vendita_kg' }).first();
    await riga.getByText('Modifica').waitFor();
    await page.getByRole('row').filter({ hasText: 'Accesso' }).first().waitFor();
    await screenshot(page, 'log-attivita-1280');
    await context.close();
  });
});
