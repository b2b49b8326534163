import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, loginAs, screenshot, test, viewportShot as vista } from './fixtures.js';

/**
 * Gelato science journey (issue 11): an admin creates ingredients from the reference library, writes
 * a recipe, opens Bilanciamento, balances it at minimum cost, accepts the proposal, saves, and finds
 * the new food cost in the list; then compares two flavours. Screenshots at 1280, 768 and 390 px.
 */

const suffix = Date.now().toString(36);
const CATEGORIA = `Creme Scienza ${suffix}`;
const GUSTO = `Fiordilatte bilanciato ${suffix}`;
const TABLET = { width: 768, height: 1024 };
const LAPTOP = { width: 1024, height: 768 };

/** Library rows used, with the shop's price and supplier. */
const INGREDIENTI = [
  { libreria: 'Latte intero', costo: '1.20', fornitore: 'Latteria Scienza' },
  { libreria: 'Panna fresca 35 %', costo: '3.80', fornitore: 'Latteria Scienza' },
  { libreria: 'Saccarosio', costo: '1.10', fornitore: 'Zuccheri Scienza' },
  { libreria: 'Destrosio monoidrato', costo: '1.80', fornitore: 'Zuccheri Scienza' },
  { libreria: 'Latte magro in polvere', costo: '4.50', fornitore: 'Latteria Scienza' },
  { libreria: 'Stabilizzante carrube e guar', costo: '25', fornitore: 'Ingredienti Scienza' },
] as const;
const nome = (libreria: string) => `${libreria} ${suffix}`;

/** A recipe with too much fat (cream): the balancing must bring it into range for less. */
const RICETTA = [
  { libreria: 'Latte intero', unita: 'l', quantita: '550' },
  { libreria: 'Panna fresca 35 %', unita: 'l', quantita: '250' },
  { libreria: 'Saccarosio', unita: 'kg', quantita: '150' },
  { libreria: 'Destrosio monoidrato', unita: 'kg', quantita: '40' },
  { libreria: 'Latte magro in polvere', unita: 'kg', quantita: '30' },
  { libreria: 'Stabilizzante carrube e guar', unita: 'kg', quantita: '4' },
] as const;

async function openFromMenu(page: Page, key: 'gusti' | 'ingredienti') {
  await page.locator(`nav [data-page-key="${key}"]`).first().click();
  await page.waitForURL(new RegExp(`/${key}$`));
}

