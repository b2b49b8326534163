import type { Page } from '@playwright/test';
import { TABLET, expect, loginAs, screenshot, screenshotsTreLarghezze, test, viewportShot } from './fixtures.js';
import { leggiPdf, pdfDaClick, testoInOrdine } from './pdf.js';
import { giorno, oggi } from './giorni.js';
import type { Rest } from './rest.js';

/**
 * Issue 30 end to end, the stock in the browser: a supplier and a goods receipt with two lots of milk
 * (set up through REST), a flavour that uses it and a production of 3 kg; then Magazzino reads the
 * stock (FEFO: the lot expiring first went down), an inventory count on a 1024×768 tablet with one
 * difference, the suggested order, the recall report of the lot and its PDF (pdftotext; page 1 as
 * a PNG in /tmp/e2e-pdf), the dashboard's expiry card, and the operatore's read-only view.
 *
 * By hand: recipe Latte 800 g + Zucchero 200 g (1 kg); 3 kg consume 2,4 kg of milk and 0,6 kg of
 * sugar. Milk lots: LB 5 kg expiring in 5 days (first out) → 2,6 kg; LA 10 kg in 40 days untouched.
 * The count finds 2,5 kg of LB: an adjustment −0,1 kg "inventario"; the milk's stock is then 12,5 kg,
 * below its reorder point of 20 kg.
 */
let client: Rest;
let token = '';
const suffix = `mag-${Date.now().toString(36)}`;
const PUNTO = `Laboratorio ${suffix}`;
const FORNITORE = `Latteria ${suffix} srl`;
const LATTE = `Latte ${suffix}`;
const ZUCCHERO = `Zucchero ${suffix}`;
const GUSTO = `Fiordilatte ${suffix}`;
const CELLA = `Cella ${suffix}`;
const LB = `LB-${suffix}`;
const LA = `LA-${suffix}`;
const fx = { pv: 0, fornitore: 0, latte: 0, zucchero: 0, gusto: 0 };

const api = <T>(method: string, path: string, body?: unknown) => client.json<T>(method, path, body, token);


/** A valid Italian VAT number (check digit) that no other run uses. */
function partitaIva(): string {
  const base = String(Date.now()).slice(-10);
  const somma = [...base].reduce((s, c, i) => {
    const d = Number(c);
    return s + (i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2);
  }, 0);
  return `${base}${(10 - (somma % 10)) % 10}`;
}

const screenshots = screenshotsTreLarghezze;

async function cercaInMagazzino(page: Page, testo: string) {
  await page.getByRole('textbox', { name: 'Cerca nel magazzino' }).fill(testo);
}

test.use({ viewport: TABLET });

test.beforeAll(async ({ rest }) => {
  client = rest;
  token = await rest.login('admin');
  ({ puntoVendita: { id: fx.pv } } = await api<{ puntoVendita: { id: number } }>('POST', '/punti-vendita', { nome: PUNTO, indirizzo: 'Via del Magazzino 3' }));
  fx.fornitore = (await api<{ id: number }>('POST', '/fornitori', { ragione_sociale: FORNITORE, partita_iva: partitaIva(), email: 'ordini@latteria.example', telefono: '0461 123456' })).id;
  fx.latte = (await api<{ id: number }>('POST', '/ingredienti', { nome: LATTE, costo_per_unita: 1.1, unita_misura: 'kg', fornitore: FORNITORE })).id;
  fx.zucchero = (await api<{ id: number }>('POST', '/ingredienti', { nome: ZUCCHERO, costo_per_unita: 0.9, unita_misura: 'kg', fornitore: FORNITORE })).id;
  const categoria = await api<{ id: number }>('POST', '/config/categorie', { nome: `Creme ${suffix}`, colore: '#f5deb3' });
  fx.gusto = (
    await api<{ id: number }>('POST', '/gusti', {
      nome: GUSTO,
      categoria_id: categoria.id,
      colore: '#fffdf0',
      ingredienti: JSON.stringify([
        { ingrediente_id: fx.latte, quantita: 800, unita: 'g' },
        { ingrediente_id: fx.zucchero, quantita: 200, unita: 'g' },
      ]),
    })
  ).id;
  await api('POST', '/ricevimenti', {
    fornitore_id: fx.fornitore,
    data: oggi(),
    numero_documento: `DDT ${suffix}`,
    righe: [
      { ingrediente_id: fx.latte, lotto: LA, scadenza: giorno(40), quantita: 10, prezzo_unitario: 1.1, temperatura: 3.5 },
      { ingrediente_id: fx.latte, lotto: LB, scadenza: giorno(5), quantita: 5, prezzo_unitario: 1.1, temperatura: 3.5 },
      { ingrediente_id: fx.zucchero, lotto: `Z-${suffix}`, scadenza: giorno(300), quantita: 20, prezzo_unitario: 0.9 },
    ],
  });
  for (const id of [fx.latte, fx.zucchero]) await api('PUT', `/magazzino/scorte/${id}`, { ubicazione: CELLA, ...(id === fx.latte ? { scorta_minima: 20 } : {}) });
  await api('POST', '/produzione', { data: oggi(), punto_vendita_id: fx.pv, gusti: [{ gusto_id: fx.gusto, quantita_kg: 3 }] });
});

