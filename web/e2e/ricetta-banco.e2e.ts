import type { Page } from '@playwright/test';
import { expect, loginAs, screenshot, test } from './fixtures.js';
import { leggiPdf, pdfDaClick as pdfDaClickCon } from './pdf.js';
import type { Rest } from './rest.js';

/**
 * Issue 12 end to end, from the recipe to the bench: the admin changes a flavour's recipe in the
 * browser (version 2), compares it with version 1 in Versioni, opens the weighing sheet for 4 trays
 * of 5 l, prints it (the A4 PDF read with pdftotext), records the production from it (its line keeps
 * recipe version 2), prints the EU label and the sales point's allergen sign. Every PDF is read as
 * text and page 1 is turned into a PNG in /tmp/e2e-pdf/ to look at.
 */


let client: Rest;
let token = '';
const suffix = Date.now().toString(36);
const PUNTO = `Banco ${suffix}`;
const GUSTO = `Gianduia banco ${suffix}`;
const LATTE = `Latte banco ${suffix}`;
const ZUCCHERO = `Zucchero banco ${suffix}`;
const NOCCIOLE = `Pasta nocciole banco ${suffix}`;
const fx = { pv: 0, gusto: 0, latte: 0, zucchero: 0, nocciole: 0 };

const api = <T>(method: string, p: string, body?: unknown) => client.json<T>(method, p, body, token);

const pdfDaClick = (page: Page, percorso: RegExp, click: () => Promise<void>) => pdfDaClickCon(page, percorso, click, token);

async function openFromMenu(page: Page, key: 'gusti' | 'punti-vendita') {
  await page.locator(`nav [data-page-key="${key}"]`).first().click();
  await page.waitForURL(new RegExp(`/${key}$`));
}

/** Opens the journey's flavour: the shared database holds other journeys' flavours, so it is searched first (it may be on another page). */
async function apriModifica(page: Page) {
  const cerca = page.getByRole('textbox', { name: 'Cerca gusti' });
  if ((await cerca.inputValue()) !== GUSTO) await cerca.fill(GUSTO);
  await page.getByRole('button', { name: `Modifica ${GUSTO}` }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /^Nome/ })).toBeVisible();
  return dialog;
}