async function creaDaLibreria(page: Page, v: (typeof INGREDIENTI)[number], shot?: string) {
  await page.getByRole('button', { name: 'Nuovo ingrediente da libreria' }).click();
  const libreria = page.getByRole('dialog', { name: 'Nuovo ingrediente da libreria' });
  await libreria.getByRole('textbox', { name: 'Cerca nella libreria' }).fill(v.libreria.split(' ')[0]!);
  await expect(libreria.getByRole('button', { name: `Usa ${v.libreria}`, exact: true })).toBeVisible();
  if (shot) await vista(page, shot);
  await libreria.getByRole('button', { name: `Usa ${v.libreria}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo Ingrediente' });
  const nomeInput = form.getByRole('textbox', { name: /^Nome/ });
  await expect(nomeInput).toHaveValue(v.libreria);
  await expect(form.getByTestId('fonte-libreria')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Acqua (g/100 g)' })).not.toHaveValue('');
  await nomeInput.fill(nome(v.libreria));
  await form.getByRole('textbox', { name: /Costo per unità/ }).fill(v.costo);
  await form.getByRole('textbox', { name: /^Fornitore/ }).fill(v.fornitore);
  return form;
}

/** The euro amounts of a "Food cost € a/kg → € b/kg" line. */
async function foodCosts(line: Locator): Promise<number[]> {
  const text = await line.innerText();
  return [...text.matchAll(/€\s*([\d.]+,\d{2})\/kg/g)].map((m) => Number(m[1]!.replace(/\./g, '').replace(',', '.')));
}

test.beforeAll(async ({ rest }) => {
  await rest.gql(await rest.login('admin'), 'mutation ($input: CategoriaGustoInput!) { creaCategoriaGusto(input: $input) { id } }', { input: { nome: CATEGORIA, colore: '#f5deb3' } });
});
test.describe('scienza: libreria, bilanciamento, confronto', () => {
  test('admin: ingredients from the library, a recipe balanced at minimum cost, the new food cost in the list', async ({ page, rest }) => {
    await loginAs(page, 'admin');

    await openFromMenu(page, 'ingredienti');
    await expect(page.getByRole('heading', { name: 'Gestione Ingredienti' })).toBeVisible();
    for (const [i, v] of INGREDIENTI.entries()) {
      const form = await creaDaLibreria(page, v, i === 0 ? 'scienza-e2e-libreria-1280' : undefined);
      if (i === 0) {
        // a liquid: its density comes from the library too
        await expect(form.getByRole('textbox', { name: 'Densità (kg/l)' })).toHaveValue('1,032');
        await expect(form.getByRole('textbox', { name: 'PAC (per 100 g)' })).not.toBeEditable();
        await vista(page, 'scienza-e2e-ingrediente-libreria-1280');
        await page.setViewportSize(PHONE);
        await vista(page, 'scienza-e2e-ingrediente-libreria-390');
        await page.setViewportSize(DESKTOP);
      }
      await form.getByRole('button', { name: 'Crea Ingrediente' }).click();
      await expect(form).toBeHidden();
    }
    // the list jumps to the page of the last one created: search for this run's six
    await page.getByRole('searchbox', { name: 'Cerca ingredienti' }).or(page.getByRole('textbox', { name: 'Cerca ingredienti' })).fill(suffix);
    const latte = page.getByRole('row').filter({ hasText: nome('Latte intero') }).first();
    await expect(latte).toContainText(/87,5/, { useInnerText: true });
    await screenshot(page, 'scienza-e2e-ingredienti-1280');
    await page.setViewportSize(LAPTOP);
    await screenshot(page, 'scienza-e2e-ingredienti-1024');
    await page.setViewportSize(DESKTOP);

    await openFromMenu(page, 'gusti');
    await expect(page.getByRole('heading', { name: 'Gestione Gusti' })).toBeVisible();
    await page.getByRole('button', { name: /Nuovo Gusto/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(GUSTO);
    await dialog.getByRole('combobox', { name: /Categoria/ }).selectOption({ label: CATEGORIA });
    for (const [i, r] of RICETTA.entries()) {
      await dialog.getByRole('button', { name: /Aggiungi Ingrediente/ }).click();
      await dialog.getByRole('combobox', { name: `Ingrediente riga ${i + 1}` }).selectOption({ label: `${nome(r.libreria)} (${r.unita})` });
      // a line on a litre ingredient starts in l: this recipe is in ml
      if (r.unita === 'l') await dialog.getByRole('combobox', { name: `Unità riga ${i + 1}` }).selectOption('ml');
      await dialog.getByRole('textbox', { name: `Quantità riga ${i + 1}` }).fill(r.quantita);
    }

    await dialog.getByRole('button', { name: /Bilanciamento/ }).click();
    const panel = dialog.getByTestId('pannello-bilanciamento');
    await expect(panel.getByTestId('analisi-ricetta')).toBeVisible();
    await expect(panel.getByTestId('grafico-curva')).toBeVisible();
    // 550 ml milk + 250 ml cream: the fat is above the 4-8 % of the milk profile
    await expect(panel.locator('[data-testid="barra-grassi"][data-esito="alto"]')).toBeVisible();
    await vista(page, 'scienza-e2e-bilanciamento-1280');
    await panel.getByTestId('grafico-curva').scrollIntoViewIfNeeded();
    await vista(page, 'scienza-e2e-bilanciamento-curva-1280');

    await panel.getByRole('tab', { name: /Bilancia/ }).click();
    await expect(panel.getByTestId('vincolo-riga')).toHaveCount(RICETTA.length);
    await expect(panel.getByRole('radio', { name: 'Costo minimo' })).toBeChecked();
    // 250 ml of cream: within ±30 % of its share the fat stays above 8 %, and the dextrose keeps it too
    // soft once the cream goes down: both lines are freed from their identity bounds
    for (const libera of ['Panna fresca 35 %', 'Destrosio monoidrato']) {
      await panel.getByRole('checkbox', { name: `Libera ${nome(libera)} dai limiti ±30 %` }).check({ force: true });
    }
    await panel.getByRole('button', { name: 'Bilancia', exact: true }).click();
    const proposta = panel.getByTestId('proposta');
    await expect(proposta).toBeVisible();
    await expect(proposta.getByText('Tutti gli obiettivi rispettati')).toBeVisible();
    // why the recipe is what it is: the binding constraints, in Italian
    await expect(panel.getByTestId('vincoli-attivi')).toContainText(/ al (minimo|massimo)/);
    const [prima, dopo] = await foodCosts(proposta.getByTestId('proposta-food-cost'));
    expect(prima !== undefined && dopo !== undefined && dopo < prima, `food cost ${prima} -> ${dopo}`).toBe(true);
    await expect(proposta.locator('[data-testid="proposta-controllo-grassi"] [data-esito="ok"]')).toHaveCount(1);
    await proposta.scrollIntoViewIfNeeded();
    await vista(page, 'scienza-e2e-proposta-1280');
    await page.setViewportSize(PHONE);
    await proposta.scrollIntoViewIfNeeded();
    await vista(page, 'scienza-e2e-proposta-390');
    await page.setViewportSize(DESKTOP);

    await proposta.getByRole('button', { name: /Accetta proposta/ }).click();
    await expect(proposta).toBeHidden();
    await panel.getByRole('tab', { name: /Analisi/ }).click();
    await expect(panel.locator('[data-testid="barra-grassi"][data-esito="ok"]')).toBeVisible();

    // the same editor at tablet and phone widths: the panel goes below the recipe
    await page.setViewportSize(TABLET);
    await panel.scrollIntoViewIfNeeded();
    await vista(page, 'scienza-e2e-bilanciamento-768');
    await panel.getByTestId('grafico-curva').scrollIntoViewIfNeeded();
    await vista(page, 'scienza-e2e-bilanciamento-curva-768');
    await page.setViewportSize(PHONE);
    await panel.getByTestId('analisi-ricetta').scrollIntoViewIfNeeded();
    await vista(page, 'scienza-e2e-bilanciamento-390');
    await panel.getByTestId('grafico-curva').scrollIntoViewIfNeeded();
    await vista(page, 'scienza-e2e-bilanciamento-curva-390');
    await page.setViewportSize(DESKTOP);

    await dialog.getByRole('button', { name: 'Crea Gusto' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('gusto-card').filter({ hasText: GUSTO });
    const euro = dopo!.toFixed(2).replace('.', ',');
    await expect(card).toContainText(new RegExp(`€ ${euro}/kg`), { useInnerText: true });
    await screenshot(page, 'scienza-e2e-gusti-1280');

    // comparison: the balanced flavour and the original recipe, saved through the API
    const token = await rest.login('admin');
    const { ingredienti } = await rest.gql<{ ingredienti: { id: number; nome: string }[] }>(token, '{ ingredienti { id nome } }');
    const { categorieGusti } = await rest.gql<{ categorieGusti: { id: number; nome: string }[] }>(token, '{ categorieGusti { id nome } }');
    const idDi = (libreria: string) => ingredienti.find((i) => i.nome === nome(libreria))!.id;
    await rest.gql(token, 'mutation ($input: GustoInput!) { creaGusto(input: $input) { id } }', {
      input: {
        nome: `Fiordilatte originale ${suffix}`,
        categoriaId: categorieGusti.find((c) => c.nome === CATEGORIA)!.id,
        ingredienti: RICETTA.map((r) => ({ ingredienteId: idDi(r.libreria), quantita: Number(r.quantita), unita: r.unita === 'l' ? 'ml' : 'g' })),
      },
    });
    await page.reload();
    await page.getByRole('button', { name: /Confronta/ }).click();
    const confronto = page.getByRole('dialog', { name: 'Confronta gusti' });
    const scegli = confronto.getByRole('combobox', { name: 'Aggiungi un gusto al confronto' });
    await scegli.selectOption({ label: `${GUSTO} - ${CATEGORIA}` });
    await scegli.selectOption({ label: `Fiordilatte originale ${suffix} - ${CATEGORIA}` });
    await expect(confronto.getByRole('table', { name: 'Confronto dei gusti' })).toBeVisible();
    await expect(confronto.getByTestId('grafico-confronto-curve')).toBeVisible();
    await expect(confronto.getByRole('table', { name: 'Confronto dei gusti' })).toContainText(new RegExp(`€ ${euro}/kg`), { useInnerText: true });
    await vista(page, 'scienza-e2e-confronto-1280');
    await confronto.getByTestId('grafico-confronto-curve').scrollIntoViewIfNeeded();
    await vista(page, 'scienza-e2e-confronto-curve-1280');
    await page.setViewportSize(PHONE);
    await confronto.getByRole('table', { name: 'Confronto dei gusti' }).scrollIntoViewIfNeeded();
    await vista(page, 'scienza-e2e-confronto-390');
  });

  test('operatore: the science API is denied', async ({ rest }) => {
    const token = await rest.login('operatore');
    const res = await fetch(`${rest.baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ libreriaIngredienti { nome } }' }),
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
