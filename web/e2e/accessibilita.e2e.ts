import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { DESKTOP, PHONE, TABLET, animationsDone, expect, loginAs, screenshot, test, viewportShot } from './fixtures.js';
import { oggi } from './giorni.js';
import type { Rest } from './rest.js';
import type { E2ERuolo } from './users.js';

/**
 * Accessibility: axe (WCAG 2.1 A/AA rules) on the landing page, the login modal and every page each
 * role may open, at 1280, 1024 and 390 px. Serious and critical violations fail the journey; every
 * violation found is written to screenshots/axe-report-<worker>.json for reading.
 * A role's pages are opened one after the other as the menu opens them (history push, no reload: the
 * app, its code and its data stay loaded, as for a user), and each role signs in once: its session is
 * reused at the other widths. axe-core is loaded once per document (an init script of the context), not
 * once per check: the pages are opened inside the app, so one document serves a role's whole tour.
 */
const PAGES: Record<E2ERuolo, string[]> = {
  admin: [
    'dashboard', 'analytics', 'users', 'punti-vendita', 'piano-produzione', 'produzione', 'produzione-touch', 'produzione-touch-2', 'storico-produzione',
    'gusti', 'ingredienti', 'fornitori', 'ricevimenti', 'impostazioni-categorie-gusti', 'impostazioni-allergeni', 'impostazioni-email', 'settings', 'log-attivita', 'email-log',
    'vetrina', 'registro-haccp', 'listino', 'integrazioni', 'magazzino',
  ],
  manager: ['dashboard', 'analytics', 'users', 'punti-vendita', 'piano-produzione', 'produzione', 'produzione-touch', 'produzione-touch-2', 'storico-produzione', 'gusti', 'ingredienti', 'fornitori', 'ricevimenti', 'magazzino', 'vetrina', 'registro-haccp', 'listino'],
  operatore: ['dashboard', 'analytics', 'piano-produzione', 'produzione', 'produzione-touch', 'produzione-touch-2', 'storico-produzione', 'vetrina', 'registro-haccp', 'magazzino'],
};

const VIEWPORTS = [['1280', DESKTOP], ['1024', TABLET], ['390', PHONE]] as const;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const REPORT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const pathFor = (key: string) => (key === 'dashboard' ? '/' : key.startsWith('produzione-touch') ? `/produzione#${key}` : `/${key}`);

interface Finding {
  where: string;
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}
const findings: Finding[] = [];

