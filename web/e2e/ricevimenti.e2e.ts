import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, TABLET, expect, loginAs, screenshot, test, viewportShot } from './fixtures.js';
import type { Rest } from './rest.js';

/**
 * Stock journey (issue 30), as the admin on a fresh database: a new supplier on Fornitori (the server's
 * P.IVA check-digit error shown under the field, then corrected), a delivery note typed by hand on
 * Ricevimenti, then a supplier's FatturaPA invoice (fixtures/IT04567890365_00318.xml, FPR12: two goods
 * lines and a transport fee) imported into a draft: both lines are matched to an ingredient once (litres
 * convert by themselves, the carton of 6 × 1 kg is typed), two lots with expiry typed, the receipt
 * confirmed and listed; the same invoice again is refused (409) in Italian. The hazelnut's price history
 * shows both prices and the weighted average computed by hand; a production of a flavour using it
 * consumes the first-expiring lot. Screenshots of every screen at 1280, 1024 and 390 px.
 */
let client: Rest;
let adminToken = '';
const suffix = Date.now().toString(36);
const LATTE = `Latte intero ${suffix}`;
const NOCCIOLE = `Nocciole Piemonte ${suffix}`;
const GUSTO = `Nocciola ${suffix}`;
const FORNITORE = `Torrefazione Langhe ${suffix}`;
const FATTURA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'IT04567890365_00318.xml');
/** The invoice's number made unique for this run (a retried journey would otherwise meet its own 409). */
const NUMERO_FATTURA = `318/E-${suffix}`;
const DDT = `DDT 77/${suffix}`;

/** A P.IVA with its check digit (odd positions as they are, even ones doubled less 9 above 9). */
function partitaIva(base10: string): string {
  let somma = 0;
  for (let i = 0; i < 10; i++) {
    const c = Number(base10[i]);
    somma += i % 2 === 0 ? c : c * 2 > 9 ? c * 2 - 9 : c * 2;
  }
  return base10 + String((10 - (somma % 10)) % 10);
}
const PIVA = partitaIva(`${String(Date.now()).slice(-7)}004`);
const PIVA_SBAGLIATA = PIVA.slice(0, 10) + String((Number(PIVA[10]) + 1) % 10);

/** aaaa-mm-gg, `giorni` from today. */
const traGiorni = (giorni: number) => new Date(Date.now() + giorni * 86_400_000).toISOString().slice(0, 10);
const SCADENZA_DDT = traGiorni(40);
const SCADENZA_LATTE = traGiorni(6);
const SCADENZA_NOCCIOLE = traGiorni(90);

interface Giacenza {
  nome: string;
  giacenza: number;
  lotti: { lotto: string; scadenza: string | null; giacenza: number }[];
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ rest }) => {
  client = rest;
  adminToken = await rest.login('admin');
  const crea = (body: unknown) => client.json<{ id: number }>('POST', '/ingredienti', body, adminToken);
  const latte = await crea({ nome: LATTE, costo_per_unita: 1, unita_misura: 'l', fornitore: 'Centrale del Latte', calorie: 64, pac: 5, pod: 1 });
  const nocciole = await crea({ nome: NOCCIOLE, costo_per_unita: 20, unita_misura: 'kg', fornitore: 'Cooperativa Nocciole Alta Langa', calorie: 650, pac: 0, pod: 0 });
  const categoria = await client.json<{ id: number }>('POST', '/config/categorie', { nome: `Creme ${suffix}`, colore: '#c8a165' }, adminToken);
  await client.json('POST', '/gusti', {
    nome: GUSTO,
    categoria_id: categoria.id,
    colore: '#b07d48',
    ingredienti: JSON.stringify([
      { ingrediente_id: latte.id, quantita: 850, unita: 'ml' },
      { ingrediente_id: nocciole.id, quantita: 150, unita: 'g' },
    ]),
  }, adminToken);
});

