// Screenshots of the stock pages (issue 30): Fornitori (with the edit dialog), Ricevimenti (list, new
// receipt, a receipt's lots), Magazzino (every tab, the recall report) and Gestione Gusti with the
// food cost basis switch, at 390, 1024 and 1280 px; the recall and purchase-order PDFs are saved too.
// Usage: DATA_DIR=$(mktemp -d) DEMO_DATA=true ADMIN_PASSWORD=admin123 PORT=3207 node api/dist/main.js &
//        node web/e2e/magazzino-screenshots.mjs [baseUrl]   (BASE/OUT: see screenshot-kit.mjs)
// The demo data has no receipts: two suppliers with their address and a receipt each are created
// first (a second run finds them and creates nothing).
import { writeFile } from 'node:fs/promises';
import { accedi, api, apriBrowser, apriSessione, BASE, OUT, scatta } from './screenshot-kit.mjs';

const shot = (page, name, fullPage = true) => scatta(page, name, { fullPage, mouseVia: true });
const iso = (giorni) => new Date(Date.now() + giorni * 86_400_000).toISOString().slice(0, 10);

const { token } = await accedi('admin');
const fornitori = await api('GET', '/fornitori', undefined, token);
const FORNITORI = [
  { ragione_sociale: 'Caseificio Val Padana S.r.l.', partita_iva: '02957650969', email: 'ordini@valpadana.example', telefono: '+39 0372 123456', indirizzo: 'Via dei Caseifici 8', cap: '26100', comune: 'Cremona', provincia: 'CR' },
  { ragione_sociale: 'Ingrosso Alimentare Emiliano S.r.l.', partita_iva: '04567890365', email: 'vendite@ingrosso-emiliano.example', telefono: '051 987654', indirizzo: 'Via Emilia Levante 240', cap: '40139', comune: 'Bologna', provincia: 'BO' },
];
const id = {};
for (const f of FORNITORI) id[f.partita_iva] = (fornitori.find((x) => x.partita_iva === f.partita_iva) ?? (await api('POST', '/fornitori', f, token))).id;
const ingredienti = await api('GET', '/ingredienti', undefined, token);
const ing = (nome) => ingredienti.find((i) => i.nome.toLowerCase().startsWith(nome.toLowerCase()));
const ricevimenti = await api('GET', '/ricevimenti', undefined, token);
if (!ricevimenti.some((r) => r.numero_documento === 'DDT 1187/2026')) {
  const latte = ing('Latte intero');
  const panna = ing('Panna');
  const zucchero = ing('Zucchero') ?? ing('Saccarosio');
  const righe = [
    { ingrediente_id: latte.id, lotto: 'LT2611-A', scadenza: iso(4), quantita: 40, prezzo_unitario: 1.08, temperatura: 3.5 },
    { ingrediente_id: latte.id, lotto: 'LT2611-B', scadenza: iso(9), quantita: 60, prezzo_unitario: 1.08, temperatura: 3.8 },
    { ingrediente_id: panna.id, lotto: 'PN-88412', scadenza: iso(12), quantita: 25, prezzo_unitario: 3.95, temperatura: 4.1 },
  ];
  await api('POST', '/ricevimenti', { fornitore_id: id['02957650969'], data: iso(-1), numero_documento: 'DDT 1187/2026', righe }, token);
  await api('POST', '/ricevimenti', {
    fornitore_id: id['04567890365'],
    data: iso(-2),
    numero_documento: 'FT 2026/00412',
    righe: [{ ingrediente_id: zucchero.id, lotto: 'ZU-240915', scadenza: iso(400), quantita: 250, prezzo_unitario: 0.92 }],
  }, token);
  // the dairy supplies milk and cream, the wholesaler sugar: the suggested orders group them so
  for (const [i, f] of [[latte, 0], [panna, 0], [zucchero, 1]]) await api('PUT', `/ingredienti/${i.id}`, { fornitore: FORNITORI[f].ragione_sociale }, token);
  for (const [i, u, s] of [[latte, 'Cella frigo', 80], [panna, 'Cella frigo', 20], [zucchero, 'Dispensa', 100]]) await api('PUT', `/magazzino/scorte/${i.id}`, { ubicazione: u, scorta_minima: s }, token);
}
const latte = ing('Latte intero');
// one step forward: a production of a milk flavour at two sales points consumes the first-expiring milk lot
const richiamo = await api('GET', `/lotti/richiamo?ingrediente_id=${latte.id}&lotto=LT2611-A`, undefined, token);
if (richiamo.produzioni.length === 0) {
  const gusti = await api('GET', '/gusti', undefined, token);
  const fiordilatte = gusti.find((g) => /fior ?di ?latte/i.test(g.nome)) ?? gusti[0];
  const punti = await api('GET', '/punti-vendita', undefined, token);
  for (const pv of punti.slice(0, 2)) await api('POST', '/produzione', { data: iso(0), punto_vendita_id: pv.id, gusti: [{ gusto_id: fiordilatte.id, quantita_kg: 6 }] }, token);
}

