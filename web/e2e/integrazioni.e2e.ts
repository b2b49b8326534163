import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, loginAs, screenshot } from './browser.js';
import { restJson } from './rest.js';
import { E2E_USERS } from './users.js';

/**
 * The integrator's path (issue 15): the admin creates an API key on the Integrazioni page, a
 * curl-like client uses it to list productions, the admin registers a webhook to a receiver started
 * here (the e2e server runs with WEBHOOK_CONSENTI_RETE_PRIVATA=true), the client records a
 * production with the key, the receiver gets a delivery whose signature the guide's own Node example
 * accepts, and the delivery shows as "Inviata" in the page's log.
 */
const TABLET = { width: 1024, height: 768 };
const suffix = Date.now().toString(36);
let browser: Browser;
let adminToken = '';
const fixtures = { pv: 0, gusto: 0 };

interface Ricevuta {
  headers: IncomingHttpHeaders;
  body: string;
}
const ricevute: Ricevuta[] = [];
let receiver: Server;
let receiverUrl = '';

/** The guide's Node example (docs/integrazioni.md), run as written. */
async function verificaFirmaDellaGuida(): Promise<(body: string, header: string, secret: string) => boolean> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const md = readFileSync(path.resolve(here, '../../docs/integrazioni.md'), 'utf8');
  const code = /```js\n([\s\S]*?)\n```/.exec(md)?.[1];
  assert.ok(code, 'esempio Node nella guida');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'guida-')), 'verifica-firma.mjs');
  writeFileSync(file, code);
  return ((await import(pathToFileURL(file).href)) as { verificaFirma: (b: string, h: string, s: string) => boolean }).verificaFirma;
}

const rest = <T>(method: string, url: string, body?: unknown, token = adminToken) => restJson<T>(method, url, body, token);

