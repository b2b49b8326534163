import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, loginAs, screenshot } from './browser.js';
import { E2E_USERS } from './users.js';

/**
 * Catalogue journeys: an admin creates two ingredients and a flavour through the UI and sees the
 * values computed by the editor preview and then by the server; an operatore cannot reach either page.
 */

let browser: Browser;
const suffix = Date.now().toString(36);
const CATEGORIA = `Creme E2E ${suffix}`;
const LATTE = `Latte E2E ${suffix}`;
const ZUCCHERO = `Saccarosio E2E ${suffix}`;
const GUSTO = `Fiordilatte E2E ${suffix}`;

/** Flavour categories are managed on another page: this journey creates its own through GraphQL. */
async function creaCategoria(nome: string) {
  const login = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_USERS.admin.email, password: E2E_USERS.admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation ($input: CategoriaGustoInput!) { creaCategoriaGusto(input: $input) { id } }',
      variables: { input: { nome, colore: '#f5deb3' } },
    }),
  });
  const body = (await res.json()) as { errors?: { message: string }[] };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
}

async function openFromMenu(page: Page, key: 'gusti' | 'ingredienti') {
  await page.locator(`nav [data-page-key="${key}"]`).first().click();
  await page.waitForURL(new RegExp(`/${key}$`));
}

