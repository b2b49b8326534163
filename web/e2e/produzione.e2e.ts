import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, loginAs, screenshot } from './browser.js';
import { E2E_USERS } from './users.js';
import { restJson } from './rest.js';

/**
 * Production journey on a fresh database: the admin creates a small catalogue through the REST API,
 * an operatore records one production in each of the three modes (steps and typed quantities; date
 * and sales point stay for the next one) and finds them in the storico (without costs), a manager
 * edits one and deletes another. At 390 px every screen fits the phone: no sideways scroll, step
 * buttons at least 44 px tall, no flavour name cut.
 */
let browser: Browser;
let adminToken = '';
const suffix = Date.now().toString(36);
const GUSTO_A = `Fiordilatte ${suffix}`;
const GUSTO_B = `Fragola ${suffix}`;
/** A long name, as real as possible (no suffix: the database is new), to see that names wrap. */
const GUSTO_LUNGO = 'Cioccolato fondente extra 70%';
const NOTE = { standard: `Nota standard ${suffix}`, touch: `Nota touch ${suffix}`, touch2: `Nota quadrata ${suffix}` };
const TABLET = { width: 1024, height: 768 };
const SCHERMATE = [
  { nome: 'standard', hash: '', titolo: 'Registra Produzione' },
  { nome: 'touch', hash: '#produzione-touch', titolo: 'Produzione Touch' },
  { nome: 'touch2', hash: '#produzione-touch-2', titolo: 'Touch Produzione 2' },
] as const;

const rest = <T>(method: string, path: string, body?: unknown, token = adminToken) => restJson<T>(method, path, body, token);

interface ProduzioneRest {
  id: number;
  note: string | null;
  kg_totale: number;
}

async function produzioniDalServer(): Promise<ProduzioneRest[]> {
  const body = await rest<unknown>('GET', '/produzione?limit=100');
  const rows = Array.isArray(body) ? body : ((body as { produzioni?: unknown; righe?: unknown }).produzioni ?? (body as { righe?: unknown }).righe);
  assert.ok(Array.isArray(rows), 'GET /produzione: lista non trovata');
  return (rows as ProduzioneRest[]).filter((p) => p.note?.endsWith(suffix));
}

before(async () => {
  browser = await launchBrowser();
  ({ token: adminToken } = await rest<{ token: string }>('POST', '/auth/login', { email: E2E_USERS.admin.email, password: E2E_USERS.admin.password }, ''));
  const ingrediente = await rest<{ id: number }>('POST', '/ingredienti', { nome: `Latte ${suffix}`, costo_per_unita: 1.2, unita_misura: 'l', fornitore: 'Centrale del Latte' });
  const categoria = await rest<{ id: number }>('POST', '/config/categorie', { nome: `Creme ${suffix}`, colore: '#f5deb3' });
  for (const [nome, colore, ml] of [[GUSTO_A, '#fffdf0', 1000], [GUSTO_B, '#ff4d6d', 500], [GUSTO_LUNGO, '#3b2314', 800]] as const) {
    await rest('POST', '/gusti', {
      nome,
      categoria_id: categoria.id,
      colore,
      ingredienti: JSON.stringify([{ ingrediente_id: ingrediente.id, quantita: ml, unita: 'ml' }]),
    });
  }
});
after(async () => browser?.close());

const step = (page: Page, label: string, gusto: string) => page.getByRole('button', { name: `${label} kg ${gusto}`, exact: true }).click();

async function registra(page: Page, note: string, totale: string) {
  await page.getByRole('textbox', { name: 'Note' }).fill(note);
  assert.equal(await page.getByTestId('totale-kg').textContent(), `${totale} kg`.replace(/^(\d+) kg$/, '$1,0 kg'));
  await page.getByTestId('produzione-submit').click();
  // the outcome is shown inside the submit bar, where the button was pressed
  await page.getByTestId('barra-invio').getByText(`Produzione registrata con successo! Totale: ${totale} kg`).waitFor();
  assert.ok(await page.getByTestId('produzione-esito').isVisible());
  // the lines reset; date and sales point stay for the next production
  assert.equal(await page.getByTestId('totale-kg').textContent(), '0,0 kg');
  assert.ok(await page.getByTestId('produzione-submit').isDisabled());
  assert.equal(await page.getByLabel(/Data/).inputValue(), new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }));
  assert.equal(await puntoVenditaScelto(page), 'Gelateria E2E');
}

const puntoVenditaScelto = (page: Page) => page.getByRole('combobox', { name: /Punto vendita/ }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent);

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
  await page.goto(`${BASE_URL}/produzione${hash}`);
  await page.getByRole('heading', { name: titolo, level: 1 }).waitFor();
  await page.getByText(GUSTO_LUNGO).waitFor();
}

