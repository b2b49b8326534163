import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, loginAs, screenshot } from './browser.js';
import { E2E_USERS } from './users.js';

/**
 * Analytics journey: a small catalogue and productions in two years are created through the REST
 * API as admin, on a sales point of this journey only (other journeys share the database).
 */
const ANNO = new Date().getFullYear();
const PUNTO_VENDITA = 'Chiosco Analytics E2E';
const FIORDILATTE = 'Fiordilatte Analytics';
const FRAGOLA = 'Fragola Analytics';

async function api<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.error ?? ''}`);
  return json;
}

let adminToken = '';
let chioscoId = 0;

async function creaDati() {
  const { token } = await api<{ token: string }>('POST', '/auth/login', undefined, E2E_USERS.admin);
  adminToken = token;
  const punti = await api<{ id: number; nome: string }[]>('GET', '/punti-vendita', token);
  const gelateria = punti.find((p) => p.nome === 'Gelateria E2E');
  assert.ok(gelateria, 'il punto vendita Gelateria E2E esiste');
  const { puntoVendita: chiosco } = await api<{ puntoVendita: { id: number } }>('POST', '/punti-vendita', token, { nome: PUNTO_VENDITA, indirizzo: 'Lungomare 1' });
  chioscoId = chiosco.id;

  const ingrediente = (nome: string, costo_per_unita: number, unita_misura: string) =>
    api<{ id: number }>('POST', '/ingredienti', token, { nome, costo_per_unita, unita_misura, fornitore: 'Fornitore E2E' });
  const latte = await ingrediente('Latte Analytics', 1.2, 'l');
  const zucchero = await ingrediente('Zucchero Analytics', 1, 'kg');
  const fragole = await ingrediente('Fragole Analytics', 4, 'kg');
  await api('POST', '/config/categorie', token, { nome: 'Creme Analytics', colore: '#f5e6c8' });
  await api('POST', '/config/categorie', token, { nome: 'Frutta Analytics', colore: '#e63946' });

  const gusto = (nome: string, categoria: string, colore: string, righe: { ingrediente_id: number; quantita: number; unita: string }[]) =>
    api<{ id: number }>('POST', '/gusti', token, { nome, categoria, colore, ingredienti: JSON.stringify(righe) });
  const fiordilatte = await gusto(FIORDILATTE, 'Creme Analytics', '#fff5e1', [
    { ingrediente_id: latte.id, quantita: 1, unita: 'l' },
    { ingrediente_id: zucchero.id, quantita: 200, unita: 'g' },
  ]);
  const fragola = await gusto(FRAGOLA, 'Frutta Analytics', '#e63946', [
    { ingrediente_id: fragole.id, quantita: 700, unita: 'g' },
    { ingrediente_id: zucchero.id, quantita: 300, unita: 'g' },
  ]);

  const produzione = (data: string, puntoVenditaId: number, righe: [number, number][]) =>
    api('POST', '/produzione', token, { data, puntoVenditaId, gusti: righe.map(([gusto_id, quantita_kg]) => ({ gusto_id, quantita_kg })), note: 'E2E analytics' });
  // this year on the kiosk: 10 + 5 kg; last year: 6 kg. The other sales point must not count.
  await produzione(`${ANNO}-01-01`, chiosco.id, [[fiordilatte.id, 10], [fragola.id, 5]]);
  await produzione(`${ANNO - 1}-06-15`, chiosco.id, [[fiordilatte.id, 6]]);
  await produzione(`${ANNO}-01-01`, gelateria.id, [[fiordilatte.id, 20]]);
}

/** Waits until the element's text matches (sections reload after Applica Filtri). */
async function waitForText(locator: Locator, pattern: RegExp, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < end) {
    last = (await locator.textContent().catch(() => null)) ?? '';
    if (pattern.test(last)) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`testo atteso ${pattern} non trovato; ultimo: ${last}`);
}

/** The row whose first cell is exactly `name` ('Latte Analytics' is also inside 'Fiordilatte Analytics'). */
const rowOf = (page: Page, table: string, name: string) =>
  page.getByRole('table', { name: table, exact: true }).locator('tr').filter({ has: page.getByRole('cell', { name, exact: true }) });

let browser: Browser;
before(async () => {
  await creaDati();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  // other journeys expect a single active sales point (auto-selected): archive the kiosk
  if (chioscoId) await api('PUT', `/punti-vendita/${chioscoId}`, adminToken, { attivo: false });
});

describe('analytics', () => {
  it('admin filters by year and sales point, compares with the previous year and downloads the Excel file', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, acceptDownloads: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await loginAs(page, 'admin');
    await page.locator('nav [data-page-key="analytics"]').first().click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();

    // last year on the kiosk only
    await page.getByRole('combobox', { name: 'Anno' }).selectOption(String(ANNO - 1));
    await page.getByRole('combobox', { name: 'Punto Vendita' }).selectOption({ label: PUNTO_VENDITA });
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    await waitForText(rowOf(page, 'Top Gusti', FIORDILATTE), /6,0 kg.*100,0%/);
    assert.equal(await rowOf(page, 'Top Gusti', FRAGOLA).count(), 0);

    // this year, compared with last year
    await page.getByRole('combobox', { name: 'Anno' }).selectOption(String(ANNO));
    await page.getByRole('combobox', { name: 'Confronta con' }).selectOption(String(ANNO - 1));
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    const confronto = page.getByRole('region', { name: `Confronto ${ANNO} / ${ANNO - 1}` });
    await confronto.waitFor();
    await waitForText(confronto.getByTestId('confronto-kg'), new RegExp(`15,0 kg.*${ANNO - 1}: 6,0 kg.*\\+150,0%`));
    await waitForText(rowOf(page, 'Top Gusti', FIORDILATTE), /Creme Analytics.*10,0 kg.*66,7%/);
    await waitForText(rowOf(page, 'Top Gusti', FRAGOLA), /Frutta Analytics.*5,0 kg.*33,3%/);
    // 10 l of milk for 10 kg of fiordilatte (1 l + 200 g per 1.2 kg of mix)
    await waitForText(rowOf(page, 'Analisi Ingredienti', 'Latte Analytics'), /8,3 l/);
    await confronto.getByTestId('confronto-costo').waitFor();
    await screenshot(page, 'analytics-e2e-admin-1280');

    // Esporta: the Excel file of the applied filters
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta' }).click()]);
    assert.match(download.suggestedFilename(), new RegExp(`^analytics_${ANNO}\\.xlsx$`));
    const file = await download.path();
    const bytes = await readFile(file);
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK');
    assert.ok(bytes.length > 1000, 'il file Excel non è vuoto');
    assert.equal(await page.getByText("Errore nell'esportazione dei dati").count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('an operatore sees the same kg but no cost, margin or Costi Oggi', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await loginAs(page, 'operatore');
    await page.goto(`${BASE_URL}/analytics`);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Punto Vendita' }).selectOption({ label: PUNTO_VENDITA });
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    await waitForText(rowOf(page, 'Top Gusti', FIORDILATTE), /10,0 kg.*66,7%/);
    assert.equal(await page.getByText('Costi Oggi').count(), 0);
    assert.equal(await page.getByTestId('confronto-costo').count(), 0);
    assert.equal(await page.getByRole('combobox', { name: 'Operatore' }).count(), 0);
    assert.equal(await page.getByText('Si sono verificati alcuni errori').count(), 0);
    await page.close();
  });
});
