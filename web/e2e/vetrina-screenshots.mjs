// Screenshots of the Vetrina page against a running app with demo data: records today's display case
// of the demo operatore's sales point through the API (trays from today's production, closings,
// waste, a few prices), then shoots the page and its dialogs for admin and operatore; prints the
// phone-width figures (sideways scroll, smallest button height) as JSON. Last, at the counter with no
// network: a tray loaded and weighed back offline (queued), then sent when the network returns.
// Usage: node web/e2e/vetrina-screenshots.mjs [baseUrl]   (BASE/OUT: see screenshot-kit.mjs)
//        ONLY=offline: the offline part alone.
import { accedi, api, apriBrowser, apriSessione, BASE, calma, scatta, toast } from './screenshot-kit.mjs';

const oggi = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const { token } = await accedi('admin');
const { token: tokenOp, user: operatore } = await accedi('operatore');
const pv = operatore.punto_vendita_id;
const giorno = await api('GET', `/vetrina?punto_vendita_id=${pv}&data=${oggi}`, undefined, token);
if (giorno.carichi.length === 0) {
  let { produzioni } = await api('GET', `/produzione?punto_vendita_id=${pv}&data_inizio=${oggi}&data_fine=${oggi}`, undefined, token);
  if (produzioni.length === 0) {
    const gusti = await api('GET', '/gusti', undefined, token);
    const lista = (Array.isArray(gusti) ? gusti : gusti.gusti).filter((g) => g.attivo).slice(0, 6);
    await api('POST', '/produzione', { data: oggi, puntoVenditaId: pv, gusti: lista.map((g, i) => ({ gusto_id: g.id, quantita_kg: 3 + i * 0.75 })) }, token);
    ({ produzioni } = await api('GET', `/produzione?punto_vendita_id=${pv}&data_inizio=${oggi}&data_fine=${oggi}`, undefined, token));
  }
  const righe = produzioni.flatMap((p) => p.gusti.map((g) => ({ produzione_id: p.id, ...g })));
  // all but the last line go into the case; half of them are weighed back; some waste
  for (const [i, r] of righe.slice(0, -1).entries()) {
    const c = await api('POST', '/vetrina/carichi', { punto_vendita_id: pv, data: oggi, gusto_id: r.gusto_id, produzione_id: r.produzione_id, kg: r.quantita_kg }, tokenOp);
    if (i % 2 === 0) await api('POST', '/vetrina/chiusure', { carico_id: c.id, kg_rimasti: Math.round(r.quantita_kg * 0.2 * 1000) / 1000 }, tokenOp);
    if (i === 0) await api('POST', '/vetrina/scarti', { punto_vendita_id: pv, data: oggi, gusto_id: r.gusto_id, kg: 0.3, motivo: 'caduto' }, tokenOp);
    await api('PUT', '/listino', { gusto_id: r.gusto_id, prezzo_kg: 28 + i }, token);
  }
}

const browser = await apriBrowser();
const shot = (page, name, fullPage = false) => scatta(page, name, { fullPage });
const login = (ruolo, width, height) => apriSessione(browser, ruolo, width, { height, locale: 'it-IT', hasTouch: width < 1280 });

async function open(ruolo, width, height) {
  const page = await login(ruolo, width, height);
  await page.goto(`${BASE}/vetrina`);
  if (ruolo === 'admin') {
    // the admin has no sales point of their own: the page asks to choose one
    await page.getByText('Nessun punto vendita selezionato').waitFor();
    if (width === 1024) await shot(page, `vetrina-admin-${width}-senza-punto`);
    await page.getByRole('combobox', { name: 'Punto vendita' }).selectOption(String(pv));
  }
  await page.getByTestId('vaschette').waitFor();
  await page.getByTestId('stat-venduto').getByText(/kg/).first().waitFor();
  await calma(page);
  return page;
}

const misure = (page) =>
  page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    innerWidth: window.innerWidth,
    bottoneMinimo: Math.min(...[...document.querySelectorAll('main button, [role="dialog"] button')].filter((b) => b.offsetParent).map((b) => Math.round(b.getBoundingClientRect().height))),
  }));

/**
 * Offline at the counter: loads a tray of the first flavour (queued), weighs it back (queued behind it),
 * then the network returns and the queue sends both; the carico must come back closed from the API.
 */
