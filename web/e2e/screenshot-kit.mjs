// What every web/e2e/*-screenshots.mjs script shares: where the app is and where the images go, the
// demo users, a fetch helper for the REST API, Debian's Chromium, a logged-in page, and `calma()`, which
// waits for the page to settle (no request in flight, no animation running) instead of a fixed delay.
//   BASE: the first argument, else $BASE, else http://127.0.0.1:3207 (a running app with DEMO_DATA=true)
//   OUT:  $OUT, else web/e2e/screenshots/
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export const BASE = (process.argv[2] ?? process.env.BASE ?? 'http://127.0.0.1:3207').replace(/\/+$/, '');
export const OUT = join(process.env.OUT ?? new URL('./screenshots/', import.meta.url).pathname, '/');

/** The demo users (README, DEMO_DATA=true; the admin's password is ADMIN_PASSWORD=admin123). */
export const USERS = {
  admin: { email: 'admin@gelatiere.local', password: 'admin123' },
  manager: { email: 'manager@gelatiere.local', password: 'manager123' },
  operatore: { email: 'operatore@gelatiere.local', password: 'operatore123' },
};

/** The usual window height for a width: a phone's below 500 px, a laptop's otherwise. */
export const altezza = (width) => (width < 500 ? 844 : 800);

/** A call to the REST API; a 4xx/5xx answer throws with its body. */
export async function api(method, path, body, token) {
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A demo user's token (and user) from the API. */
export const accedi = (ruolo) => api('POST', '/auth/login', { email: USERS[ruolo].email, password: USERS[ruolo].password });

/** Debian's Chromium, headless; OUT is created. */
export async function apriBrowser() {
  await mkdir(OUT, { recursive: true });
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** Requests in flight per page, and who waits for them to reach zero. */
const rete = new WeakMap();

function seguiRete(page) {
  const stato = { inVolo: 0, attese: [] };
  const fine = () => {
    stato.inVolo = Math.max(0, stato.inVolo - 1);
    if (stato.inVolo === 0) stato.attese.splice(0).forEach((risolvi) => risolvi());
  };
  page.on('request', () => stato.inVolo++);
  page.on('requestfinished', fine);
  page.on('requestfailed', fine);
  rete.set(page, stato);
}

/**
 * A page in a context of its own (motion reduced, scale 1), whose errors are printed and whose requests
 * `calma()` follows. `opzioni` go to the context (height defaults to `altezza(width)`).
 */
export async function apriPagina(browser, width, { height = altezza(width), ...opzioni } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce', ...opzioni });
  const page = await context.newPage();
  seguiRete(page);
  page.on('pageerror', (e) => console.error(`pageerror[${width}]`, e.message));
  page.on('console', (m) => m.type() === 'error' && console.error(`console[${width}]`, m.text()));
  return page;
}

/** Logs a demo user in through the login dialog; returns once the shell shows Esci. */
export async function login(page, ruolo) {
  await page.goto(`${BASE}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/email/i).fill(USERS[ruolo].email);
  await dialog.getByLabel(/password/i).fill(USERS[ruolo].password);
  await dialog.getByRole('button', { name: /^accedi$/i }).click();
  await page.getByRole('button', { name: 'Esci' }).waitFor();
  return page;
}

/** `apriPagina` then `login`. */
export const apriSessione = async (browser, ruolo, width, opzioni) => login(await apriPagina(browser, width, opzioni), ruolo);

/** Resolves when no request of the page is in flight. */
function reteFerma(page) {
  const stato = rete.get(page);
  if (!stato || stato.inVolo === 0) return Promise.resolve();
  return new Promise((risolvi) => stato.attese.push(risolvi));
}

/**
 * Waits until the page has settled: the document is loaded, no request of the page (any frame) is in
 * flight, the fonts are loaded and every finite Web Animation (CSS transitions and animations included)
 * has finished, checked again after two frames so that what a response or an animation's end starts is
 * waited for too. Endless animations (spinners) are not waited for. Throws after `timeout` ms.
 * (Not Playwright's 'networkidle' load state: it waits for every frame of the page, and a sandboxed
 * srcdoc iframe, such as the e-mail preview, never reports it.)
 */
export async function calma(page, { timeout = 15_000 } = {}) {
  let timer;
  const scaduto = new Promise((_, rifiuta) => {
    timer = setTimeout(() => rifiuta(new Error(`calma: ${page.url()} did not settle within ${timeout} ms`)), timeout);
  });
  try {
    for (;;) {
      await Promise.race([reteFerma(page), scaduto]);
      if (await Promise.race([paginaFerma(page), scaduto]) && rete.get(page)?.inVolo === 0) return;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** True if no finite animation runs two frames after the load; else waits for them to end and says false. */
const paginaFerma = (page) =>
  page.evaluate(async () => {
    const dueFrame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    if (document.readyState !== 'complete') await new Promise((r) => addEventListener('load', r, { once: true }));
    await dueFrame();
    await document.fonts.ready;
    const inCorso = document
      .getAnimations()
      .filter((a) => (a.playState === 'running' || a.pending) && a.effect?.getComputedTiming().endTime !== Infinity);
    if (inCorso.length === 0) return true;
    await Promise.all(inCorso.map((a) => a.finished.catch(() => undefined)));
    return false;
  });

/** The toast region's open toasts (Chakra's toaster, named "Notifiche"). */
export const toast = (page) => page.locator('[data-scope="toast"][data-part="root"]');

/**
 * `calma()`, then a screenshot in OUT. `fullPage`: the whole page; `mouseVia`: the pointer moved to the
 * corner first (no hover state in the image).
 */
export async function scatta(page, nome, { fullPage = false, mouseVia = false, ...opzioni } = {}) {
  if (mouseVia) await page.mouse.move(0, 0);
  await calma(page);
  await page.screenshot({ path: `${OUT}${nome}.png`, fullPage, ...opzioni });
}