/** A little data so tables, badges and charts are on screen (this journey's own names, new in each worker). */
async function creaDati(rest: Rest) {
  const suffix = Date.now().toString(36);
  const token = await rest.login('admin');
  const api = <T>(method: string, url: string, body?: unknown) => rest.json<T>(method, url, body, token);
  const punti = await api<{ id: number; nome: string }[]>('GET', '/punti-vendita');
  const gelateria = punti.find((p) => p.nome === 'Gelateria E2E');
  expect(gelateria).toBeTruthy();
  const latte = await api<{ id: number }>('POST', '/ingredienti', { nome: `Latte Accessibile ${suffix}`, costo_per_unita: 1.1, unita_misura: 'l', fornitore: 'Fornitore A11y' });
  await api('POST', '/config/categorie', { nome: `Creme Accessibili ${suffix}`, colore: '#f5e6c8' });
  const gusto = await api<{ id: number }>('POST', '/gusti', {
    nome: `Fiordilatte Accessibile ${suffix}`,
    categoria: `Creme Accessibili ${suffix}`,
    colore: '#fff5e1',
    ingredienti: JSON.stringify([{ ingrediente_id: latte.id, quantita: 1, unita: 'l' }]),
  });
  await api('POST', '/produzione', { data: oggi(), puntoVenditaId: gelateria!.id, gusti: [{ gusto_id: gusto.id, quantita_kg: 1234.5 }], note: 'A11y' });
  // the listino as a shop has it: several categories (one table each) and sales points (one column each),
  // wider than a phone, where the manager's read-only tables have nothing focusable inside
  for (const n of [1, 2, 3, 4, 5]) {
    await api('POST', '/config/categorie', { nome: `Categoria Listino ${n} ${suffix}`, colore: '#c9e1a5' });
    await api('POST', '/gusti', {
      nome: `Gusto Listino ${n} ${suffix}`,
      categoria: `Categoria Listino ${n} ${suffix}`,
      colore: '#fff5e1',
      ingredienti: JSON.stringify([{ ingrediente_id: latte.id, quantita: 1, unita: 'l' }]),
    });
  }
  for (const n of [1, 2]) await api('POST', '/punti-vendita', { nome: `Chiosco Accessibile ${n} ${suffix}`, indirizzo: `Via Larga ${n}` });
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

/**
 * The page's requests: `quiet()` resolves once none is waiting for its answer and none has ended for
 * 300 ms (Playwright's networkidle follows a document load only, not a navigation inside the app).
 */
function rete(page: Page) {
  let inVolo = 0;
  let ultima = Date.now();
  page.on('request', () => {
    inVolo += 1;
    ultima = Date.now();
  });
  const finita = () => {
    inVolo -= 1;
    ultima = Date.now();
  };
  page.on('requestfinished', finita);
  page.on('requestfailed', finita);
  return {
    quiet: () =>
      expect
        .poll(() => inVolo <= 0 && Date.now() - ultima >= 300, { timeout: 15_000, intervals: [50] })
        .toBe(true)
        .catch(() => undefined),
  };
}
type Rete = ReturnType<typeof rete>;

/** The h1 of the page shown before a navigation in the app (a new page mounts its own). */
const LASCIATA = 'data-e2e-pagina-lasciata';

/** Waits until the page's own content is there: its h1, the network quiet, no loading text. */
async function settle(page: Page, net: Rete) {
  await page.locator(`main h1:not([${LASCIATA}])`).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
  await net.quiet();
  await page.getByText(/Caricamento/).first().waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
  // Chakra's entry animations: axe must see final colours, not a fade in progress
  await animationsDone(page);
}

/** Opens a page of the app as its menu does: history push (the shell follows popstate), back to the top. */
async function apri(page: Page, key: string) {
  await page.locator('main h1').evaluateAll((hs, attr) => hs.forEach((h) => h.setAttribute(attr, '')), LASCIATA);
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
    scrollTo(0, 0);
  }, pathFor(key));
}

/** Each role signs in once (the login modal); its session (localStorage) opens the other widths' contexts. */
const sessioni = new Map<E2ERuolo, BrowserContextOptions['storageState']>();
async function entraCome(page: Page, ruolo: E2ERuolo) {
  await loginAs(page, ruolo);
  sessioni.set(ruolo, await page.context().storageState());
}

/** A page whose documents (and frames) load axe-core as they start: `check` runs it in place. */
async function paginaConAxe(newPage: (options?: BrowserContextOptions) => Promise<Page>, options: BrowserContextOptions) {
  const page = await newPage(options);
  await page.context().addInitScript({ content: AXE_SOURCE });
  return page;
}

/**
 * Every WCAG 2.1 A/AA rule of axe on the page (its same-origin frames included: axe is loaded in each
 * of them), or only on `dentro` (an element whose look changed, e.g. a hovered button). Only the
 * violations' nodes are detailed (axe's passes are not read).
 */
async function check(page: Page, where: string, dentro?: Locator): Promise<Finding[]> {
  const opzioni: RunOptions = { runOnly: { type: 'tag', values: WCAG }, resultTypes: ['violations'] };
  const violazioni = await (dentro ?? page.locator(':root')).evaluate(async (el, opzioni) => {
    const { axe } = window as unknown as { axe: { run: (context: Node, options: RunOptions) => Promise<AxeResults> } };
    const r = await axe.run(el === document.documentElement ? document : el, opzioni);
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  }, opzioni);
  const found = violazioni.map((v) => ({ where, ...v }));
  findings.push(...found);
  return found.filter((f) => BLOCKING.has(f.impact ?? ''));
}