before(async () => {
  browser = await launchBrowser();
  ({ token: adminToken } = await rest<{ token: string }>('POST', '/auth/login', { email: E2E_USERS.admin.email, password: E2E_USERS.admin.password }, ''));
  const categoria = await rest<{ id: number }>('POST', '/config/categorie', { nome: `Sorbetti ${suffix}`, colore: '#ffd166' });
  fixtures.gusto = (await rest<{ id: number }>('POST', '/gusti', { nome: `Limone ${suffix}`, categoria_id: categoria.id, colore: '#fff3b0' })).id;
  // the runner's own sales point: other journeys create and deactivate theirs
  const punti = await rest<{ id: number; nome: string; attivo: boolean }[]>('GET', '/punti-vendita');
  const gelateria = punti.find((p) => p.nome === 'Gelateria E2E' && p.attivo);
  assert.ok(gelateria, 'punto vendita del runner e2e');
  fixtures.pv = gelateria.id;
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      ricevute.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/gelatiere`;
});
after(async () => {
  await browser?.close();
  await new Promise((r) => receiver?.close(r));
});

/** Opens a create dialog, fills it, submits it and returns the secret shown once. */
async function segretoMostrato(page: Page): Promise<string> {
  const dialog = page.getByTestId('segreto-dialog');
  await dialog.waitFor();
  assert.ok(await dialog.getByText('Copiala ora: per sicurezza non sarà più mostrata.').isVisible());
  const segreto = (await dialog.getByTestId('segreto').textContent())!.trim();
  await dialog.getByRole('button', { name: 'Ho copiato, chiudi' }).click();
  await dialog.waitFor({ state: 'detached' });
  return segreto;
}

/** Waits for a dialog's opening animations to end (for the screenshot). */
async function settled(locator: Locator) {
  await locator.waitFor();
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `scorrimento orizzontale di ${overflow}px`);
}

describe('Integrazioni: key, curl-like client, webhook, delivery log', () => {
  it('creates a key, uses it, registers a webhook, records a production and sees the delivery sent', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await loginAs(page, 'admin');
    await page.goto(`${BASE_URL}/integrazioni`);
    await page.getByRole('heading', { name: 'Integrazioni', level: 1 }).waitFor();
    await page.getByText('Nessuna chiave API').waitFor();
    await screenshot(page, 'integrazioni-vuota-1280');

    // 1. the key, with produzione read + write
    await page.getByRole('button', { name: 'Nuova chiave' }).click();
    const form = page.getByTestId('chiave-form');
    await form.getByRole('textbox', { name: /Nome/ }).fill(`ERP ${suffix}`);
    const produzione = form.getByRole('group', { name: 'Produzione' });
    await produzione.getByText('Lettura').click();
    await produzione.getByText('Scrittura').click();
    await form.evaluate((el) => el.querySelector('[data-part="body"]')?.scrollTo(0, 0));
    await screenshot(page, 'integrazioni-nuova-chiave-1280');
    await form.getByRole('button', { name: 'Crea chiave' }).click();
    const chiave = await segretoMostrato(page);
    assert.match(chiave, /^gel_live_[A-Za-z0-9]+_[A-Za-z0-9_-]+$/);
    assert.equal(await page.getByText(chiave).count(), 0, 'la chiave non resta sulla pagina');

    // 2. a curl-like client lists productions with the key
    const lista = await fetch(`${BASE_URL}/api/produzione?limit=5`, { headers: { authorization: `Bearer ${chiave}` } });
    assert.equal(lista.status, 200);
    const { produzioni, total } = (await lista.json()) as { produzioni: unknown[]; total: number };
    assert.ok(Array.isArray(produzioni) && typeof total === 'number');
    // the key can't reach administration
    assert.equal((await fetch(`${BASE_URL}/api/users`, { headers: { authorization: `Bearer ${chiave}` } })).status, 403);

    // 3. the webhook to the local receiver
    await page.getByRole('button', { name: 'Nuovo webhook' }).click();
    const wform = page.getByTestId('webhook-form');
    await wform.getByRole('textbox', { name: /URL/ }).fill(receiverUrl);
    await wform.getByText('Produzione registrata').click();
    await wform.getByRole('button', { name: 'Registra webhook' }).click();
    const segreto = await segretoMostrato(page);
    await page.getByTestId('webhook-card').filter({ hasText: receiverUrl }).waitFor();
    await page.getByText('Nessuna consegna').waitFor();

    // 4. the client records a production with the key (idempotently: the retry replays the answer)
    const registra = () =>
      fetch(`${BASE_URL}/api/produzione`, {
        method: 'POST',
        headers: { authorization: `Bearer ${chiave}`, 'content-type': 'application/json', 'idempotency-key': `e2e-${suffix}` },
        body: JSON.stringify({ data: '2026-11-22', punto_vendita_id: fixtures.pv, gusti: [{ gusto_id: fixtures.gusto, quantita_kg: 3 }], note: `Da ERP ${suffix}` }),
      });
    const prima = await registra();
    assert.equal(prima.status, 201, await prima.clone().text());
    const creata = (await prima.json()) as { id: number };
    const ripetuta = await registra();
    assert.equal(ripetuta.status, 201);
    assert.equal(((await ripetuta.json()) as { id: number }).id, creata.id);

    // 5. the receiver gets one signed delivery, checked with the guide's Node example
    for (let i = 0; i < 60 && ricevute.length === 0; i++) await new Promise((r) => setTimeout(r, 500));
    assert.equal(ricevute.length, 1, 'una consegna ricevuta');
    const [consegna] = ricevute;
    const verificaFirma = await verificaFirmaDellaGuida();
    assert.ok(verificaFirma(consegna!.body, String(consegna!.headers['gelatiere-signature']), segreto), 'firma valida');
    assert.ok(!verificaFirma(consegna!.body, String(consegna!.headers['gelatiere-signature']), 'segreto-sbagliato'));
    const evento = JSON.parse(consegna!.body) as { id: string; tipo: string; dati: { id: number } };
    assert.equal(evento.tipo, 'produzione.creata');
    assert.equal(evento.dati.id, creata.id);
    assert.equal(consegna!.headers['gelatiere-event-id'], evento.id);

    // 6. the page's log shows it sent; the key's last use is shown after a reload
    const inviata = page.locator('[data-stato="inviata"]');
    for (let i = 0; i < 20 && (await inviata.count()) === 0; i++) {
      await page.getByRole('button', { name: 'Aggiorna consegne' }).click();
      await page.waitForTimeout(500);
    }
    await inviata.first().waitFor();
    const riga = page.getByRole('table', { name: 'Consegne del webhook' }).getByRole('row').nth(1);
    assert.ok(await riga.getByText('Produzione registrata').isVisible());
    assert.ok(await riga.getByText('204').isVisible());
    await page.reload();
    await page.getByTestId('chiave-card').getByText(/Ultimo uso: .* da /).waitFor();
    await page.locator('[data-stato="inviata"]').first().waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'integrazioni-1280');

    for (const [label, viewport] of [['1024', TABLET], ['390', PHONE]] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      await page.locator('[data-stato="inviata"]').first().waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, `integrazioni-${label}`);
    }
    await page.getByRole('button', { name: 'Nuova chiave' }).click();
    await settled(page.getByTestId('chiave-form'));
    await screenshot(page, 'integrazioni-nuova-chiave-390');
    await page.close();
  });
});
