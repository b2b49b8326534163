import type { Page } from '@playwright/test';
import { PHONE, expect, loginAs, screenshot, test } from './fixtures.js';

/**
 * Catalogue journeys: an admin creates two ingredients and a flavour through the UI and sees the
 * values computed by the editor preview and then by the server; an operatore cannot reach either page.
 */

const suffix = Date.now().toString(36);
const CATEGORIA = `Creme E2E ${suffix}`;
const LATTE = `Latte E2E ${suffix}`;
const ZUCCHERO = `Saccarosio E2E ${suffix}`;
const GUSTO = `Fiordilatte E2E ${suffix}`;

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
  await dialog.getByRole('textbox', { name: /Costo per unità/ }).fill(v.costo);
  await dialog.getByRole('combobox', { name: /Unità di misura/ }).selectOption(v.unita);
  await dialog.getByRole('textbox', { name: /^Fornitore/ }).fill(v.fornitore);
  await dialog.getByRole('textbox', { name: 'Calorie (kcal/100 g)' }).fill(v.calorie);
  await dialog.getByRole('textbox', { name: 'PAC (per 100 g)' }).fill(v.pac);
  await dialog.getByRole('textbox', { name: 'POD (per 100 g)' }).fill(v.pod);
  await dialog.getByRole('button', { name: 'Crea Ingrediente' }).click();
  await expect(dialog).toBeHidden();
}

// flavour categories are managed on another page: this journey creates its own through GraphQL
test.beforeAll(async ({ rest }) => {
  await rest.gql(await rest.login('admin'), 'mutation ($input: CategoriaGustoInput!) { creaCategoriaGusto(input: $input) { id } }', {
    input: { nome: CATEGORIA, colore: '#f5deb3' },
  });
});

test.describe('catalogo: ingredienti e gusti', () => {
  test('admin: creates two ingredients and a flavour, and sees the computed values', async ({ page }) => {
    await loginAs(page, 'admin');

    await openFromMenu(page, 'ingredienti');
    await expect(page.getByRole('heading', { name: 'Gestione Ingredienti' })).toBeVisible();
    await creaIngrediente(page, { nome: LATTE, costo: '1.20', unita: 'l', fornitore: 'Latteria E2E', calorie: '64', pac: '5', pod: '1' });
    await creaIngrediente(page, { nome: ZUCCHERO, costo: '1.50', unita: 'kg', fornitore: 'Zuccheri E2E', calorie: '400', pac: '100', pod: '100' });
    const latteRow = page.getByRole('row').filter({ hasText: LATTE });
    await expect(latteRow).toContainText(/€ 1,20\/l/, { useInnerText: true });
    await expect(latteRow).toContainText(/Latteria E2E/, { useInnerText: true });
    await screenshot(page, 'catalogo-e2e-ingredienti-1280');

    await openFromMenu(page, 'gusti');
    await expect(page.getByRole('heading', { name: 'Gestione Gusti' })).toBeVisible();
    await page.getByRole('button', { name: /Nuovo Gusto/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(GUSTO);
    await dialog.getByRole('combobox', { name: /Categoria/ }).selectOption({ label: CATEGORIA });
    // Chakra's checkbox input is visually hidden: click its label, as a person does
    const latte = dialog.getByRole('checkbox', { name: 'Latte' });
    const labelId = await latte.getAttribute('aria-labelledby');
    await page.locator(`[id="${labelId}"]`).click();
    await expect(latte).toBeChecked();

    // 800 ml latte + 200 g saccarosio: M = 1 kg; cost 0,96 + 0,30 = 1,26 €/kg;
    // PAC 800 × 5/100 + 200 × 100/100 = 240; POD 8 + 200 = 208; kcal 0,8 × 64 + 0,2 × 400 = 131,2
    await dialog.getByRole('button', { name: /Aggiungi Ingrediente/ }).click();
    await dialog.getByRole('combobox', { name: 'Ingrediente riga 1' }).selectOption({ label: `${LATTE} (l)` });
    await expect(dialog.getByRole('combobox', { name: 'Unità riga 1' }).locator('option')).toHaveText(['ml', 'l']);
    // every line starts in g/ml, the gelato maker's units (DOMAIN.md, issue 34 item 10)
    await expect(dialog.getByRole('combobox', { name: 'Unità riga 1' })).toHaveValue('ml');
    await dialog.getByRole('combobox', { name: 'Unità riga 1' }).selectOption('ml');
    await dialog.getByRole('textbox', { name: 'Quantità riga 1' }).fill('800');
    await dialog.getByRole('button', { name: /Aggiungi Ingrediente/ }).click();
    await dialog.getByRole('combobox', { name: 'Ingrediente riga 2' }).selectOption({ label: `${ZUCCHERO} (kg)` });
    await expect(dialog.getByRole('combobox', { name: 'Unità riga 2' }).locator('option')).toHaveText(['g', 'kg']);
    await dialog.getByRole('textbox', { name: 'Quantità riga 2' }).fill('200');

    await expect(dialog.getByTestId('anteprima-food-cost')).toHaveText('€ 1,26/kg', { useInnerText: true });
    await expect(dialog.getByTestId('anteprima-pac')).toHaveText('240', { useInnerText: true });
    await expect(dialog.getByTestId('anteprima-pod')).toHaveText('208', { useInnerText: true });
    await expect(dialog.getByTestId('anteprima-kcal')).toHaveText('131,2', { useInnerText: true });
    await expect(dialog.getByTestId('anteprima-massa')).toHaveText('1,000 kg', { useInnerText: true });
    await screenshot(page, 'catalogo-e2e-gusto-modale-1280');
    await dialog.getByRole('button', { name: 'Crea Gusto' }).click();
    await expect(dialog).toBeHidden();

    // the values the server computed, in the card
    const card = page.getByTestId('gusto-card').filter({ hasText: GUSTO });
    await expect(card).toBeVisible();
    for (const value of [new RegExp(CATEGORIA), /€ 1,26\/kg/, /PAC\/kg\s*240/, /131,2/, /Attivo/]) await expect(card).toContainText(value, { useInnerText: true });
    await screenshot(page, 'catalogo-e2e-gusti-1280');
  });

  test('operatore: no menu entries, and the pages are denied by URL', async ({ page, newPage }) => {
    await loginAs(page, 'operatore');
    await expect(page.locator('nav [data-page-key="dashboard"]').first()).toBeVisible();
    const keys = await page.locator('[data-page-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-page-key')));
    expect(keys, `menu: ${keys.join(', ')}`).toContain('produzione');
    expect(keys, `menu: ${keys.join(', ')}`).not.toContain('gusti');
    expect(keys, `menu: ${keys.join(', ')}`).not.toContain('ingredienti');
    for (const path of ['/gusti', '/ingredienti']) {
      await page.goto(path);
      await expect(page.getByText('Accesso Negato: il tuo ruolo non consente di accedere a questa pagina.')).toBeVisible();
      await expect(page.getByRole('heading', { name: /Gestione (Gusti|Ingredienti)/ })).toHaveCount(0);
    }
    await screenshot(page, 'catalogo-e2e-operatore-negato-1280');
    // and at phone width the drawer has no entry either
    const phone = await newPage({ viewport: PHONE });
    await loginAs(phone, 'operatore');
    await phone.getByRole('button', { name: 'Apri menu' }).click();
    const drawer = phone.getByRole('dialog');
    await expect(drawer.locator('[data-page-key="produzione"]')).toBeVisible();
    await expect(drawer.locator('[data-page-key="gusti"], [data-page-key="ingredienti"]')).toHaveCount(0);
  });
});
