// Screenshots of the analytics page and the dashboard views against a running app with demo data; then
// the Margini section alone at tablet and phone width, printing its figures (sideways scroll, names cut)
// as JSON.
// Usage: node web/e2e/analytics-screenshots.mjs http://127.0.0.1:3205   (ONLY=margini: that section only)
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3205';
const OUT = new URL('./screenshots/', import.meta.url).pathname;
const USERS = {
  admin: { email: 'admin@gelatiere.local', password: 'admin123' },
  manager: { email: 'manager@gelatiere.local', password: 'manager123' },
  operatore: { email: 'operatore@gelatiere.local', password: 'operatore123' },
};

async function login(browser, ruolo, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error(`console[${ruolo}@${width}]`, m.text()));
  await page.goto(`${BASE}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/email/i).fill(USERS[ruolo].email);
  await dialog.getByLabel(/password/i).fill(USERS[ruolo].password);
  await dialog.getByRole('button', { name: /^accedi$/i }).click();
  await page.getByRole('button', { name: 'Esci' }).waitFor();
  return page;
}

const shot = (page, name) => page.screenshot({ path: `${OUT}${name}.png`, fullPage: true });
const settle = (page) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(600));

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
/** The Margini section: does it scroll sideways, is any flavour name cut (ellipsis or clipped)? */
const misureMargini = (sezione) =>
  sezione.evaluate((el) => {
    const nomi = [...el.querySelectorAll('[data-testid="nome-gusto"]')];
    const tagliati = nomi.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent);
    const scorrevole = [...el.querySelectorAll('*')].filter((n) => n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX !== 'visible');
    return {
      larghezzaSezione: Math.round(el.getBoundingClientRect().width),
      scrollLaterale: scorrevole.map((n) => `${n.getAttribute('aria-label') ?? n.tagName}: ${n.scrollWidth}/${n.clientWidth}`),
      pagina: `${document.scrollingElement.scrollWidth}/${window.innerWidth}`,
      tabella: el.querySelector('table') !== null,
      carte: el.querySelectorAll('[data-testid="margine-gusto"]').length,
      nomiTagliati: tagliati,
    };
  });

const figures = {};
try {
  for (const width of process.env.ONLY === 'margini' ? [] : [1280, 390]) {
    for (const ruolo of ['admin', 'manager', 'operatore']) {
      const page = await login(browser, ruolo, width);
      await page.getByTestId('dashboard-greeting').waitFor();
      await settle(page);
      await shot(page, `dashboard-${ruolo}-${width}`);
      if (ruolo === 'admin') {
        for (const vista of ['Manager', 'Operatore']) {
          await page.getByRole('group', { name: 'Anteprima vista' }).getByRole('button', { name: vista }).click();
          await settle(page);
          await shot(page, `dashboard-admin-preview-${vista.toLowerCase()}-${width}`);
        }
      }
      if (ruolo !== 'manager') {
        await page.goto(`${BASE}/analytics`);
        await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
        await settle(page);
        await shot(page, `analytics-${ruolo}-${width}`);
        if (ruolo === 'admin' && width === 1280) {
          const anno = await page.getByRole('combobox', { name: 'Anno' }).inputValue();
          await page.getByRole('combobox', { name: 'Confronta con' }).selectOption(String(Number(anno) - 1));
          await page.getByRole('button', { name: 'Applica Filtri' }).click();
          await settle(page);
          await shot(page, `analytics-admin-confronto-${width}`);
        }
      }
      await page.context().close();
    }
  }
  for (const width of [1024, 390]) {
    const page = await login(browser, 'admin', width);
    await page.goto(`${BASE}/analytics`);
    const sezione = page.getByTestId('sezione-margini');
    await sezione.getByTestId('fonte-margine').first().waitFor();
    await settle(page);
    // the whole page rendered at once, clipped to the section (an element shot of a section taller than
    // the viewport is stitched while scrolling and paints the sticky header across it)
    const clip = await sezione.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    });
    await page.screenshot({ path: `${OUT}analytics-margini-${width}.png`, fullPage: true, clip });
    figures[`analytics-margini-${width}`] = await misureMargini(sezione);
    await page.context().close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(figures, null, 2));
