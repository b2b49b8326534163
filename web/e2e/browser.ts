import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type LaunchOptions, type Locator, type Page } from '@playwright/test';
import { E2E_USERS, type E2ERuolo } from './users.js';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export const DESKTOP = { width: 1280, height: 800 };
export const TABLET = { width: 1024, height: 768 };
export const PHONE = { width: 390, height: 844 };

/**
 * Debian's Chromium (browser downloads are not possible here), with these flags; `extraArgs`: more
 * flags, e.g. `--host-resolver-rules=MAP negozio.lan 127.0.0.1`.
 */
export function launchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}

/** The shop's network: Chromium resolves `name` to the test server, reached over plain HTTP. */
export const LAN_NAME = 'negozio.lan';
export const lanLaunchOptions = () => launchOptions([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
export const lanURL = (baseURL: string) => `http://${LAN_NAME}:${new URL(baseURL).port}`;

/**
 * The journeys' screenshots are for people to look at (web/e2e/screenshots): taken by default, not on CI
 * (nobody opens a clean clone's files, and encoding full-page PNGs is a good part of a journey's CPU).
 * `E2E_SCREENSHOTS=1` or `=0` decides either way. What a journey checks around them (the viewport
 * changes, the element's box, no sideways scroll at 390 px) runs in both cases.
 */
const SCATTA = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

export async function screenshot(page: Page, name: string) {
  if (SCATTA) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Full-page screenshots `e2e-<nome>-1024/390/1280`; at 390 px the page must not scroll sideways. Ends at 1024 px. */
export async function screenshotsTreLarghezze(page: Page, nome: string) {
  await page.setViewportSize(TABLET);
  await screenshot(page, `e2e-${nome}-1024`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `e2e-${nome}-390`);
  // once the app has laid the page out for the new width (its layout hooks follow the resize event)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { message: `${nome}: scroll orizzontale a 390 px` })
    .toBe(true);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `e2e-${nome}-1280`);
  await page.setViewportSize(TABLET);
}

/** What the screen shows (dialogs scroll inside: a full-page capture would show the page behind). */
export async function viewportShot(page: Page, name: string) {
  if (SCATTA) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/**
 * A screenshot of one element (a page section), e.g. `e2e-x-390`: clipped from the full page at the
 * top, so a sticky header never covers an element taller than the viewport.
 */
export async function screenshotOf(locator: Locator, name: string) {
  const page = locator.page();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name}: elemento non visibile`);
  if (SCATTA) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, clip: box });
}

/**
 * Logs in through the landing page's login modal. The page's context has the app's `baseURL`
 * (fixtures); `origin`: another name of the server, e.g. on the LAN. A journey that checks the login
 * itself, or signs out (which revokes the session on the server), signs in this way.
 */
export async function accediDalModale(page: Page, ruolo: E2ERuolo, origin = '') {
  const u = E2E_USERS[ruolo];
  await page.goto(`${origin}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/email/i).fill(u.email);
  await dialog.getByLabel(/password/i).fill(u.password);
  await dialog.getByRole('button', { name: /^accedi$/i }).click();
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
}

/** Each role's session on each app (origin): the localStorage its first login through the modal left. */
const sessioni = new Map<string, [string, string][]>();

/**
 * Signs `page` in as `ruolo` and leaves it on the dashboard. The first time for a role on an app, through
 * the login modal (accediDalModale); then with the session that login left, written into the page's
 * localStorage before the app starts, as the modal would have: a journey no longer waits for the modal
 * and a password check (≈ 3 s each on CI's machine). A session that is signed out is not reused: the
 * journeys that sign out use accediDalModale.
 */
export async function loginAs(page: Page, ruolo: E2ERuolo, origin = '') {
  // a small file of the app's origin, so its localStorage can be written before the app loads
  await page.goto(`${origin}/favicon.svg`);
  const chiave = `${new URL(page.url()).origin} ${ruolo}`;
  const sessione = sessioni.get(chiave);
  if (!sessione) {
    await accediDalModale(page, ruolo, origin);
    sessioni.set(chiave, await page.evaluate(() => Object.entries(localStorage)));
    return;
  }
  await page.evaluate((voci) => {
    for (const [k, v] of voci) localStorage.setItem(k, v);
  }, sessione);
  await page.goto(`${origin}/`);
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
}

/**
 * Waits until the finite animations and transitions on the page (or under `root`) have finished, e.g.
 * Chakra's entry fades, so checks and screenshots see the final state. Endless ones (spinners) are skipped.
 */
export async function animationsDone(target: Page | Locator) {
  if ('goto' in target) {
    await target.evaluate(() =>
      Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
    );
  } else {
    await target.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
    );
  }
}