async function apriDalMenu(page: Page, key: 'fornitori' | 'ricevimenti' | 'ingredienti', titolo: string) {
  await page.locator(`nav [data-page-key="${key}"]`).first().click();
  await page.waitForURL(new RegExp(`/${key}$`));
  await expect(page.getByRole('heading', { name: titolo, level: 1 })).toBeVisible();
}

/** The screen at the three widths (full page), back to the desktop; nothing wider than the phone. */
async function treLarghezze(page: Page, nome: string) {
  for (const [larghezza, viewport] of [['390', PHONE], ['1024', TABLET], ['1280', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    // laid out at the new width: the window has it, and two frames have been drawn since
    await page.waitForFunction((w) => window.innerWidth === w, viewport.width);
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    if (larghezza === '390') {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
      expect(scrollWidth, `${nome} a 390 px: scorrimento orizzontale`).toBeLessThanOrEqual(innerWidth);
    }
    await screenshot(page, `e2e-${nome}-${larghezza}`);
  }
}

const riga = (page: Page, n: number) => page.getByTestId('riga-ricevimento').nth(n);

test.describe('ricevimenti: dalla fattura del fornitore alla produzione', () => {
  test('admin: supplier, delivery note, invoice import with mapping and lots, price history, production', async ({ page }) => {
    await loginAs(page, 'admin');

    // --- Fornitori: the check digit is the server's, shown under the field
    await apriDalMenu(page, 'fornitori', 'Gestione Fornitori');
    await page.getByRole('button', { name: /Nuovo Fornitore/ }).click();
    const form = page.getByTestId('fornitore-form');
    await form.getByRole('textbox', { name: /Ragione sociale/ }).fill(FORNITORE);
    await form.getByRole('textbox', { name: /Partita IVA/ }).fill(PIVA_SBAGLIATA);
    await form.getByRole('textbox', { name: /E-mail/ }).fill('ordini@torrefazionelanghe.it');
    await form.getByRole('textbox', { name: /Telefono/ }).fill('+39 0173 441122');
    await form.getByRole('button', { name: 'Crea Fornitore' }).click();
    await expect(form.getByText(/Partita IVA non valida: servono 11 cifre e la cifra di controllo/)).toBeVisible();
    await viewportShot(page, 'e2e-fornitori-partita-iva-1280');
    await form.getByRole('textbox', { name: /Partita IVA/ }).fill(`IT ${PIVA}`);
    await form.getByRole('button', { name: 'Crea Fornitore' }).click();
    await expect(form).toBeHidden();
    const rigaFornitore = page.getByRole('row').filter({ hasText: FORNITORE });
    await expect(rigaFornitore).toContainText(PIVA);
    await treLarghezze(page, 'fornitori');

    // --- Ricevimenti: a delivery note typed by hand (hazelnuts at 21,50 €/kg)
    await apriDalMenu(page, 'ricevimenti', 'Ricevimenti Merce');
    await page.getByRole('button', { name: /Nuovo ricevimento/ }).click();
    const editor = page.getByTestId('ricevimento-editor');
    await editor.getByRole('combobox', { name: 'Fornitore' }).selectOption({ label: FORNITORE });
    await editor.getByLabel('Data del ricevimento').fill('2026-10-15');
    await editor.getByRole('textbox', { name: 'Numero documento' }).fill(DDT);
    await editor.getByRole('button', { name: 'Registra ricevimento' }).click();
    // nothing typed on the line: the editor says what is missing
    await expect(riga(page, 0).getByText("Scegli l'ingrediente", { exact: true })).toBeVisible();
    await riga(page, 0).getByRole('combobox', { name: 'Ingrediente della riga 1' }).selectOption({ label: `${NOCCIOLE} (kg)` });
    await riga(page, 0).getByRole('textbox', { name: 'Quantità della riga 1' }).fill('5');
    await riga(page, 0).getByRole('textbox', { name: 'Prezzo della riga 1' }).fill('21,50');
    await riga(page, 0).getByRole('textbox', { name: 'Lotto della riga 1' }).fill('NOC-2610');
    await riga(page, 0).getByLabel('Scadenza della riga 1').fill(SCADENZA_DDT);
    await riga(page, 0).getByRole('textbox', { name: 'Temperatura della riga 1' }).fill('18');
    await treLarghezze(page, 'ricevimento-manuale');
    await editor.getByRole('button', { name: 'Registra ricevimento' }).click();
    await expect(page.getByText(`Ricevimento n. ${DDT} di ${FORNITORE} registrato`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: DDT })).toContainText('€ 107,50', { useInnerText: true });

    // --- the supplier's electronic invoice: a draft, both lines matched once, two lots typed
    const xml = readFileSync(FATTURA, 'utf8').replace('<Numero>318/E</Numero>', `<Numero>${NUMERO_FATTURA}</Numero>`);
    const file = { name: 'IT04567890365_00318.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) };
    await page.getByTestId('file-fattura').setInputFiles(file);
    await expect(editor.getByRole('heading', { name: `Fattura n. ${NUMERO_FATTURA} del 20/11/2026` })).toBeVisible();
    await expect(page.getByTestId('avviso-fattura')).toContainText('Ingrosso Alimentare Emiliano S.r.l.');
    await expect(page.getByTestId('avviso-fattura')).toContainText('2 righe da abbinare');
    await expect(page.getByTestId('righe-escluse')).toContainText('Contributo trasporto refrigerato');
    await expect(riga(page, 0)).toContainText('Latte intero fresco pastorizzato 1 L');
    await expect(riga(page, 0)).toContainText('Da abbinare');
    await treLarghezze(page, 'fattura-bozza');

    // litres to an ingredient in litres: the conversion is standard
    await riga(page, 0).getByRole('combobox', { name: 'Ingrediente della riga 1' }).selectOption({ label: `${LATTE} (l)` });
    await expect(riga(page, 0).getByRole('textbox', { name: 'Conversione della riga 1' })).toHaveValue('1');
    await expect(riga(page, 0)).toContainText('Ricevuti 60 l a € 1,05/l', { useInnerText: true });
    await riga(page, 0).getByRole('textbox', { name: 'Lotto della riga 1' }).fill('LAT-2011');
    await riga(page, 0).getByLabel('Scadenza della riga 1').fill(SCADENZA_LATTE);
    await riga(page, 0).getByRole('textbox', { name: 'Temperatura della riga 1' }).fill('3,5');
    // a carton has no standard size: 6 kg typed once
    await riga(page, 1).getByRole('combobox', { name: 'Ingrediente della riga 2' }).selectOption({ label: `${NOCCIOLE} (kg)` });
    await expect(riga(page, 1).getByRole('textbox', { name: 'Conversione della riga 2' })).toHaveValue('');
    await editor.getByRole('button', { name: 'Conferma ricevimento' }).click();
    await expect(riga(page, 1).getByText("Quante unità dell'ingrediente in una unità della fattura")).toBeVisible();
    await riga(page, 1).getByRole('textbox', { name: 'Conversione della riga 2' }).fill('6');
    await expect(riga(page, 1)).toContainText('Ricevuti 12 kg a € 23,00/kg', { useInnerText: true });
    await riga(page, 1).getByRole('textbox', { name: 'Lotto della riga 2' }).fill('NOC-2011');
    await riga(page, 1).getByLabel('Scadenza della riga 2').fill(SCADENZA_NOCCIOLE);
    await treLarghezze(page, 'fattura-abbinata');
    await editor.getByRole('button', { name: 'Conferma ricevimento' }).click();
    await expect(page.getByText(`Ricevimento n. ${NUMERO_FATTURA} di Ingrosso Alimentare Emiliano S.r.l. registrato`)).toBeVisible();
    const rigaFattura = page.getByRole('row').filter({ hasText: NUMERO_FATTURA });
    // 60 l × 1,05 + 12 kg × 23,00 (the transport fee is no goods)
    await expect(rigaFattura).toContainText('€ 339,00', { useInnerText: true });
    await expect(rigaFattura).toContainText('Fattura elettronica');
    await rigaFattura.getByRole('button', { name: `Dettaglio del documento ${NUMERO_FATTURA}` }).click();
    const dettaglio = page.getByRole('dialog');
    await expect(dettaglio.getByRole('row').filter({ hasText: 'NOC-2011' })).toContainText('12 kg');
    await expect(dettaglio.getByRole('row').filter({ hasText: 'NOC-2011' })).toContainText('+6,98%');
    await viewportShot(page, 'e2e-ricevimento-dettaglio-1280');
    await dettaglio.getByRole('button', { name: 'Chiudi' }).click();
    await treLarghezze(page, 'ricevimenti');

    // the same invoice again: refused in Italian, nothing written
    await page.getByTestId('file-fattura').setInputFiles(file);
    await expect(page.getByTestId('errore-importazione')).toContainText(`${NUMERO_FATTURA}`);
    await expect(page.getByTestId('errore-importazione')).toContainText('già');
    await expect(page.getByRole('row').filter({ hasText: NUMERO_FATTURA })).toHaveCount(1);

    // --- price history of the hazelnuts: (5 × 21,50 + 12 × 23,00) / 17 = 22,5588 €/kg
    await apriDalMenu(page, 'ingredienti', 'Gestione Ingredienti');
    await page.getByRole('textbox', { name: /Cerca/ }).fill(NOCCIOLE);
    await page.getByRole('button', { name: `Storico prezzi di ${NOCCIOLE}` }).first().click();
    const prezzi = page.getByRole('dialog');
    await expect(prezzi).toContainText('€ 22,56/kg', { useInnerText: true });
    await expect(prezzi.getByRole('row').filter({ hasText: NUMERO_FATTURA })).toContainText('€ 23,00/kg', { useInnerText: true });
    await expect(prezzi.getByRole('row').filter({ hasText: DDT })).toContainText('€ 21,50/kg', { useInnerText: true });
    await expect(prezzi.locator('.recharts-surface')).toBeVisible();
    await viewportShot(page, 'e2e-prezzi-nocciole-1280');
    await prezzi.getByRole('button', { name: 'Chiudi' }).first().click();

    // --- a production of a flavour with the hazelnuts consumes the first-expiring lot (FEFO)
    await page.goto('/produzione');
    await expect(page.getByRole('heading', { name: 'Registra Produzione', level: 1 })).toBeVisible();
    const puntoVendita = page.getByRole('combobox', { name: /Punto vendita/ });
    if ((await puntoVendita.locator('option:checked').textContent()) !== 'Gelateria E2E') await puntoVendita.selectOption({ label: 'Gelateria E2E' });
    await page.getByRole('button', { name: `+2 kg ${GUSTO}`, exact: true }).click();
    await page.getByTestId('produzione-submit').click();
    await expect(page.getByTestId('barra-invio').getByText(/Produzione registrata con successo!/)).toBeVisible();

    const magazzino = await client.json<Giacenza[]>('GET', '/magazzino', undefined, adminToken);
    const nocciole = magazzino.find((g) => g.nome === NOCCIOLE);
    expect(nocciole, 'nocciole in magazzino').toBeDefined();
    const lotto = (codice: string) => nocciole!.lotti.find((l) => l.lotto === codice)?.giacenza;
    expect(lotto('NOC-2610')).toBeLessThan(5);
    expect(lotto('NOC-2610')).toBeGreaterThan(4);
    expect(lotto('NOC-2011')).toBe(12);
    const latte = magazzino.find((g) => g.nome === LATTE);
    expect(latte?.lotti.find((l) => l.lotto === 'LAT-2011')?.giacenza).toBeLessThan(60);
  });
});