async function offline(width, height) {
  const page = await open('operatore', width, height);
  const vaschette = page.getByTestId('vaschette');
  await page.context().setOffline(true);
  await page.getByTestId('stato-offline').waitFor();
  await page.getByRole('button', { name: /Carica vaschetta/ }).click();
  const carica = page.getByTestId('dialog-carica');
  await carica.getByRole('combobox').selectOption({ index: 1 });
  await carica.getByTestId('kg-carico').fill('4,5');
  await carica.getByRole('button', { name: 'Carica', exact: true }).click();
  await vaschette.getByText('In attesa di invio').waitFor();
  const tile = vaschette.locator('[data-testid^="vaschetta-"]').filter({ hasText: 'In attesa di invio' });
  await tile.scrollIntoViewIfNeeded();
  await toast(page).first().waitFor();
  await shot(page, `vetrina-offline-${width}`);
  await page.getByRole('button', { name: /Pesata di chiusura/ }).click();
  const chiusura = page.getByTestId('dialog-chiusura');
  await chiusura.waitFor();
  await calma(page); // the opening animation
  // the queued tray is listed after the server's open ones
  await chiusura.getByRole('textbox').last().fill('1,5');
  await chiusura.getByText(/in attesa di invio/).scrollIntoViewIfNeeded();
  await shot(page, `vetrina-offline-chiusura-${width}`);
  await chiusura.getByRole('button', { name: 'Salva pesate' }).click();
  await tile.getByText('Pesata in attesa di invio').waitFor();
  await chiusura.waitFor({ state: 'detached' });
  await tile.scrollIntoViewIfNeeded();
  await shot(page, `vetrina-offline-pesata-${width}`);
  const inCoda = await page.getByTestId('coda-in-attesa').textContent();
  await page.context().setOffline(false);
  await page.getByTestId('banner-offline').waitFor({ state: 'detached', timeout: 30_000 });
  const { carichi } = await api('GET', `/vetrina?punto_vendita_id=${pv}&data=${oggi}`, undefined, token);
  const ultimo = carichi.reduce((a, b) => (b.id > a.id ? b : a)); // the tray just sent
  await vaschette.locator('[data-testid^="vaschetta-"]').last().scrollIntoViewIfNeeded();
  await shot(page, `vetrina-offline-inviata-${width}`);
  const figure = { inCoda, inviato: { id: ultimo.id, kg: ultimo.kg, kgRimasti: ultimo.kg_rimasti }, ...(await misure(page)) };
  await page.context().close();
  return figure;
}

const figures = {};
try {
  for (const [ruolo, width, height] of process.env.ONLY === 'offline' ? [] : [['admin', 1280, 800], ['admin', 1024, 768], ['admin', 390, 844], ['operatore', 1024, 768], ['operatore', 390, 844]]) {
    const page = await open(ruolo, width, height);
    await shot(page, `vetrina-${ruolo}-${width}`);
    await shot(page, `vetrina-${ruolo}-${width}-full`, true);
    figures[`vetrina-${ruolo}-${width}`] = await misure(page);
    if (ruolo === 'operatore') {
      await page.getByRole('button', { name: /Carica vaschetta/ }).click();
      await page.getByTestId('dialog-carica').waitFor();
      await shot(page, `vetrina-carica-${width}`);
      await page.getByRole('button', { name: 'Annulla' }).click();
      await page.getByRole('button', { name: /Pesata di chiusura/ }).click();
      await page.getByTestId('dialog-chiusura').waitFor();
      await page.getByTestId('dialog-chiusura').getByRole('textbox').first().fill('99');
      await shot(page, `vetrina-chiusura-${width}`);
      figures[`vetrina-chiusura-${width}`] = await misure(page);
      await page.getByRole('button', { name: 'Annulla' }).click();
      await page.getByRole('button', { name: /^Scarto$/ }).click();
      await page.getByTestId('dialog-scarto').waitFor();
      await shot(page, `vetrina-scarto-${width}`);
    }
    await page.context().close();
  }
  // Listino: admin (inline fields, +x %) and manager (read-only)
  for (const [ruolo, width, height] of process.env.ONLY === 'offline' ? [] : [['admin', 1024, 768], ['admin', 390, 844], ['manager', 1280, 800]]) {
    const page = await login(ruolo, width, height);
    await page.goto(`${BASE}/listino`);
    await page.getByTestId('predefinito').waitFor();
    await shot(page, `listino-${ruolo}-${width}`);
    figures[`listino-${ruolo}-${width}`] = await misure(page);
    await page.context().close();
  }
  for (const [width, height] of [[1024, 768], [390, 844]]) figures[`vetrina-offline-${width}`] = await offline(width, height);
} finally {
  await browser.close();
}
console.log(JSON.stringify(figures, null, 2));
