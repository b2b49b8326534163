import type { BrowserContext, Page } from '@playwright/test';
import { lanLaunchOptions, lanURL } from './browser.js';
import { DESKTOP, PHONE, TABLET, expect, loginAs, screenshot, test } from './fixtures.js';
import type { Rest } from './rest.js';

/**
 * Offline production (issue 9): an operatore opens Registra Produzione online (the catalogue is kept on
 * the device and the service worker precaches the app), loses the network, records two productions
 * (saved in IndexedDB, banner "2 produzioni in attesa di invio"), reloads the page offline (the service
 * worker serves the app, the queue is still there), gets the network back: the two are sent once each,
 * the banner goes, Storico Produzione and the REST API show exactly two new records. Then: a production
 * the server refuses when sent stays as "Non inviata" until discarded; and over plain http on the shop's
 * network (no secure context, so no service worker) the queue works all the same.
 * Issue 34 item 12: from the very first visit (no reload) the service worker controls the page, so
 * moving to another page offline keeps the shell, the banner and the queue, and the queued production
 * is sent when the network returns without a reload; a page whose code is not on the device says so
 * inside the shell and opens by itself when the network returns.
 */
let client: Rest;
let adminToken = '';
let gustoId = 0;
const suffix = `off-${Date.now().toString(36)}`;
const GUSTO = `Stracciatella ${suffix}`;
const NOTE = [`Prima offline ${suffix}`, `Seconda offline ${suffix}`];
const SALVATA = 'Produzione salvata sul dispositivo: verrà inviata appena torna la connessione';

const api = <T>(method: string, path: string, body?: unknown, token = adminToken) => client.json<T>(method, path, body, token);

/** This journey's productions on the server (by the suffix of their notes). */
async function produzioniDelViaggio(): Promise<{ note: string | null; kg_totale: number }[]> {
  const { produzioni } = await api<{ produzioni: { note: string | null; kg_totale: number }[] }>('GET', '/produzione?limit=100');
  return produzioni.filter((p) => p.note?.endsWith(suffix));
}

/** The catalogue of the recording screens is on the device (IndexedDB) for the signed-in user. */
async function catalogoSulDispositivo(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const req = indexedDB.open('gelatiere-offline');
        req.onerror = () => resolve(false);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('catalogo')) return resolve(false);
          const count = db.transaction('catalogo').objectStore('catalogo').count();
          count.onsuccess = () => resolve(count.result > 0);
          count.onerror = () => resolve(false);
        };
      }),
  );
}

