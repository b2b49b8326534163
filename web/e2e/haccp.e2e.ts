import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, TABLET, animationsDone, expect, loginAs, screenshot, test } from './fixtures.js';
import type { Rest } from './rest.js';

/**
 * Registro HACCP (issue 31) on a 1024×768 tablet as the operatore: the day's checklist of the sales
 * point, a reading within limits, a reading out of limits refused until the corrective action is typed
 * (the API's message shown), then offline a reading is kept on the device as pending and sent once when
 * the network returns. As admin: the month's register PDF downloaded, read with pdftotext and turned
 * into PNG pages with pdftoppm. Screenshots of the page at 390, 1024 and 1280 px.
 */
const run = promisify(execFile);
const PDF_DIR = '/tmp/e2e-pdf';
const suffix = `haccp-${Date.now().toString(36)}`;
const FREEZER = `Freezer ${suffix}`;
const VETRINA = `Vetrina ${suffix}`;
const AZIONE = `Sbrinata la vetrina, gusti spostati ${suffix}`;
const FUORI = "Temperatura fuori dai limiti: indica l'azione correttiva";

let client: Rest;
let adminToken = '';
let puntoVenditaId = 0;
const api = <T>(method: string, p: string, body?: unknown) => client.json<T>(method, p, body, adminToken);

interface Registrazione {
  temperatura: number | null;
  dispositivo_nome: string | null;
  azione_correttiva: string | null;
}
const mese = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
const registrazioniDelViaggio = async () =>
  (await api<{ registrazioni: Registrazione[] }>('GET', `/haccp/registro?punto_vendita_id=${puntoVenditaId}&mese=${mese()}`)).registrazioni.filter((r) => r.dispositivo_nome?.endsWith(suffix));

const card = (page: Page, nome: string) => page.locator('[data-testid^="dispositivo-"]').filter({ has: page.getByRole('heading', { name: nome }) });

async function leggi(page: Page, nome: string, temperatura: string) {
  await page.getByRole('button', { name: `Registra lettura ${nome}` }).click();
  const dialog = page.getByTestId('dialog-lettura');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Temperatura (°C)' }).fill(temperatura);
  return dialog;
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: TABLET });

test.beforeAll(async ({ rest }) => {
  client = rest;
  adminToken = await rest.login('admin');
  const punti = await api<{ id: number; nome: string }[]>('GET', '/punti-vendita');
  puntoVenditaId = punti.find((p) => p.nome === 'Gelateria E2E')!.id;
  await api('POST', '/haccp/dispositivi', { nome: FREEZER, tipo: 'freezer', punto_vendita_id: puntoVenditaId, temperatura_min: -25, temperatura_max: -18, frequenza_ore: 4 });
  await api('POST', '/haccp/dispositivi', { nome: VETRINA, tipo: 'vetrina', punto_vendita_id: puntoVenditaId, temperatura_min: -14, temperatura_max: -10, frequenza_ore: 6 });
});

test.describe('registro HACCP', () => {
  test('operatore: checklist, a reading, one out of limits with its action, one offline sent when back online', async ({ page, context }) => {
    await loginAs(page, 'operatore');
    await page.goto('/registro-haccp');
    await expect(page.getByRole('heading', { name: 'Registro HACCP' })).toBeVisible();
    // the day's checklist of the operatore's own sales point: both devices with their windows
    await expect(card(page, FREEZER)).toBeVisible();
    await expect(card(page, VETRINA)).toBeVisible();
    await expect(card(page, FREEZER).getByText('ogni 4 ore')).toBeVisible();
    await expect(card(page, FREEZER).locator('[data-stato="da_fare"]')).toHaveCount(1);
    await expect(card(page, FREEZER).locator('[data-stato]')).toHaveCount(6);

    // within limits, with the decimal comma
    let dialog = await leggi(page, FREEZER, '-20,5');
    await dialog.getByRole('button', { name: 'Registra' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, FREEZER).locator('[data-stato="registrata"]')).toContainText('20,5');

    // out of limits: asked for the action right there; sent without it, the API refuses with its message
    dialog = await leggi(page, VETRINA, '-5');
    await expect(dialog.getByTestId('fuori-limiti')).toBeVisible();
    await dialog.getByRole('button', { name: 'Registra' }).click();
    await expect(dialog.getByTestId('errore-lettura')).toHaveText(FUORI);
    expect(await registrazioniDelViaggio()).toHaveLength(1);
    await dialog.getByRole('textbox', { name: 'Azione correttiva' }).fill(AZIONE);
    await dialog.getByRole('button', { name: 'Registra' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, VETRINA).locator('[data-stato="registrata"]')).toContainText('5,0');
    await animationsDone(page);
    await screenshot(page, 'registro-haccp-1024');

    // offline: kept on the device, shown as pending, sent once when the network returns
    await context.setOffline(true);
    dialog = await leggi(page, FREEZER, '-19');
    await dialog.getByRole('button', { name: 'Registra' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, FREEZER).getByTestId('lettura-in-attesa')).toContainText('In attesa di invio');
    await expect(page.getByText('1 operazione in attesa di invio')).toBeVisible();
    await screenshot(page, 'registro-haccp-offline-1024');
    expect(await registrazioniDelViaggio()).toHaveLength(2);
    await context.setOffline(false);
    await expect(card(page, FREEZER).getByTestId('lettura-in-attesa')).toHaveCount(0, { timeout: 45_000 });
    await expect(card(page, FREEZER).locator('[data-stato="registrata"]')).toContainText('19,0');
    const lette = await registrazioniDelViaggio();
    expect(lette.map((r) => r.temperatura).sort()).toEqual([-20.5, -19, -5].sort());
    expect(lette.find((r) => r.temperatura === -5)?.azione_correttiva).toBe(AZIONE);
  });

  test('admin: the month register as PDF (text and PNG pages), the chain intact', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await loginAs(page, 'admin');
    await page.goto('/registro-haccp');
    await page.getByRole('combobox', { name: /punto vendita/i }).first().selectOption({ label: 'Gelateria E2E' });
    await page.getByRole('tab', { name: /Registro/ }).click();
    await expect(page.getByTestId('verifica-catena')).toContainText('Catena integra');
    await expect(page.getByTestId('registrazioni-recenti')).toContainText(AZIONE);
    await animationsDone(page);
    await screenshot(page, 'registro-haccp-registro-1280');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Registro del mese (PDF)' }).click()]);
    await mkdir(PDF_DIR, { recursive: true });
    const file = path.join(PDF_DIR, `registro-haccp-${suffix}.pdf`);
    await download.saveAs(file);
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    const testo = stdout.replace(/\s+/g, ' ');
    expect(testo).toContain('Registro HACCP — Gelateria E2E');
    expect(testo).toContain(FREEZER);
    expect(testo).toContain('Olga Operatrice');
    expect(testo).toContain('FUORI LIMITI');
    expect(testo).toContain(AZIONE);
    await run('pdftoppm', ['-png', '-r', '60', file, path.join(PDF_DIR, `registro-haccp-${suffix}`)]);
    const { stdout: info } = await run('pdfinfo', [file]);
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThan(0);
  });

  test('screenshots at 390 and 1280 px', async ({ page }) => {
    await loginAs(page, 'operatore');
    for (const [nome, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/registro-haccp');
      await expect(card(page, FREEZER)).toBeVisible();
      await animationsDone(page);
      await screenshot(page, `registro-haccp-${nome}`);
    }
  });
});