/**
 * The file's journeys are spread over the workers (each worker has its own app and database): together
 * they are half of all the journeys' time, and in one worker they were the run's critical path (199 of
 * 234 s). Each worker makes the data once and writes the violations it found to its own report.
 */
test.describe.configure({ mode: 'parallel' });
test.beforeAll(async ({ rest }) => creaDati(rest));
test.afterAll(async () => {
  await writeFile(path.join(REPORT_DIR, `axe-report-${test.info().parallelIndex + 1}.json`), JSON.stringify(findings, null, 2));
});

const describeFailures = (failures: Finding[]) =>
  failures.map((f) => `${f.where}: [${f.impact}] ${f.id} — ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');

test.describe('accessibility (axe, WCAG 2.1 AA): no serious or critical violation', () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`landing page and login modal at ${label}`, async ({ newPage }) => {
      const page = await paginaConAxe(newPage, { viewport });
      await page.goto('/');
      await expect(page.getByText('Professional').first()).toBeVisible();
      await animationsDone(page);
      const failures = await check(page, `landing ${label}`);
      const menu = page.getByRole('button', { name: 'Apri il menu delle sezioni' });
      if (label === '390') {
        // the inline section links are hidden on a phone: the menu button opens them
        await expect(page.getByRole('link', { name: 'Prezzi' })).toBeHidden();
        await menu.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('link', { name: 'Prezzi' })).toBeVisible();
        await screenshot(page, 'landing-menu-aperto-390');
        failures.push(...(await check(page, `landing menu ${label}`)));
        await page.getByRole('link', { name: 'Prezzi' }).click();
        await expect(page.getByRole('link', { name: 'Prezzi' })).toBeHidden();
      } else {
        await expect(menu).toBeHidden();
        await expect(page.getByRole('link', { name: 'Prezzi' })).toBeVisible();
      }
      await page.goto('/login');
      await expect(page.getByRole('dialog')).toBeVisible();
      await animationsDone(page);
      failures.push(...(await check(page, `login ${label}`)));
      expect(failures, describeFailures(failures)).toHaveLength(0);
    });

    for (const ruolo of ['admin', 'manager', 'operatore'] as const) {
      test(`${ruolo}: every page at ${label}`, async ({ newPage }) => {
        // every page of the role in one journey: ~40 s a page on a loaded machine
        test.setTimeout(PAGES[ruolo].length * 40_000);
        const sessione = sessioni.get(ruolo);
        const page = await paginaConAxe(newPage, { viewport, ...(sessione ? { storageState: sessione } : {}) });
        const net = rete(page);
        if (sessione) await page.goto('/');
        else await entraCome(page, ruolo);
        const failures: Finding[] = [];
        for (const [i, key] of PAGES[ruolo].entries()) {
          // the first page loads the app (a new context), the others are opened from the page before
          if (i === 0) {
            if (pathFor(key) !== new URL(page.url()).pathname) await page.goto(pathFor(key));
          } else await apri(page, key);
          await settle(page, net);
          if (key === 'dashboard' || key === 'settings') await screenshot(page, `${key}-${ruolo}-${label}`);
          if (label === '390' && key.startsWith('produzione')) {
            // a phone's first screen shows flavours (above the sticky total bar), their names whole
            const primo = await page.locator('[data-testid^="gusto-"]').first().boundingBox();
            const barra = await page.getByTestId('produzione-submit').boundingBox();
            expect(primo && barra && primo.y + 40 < barra.y, `${key}: first flavour at ${primo?.y}, bar at ${barra?.y}`).toBe(true);
            if (ruolo === 'operatore') await viewportShot(page, `${key}-primo-schermo-390`);
          }
          failures.push(...(await check(page, `${ruolo} ${key} ${label}`)));
          // the hovered state of a solid brand-pink button (a phone keeps the last tapped one hovered)
          const rosa = page.locator('main button').filter({ visible: true });
          const indice = await rosa.evaluateAll((bs) => bs.findIndex((b) => getComputedStyle(b).backgroundColor === 'rgb(201, 54, 99)' && !(b as HTMLButtonElement).disabled));
          if (indice >= 0) {
            await rosa.nth(indice).hover();
            await animationsDone(page);
            // only the hovered button changed since the page's check: axe on it
            failures.push(...(await check(page, `${ruolo} ${key} ${label} (pulsante rosa al passaggio)`, rosa.nth(indice))));
            await page.mouse.move(0, 0);
          }
        }
        await screenshot(page, `a11y-${ruolo}-${label}`);
        expect(failures, describeFailures(failures)).toHaveLength(0);
      });
    }
  }

  test('1024×768 tablet: dashboard per role; the touch modes start with the sidebar collapsed and it opens', async ({ newPage }) => {
    const failures: Finding[] = [];
    for (const ruolo of ['admin', 'manager', 'operatore'] as const) {
      // the role's session from its tour above (signed in there through the modal), else a login
      const sessione = sessioni.get(ruolo);
      const page = await paginaConAxe(newPage, { viewport: TABLET, ...(sessione ? { storageState: sessione } : {}) });
      const net = rete(page);
      if (sessione) await page.goto('/');
      else await entraCome(page, ruolo);
      await settle(page, net);
      await screenshot(page, `dashboard-${ruolo}-1024`);
      failures.push(...(await check(page, `${ruolo} dashboard 1024`)));
      if (ruolo === 'admin') {
        // the estimated margin says the price it uses (the default: the last test of this file changes it)
        await expect(page.getByText('a 25,00 €/kg').first()).toBeVisible();
      } else {
        await expect(page.getByText('Margine stimato')).toHaveCount(0);
      }
      for (const key of ['produzione-touch', 'produzione-touch-2']) {
        await page.goto(`/produzione#${key}`);
        await settle(page, net);
        const sidebar = page.getByTestId('sidebar');
        await expect(sidebar, `${ruolo} ${key}`).toHaveAttribute('data-collapsed', 'true');
        if (ruolo === 'operatore') await screenshot(page, `${key}-operatore-1024`);
        await page.getByRole('button', { name: 'Espandi menu' }).click();
        await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
      }
      await page.context().close();
    }
    const blocking = failures.filter((f) => BLOCKING.has(f.impact ?? ''));
    expect(blocking, describeFailures(blocking)).toHaveLength(0);
  });

  test('Impostazioni: a new selling price is saved, the toast stays below the top bar (Esci visible), the log says Modifica in Italian', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/settings');
    const campo = page.getByRole('textbox', { name: 'Prezzo di vendita al kg' });
    await campo.fill('1,234');
    await page.getByRole('button', { name: 'Salva Prezzo' }).click();
    await expect(page.getByText('Il prezzo di vendita al kg deve essere un numero maggiore di 0, con al massimo 2 decimali e non oltre 1000 euro')).toBeVisible();
    await campo.fill('26,50');
    await page.getByRole('button', { name: 'Salva Prezzo' }).click();
    const toast = page.getByRole('region', { name: 'Notifiche' }).getByText('Prezzo di vendita aggiornato');
    await expect(toast).toBeVisible();
    const esci = await page.getByRole('button', { name: 'Esci' }).boundingBox();
    const box = await posizioneFerma(toast);
    expect(esci && box && box.y > esci.y + esci.height, `toast at ${box?.y}, Esci ends at ${(esci?.y ?? 0) + (esci?.height ?? 0)}`).toBe(true);
    await screenshot(page, 'settings-prezzo-salvato-1280');
    await page.goto('/');
    await expect(page.getByText('a 26,50 €/kg').first()).toBeVisible();
    await page.goto('/log-attivita');
    const riga = page.getByRole('row').filter({ hasText: 'prezzo_vendita_kg' }).first();
    await expect(riga.getByText('Modifica')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Accesso' }).first()).toBeVisible();
    await screenshot(page, 'log-attivita-1280');
  });
});
