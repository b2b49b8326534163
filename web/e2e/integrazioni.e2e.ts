import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { PHONE, TABLET, animationsDone, expect, loginAs, screenshot, test } from './fixtures.js';
import type { Rest } from './rest.js';

/**
 * The integrator's path (issue 15): the admin creates an API key on the Integrazioni page, a
 * curl-like client uses it to list productions, the admin registers a webhook to a receiver started
 * here (the e2e server runs with WEBHOOK_CONSENTI_RETE_PRIVATA=true), the client records a
 * production with the key, the receiver gets a delivery whose signature the guide's own Node example
 * accepts, and the delivery shows as "Inviata" in the page's log.
 */
const suffix = Date.now().toString(36);
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
  expect(code, 'esempio Node nella guida').toBeTruthy();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'guida-')), 'verifica-firma.mjs');
  writeFileSync(file, code!);
  return ((await import(pathToFileURL(file).href)) as { verificaFirma: (b: string, h: string, s: string) => boolean }).verificaFirma;
}

let client: Rest;
const rest = <T>(method: string, url: string, body?: unknown, token = adminToken) => client.json<T>(method, url, body, token);

test.beforeAll(async ({ rest: r }) => {
  client = r;
  adminToken = await r.login('admin');
  const categoria = await rest<{ id: number }>('POST', '/config/categorie', { nome: `Sorbetti ${suffix}`, colore: '#ffd166' });
  fixtures.gusto = (await rest<{ id: number }>('POST', '/gusti', { nome: `Limone ${suffix}`, categoria_id: categoria.id, colore: '#fff3b0' })).id;
  // the runner's own sales point: other journeys create and deactivate theirs
  const punti = await rest<{ id: number; nome: string; attivo: boolean }[]>('GET', '/punti-vendita');
  const gelateria = punti.find((p) => p.nome === 'Gelateria E2E' && p.attivo);
  expect(gelateria, 'punto vendita del runner e2e').toBeTruthy();
  fixtures.pv = gelateria!.id;
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
test.afterAll(async () => {
  await new Promise((r) => receiver?.close(r));
});

/** Opens a create dialog, fills it, submits it and returns the secret shown once. */
async function segretoMostrato(page: Page): Promise<string> {
  const dialog = page.getByTestId('segreto-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Copiala ora: per sicurezza non sarà più mostrata.')).toBeVisible();
  const segreto = (await dialog.getByTestId('segreto').textContent())!.trim();
  await dialog.getByRole('button', { name: 'Ho copiato, chiudi' }).click();
  await expect(dialog).not.toBeAttached();
  return segreto;
}

/** Waits for a dialog's opening animations to end (for the screenshot). */
async function settled(locator: Locator) {
  await expect(locator).toBeVisible();
  await animationsDone(locator);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `scorrimento orizzontale di ${overflow}px`).toBeLessThanOrEqual(1);
}

