// Screenshots of the production screens and the storico against a running app with demo data, plus
// the phone-width figures (sideways scroll, step-button height, cut flavour names) printed as JSON.
// Usage: node web/e2e/produzione-screenshots.mjs [baseUrl]   (BASE/OUT: see screenshot-kit.mjs)
import { accedi, api, apriBrowser, apriSessione, BASE, scatta } from './screenshot-kit.mjs';

/** A long flavour name, to see that names wrap instead of being cut. */
const NOME_LUNGO = 'Cioccolato fondente extra 70%';
const SCHERMATE = [
  ['produzione', '/produzione'],
  ['produzione-touch', '/produzione#produzione-touch'],
  ['produzione-touch-2', '/produzione#produzione-touch-2'],
];
const SIZES = [
  [390, 844],
  [1024, 768],
  [1280, 800],
];

// the long-named flavour, once
const { token } = await accedi('admin');
const gusti = await api('GET', '/gusti', undefined, token);
if (!(Array.isArray(gusti) ? gusti : (gusti.gusti ?? [])).some((g) => g.nome === NOME_LUNGO)) {
  await api('POST', '/gusti', { nome: NOME_LUNGO, categoria: 'Cioccolati', colore: '#2b1a10' }, token);
}

const browser = await apriBrowser();
const open = (ruolo, width, height) => apriSessione(browser, ruolo, width, { height, locale: 'it-IT', hasTouch: width < 1280 });
const shot = (page, name, fullPage = false) => scatta(page, name, { fullPage });

/** Sideways scroll, the lowest step button and the flavour names cut by their box. */
const misure = (page) =>
  page.evaluate(() => {
    const steps = [...document.querySelectorAll('[data-testid^="gusto-"] button[aria-label$="kg"], [data-testid^="gusto-"] button[aria-label*=" kg "]')];
    const nomi = [...document.querySelectorAll('[data-testid="nome-gusto"]')];
    return {
      scrollWidth: document.scrollingElement.scrollWidth,
      innerWidth: window.innerWidth,
      stepMinHeight: Math.min(...steps.map((b) => b.getBoundingClientRect().height)),
      nomiTagliati: nomi.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent),
      righeNomeLungo: nomi
        .filter((n) => n.textContent.includes('extra 70%'))
        .map((n) => Math.round(n.getBoundingClientRect().height / parseFloat(getComputedStyle(n).lineHeight))),
    };
  });

const figures = {};
try {
  for (const [width, height] of SIZES) {
    const page = await open('operatore', width, height);
    for (const [key, path] of SCHERMATE) {
      await page.goto(`${BASE}${path}`);
      await page.getByTestId('produzione-submit').waitFor();
      await page.getByText(NOME_LUNGO).first().waitFor();
      // some quantities: two steps and one typed by hand
      const plus = page.locator('[data-testid^="gusto-"] button[aria-label^="+"]');
      await plus.nth(0).click();
      await plus.nth(1).click();
      await plus.nth(1).click();
      await page.getByRole('textbox', { name: `Kg ${NOME_LUNGO}` }).fill('3,5');
      await page.getByRole('textbox', { name: `Kg ${NOME_LUNGO}` }).blur();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${key}-${width}`);
      await shot(page, `${key}-${width}-full`, true);
      figures[`${key}-${width}`] = await misure(page);
      // the long name's row, and the outcome of a submit next to the bar
      await page.getByText(NOME_LUNGO).first().scrollIntoViewIfNeeded();
      await shot(page, `${key}-${width}-nome-lungo`);
      // a typed quantity the rules refuse: its message under the field
      const campo = page.getByRole('textbox', { name: `Kg ${NOME_LUNGO}` });
      await campo.fill('-2');
      await page.getByRole('alert').filter({ hasText: 'negativa' }).waitFor();
      await shot(page, `${key}-${width}-quantita-rifiutata`);
      await campo.press('Escape');
      await page.getByTestId('produzione-submit').click();
      await page.getByTestId('produzione-esito').waitFor();
      await shot(page, `${key}-${width}-inviata`);
    }
    await page.context().close();
  }
  for (const [ruolo, width, height] of [['admin', 1280, 800], ['operatore', 1280, 800], ['admin', 1024, 768], ['operatore', 390, 844]]) {
    const page = await open(ruolo, width, height);
    await page.goto(`${BASE}/storico-produzione`);
    await page.getByText(/Mostrando/).waitFor();
    if (width >= 1024) {
      // the demo data (up to yesterday), not what the runs of this script recorded today
      const ieri = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Al', { exact: true }).fill(ieri);
      await page.getByText(/Mostrando 1-10 di/).waitFor();
    }
    await shot(page, `storico-${ruolo}-${width}`, true);
    await shot(page, `storico-${ruolo}-${width}-fold`);
    figures[`storico-${ruolo}-${width}`] = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement.scrollWidth,
      innerWidth: window.innerWidth,
      righeAlte: [...document.querySelectorAll('tbody tr')].map((tr) => Math.round(tr.getBoundingClientRect().height)),
      primaSchedaInVista: (() => {
        const card = document.querySelector('[data-testid="produzione-card"]');
        return card ? card.getBoundingClientRect().top < window.innerHeight : null;
      })(),
    }));
    if (width === 390) {
      await page.getByRole('button', { name: /Filtri/ }).click();
      await page.getByLabel('Dal').waitFor();
      await shot(page, `storico-${ruolo}-${width}-filtri`);
    }
    if (ruolo === 'admin' && width === 1280) {
      await page.getByRole('button', { name: 'Modifica' }).first().click();
      await page.getByTestId('modifica-produzione').waitFor();
      await shot(page, `storico-modifica-${width}`);
    }
    await page.context().close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(figures, null, 1));