test.describe('magazzino (issue 30)', () => {
  test('stock by lot (FEFO) → inventory count on a tablet → suggested order → recall report and its PDF', async ({ page, newPage }) => {
    await loginAs(page, 'admin');

    // the dashboard's card lists the lot expiring in 5 days
    const card = page.getByTestId('card-scadenze');
    await expect(card.getByText(new RegExp(`${LATTE}\\s*lotto ${LB}`))).toBeVisible();
    await expect(card.getByText('Tra 5 giorni').first()).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await viewportShot(page, 'e2e-magazzino-dashboard-scadenze-1024');

    // Magazzino: LB (first expiring) went down by 2,4 kg, LA untouched; below the reorder point, LB highlighted
    await page.goto('/magazzino');
    await cercaInMagazzino(page, suffix);
    await expect(page.getByTestId(`giacenza-${fx.latte}`)).toHaveText('12,6 kg');
    await expect(page.getByTestId(`lotto-${fx.latte}-${LB}`)).toContainText('2,6 kg');
    await expect(page.getByTestId(`lotto-${fx.latte}-${LB}`)).toContainText('Scade tra 5 giorni');
    await expect(page.getByTestId(`lotto-${fx.latte}-${LA}`)).toContainText('10 kg');
    await expect(page.getByTestId(`lotto-${fx.latte}-${LA}`)).not.toContainText('Scade');
    await expect(page.getByTestId(`giacenza-${fx.zucchero}`)).toHaveText('19,4 kg');
    const rigaLatte = page.getByRole('row').filter({ hasText: LATTE });
    await expect(rigaLatte.getByText('Sotto scorta')).toBeVisible();
    // the lots come first-expiring first
    await expect(page.getByTestId(`lotti-${fx.latte}`).getByRole('listitem').first()).toContainText(LB);
    await screenshots(page, 'magazzino-giacenze');

    // inventory count at 1024×768: the storage place of this run, LB counted 2,5 kg, the others as booked
    await page.getByRole('tab', { name: 'Inventario' }).click();
    const cella = page.getByRole('region', { name: CELLA });
    await expect(cella).toBeVisible();
    await cella.getByRole('textbox', { name: `Contato ${LATTE} lotto ${LB} (kg)` }).fill('2,5');
    await cella.getByRole('textbox', { name: `Contato ${LATTE} lotto ${LA} (kg)` }).fill('10');
    await cella.getByRole('textbox', { name: `Contato ${ZUCCHERO} lotto Z-${suffix} (kg)` }).fill('19,4');
    await expect(page.getByText('3 righe contate').first()).toBeVisible();
    await expect(page.getByText('1 differenza').first()).toBeVisible();
    await cella.scrollIntoViewIfNeeded();
    await viewportShot(page, 'e2e-magazzino-inventario-1024');
    await page.getByRole('button', { name: 'Riepilogo e conferma' }).first().click();
    const riepilogo = page.getByTestId('riepilogo-inventario');
    await expect(riepilogo.getByText('3 righe contate: 1 differenza da registrare come rettifica «inventario», 2 righe uguali alla giacenza.')).toBeVisible();
    const diff = riepilogo.getByRole('row').filter({ hasText: LB });
    await expect(diff).toContainText('2,6 kg');
    await expect(diff).toContainText('2,5 kg');
    await expect(diff).toContainText('-0,1 kg');
    await viewportShot(page, 'e2e-magazzino-inventario-riepilogo-1024');
    await riepilogo.getByRole('button', { name: 'Conferma inventario' }).click();
    await expect(page.getByText('Inventario registrato')).toBeVisible();
    // back on the stock: LB is what was counted
    await cercaInMagazzino(page, suffix);
    await expect(page.getByTestId(`lotto-${fx.latte}-${LB}`)).toContainText('2,5 kg');
    await expect(page.getByTestId(`giacenza-${fx.latte}`)).toHaveText('12,5 kg');
    const stock = await api<{ ingrediente_id: number; giacenza: number; lotti: { lotto: string; giacenza: number }[] }[]>('GET', '/magazzino');
    expect(stock.find((g) => g.ingrediente_id === fx.latte)).toMatchObject({ giacenza: 12.5, lotti: [{ lotto: LB, giacenza: 2.5 }, { lotto: LA, giacenza: 10 }] });

    // suggested orders: the supplier's card with the milk, the PDF link and "Invia al fornitore"
    await page.getByRole('tab', { name: 'Ordini suggeriti' }).click();
    const ordine = page.getByTestId(`ordine-${fx.fornitore}`);
    await expect(ordine.getByRole('heading', { name: FORNITORE })).toBeVisible();
    await expect(ordine.getByRole('row').filter({ hasText: LATTE })).toBeVisible();
    await expect(ordine.getByRole('button', { name: 'PDF ordine' })).toBeVisible();
    await expect(ordine.getByRole('button', { name: 'Invia al fornitore' })).toBeEnabled();
    await ordine.scrollIntoViewIfNeeded();
    await viewportShot(page, 'e2e-magazzino-riordino-1024');

    // recall of LB: the supplier and the receipt back, the production forward, and the PDF
    await page.getByRole('tab', { name: 'Richiamo lotto' }).click();
    await page.getByRole('combobox', { name: 'Ingrediente' }).selectOption({ label: LATTE });
    await page.getByRole('combobox', { name: 'Lotto' }).fill(LB);
    await page.getByRole('button', { name: 'Rapporto di richiamo' }).click();
    const rapporto = page.getByTestId('rapporto-richiamo');
    await expect(rapporto.getByTestId('richiamo-fornitore')).toContainText(FORNITORE);
    await expect(rapporto.getByRole('row').filter({ hasText: `DDT ${suffix}` })).toContainText('5 kg');
    const produzione = rapporto.getByRole('row').filter({ hasText: GUSTO });
    await expect(produzione).toContainText(PUNTO);
    await expect(produzione).toContainText('3,00 kg');
    await expect(rapporto.getByText('in 1 produzione, 1 punto vendita')).toBeVisible();
    await expect(produzione).toContainText('2,4 kg');
    const lottoProduzione = (await produzione.getByText(/^L\d{8}-\d+$/).textContent())!;
    await screenshots(page, 'magazzino-richiamo');
    const pdf = await pdfDaClick(page, /\/api\/lotti\/richiamo\?.*formato=pdf/, () => rapporto.getByRole('button', { name: 'Scarica PDF' }).click(), token);
    await leggiPdf(pdf, `richiamo-${suffix}`);
    // names wrap inside the table's narrow columns: read the cells in order
    const testo = await testoInOrdine(`richiamo-${suffix}`);
    for (const atteso of [LATTE, LB, FORNITORE, `DDT ${suffix}`, GUSTO, PUNTO, lottoProduzione]) expect(testo, atteso).toContain(atteso);

    // the operatore reads the stock and its lots, with no tabs for counts, orders, recalls and no prices
    const operatore = await newPage();
    await loginAs(operatore, 'operatore');
    await operatore.goto('/magazzino');
    await cercaInMagazzino(operatore, suffix);
    await expect(operatore.getByTestId(`lotto-${fx.latte}-${LB}`)).toContainText('2,5 kg');
    await expect(operatore.getByRole('tab')).toHaveCount(0);
    await expect(operatore.getByRole('button', { name: /Rettifica/ })).toHaveCount(0);
    await expect(operatore.getByText('€')).toHaveCount(0);
    await screenshot(operatore, 'e2e-magazzino-operatore-1024');
  });
});
