import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, loginAs, screenshot, test } from './fixtures.js';
import type { Rest } from './rest.js';

/**
 * Analytics journey: a small catalogue and productions in two years are created through the REST
 * API as admin, on a sales point of this journey only (other journeys share the database).
 */
const ANNO = new Date().getFullYear();
/** Names of this run (a worker started after a failure creates its data again, under new names). */
const suffix = Date.now().toString(36);
const PUNTO_VENDITA = `Chiosco Analytics E2E ${suffix}`;
const FIORDILATTE = `Fiordilatte Analytics ${suffix}`;
const FRAGOLA = `Fragola Analytics ${suffix}`;
const LATTE = `Latte Analytics ${suffix}`;
const CREME = `Creme Analytics ${suffix}`;
const FRUTTA = `Frutta Analytics ${suffix}`;

let adminToken = '';
let chioscoId = 0;

async function creaDati(rest: Rest) {
  const token = await rest.login('admin');
  adminToken = token;
  const api = <T>(method: string, url: string, body?: unknown) => rest.json<T>(method, url, body, token);
  const punti = await api<{ id: number; nome: string }[]>('GET', '/punti-vendita');
  const gelateria = punti.find((p) => p.nome === 'Gelateria E2E');
  expect(gelateria, 'il punto vendita Gelateria E2E esiste').toBeTruthy();
  const { puntoVendita: chiosco } = await api<{ puntoVendita: { id: number } }>('POST', '/punti-vendita', { nome: PUNTO_VENDITA, indirizzo: 'Lungomare 1' });
  chioscoId = chiosco.id;

  const ingrediente = (nome: string, costo_per_unita: number, unita_misura: string) =>
    api<{ id: number }>('POST', '/ingredienti', { nome, costo_per_unita, unita_misura, fornitore: 'Fornitore E2E' });
  const latte = await ingrediente(LATTE, 1.2, 'l');
  const zucchero = await ingrediente(`Zucchero Analytics ${suffix}`, 1, 'kg');
  const fragole = await ingrediente(`Fragole Analytics ${suffix}`, 4, 'kg');
  await api('POST', '/config/categorie', { nome: CREME, colore: '#f5e6c8' });
  await api('POST', '/config/categorie', { nome: FRUTTA, colore: '#e63946' });

  const gusto = (nome: string, categoria: string, colore: string, righe: { ingrediente_id: number; quantita: number; unita: string }[]) =>
    api<{ id: number }>('POST', '/gusti', { nome, categoria, colore, ingredienti: JSON.stringify(righe) });
  const fiordilatte = await gusto(FIORDILATTE, CREME, '#fff5e1', [
    { ingrediente_id: latte.id, quantita: 1, unita: 'l' },
    { ingrediente_id: zucchero.id, quantita: 200, unita: 'g' },
  ]);
  const fragola = await gusto(FRAGOLA, FRUTTA, '#e63946', [
    { ingrediente_id: fragole.id, quantita: 700, unita: 'g' },
    { ingrediente_id: zucchero.id, quantita: 300, unita: 'g' },
  ]);

  const produzione = (data: string, puntoVenditaId: number, righe: [number, number][]) =>
    api('POST', '/produzione', { data, puntoVenditaId, gusti: righe.map(([gusto_id, quantita_kg]) => ({ gusto_id, quantita_kg })), note: 'E2E analytics' });
  // this year on the kiosk: 10 + 5 kg; last year: 6 kg on 1 January (inside the running year's comparison,
  // which runs both years from 1 January to today's day); last December: 4 kg, outside it. The other sales point must not count.
  await produzione(`${ANNO}-01-01`, chiosco.id, [[fiordilatte.id, 10], [fragola.id, 5]]);
  await produzione(`${ANNO - 1}-01-01`, chiosco.id, [[fiordilatte.id, 6]]);
  await produzione(`${ANNO - 1}-12-31`, chiosco.id, [[fiordilatte.id, 4]]);
  await produzione(`${ANNO}-01-01`, gelateria!.id, [[fiordilatte.id, 20]]);
}

/** The row whose first cell is exactly `name` ('Latte Analytics …' is also inside 'Fiordilatte Analytics …'). */
const rowOf = (page: Page, table: string, name: string) =>
  page.getByRole('table', { name: table, exact: true }).locator('tr').filter({ has: page.getByRole('cell', { name, exact: true }) });