async function registraOffline(page: Page, passo: string, note: string) {
  await page.getByRole('button', { name: `${passo} kg ${GUSTO}`, exact: true }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill(note);
  await page.getByTestId('produzione-submit').click();
  await expect(page.getByTestId('produzione-esito').getByText(SALVATA)).toBeVisible();
}

// the later tests count the productions of the earlier ones: in order, retried together
test.describe.configure({ mode: 'serial' });
// the installed app: its service worker serves the app's files without the network
test.use({ viewport: TABLET, serviceWorkers: 'allow' });

test.beforeAll(async ({ rest }) => {
  client = rest;
  adminToken = await rest.login('admin');
  const ingrediente = await api<{ id: number }>('POST', '/ingredienti', { nome: `Panna ${suffix}`, costo_per_unita: 3.5, unita_misura: 'l', fornitore: 'Latteria' });
  const categoria = await api<{ id: number }>('POST', '/config/categorie', { nome: `Creme ${suffix}`, colore: '#f5deb3' });
  ({ id: gustoId } = await api<{ id: number }>('POST', '/gusti', {
    nome: GUSTO,
    categoria_id: categoria.id,
    colore: '#fffaf0',
    ingredienti: JSON.stringify([{ ingrediente_id: ingrediente.id, quantita: 500, unita: 'ml' }]),
  }));
});
test.describe('produzione offline', () => {
  test('records two productions offline, keeps them across a reload, sends them once when the network returns', async ({ page, context }) => {
    await loginAs(page, 'operatore');
    await page.goto('/produzione');
    await expect(page.getByText(GUSTO)).toBeVisible();
    await catalogoSulDispositivo(page);
    // the service worker is active: the app shell is precached
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
    expect(await produzioniDelViaggio()).toEqual([]);

    await context.setOffline(true);
    await expect(page.getByTestId('stato-offline')).toBeVisible();
    await registraOffline(page, '+2', NOTE[0]!);
    await expect(page.getByTestId('coda-in-attesa').getByText('1 produzione in attesa di invio')).toBeVisible();
    await registraOffline(page, '+4', NOTE[1]!);
    const banner = page.getByTestId('banner-offline');
    await expect(banner.getByText('2 produzioni in attesa di invio')).toBeVisible();
    await screenshot(page, 'e2e-offline-banner-1024');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'e2e-offline-banner-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'e2e-offline-banner-1280');

    // a reload without network: the service worker serves the app, the flavours and the queue are on the device
    await page.reload();
    await expect(page.getByText(GUSTO)).toBeVisible();
    await expect(banner.getByText('2 produzioni in attesa di invio')).toBeVisible();
    await expect(page.getByTestId('stato-offline')).toBeVisible();
    expect(await produzioniDelViaggio()).toEqual([]);

    await context.setOffline(false);
    await expect(banner).not.toBeAttached();
    const inviate = await produzioniDelViaggio();
    expect(inviate.map((p) => [p.note, p.kg_totale]).sort()).toEqual([
      [NOTE[0], 2],
      [NOTE[1], 4],
    ]);

    await page.goto('/storico-produzione');
    for (const note of NOTE) await expect(page.getByRole('row').filter({ hasText: note })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: suffix })).toHaveCount(2);
    await screenshot(page, 'e2e-offline-storico-1280');
    await context.close();

    // nothing was sent twice
    expect(await produzioniDelViaggio()).toHaveLength(2);
  });

  test('a production the server refuses when it is sent stays visible as "Non inviata" with the reason until discarded', async ({ page, context }) => {
    await loginAs(page, 'operatore');
    await page.goto('/produzione');
    await expect(page.getByText(GUSTO)).toBeVisible();
    await catalogoSulDispositivo(page);

    await context.setOffline(true);
    await registraOffline(page, '+0,5', `Rifiutata ${suffix}`);
    // meanwhile the flavour is deactivated: the server will refuse the production
    await api('PATCH', `/gusti/${gustoId}/disattiva`);
    await context.setOffline(false);

    const rifiutata = page.getByTestId('coda-non-inviata');
    await expect(rifiutata.getByText('Gusto non trovato o non attivo')).toBeVisible();
    await expect(rifiutata).toContainText(/Non inviata: \d{2}\/\d{2}\/\d{4} · Gelateria E2E · 0,5 kg/);
    await screenshot(page, 'e2e-offline-non-inviata-1024');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'e2e-offline-non-inviata-390');

    await rifiutata.getByRole('button', { name: 'Scarta' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Scarta' }).click();
    await expect(page.getByTestId('banner-offline')).not.toBeAttached();
    await context.close();
    await api('PATCH', `/gusti/${gustoId}/attiva`);
    expect(await produzioniDelViaggio()).toHaveLength(2);
  });

  test('over plain http on the shop network (no secure context, no service worker) the queue still works', async ({ playwright, app }) => {
    // a browser of its own that resolves the shop's name to the test server
    const lanUrl = lanURL(app.baseURL);
    const lanBrowser = await playwright.chromium.launch(lanLaunchOptions());
    try {
      const context = await lanBrowser.newContext({ viewport: TABLET });
      const page = await context.newPage();
      await loginAs(page, 'operatore', lanUrl);
      await page.goto(`${lanUrl}/produzione`);
      await expect(page.getByText(GUSTO)).toBeVisible();
      expect(await page.evaluate(() => [window.isSecureContext, 'serviceWorker' in navigator])).toEqual([false, false]);
      await catalogoSulDispositivo(page);

      await context.setOffline(true);
      await registraOffline(page, '+4', `Dalla rete locale ${suffix}`);
      await expect(page.getByTestId('coda-in-attesa').getByText('1 produzione in attesa di invio')).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByTestId('banner-offline')).not.toBeAttached();
      await context.close();
    } finally {
      await lanBrowser.close();
    }
    const inviate = await produzioniDelViaggio();
    expect(inviate).toHaveLength(3);
    expect(inviate.some((p) => p.note === `Dalla rete locale ${suffix}` && p.kg_totale === 4)).toBe(true);
  });

  test('first visit, no reload: offline another page opens inside the shell, a production recorded offline is sent when the network returns', async ({ page, context }) => {
    const menu = page.getByTestId('main-menu');
    const banner = page.getByTestId('banner-offline');
    const note = `Primo accesso ${suffix}`;
    await loginAs(page, 'operatore'); // the first load of the app in this browser: no service worker yet
    await menu.getByRole('button', { name: 'Registra Produzione' }).click();
    await expect(page.getByText(GUSTO)).toBeVisible();
    await catalogoSulDispositivo(page);
    // the worker that installed during this visit controls the page already (clientsClaim)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(() => Object.assign(window, { senzaRicarica: true }));

    await context.setOffline(true);
    await expect(page.getByTestId('stato-offline')).toBeVisible();
    await menu.getByRole('button', { name: 'Storico Produzione' }).click();
    await expect(page).toHaveURL(/\/storico-produzione$/);
    await expect(page.getByRole('heading', { name: 'Storico Produzione', level: 1 })).toBeVisible();
    await expect(page.getByText("Impossibile caricare l'applicazione")).not.toBeAttached();
    await expect(page.getByTestId('stato-offline')).toBeVisible();

    await menu.getByRole('button', { name: 'Registra Produzione' }).click();
    await registraOffline(page, '+2', note);
    await expect(page.getByTestId('coda-in-attesa').getByText('1 produzione in attesa di invio')).toBeVisible();
    await menu.getByRole('button', { name: 'Dashboard' }).click();
    await expect(banner.getByText('1 produzione in attesa di invio')).toBeVisible();

    await context.setOffline(false);
    await expect(banner).not.toBeAttached();
    expect((await produzioniDelViaggio()).filter((p) => p.note === note).map((p) => p.kg_totale)).toEqual([2]);
    expect(await page.evaluate(() => (window as unknown as { senzaRicarica?: boolean }).senzaRicarica)).toBe(true);
    await context.close();
  });

  test('a page whose code is not on the device says so inside the shell, and opens when the network returns', async ({ newPage }) => {
    // no service worker (as on a first visit that went offline before the worker was installed)
    const page = await newPage({ viewport: TABLET, serviceWorkers: 'block' });
    const context: BrowserContext = page.context();
    await loginAs(page, 'manager');
    await context.setOffline(true);
    await page.getByTestId('main-menu').getByRole('button', { name: 'Ingredienti' }).click();
    const avviso = page.getByTestId('pagina-non-disponibile');
    await expect(avviso.getByText('Sei offline e questa pagina non è ancora disponibile sul dispositivo')).toBeVisible();
    await expect(page.getByTestId('stato-offline')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
    await screenshot(page, 'e2e-offline-pagina-1024');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'e2e-offline-pagina-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'e2e-offline-pagina-1280');

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Ingredienti', level: 1 })).toBeVisible();
    await expect(avviso).not.toBeAttached();
  });
});
