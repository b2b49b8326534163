import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, TABLET, expect, loginAs, screenshot, test } from './fixtures.js';
import type { Rest } from './rest.js';

/**
 * Production journey on a fresh database: the admin creates a small catalogue through the REST API,
 * an operatore records one production in each of the three modes (steps and typed quantities; date
 * and sales point stay for the next one) and finds them in the storico (without costs), a manager
 * edits one and deletes another. At 390 px every screen fits the phone: no sideways scroll, step
 * buttons at least 44 px tall, no flavour name cut.
 */
let client: Rest;
let adminToken = '';
const suffix = Date.now().toString(36);
const GUSTO_A = `Fiordilatte ${suffix}`;
const GUSTO_B = `Fragola ${suffix}`;
/** A long name, as real as possible (no suffix: the database is new), to see that names wrap. */
const GUSTO_LUNGO = 'Cioccolato fondente extra 70%';
const NOTE = { standard: `Nota standard ${suffix}`, touch: `Nota touch ${suffix}`, touch2: `Nota quadrata ${suffix}` };
const SCHERMATE = [
  { nome: 'standard', hash: '', titolo: 'Registra Produzione' },
  { nome: 'touch', hash: '#produzione-touch', titolo: 'Produzione Touch' },
  { nome: 'touch2', hash: '#produzione-touch-2', titolo: 'Touch Produzione 2' },
] as const;

const rest = <T>(method: string, path: string, body?: unknown, token = adminToken) => client.json<T>(method, path, body, token);

interface ProduzioneRest {
  id: number;
  note: string | null;
  kg_totale: number;
}

async function produzioniDalServer(): Promise<ProduzioneRest[]> {
  const body = await rest<unknown>('GET', '/produzione?limit=100');
  const rows = Array.isArray(body) ? body : ((body as { produzioni?: unknown; righe?: unknown }).produzioni ?? (body as { righe?: unknown }).righe);
  expect(Array.isArray(rows), 'GET /produzione: lista non trovata').toBe(true);
  return (rows as ProduzioneRest[]).filter((p) => p.note?.endsWith(suffix));
}

// the storico and the manager's edits read the productions recorded by the first test: in order, retried together
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ rest: r }) => {
  client = r;
  adminToken = await r.login('admin');
  const ingrediente = await rest<{ id: number }>('POST', '/ingredienti', { nome: `Latte ${suffix}`, costo_per_unita: 1.2, unita_misura: 'l', fornitore: 'Centrale del Latte' });
  const categoria = await rest<{ id: number }>('POST', '/config/categorie', { nome: `Creme ${suffix}`, colore: '#f5deb3' });
  // a retry (CI retries a failed journey once) runs this again on the same database: the long name, which has
  // no suffix, is already there, and a second one would make the screens show it twice
  const esistenti = new Set((await rest<{ nome: string }[]>('GET', '/gusti')).map((g) => g.nome));
  for (const [nome, colore, ml] of [[GUSTO_A, '#fffdf0', 1000], [GUSTO_B, '#ff4d6d', 500], [GUSTO_LUNGO, '#3b2314', 800]] as const) {
    if (esistenti.has(nome)) continue;
    await rest('POST', '/gusti', {
      nome,
      categoria_id: categoria.id,
      colore,
      ingredienti: JSON.stringify([{ ingrediente_id: ingrediente.id, quantita: ml, unita: 'ml' }]),
    });
  }
});

const step = (page: Page, label: string, gusto: string) => page.getByRole('button', { name: `${label} kg ${gusto}`, exact: true }).click();

async function registra(page: Page, note: string, totale: string) {
  await page.getByRole('textbox', { name: 'Note' }).fill(note);
  await expect(page.getByTestId('totale-kg')).toHaveText(`${totale} kg`.replace(/^(\d+) kg$/, '$1,0 kg'));
  await page.getByTestId('produzione-submit').click();
  // the outcome is shown inside the submit bar, where the button was pressed
  await expect(page.getByTestId('barra-invio').getByText(`Produzione registrata con successo! Totale: ${totale} kg`)).toBeVisible();
  await expect(page.getByTestId('produzione-esito')).toBeVisible();
  // the lines reset; date and sales point stay for the next production
  await expect(page.getByTestId('totale-kg')).toHaveText('0,0 kg');
  await expect(page.getByTestId('produzione-submit')).toBeDisabled();
  await expect(page.getByLabel(/Data/)).toHaveValue(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }));
  await expect(puntoVendita(page).locator('option:checked')).toHaveText('Gelateria E2E');
}