test.beforeAll(async ({ rest }) => creaDati(rest));
test.afterAll(async ({ rest }) => {
  // other journeys expect a single active sales point (auto-selected): archive the kiosk
  if (chioscoId) await rest.json('PUT', `/punti-vendita/${chioscoId}`, { attivo: false }, adminToken);
});

test.describe('analytics', () => {
  test('admin filters by year and sales point, compares with the previous year and downloads the Excel file', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await loginAs(page, 'admin');
    await page.locator('nav [data-page-key="analytics"]').first().click();
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();

    // last year on the kiosk only (sections reload after Applica Filtri: the assertions retry)
    await page.getByRole('combobox', { name: 'Anno' }).selectOption(String(ANNO - 1));
    await page.getByRole('combobox', { name: 'Punto Vendita', exact: true }).selectOption({ label: PUNTO_VENDITA });
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    await expect(rowOf(page, 'Top Gusti', FIORDILATTE)).toHaveText(/10,0 kg.*100,0%/);
    await expect(rowOf(page, 'Top Gusti', FRAGOLA)).toHaveCount(0);

    // this year, compared with last year
    await page.getByRole('combobox', { name: 'Anno' }).selectOption(String(ANNO));
    await page.getByRole('combobox', { name: 'Confronta con' }).selectOption(String(ANNO - 1));
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    const confronto = page.getByRole('region', { name: `Confronto ${ANNO} / ${ANNO - 1}` });
    await expect(confronto).toBeVisible();
    // like for like (issue 34 item 15): the same days of last year, not its whole (10 kg: -33 %)
    const oggi = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'Europe/Rome' }).format(new Date());
    await expect(confronto).toContainText(`Stesso periodo nei due anni: dal 1 gennaio al ${oggi}.`);
    // (on 31 December the whole of last year is the same period: its 31 December counts too)
    const finoAl31 = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }).endsWith('-12-31');
    await expect(confronto.getByTestId('confronto-kg')).toHaveText(new RegExp(`15,0 kg.*${ANNO - 1}: ${finoAl31 ? '10,0 kg.*\\+50,0%' : '6,0 kg.*\\+150,0%'}`));
    await expect(rowOf(page, 'Top Gusti', FIORDILATTE)).toHaveText(new RegExp(`${CREME}.*10,0 kg.*66,7%`));
    await expect(rowOf(page, 'Top Gusti', FRAGOLA)).toHaveText(new RegExp(`${FRUTTA}.*5,0 kg.*33,3%`));
    // 10 l of milk for 10 kg of fiordilatte (1 l + 200 g per 1.2 kg of mix)
    await expect(rowOf(page, 'Analisi Ingredienti', LATTE)).toHaveText(/8,3 l/);
    await expect(confronto.getByTestId('confronto-costo')).toBeVisible();
    await screenshot(page, 'analytics-e2e-admin-1280');
    await page.getByRole('button', { name: 'Come si calcola: Kg prodotti' }).click();
    await expect(page.getByText(`Anno in corso: entrambi gli anni dal 1 gennaio al ${oggi}`)).toBeVisible();
    await screenshot(page, 'analytics-e2e-admin-definizione-1280');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(confronto.getByTestId('confronto-kg')).toBeVisible();
    await screenshot(page, 'analytics-e2e-admin-390');
    await confronto.scrollIntoViewIfNeeded();
    await screenshot(page, 'analytics-e2e-admin-confronto-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Esporta: the Excel file of the applied filters
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^analytics_${ANNO}\\.xlsx$`));
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.length, 'il file Excel non è vuoto').toBeGreaterThan(1000);
    await expect(page.getByText("Errore nell'esportazione dei dati")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an operatore sees the same kg but no cost, margin or Costi Oggi', async ({ page }) => {
    await loginAs(page, 'operatore');
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Punto Vendita', exact: true }).selectOption({ label: PUNTO_VENDITA });
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    await expect(rowOf(page, 'Top Gusti', FIORDILATTE)).toHaveText(/10,0 kg.*66,7%/);
    await expect(page.getByText('Costi Oggi')).toHaveCount(0);
    await expect(page.getByTestId('confronto-costo')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Operatore' })).toHaveCount(0);
    await expect(page.getByText('Si sono verificati alcuni errori')).toHaveCount(0);
  });
});
