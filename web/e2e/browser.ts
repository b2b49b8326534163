import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { E2E_USERS, type E2ERuolo } from './users.js';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3001';
const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** `extraArgs`: more Chromium flags, e.g. `--host-resolver-rules=MAP negozio.lan 127.0.0.1`. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
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
  });
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
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
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, clip: box });
}

/** Logs in through the landing page's login modal (`baseUrl`: another name of the server, e.g. on the LAN). */
export async function loginAs(page: Page, ruolo: E2ERuolo, baseUrl = BASE_URL) {
  const u = E2E_USERS[ruolo];
  await page.goto(`${baseUrl}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/email/i).fill(u.email);
  await dialog.getByLabel(/password/i).fill(u.password);
  await dialog.getByRole('button', { name: /^accedi$/i }).click();
  await page.getByRole('button', { name: 'Esci' }).waitFor();
}