const puntoVendita = (page: Page) => page.getByRole('combobox', { name: /Punto vendita/ });

/** What does not fit a phone: sideways scroll, step buttons under 44 px, flavour names cut by their box. */
function misure(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
    steps: Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="gusto-"] button[aria-label*=" kg "]')).map((b) => b.getBoundingClientRect().height),
    nomi: Array.from(document.querySelectorAll<HTMLElement>('[data-testid="nome-gusto"]')).map((n) => ({ nome: n.textContent, taglio: n.scrollWidth > n.clientWidth })),
  }));
}

async function apriSchermata(page: Page, hash: string, titolo: string) {
  await page.goto(`/produzione${hash}`);
  await expect(page.getByRole('heading', { name: titolo, level: 1 })).toBeVisible();
  await expect(page.getByText(GUSTO_LUNGO)).toBeVisible();
}

/** In the storico table a record is two rows: its values, then the line of its flavours and note. */
const gustiRiga = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const riga = (page: Page, text: string) => gustiRiga(page, text).locator('xpath=preceding-sibling::tr[1]');

test.describe('produzione', () => {
  test('an operatore records a production in each of the three modes', async ({ newPage }) => {
    const page = await newPage({ viewport: TABLET });
    await loginAs(page, 'operatore');
    await page.goto('/produzione');
    await expect(page.getByText(GUSTO_A)).toBeVisible();
    // the only sales point is selected for the user
    await expect(puntoVendita(page).locator('option:checked')).toHaveText('Gelateria E2E');
    await expect(page.getByTestId('produzione-submit')).toBeDisabled();
    await expect(page.getByRole('button', { name: `-0,5 kg ${GUSTO_A}`, exact: true })).toBeDisabled();
    await step(page, '+2', GUSTO_A);
    // a quantity typed by hand, with a comma, on the numeric keypad
    const campoB = page.getByRole('textbox', { name: `Kg ${GUSTO_B}` });
    await expect(campoB).toHaveAttribute('inputmode', 'decimal');
    await campoB.fill('0,5');
    await campoB.blur();
    await expect(campoB).toHaveValue('0,5');
    await screenshot(page, 'e2e-produzione-standard-1024');
    await registra(page, NOTE.standard, '2,5');

    await page.getByRole('button', { name: /Modalità Touch/ }).click();
    await expect(page.getByRole('heading', { name: 'Produzione Touch' })).toBeVisible();
    await expect(page).toHaveURL(/#produzione-touch$/);
    await step(page, '+5', GUSTO_A);
    await step(page, '+1', GUSTO_B);
    await step(page, '-0,5', GUSTO_B);
    await screenshot(page, 'e2e-produzione-touch-1024');
    await registra(page, NOTE.touch, '5,5');

    await page.getByRole('button', { name: /Torna a Registra Produzione/ }).click();
    await page.getByRole('button', { name: /Touch 2/ }).click();
    await expect(page.getByRole('heading', { name: 'Touch Produzione 2' })).toBeVisible();
    await expect(page).toHaveURL(/#produzione-touch-2$/);
    await page.getByRole('textbox', { name: 'Note' }).fill('x'.repeat(250));
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('x'.repeat(200));
    await step(page, '+2', GUSTO_A);
    await step(page, '+1', GUSTO_B);
    await screenshot(page, 'e2e-produzione-touch2-1024');
    await registra(page, NOTE.touch2, '3');

    const saved = await produzioniDalServer();
    expect(saved.map((p) => p.kg_totale).sort()).toEqual([2.5, 3, 5.5]);
  });

  test('at 390 px each screen fits the phone: no sideways scroll, 44 px steps, no name cut', async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE, hasTouch: true });
    await loginAs(page, 'operatore');
    for (const { nome, hash, titolo } of SCHERMATE) {
      await apriSchermata(page, hash, titolo);
      await page.getByRole('textbox', { name: `Kg ${GUSTO_LUNGO}` }).fill('3,5');
      await page.getByRole('textbox', { name: `Kg ${GUSTO_LUNGO}` }).blur();
      const m = await misure(page);
      expect(m.scrollWidth, `${nome}: scroll laterale (${m.scrollWidth} > ${m.innerWidth})`).toBeLessThanOrEqual(m.innerWidth);
      expect(m.steps.length).toBeGreaterThan(0);
      expect(Math.min(...m.steps), `${nome}: pulsanti di ${Math.min(...m.steps)} px`).toBeGreaterThanOrEqual(44);
      expect(m.nomi.some((n) => n.nome === GUSTO_LUNGO), `${nome}: ${GUSTO_LUNGO} non trovato`).toBe(true);
      expect(m.nomi.filter((n) => n.taglio), `${nome}: nomi tagliati`).toEqual([]);
      await page.getByText(GUSTO_LUNGO).scrollIntoViewIfNeeded();
      await screenshot(page, `e2e-produzione-${nome}-390`);
      await page.getByTestId('produzione-submit').click();
      // the outcome in the sticky bar, in view
      await expect(page.getByTestId('barra-invio').getByText('Produzione registrata con successo! Totale: 3,5 kg')).toBeVisible();
      await expect(page.getByTestId('produzione-esito')).toBeVisible();
    }
  });

  test('at 1024 and 1280 px: every screen, and on the standard one a flavour row on one line from 1280', async ({ page }) => {
    await loginAs(page, 'operatore');
    for (const viewport of [TABLET, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const { nome, hash, titolo } of SCHERMATE) {
        await apriSchermata(page, hash, titolo);
        const m = await misure(page);
        expect(m.scrollWidth, `${nome} ${viewport.width}: scroll laterale`).toBeLessThanOrEqual(m.innerWidth);
        expect(m.nomi.filter((n) => n.taglio), `${nome} ${viewport.width}: nomi tagliati`).toEqual([]);
        if (nome === 'standard') {
          // one line: name, minus steps, kg, plus steps side by side (a long name may wrap inside it). This
          // journey's rows only: other journeys' flavours share the screen, and their names are theirs
          const righe = await page
            .locator('[data-testid^="gusto-"]')
            .evaluateAll((els, nomi) => els.filter((e) => nomi.some((n) => e.textContent?.includes(n))).map((e) => e.getBoundingClientRect().height), [GUSTO_A, GUSTO_B, GUSTO_LUNGO]);
          expect(righe).toHaveLength(3);
          expect(Math.max(...righe), `righe alte ${Math.max(...righe)} px a ${viewport.width}`).toBeLessThanOrEqual(64);
        }
        await screenshot(page, `e2e-produzione-${nome}-${viewport.width}`);
      }
    }
  });

  test('the operatore finds them in the storico, without costs, edit or delete', async ({ page }) => {
    await loginAs(page, 'operatore');
    await page.goto('/storico-produzione');
    for (const note of Object.values(NOTE)) await expect(gustiRiga(page, note.slice(0, 30)).first()).toBeVisible();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers.some((h) => h.includes('Costo')), `intestazioni: ${headers.join(', ')}`).toBe(false);
    await expect(page.getByRole('button', { name: 'Modifica' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
    await expect(page.getByText('€')).toHaveCount(0);
    await expect(gustiRiga(page, NOTE.standard).getByText(`${GUSTO_A} 2 kg`)).toBeVisible();
    // flavours and note take the table's whole width: two flavours on one line under the record
    const gustiENote = gustiRiga(page, NOTE.standard).getByTestId('gusti-e-note');
    expect((await gustiENote.boundingBox())!.height, 'gusti e note su più righe').toBeLessThanOrEqual(24);
    await screenshot(page, 'e2e-storico-operatore-1280');

    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('produzione-card').first()).toBeVisible();
    // the filters fold behind one button: the first record is in the first screen
    await expect(page.getByRole('button', { name: 'Filtri' })).toHaveAttribute('aria-expanded', 'false');
    const prima = (await page.getByTestId('produzione-card').first().boundingBox())!;
    expect(prima.y + 40, `prima scheda a ${prima.y} px`).toBeLessThan(PHONE.height);
    const m = await misure(page);
    expect(m.scrollWidth, 'storico: scroll laterale a 390 px').toBeLessThanOrEqual(m.innerWidth);
    await screenshot(page, 'e2e-storico-operatore-390');
  });

  test('a manager edits one production and deletes another', async ({ page }) => {
    await loginAs(page, 'manager');
    await page.goto('/storico-produzione');
    await expect(gustiRiga(page, NOTE.touch)).toBeVisible();
    await expect(page.getByRole('columnheader').filter({ hasText: 'Costo Totale' }).first()).toBeVisible();

    // edit: 5 -> 6 kg of A, so 6.5 kg in total
    await riga(page, NOTE.touch).getByRole('button', { name: 'Modifica' }).click();
    const dialog = page.getByTestId('modifica-produzione');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Kg Totali: 5,50')).toBeVisible();
    await expect(dialog.getByText(/Costo Totale: € \d/)).toBeVisible();
    const picker = dialog.getByRole('combobox', { name: 'Aggiungi gusto' });
    const options = await picker.locator('option').allTextContents();
    expect(options.some((o) => o.startsWith(GUSTO_A)), 'un gusto già presente non si può aggiungere').toBe(false);
    await dialog.getByRole('textbox', { name: `Kg ${GUSTO_A}` }).fill('6');
    await expect(dialog.getByText('Kg Totali: 6,50')).toBeVisible();
    await screenshot(page, 'e2e-storico-modifica-1280');
    await dialog.getByRole('button', { name: 'Salva Modifiche' }).click();
    await expect(dialog).not.toBeAttached();
    await expect(riga(page, NOTE.touch).getByText('6,50 kg')).toBeVisible();

    // delete, after the confirmation
    await riga(page, NOTE.standard).getByRole('button', { name: 'Elimina' }).click();
    const confirm = page.getByRole('alertdialog');
    // the spec's sentence, then the record it names (issue 34 item 25)
    await expect(confirm.getByText(/^Sei sicuro di voler eliminare questo record di produzione\? \d{2}\/\d{2}\/\d{4}, .+, \d+(,\d+)? kg$/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    // the server's answer first: a row can also vanish for a moment while the list reloads after the edit
    await expect(page.getByText('Record di produzione eliminato con successo')).toBeVisible();
    await expect(gustiRiga(page, NOTE.standard)).not.toBeAttached();
    await screenshot(page, 'e2e-storico-manager-1280');

    const saved = await produzioniDalServer();
    expect(saved).toHaveLength(2);
    expect(saved.find((p) => p.note === NOTE.touch)?.kg_totale).toBe(6.5);
    expect(saved.some((p) => p.note === NOTE.standard)).toBe(false);
  });

  test('a production just recorded is shown first and highlighted when the storico opens', async ({ page }) => {
    // the note does not end with the suffix: the other tests count only their own productions
    const nota = `Evidenza ${suffix} nello storico`;
    await loginAs(page, 'operatore');
    await apriSchermata(page, '', 'Registra Produzione');
    await step(page, '+2', GUSTO_B);
    await registra(page, nota, '2');
    // then the user opens the storico from the menu (issue 34 item 25)
    await page.locator('nav [data-page-key="storico-produzione"]').first().click();
    const nuova = riga(page, nota);
    await expect(nuova).toHaveAttribute('data-creato', 'true');
    await expect(nuova.getByText('Nuovo')).toBeVisible();
    await expect(page.getByText('Nuovo', { exact: true })).toHaveCount(1);
    // newest recorded first: the new one is the first record
    await expect(page.getByTestId('gusti-e-note').first()).toContainText(nota);
    await screenshot(page, 'e2e-storico-evidenza-1280');
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('produzione-card').first()).toHaveAttribute('data-creato', 'true');
    await expect(page.getByTestId('produzione-card').first()).toContainText('Nuovo');
    await screenshot(page, 'e2e-storico-evidenza-390');
  });
});