test.beforeAll(async ({ rest }) => {
  client = rest;
  token = await rest.login('admin');
  ({ puntoVendita: { id: fx.pv } } = await api<{ puntoVendita: { id: number } }>('POST', '/punti-vendita', { nome: PUNTO, indirizzo: 'Via del Banco 12' }));
  fx.latte = (await api<{ id: number }>('POST', '/ingredienti', { nome: LATTE, costo_per_unita: 1.2, unita_misura: 'l', fornitore: 'Latteria Banco', allergeni_contiene: ['Latte'] })).id;
  fx.zucchero = (await api<{ id: number }>('POST', '/ingredienti', { nome: ZUCCHERO, costo_per_unita: 1.1, unita_misura: 'kg', fornitore: 'Zuccheri Banco' })).id;
  fx.nocciole = (
    await api<{ id: number }>('POST', '/ingredienti', {
      nome: NOCCIOLE,
      costo_per_unita: 18,
      unita_misura: 'kg',
      fornitore: 'Piemonte Banco',
      allergeni_contiene: ['Frutta a guscio'],
      allergeni_tracce: ['Arachidi'],
    })
  ).id;
  const categoria = await api<{ id: number }>('POST', '/config/categorie', { nome: `Creme banco ${suffix}`, colore: '#8d6e63' });
  const ricetta = [
    { ingrediente_id: fx.latte, quantita: 700, unita: 'ml' },
    { ingrediente_id: fx.zucchero, quantita: 150, unita: 'g' },
    { ingrediente_id: fx.nocciole, quantita: 100, unita: 'g' },
  ];
  fx.gusto = (await api<{ id: number }>('POST', '/gusti', { nome: GUSTO, categoria_id: categoria.id, colore: '#8d6e63', ingredienti: JSON.stringify(ricetta) })).id;
});
test.describe('ricetta-banco: versione, foglio di pesata, produzione, etichetta, cartello', () => {
  test('admin: recipe v2 compared with v1, weighing sheet printed and recorded with v2, label and allergen sign printed', async ({ page }) => {
    await loginAs(page, 'admin');

    // 1. change the recipe in the browser: 150 g → 180 g of sugar makes version 2
    await openFromMenu(page, 'gusti');
    await expect(page.getByRole('heading', { name: 'Gestione Gusti' })).toBeVisible();
    let dialog = await apriModifica(page);
    await expect(dialog.getByRole('combobox', { name: 'Ingrediente riga 2' })).toHaveValue(String(fx.zucchero));
    await dialog.getByRole('textbox', { name: 'Quantità riga 2' }).fill('180');
    await dialog.getByRole('button', { name: 'Salva Modifiche' }).click();
    await expect(dialog).toBeHidden();
    const versioni = await api<{ numero: number; corrente: boolean }[]>('GET', `/gusti/${fx.gusto}/versioni`);
    expect(versioni.map((v) => [v.numero, v.corrente])).toEqual([[2, true], [1, false]]);

    // 2. Versioni: version 1 against version 2 shows the sugar changed by +30 g, the rest unchanged
    dialog = await apriModifica(page);
    await dialog.getByRole('tab', { name: /Versioni/ }).click();
    await expect(dialog.getByRole('listitem', { name: 'Versione 2', exact: true })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Da', exact: true }).selectOption('1');
    await dialog.getByRole('combobox', { name: 'A', exact: true }).selectOption('2');
    const confronto = dialog.getByRole('table', { name: 'Confronto tra la versione 1 e la versione 2' });
    await expect(confronto).toBeVisible();
    const rigaZucchero = confronto.getByRole('row').filter({ hasText: ZUCCHERO });
    await expect(rigaZucchero).toContainText(/Modificato/, { useInnerText: true });
    await expect(rigaZucchero).toContainText(/\+\s*0,030?\s*kg|\+\s*30\s*g/, { useInnerText: true });
    await expect(confronto.getByRole('row').filter({ hasText: LATTE })).toContainText(/Invariato/, { useInnerText: true });
    await expect(dialog.getByText('1 modificati · 0 aggiunti · 0 rimossi · 2 invariati')).toBeVisible();
    await screenshot(page, 'e2e-ricetta-versioni-1280');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // 3. weighing sheet for 4 trays of 5 l (default overrun), printed
    await page.getByRole('button', { name: `Foglio di pesata ${GUSTO}` }).first().click();
    const foglio = page.getByTestId('foglio-pesata');
    await foglio.getByRole('button', { name: 'Vaschette', exact: true }).click();
    await foglio.getByRole('textbox', { name: 'Vaschette', exact: true }).fill('4');
    await foglio.getByRole('textbox', { name: 'Litri per vaschetta' }).fill('5');
    await foglio.getByRole('button', { name: 'Calcola' }).click();
    await expect(foglio.getByTestId('foglio-risultato')).toBeVisible();
    await expect(foglio.getByText(/Ricetta versione 2/)).toBeVisible();
    await screenshot(page, 'e2e-ricetta-foglio-1280');
    type Foglio = { versione: number; kg_mix: number; cicli: { numero: number; righe: { nome: string; grammi: number | null; quantita: number }[] }[] };
    const atteso = await api<Foglio>('GET', `/gusti/${fx.gusto}/foglio-pesata?vaschette=4&volume_l=5`);
    expect(atteso.versione).toBe(2);
    const foglioPdf = await pdfDaClick(page, /\/api\/gusti\/\d+\/foglio-pesata\?.*formato=pdf/, () => foglio.getByRole('button', { name: 'Stampa' }).click());
    const testoFoglio = await leggiPdf(foglioPdf, 'foglio-pesata');
    expect(testoFoglio).toContain(`Foglio di pesata · ${GUSTO}`);
    expect(testoFoglio).toContain('Ricetta versione 2 · Gelato');
    expect(testoFoglio).toContain('4 vaschette da 5 l');
    const zucchero = atteso.cicli[0]!.righe.find((r) => r.nome === ZUCCHERO)!;
    expect(testoFoglio).toContain(`${ZUCCHERO} ${zucchero.grammi} g`);
    expect(testoFoglio).toMatch(/Frutta a guscio, Latte/);
    expect(testoFoglio).toMatch(/Può contenere tracce di: Arachidi/);

    // 4. "Registra produzione" pre-fills the production screen; recorded at the journey's sales point
    await foglio.getByRole('button', { name: 'Registra produzione' }).click();
    await expect(page.getByRole('heading', { name: 'Registra Produzione', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: /Punto vendita/ }).selectOption({ label: PUNTO });
    await expect(page.getByTestId(`quantita-${fx.gusto}`)).toBeVisible();
    await expect(page.getByTestId(`quantita-${fx.gusto}`)).not.toHaveValue('0,0');
    await page.getByTestId('produzione-submit').click();
    await expect(page.getByTestId('produzione-esito').filter({ hasText: 'Produzione registrata con successo' })).toBeVisible();
    type Produzioni = { produzioni: { gusti: { gusto_id: number; quantita_kg: number; versione_ricetta: number }[] }[] };
    const { produzioni } = await api<Produzioni>('GET', `/produzione?gusto_id=${fx.gusto}&punto_vendita_id=${fx.pv}`);
    expect(produzioni).toHaveLength(1);
    const riga = produzioni[0]!.gusti.find((g) => g.gusto_id === fx.gusto)!;
    expect(riga.versione_ricetta).toBe(2);
    expect(riga.quantita_kg).toBe(Math.round(atteso.kg_mix * 1000) / 1000);

    // 5. the EU label (100×70 mm) from the Etichetta tab
    await openFromMenu(page, 'gusti');
    dialog = await apriModifica(page);
    await dialog.getByRole('tab', { name: /Etichetta/ }).click();
    await expect(dialog.getByRole('region', { name: 'Anteprima etichetta' })).toBeVisible();
    await screenshot(page, 'e2e-ricetta-etichetta-1280');
    const etichettaPdf = await pdfDaClick(page, /\/api\/gusti\/\d+\/etichetta\?.*formato=pdf/, () => dialog.getByRole('button', { name: /Stampa etichetta/ }).click());
    const testoEtichetta = await leggiPdf(etichettaPdf, 'etichetta');
    // the sales name: 'Gelato al …' with the flavour's name in lower case (Reg. 1169/2011 Art. 17)
    expect(testoEtichetta.toLowerCase().replace(/\s+/g, ' ')).toContain(GUSTO.toLowerCase());
    expect(testoEtichetta).toMatch(/Ingredienti/i);
    expect(testoEtichetta.includes(LATTE) || /latte/i.test(testoEtichetta), testoEtichetta).toBe(true);
    expect(testoEtichetta).toMatch(/arachidi/i);
    expect(testoEtichetta).toMatch(/Energia/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // 6. the allergen sign of the sales point: the flavour produced there with its allergens and traces
    await openFromMenu(page, 'punti-vendita');
    const cartello = await pdfDaClick(page, /\/api\/punti-vendita\/\d+\/cartello-allergeni\?.*formato=pdf/, () =>
      page.getByRole('button', { name: `Cartello allergeni di ${PUNTO}` }).first().click(),
    );
    const testoCartello = await leggiPdf(cartello, 'cartello-allergeni');
    expect(testoCartello).toContain(`Allergeni — ${PUNTO}`);
    expect(testoCartello).toMatch(/aggiornato al \d{2}\/\d{2}\/\d{4}/);
    // the name column wraps a long name: its words in order, with the row's icons in between
    expect(testoCartello).toMatch(new RegExp(GUSTO.split(' ').join('[\\s\\S]{1,80}?')));
    expect(testoCartello).toMatch(/Frutta a guscio \(nocciole\), Latte/);
    expect(testoCartello).toMatch(/Arachidi/);
  });
});