test.describe('Integrazioni: key, curl-like client, webhook, delivery log', () => {
  test('creates a key, uses it, registers a webhook, records a production and sees the delivery sent', async ({ page, app }) => {
    const BASE_URL = app.baseURL;
    await loginAs(page, 'admin');
    await page.goto('/integrazioni');
    await expect(page.getByRole('heading', { name: 'Integrazioni', level: 1 })).toBeVisible();
    await expect(page.getByText('Nessuna chiave API')).toBeVisible();
    await screenshot(page, 'integrazioni-vuota-1280');

    // 1. the key, with produzione read + write
    await page.getByRole('button', { name: 'Nuova chiave' }).click();
    const form = page.getByTestId('chiave-form');
    await form.getByRole('textbox', { name: /Nome/ }).fill(`ERP ${suffix}`);
    const produzione = form.getByRole('group', { name: 'Produzione', exact: true });
    await produzione.getByText('Lettura').click();
    await produzione.getByText('Scrittura').click();
    await form.evaluate((el) => el.querySelector('[data-part="body"]')?.scrollTo(0, 0));
    await screenshot(page, 'integrazioni-nuova-chiave-1280');
    await form.getByRole('button', { name: 'Crea chiave' }).click();
    const chiave = await segretoMostrato(page);
    expect(chiave).toMatch(/^gel_live_[A-Za-z0-9]+_[A-Za-z0-9_-]+$/);
    await expect(page.getByText(chiave), 'la chiave non resta sulla pagina').toHaveCount(0);

    // 2. a curl-like client lists productions with the key
    const lista = await fetch(`${BASE_URL}/api/produzione?limit=5`, { headers: { authorization: `Bearer ${chiave}` } });
    expect(lista.status).toBe(200);
    const { produzioni, total } = (await lista.json()) as { produzioni: unknown[]; total: number };
    expect(Array.isArray(produzioni)).toBe(true);
    expect(typeof total).toBe('number');
    // the key can't reach administration
    expect((await fetch(`${BASE_URL}/api/users`, { headers: { authorization: `Bearer ${chiave}` } })).status).toBe(403);

    // 3. the webhook to the local receiver
    await page.getByRole('button', { name: 'Nuovo webhook' }).click();
    const wform = page.getByTestId('webhook-form');
    await wform.getByRole('textbox', { name: /URL/ }).fill(receiverUrl);
    await wform.getByText('Produzione registrata').click();
    await wform.getByRole('button', { name: 'Registra webhook' }).click();
    const segreto = await segretoMostrato(page);
    await expect(page.getByTestId('webhook-card').filter({ hasText: receiverUrl })).toBeVisible();
    await expect(page.getByText('Nessuna consegna')).toBeVisible();

    // 4. the client records a production with the key (idempotently: the retry replays the answer)
    const registra = () =>
      fetch(`${BASE_URL}/api/produzione`, {
        method: 'POST',
        headers: { authorization: `Bearer ${chiave}`, 'content-type': 'application/json', 'idempotency-key': `e2e-${suffix}` },
        body: JSON.stringify({ data: '2026-11-22', punto_vendita_id: fixtures.pv, gusti: [{ gusto_id: fixtures.gusto, quantita_kg: 3 }], note: `Da ERP ${suffix}` }),
      });
    const prima = await registra();
    expect(prima.status, await prima.clone().text()).toBe(201);
    const creata = (await prima.json()) as { id: number };
    const ripetuta = await registra();
    expect(ripetuta.status).toBe(201);
    expect(((await ripetuta.json()) as { id: number }).id).toBe(creata.id);

    // 5. the receiver gets one signed delivery, checked with the guide's Node example
    await expect.poll(() => ricevute.length, { message: 'una consegna ricevuta' }).toBeGreaterThan(0);
    expect(ricevute, 'una consegna ricevuta').toHaveLength(1);
    const [consegna] = ricevute;
    const verificaFirma = await verificaFirmaDellaGuida();
    expect(verificaFirma(consegna!.body, String(consegna!.headers['gelatiere-signature']), segreto), 'firma valida').toBe(true);
    expect(verificaFirma(consegna!.body, String(consegna!.headers['gelatiere-signature']), 'segreto-sbagliato')).toBe(false);
    const evento = JSON.parse(consegna!.body) as { id: string; tipo: string; dati: { id: number } };
    expect(evento.tipo).toBe('produzione.creata');
    expect(evento.dati.id).toBe(creata.id);
    expect(consegna!.headers['gelatiere-event-id']).toBe(evento.id);

    // 6. the page's log shows it sent (refreshed until it does); the key's last use is shown after a reload
    const inviata = page.locator('[data-stato="inviata"]');
    await expect(async () => {
      await page.getByRole('button', { name: 'Aggiorna consegne' }).click();
      await expect(inviata.first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const riga = page.getByRole('table', { name: 'Consegne del webhook' }).getByRole('row').nth(1);
    await expect(riga.getByText('Produzione registrata')).toBeVisible();
    await expect(riga.getByText('204')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('chiave-card').getByText(/Ultimo uso: .* da /)).toBeVisible();
    await expect(page.locator('[data-stato="inviata"]').first()).toBeVisible();
    await noSidewaysScroll(page);
    await screenshot(page, 'integrazioni-1280');

    for (const [label, viewport] of [['1024', TABLET], ['390', PHONE]] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(page.locator('[data-stato="inviata"]').first()).toBeVisible();
      await noSidewaysScroll(page);
      await screenshot(page, `integrazioni-${label}`);
    }
    await page.getByRole('button', { name: 'Nuova chiave' }).click();
    await settled(page.getByTestId('chiave-form'));
    await screenshot(page, 'integrazioni-nuova-chiave-390');
  });
});