// the PDFs: the recall report of the first milk lot and the purchase order of the dairy
const scarica = async (path, nome) => {
  const res = await fetch(`${BASE}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await writeFile(`${OUT}${nome}.pdf`, Buffer.from(await res.arrayBuffer()));
};

const browser = await apriBrowser();
await scarica(`/lotti/richiamo?ingrediente_id=${latte.id}&lotto=LT2611-A&formato=pdf`, 'richiamo');
// the first supplier with something to order (the demo's ingredients have none: the script linked milk, cream and sugar)
const ordini = await api('GET', '/magazzino/riordino', undefined, token);
const daOrdinare = ordini.find((o) => o.fornitore_id !== null);
if (daOrdinare) await scarica(`/magazzino/riordino/${daOrdinare.fornitore_id}/pdf`, 'ordine-fornitore');
else console.error('nessun ordine suggerito con fornitore: PDF ordine non scaricato');
try {
  for (const width of (process.env.WIDTHS ?? '390,1024,1280').split(',').map(Number)) {
    // an Italian browser: the native date fields read dd/mm/yyyy
    const page = await apriSessione(browser, 'admin', width, { locale: 'it-IT' });
    await page.goto(`${BASE}/fornitori`);
    await page.getByRole('table', { name: 'Fornitori' }).waitFor();
    await shot(page, `fornitori-${width}`);
    await page.getByRole('button', { name: 'Modifica Caseificio Val Padana S.r.l.' }).click();
    await page.getByTestId('fornitore-form').waitFor();
    await shot(page, `fornitori-${width}-modifica`, false);
    await page.keyboard.press('Escape');
    await page.getByTestId('fornitore-form').waitFor({ state: 'hidden' });

    await page.goto(`${BASE}/ricevimenti`);
    await page.getByRole('table', { name: 'Ricevimenti' }).waitFor();
    await shot(page, `ricevimenti-${width}`);
    await page.getByRole('button', { name: 'Dettaglio del documento DDT 1187/2026' }).first().click().catch(() => page.getByRole('button', { name: 'Lotti del documento DDT 1187/2026' }).click());
    await page.getByRole('dialog').waitFor();
    await shot(page, `ricevimenti-${width}-dettaglio`, false);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /Nuovo ricevimento/ }).click();
    await page.getByTestId('ricevimento-editor').waitFor();
    await shot(page, `ricevimenti-${width}-nuovo`);

    await page.goto(`${BASE}/magazzino`);
    await page.getByRole('table').first().waitFor();
    await shot(page, `magazzino-${width}-giacenze`, false);
    for (const [tab, nome] of [['Inventario', 'inventario'], ['Ordini suggeriti', 'riordino']]) {
      await page.getByRole('tab', { name: tab }).click();
      await shot(page, `magazzino-${width}-${nome}`, false);
    }
    await page.getByRole('tab', { name: 'Richiamo lotto' }).click();
    await page.getByRole('combobox', { name: 'Ingrediente' }).selectOption({ label: latte.nome });
    await page.getByRole('combobox', { name: 'Lotto' }).fill('LT2611-A');
    await page.getByRole('button', { name: 'Rapporto di richiamo' }).click();
    await page.getByTestId('rapporto-richiamo').waitFor();
    await shot(page, `magazzino-${width}-richiamo`);

    await page.goto(`${BASE}/gusti`);
    await page.getByTestId('base-costo').waitFor();
    await shot(page, `gusti-${width}-base-costo`, false);
    await page.getByTestId('base-costo').getByText(/^Media ponderata/).click();
    await page.getByRole('button', { name: /Tabella/ }).click();
    await page.getByRole('table', { name: 'Gusti' }).waitFor();
    await shot(page, `gusti-${width}-tabella-media`, false);
    await page.context().close();
  }
} finally {
  await browser.close();
}
