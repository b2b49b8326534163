// Screenshots of the analytics page and the dashboard views against a running app with demo data; then
// the Margini section alone at tablet and phone width, printing its figures (sideways scroll, names cut)
// as JSON.
// Usage: node web/e2e/analytics-screenshots.mjs [baseUrl]   (ONLY=margini: that section only; BASE/OUT: see
// screenshot-kit.mjs)
import { apriBrowser, apriSessione, BASE, calma, scatta } from './screenshot-kit.mjs';

const shot = (page, name) => scatta(page, name, { fullPage: true });
const browser = await apriBrowser();
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
      const page = await apriSessione(browser, ruolo, width);
      await page.getByTestId('dashboard-greeting').waitFor();
      await shot(page, `dashboard-${ruolo}-${width}`);
      if (ruolo === 'admin') {
        for (const vista of ['Manager', 'Operatore']) {
          await page.getByRole('group', { name: 'Anteprima vista' }).getByRole('button', { name: vista }).click();
          await shot(page, `dashboard-admin-preview-${vista.toLowerCase()}-${width}`);
        }
      }
      if (ruolo !== 'manager') {
        await page.goto(`${BASE}/analytics`);
        await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
        await shot(page, `analytics-${ruolo}-${width}`);
        if (ruolo === 'admin' && width === 1280) {
          const anno = await page.getByRole('combobox', { name: 'Anno' }).inputValue();
          await page.getByRole('combobox', { name: 'Confronta con' }).selectOption(String(Number(anno) - 1));
          await page.getByRole('button', { name: 'Applica Filtri' }).click();
          await shot(page, `analytics-admin-confronto-${width}`);
        }
      }
      await page.context().close();
    }
  }
  for (const width of [1024, 390]) {
    const page = await apriSessione(browser, 'admin', width);
    await page.goto(`${BASE}/analytics`);
    const sezione = page.getByTestId('sezione-margini');
    await sezione.getByTestId('fonte-margine').first().waitFor();
    await calma(page);
    // the whole page rendered at once, clipped to the section (an element shot of a section taller than
    // the viewport is stitched while scrolling and paints the sticky header across it)
    const clip = await sezione.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    });
    await scatta(page, `analytics-margini-${width}`, { fullPage: true, clip });
    figures[`analytics-margini-${width}`] = await misureMargini(sezione);
    await page.context().close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(figures, null, 2));