async function creaIngrediente(
  page: Page,
  v: { nome: string; costo: string; unita: string; fornitore: string; calorie: string; pac: string; pod: string },
) {
  await page.getByRole('button', { name: /Nuovo Ingrediente/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Nome/ }).fill(v.nome);
  await dialog.getByRole('spinbutton', { name: /Costo per unità/ }).fill(v.costo);
  await dialog.getByRole('combobox', { name: /Unità di misura/ }).selectOption(v.unita);
  await dialog.getByRole('textbox', { name: /^Fornitore/ }).fill(v.fornitore);
  await dialog.getByRole('spinbutton', { name: 'Calorie (kcal/100 g)' }).fill(v.calorie);
  await dialog.getByRole('spinbutton', { name: 'PAC (per 100 g)' }).fill(v.pac);
  await dialog.getByRole('spinbutton', { name: 'POD (per 100 g)' }).fill(v.pod);
  await dialog.getByRole('button', { name: 'Crea Ingrediente' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

before(async () => {
  browser = await launchBrowser();
  await creaCategoria(CATEGORIA);
});
after(async () => browser?.close());

describe('catalogo: ingredienti e gusti', () => {
  it('admin: creates two ingredients and a flavour, and sees the computed values', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await loginAs(page, 'admin');

    await openFromMenu(page, 'ingredienti');
    await page.getByRole('heading', { name: 'Gestione Ingredienti' }).waitFor();
    await creaIngrediente(page, { nome: LATTE, costo: '1.20', unita: 'l', fornitore: 'Latteria E2E', calorie: '64', pac: '5', pod: '1' });
    await creaIngrediente(page, { nome: ZUCCHERO, costo: '1.50', unita: 'kg', fornitore: 'Zuccheri E2E', calorie: '400', pac: '100', pod: '100' });
    const latteRow = page.getByRole('row').filter({ hasText: LATTE });
    await latteRow.waitFor();
    assert.match(await latteRow.innerText(), /€ 1,20\/l/);
    assert.match(await latteRow.innerText(), /Latteria E2E/);
    await screenshot(page, 'catalogo-e2e-ingredienti-1280');

    await openFromMenu(page, 'gusti');
    await page.getByRole('heading', { name: 'Gestione Gusti' }).waitFor();
    await page.getByRole('button', { name: /Nuovo Gusto/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(GUSTO);
    await dialog.getByRole('combobox', { name: /Categoria/ }).selectOption({ label: CATEGORIA });
    // Chakra's checkbox input is visually hidden: click its label, as a person does
    const latte = dialog.getByRole('checkbox', { name: 'Latte' });
    const labelId = await latte.getAttribute('aria-labelledby');
    await page.locator(`[id="${labelId}"]`).click();
    assert.equal(await latte.isChecked(), true);

    // 800 ml latte + 200 g saccarosio: M = 1 kg; cost 0,96 + 0,30 = 1,26 €/kg;
    // PAC 800 × 5/100 + 200 × 100/100 = 240; POD 8 + 200 = 208; kcal 0,8 × 64 + 0,2 × 400 = 131,2
    await dialog.getByRole('button', { name: /Aggiungi Ingrediente/ }).click();
    await dialog.getByRole('combobox', { name: 'Ingrediente riga 1' }).selectOption({ label: `${LATTE} (l)` });
    const units1 = await dialog.getByRole('combobox', { name: 'Unità riga 1' }).locator('option').allTextContents();
    assert.deepEqual(units1, ['ml', 'l']);
    // a line on a litre ingredient starts in l; this one is weighed in ml
    assert.equal(await dialog.getByRole('combobox', { name: 'Unità riga 1' }).inputValue(), 'l');
    await dialog.getByRole('combobox', { name: 'Unità riga 1' }).selectOption('ml');
    await dialog.getByRole('spinbutton', { name: 'Quantità riga 1' }).fill('800');
    await dialog.getByRole('button', { name: /Aggiungi Ingrediente/ }).click();
    await dialog.getByRole('combobox', { name: 'Ingrediente riga 2' }).selectOption({ label: `${ZUCCHERO} (kg)` });
    const units2 = await dialog.getByRole('combobox', { name: 'Unità riga 2' }).locator('option').allTextContents();
    assert.deepEqual(units2, ['g', 'kg']);
    await dialog.getByRole('spinbutton', { name: 'Quantità riga 2' }).fill('200');

    assert.equal(await dialog.getByTestId('anteprima-food-cost').innerText(), '€ 1,26/kg');
    assert.equal(await dialog.getByTestId('anteprima-pac').innerText(), '240');
    assert.equal(await dialog.getByTestId('anteprima-pod').innerText(), '208');
    assert.equal(await dialog.getByTestId('anteprima-kcal').innerText(), '131,2');
    assert.equal(await dialog.getByTestId('anteprima-massa').innerText(), '1,000 kg');
    await screenshot(page, 'catalogo-e2e-gusto-modale-1280');
    await dialog.getByRole('button', { name: 'Crea Gusto' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // the values the server computed, in the card
    const card = page.getByTestId('gusto-card').filter({ hasText: GUSTO });
    await card.waitFor();
    const text = await card.innerText();
    assert.match(text, new RegExp(CATEGORIA));
    assert.match(text, /€ 1,26\/kg/);
    assert.match(text, /PAC\/kg\s*240/);
    assert.match(text, /131,2/);
    assert.match(text, /Attivo/);
    await screenshot(page, 'catalogo-e2e-gusti-1280');
    await page.close();
  });

  it('operatore: no menu entries, and the pages are denied by URL', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await loginAs(page, 'operatore');
    await page.locator('nav [data-page-key="dashboard"]').first().waitFor();
    const keys = await page.locator('[data-page-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-page-key')));
    assert.ok(keys.includes('produzione'), `menu: ${keys.join(', ')}`);
    assert.ok(!keys.includes('gusti') && !keys.includes('ingredienti'), `menu: ${keys.join(', ')}`);
    for (const path of ['/gusti', '/ingredienti']) {
      await page.goto(`${BASE_URL}${path}`);
      await page.getByText('Accesso Negato: il tuo ruolo non consente di accedere a questa pagina.').waitFor();
      assert.equal(await page.getByRole('heading', { name: /Gestione (Gusti|Ingredienti)/ }).count(), 0);
    }
    await screenshot(page, 'catalogo-e2e-operatore-negato-1280');
    await page.close();
    // and at phone width the drawer has no entry either
    const phone = await browser.newPage({ viewport: PHONE });
    await loginAs(phone, 'operatore');
    await phone.getByRole('button', { name: 'Apri menu' }).click();
    const drawer = phone.getByRole('dialog');
    await drawer.locator('[data-page-key="produzione"]').waitFor();
    assert.equal(await drawer.locator('[data-page-key="gusti"], [data-page-key="ingredienti"]').count(), 0);
    await phone.close();
  });
});