/** In the storico table a record is two rows: its values, then the line of its flavours and note. */
const gustiRiga = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const riga = (page: Page, text: string) => gustiRiga(page, text).locator('xpath=preceding-sibling::tr[1]');

describe('produzione', () => {
  it('an operatore records a production in each of the three modes', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await loginAs(page, 'operatore');
    await page.goto(`${BASE_URL}/produzione`);
    await page.getByText(GUSTO_A).waitFor();
    // the only sales point is selected for the user
    assert.equal(await page.getByRole('combobox', { name: /Punto vendita/ }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent), 'Gelateria E2E');
    assert.ok(await page.getByTestId('produzione-submit').isDisabled());
    assert.ok(await page.getByRole('button', { name: `-0,5 kg ${GUSTO_A}`, exact: true }).isDisabled());
    await step(page, '+2', GUSTO_A);
    // a quantity typed by hand, with a comma, on the numeric keypad
    const campoB = page.getByRole('textbox', { name: `Kg ${GUSTO_B}` });
    assert.equal(await campoB.getAttribute('inputmode'), 'decimal');
    await campoB.fill('0,5');
    await campoB.blur();
    assert.equal(await campoB.inputValue(), '0,5');
    await screenshot(page, 'e2e-produzione-standard-1024');
    await registra(page, NOTE.standard, '2,5');

    await page.getByRole('button', { name: /Modalità Touch/ }).click();
    await page.getByRole('heading', { name: 'Produzione Touch' }).waitFor();
    assert.match(page.url(), /#produzione-touch$/);
    await step(page, '+5', GUSTO_A);
    await step(page, '+1', GUSTO_B);
    await step(page, '-0,5', GUSTO_B);
    await screenshot(page, 'e2e-produzione-touch-1024');
    await registra(page, NOTE.touch, '5,5');

    await page.getByRole('button', { name: /Torna a Registra Produzione/ }).click();
    await page.getByRole('button', { name: /Touch 2/ }).click();
    await page.getByRole('heading', { name: 'Touch Produzione 2' }).waitFor();
    assert.match(page.url(), /#produzione-touch-2$/);
    await page.getByRole('textbox', { name: 'Note' }).fill('x'.repeat(250));
    assert.equal((await page.getByRole('textbox', { name: 'Note' }).inputValue()).length, 200);
    await step(page, '+2', GUSTO_A);
    await step(page, '+1', GUSTO_B);
    await screenshot(page, 'e2e-produzione-touch2-1024');
    await registra(page, NOTE.touch2, '3');
    await page.close();

    const saved = await produzioniDalServer();
    assert.deepEqual(saved.map((p) => p.kg_totale).sort(), [2.5, 3, 5.5]);
  });

  it('at 390 px each screen fits the phone: no sideways scroll, 44 px steps, no name cut', async () => {
    const page = await browser.newPage({ viewport: PHONE, hasTouch: true });
    await loginAs(page, 'operatore');
    for (const { nome, hash, titolo } of SCHERMATE) {
      await apriSchermata(page, hash, titolo);
      await page.getByRole('textbox', { name: `Kg ${GUSTO_LUNGO}` }).fill('3,5');
      await page.getByRole('textbox', { name: `Kg ${GUSTO_LUNGO}` }).blur();
      const m = await misure(page);
      assert.ok(m.scrollWidth <= m.innerWidth, `${nome}: scroll laterale (${m.scrollWidth} > ${m.innerWidth})`);
      assert.ok(m.steps.length > 0 && Math.min(...m.steps) >= 44, `${nome}: pulsanti di ${Math.min(...m.steps)} px`);
      assert.ok(m.nomi.some((n) => n.nome === GUSTO_LUNGO), `${nome}: ${GUSTO_LUNGO} non trovato`);
      assert.deepEqual(m.nomi.filter((n) => n.taglio), [], `${nome}: nomi tagliati`);
      await page.getByText(GUSTO_LUNGO).scrollIntoViewIfNeeded();
      await screenshot(page, `e2e-produzione-${nome}-390`);
      await page.getByTestId('produzione-submit').click();
      // the outcome in the sticky bar, in view
      await page.getByTestId('barra-invio').getByText('Produzione registrata con successo! Totale: 3,5 kg').waitFor();
      assert.ok(await page.getByTestId('produzione-esito').isVisible());
    }
    await page.close();
  });

  it('at 1024 and 1280 px: every screen, and on the standard one a flavour row on one line from 1280', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await loginAs(page, 'operatore');
    for (const viewport of [TABLET, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const { nome, hash, titolo } of SCHERMATE) {
        await apriSchermata(page, hash, titolo);
        const m = await misure(page);
        assert.ok(m.scrollWidth <= m.innerWidth, `${nome} ${viewport.width}: scroll laterale`);
        assert.deepEqual(m.nomi.filter((n) => n.taglio), [], `${nome} ${viewport.width}: nomi tagliati`);
        if (nome === 'standard') {
          // one line: name, minus steps, kg, plus steps side by side (a long name may wrap inside it)
          const righe = await page.locator('[data-testid^="gusto-"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
          assert.ok(Math.max(...righe) <= 64, `righe alte ${Math.max(...righe)} px a ${viewport.width}`);
        }
        await screenshot(page, `e2e-produzione-${nome}-${viewport.width}`);
      }
    }
    await page.close();
  });

  it('the operatore finds them in the storico, without costs, edit or delete', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await loginAs(page, 'operatore');
    await page.goto(`${BASE_URL}/storico-produzione`);
    for (const note of Object.values(NOTE)) await gustiRiga(page, note.slice(0, 30)).first().waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    assert.ok(!headers.some((h) => h.includes('Costo')), `intestazioni: ${headers.join(', ')}`);
    assert.equal(await page.getByRole('button', { name: 'Modifica' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Elimina' }).count(), 0);
    assert.equal(await page.getByText('€').count(), 0);
    assert.ok(await gustiRiga(page, NOTE.standard).getByText(`${GUSTO_A} 2 kg`).isVisible());
    // flavours and note take the table's whole width: two flavours on one line under the record
    const gustiENote = gustiRiga(page, NOTE.standard).getByTestId('gusti-e-note');
    assert.ok((await gustiENote.boundingBox())!.height <= 24, 'gusti e note su più righe');
    await screenshot(page, 'e2e-storico-operatore-1280');

    await page.setViewportSize(PHONE);
    await page.getByTestId('produzione-card').first().waitFor();
    // the filters fold behind one button: the first record is in the first screen
    assert.equal(await page.getByRole('button', { name: 'Filtri' }).getAttribute('aria-expanded'), 'false');
    const prima = (await page.getByTestId('produzione-card').first().boundingBox())!;
    assert.ok(prima.y + 40 < PHONE.height, `prima scheda a ${prima.y} px`);
    const m = await misure(page);
    assert.ok(m.scrollWidth <= m.innerWidth, 'storico: scroll laterale a 390 px');
    await screenshot(page, 'e2e-storico-operatore-390');
    await page.close();
  });

  it('a manager edits one production and deletes another', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await loginAs(page, 'manager');
    await page.goto(`${BASE_URL}/storico-produzione`);
    await gustiRiga(page, NOTE.touch).waitFor();
    assert.ok((await page.getByRole('columnheader').allTextContents()).some((h) => h.includes('Costo Totale')));

    // edit: 5 -> 6 kg of A, so 6.5 kg in total
    await riga(page, NOTE.touch).getByRole('button', { name: 'Modifica' }).click();
    const dialog = page.getByTestId('modifica-produzione');
    await dialog.waitFor();
    await dialog.getByText('Kg Totali: 5,50').waitFor();
    await dialog.getByText(/Costo Totale: € \d/).waitFor();
    const picker = dialog.getByRole('combobox', { name: 'Aggiungi gusto' });
    const options = await picker.locator('option').allTextContents();
    assert.ok(!options.some((o) => o.startsWith(GUSTO_A)), 'un gusto già presente non si può aggiungere');
    await dialog.getByRole('spinbutton', { name: `Kg ${GUSTO_A}` }).fill('6');
    await dialog.getByText('Kg Totali: 6,50').waitFor();
    await screenshot(page, 'e2e-storico-modifica-1280');
    await dialog.getByRole('button', { name: 'Salva Modifiche' }).click();
    await dialog.waitFor({ state: 'detached' });
    await riga(page, NOTE.touch).getByText('6,50 kg').waitFor();

    // delete, after the confirmation
    await riga(page, NOTE.standard).getByRole('button', { name: 'Elimina' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Sei sicuro di voler eliminare questo record di produzione?').waitFor();
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await gustiRiga(page, NOTE.standard).waitFor({ state: 'detached' });
    await screenshot(page, 'e2e-storico-manager-1280');
    await page.close();

    const saved = await produzioniDalServer();
    assert.equal(saved.length, 2);
    assert.equal(saved.find((p) => p.note === NOTE.touch)?.kg_totale, 6.5);
    assert.ok(!saved.some((p) => p.note === NOTE.standard));
  });
});
