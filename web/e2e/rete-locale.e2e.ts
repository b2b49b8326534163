import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, screenshot } from './browser.js';
import { E2E_USERS } from './users.js';

/**
 * A shop opens the app from a tablet by the server's name (or address) on its own network, over plain
 * HTTP: not localhost, so no secure context. Chromium resolves negozio.lan to the test server.
 */
const LAN_NAME = 'negozio.lan';
const LAN_URL = `http://${LAN_NAME}:${new URL(BASE_URL).port}`;

let browser: Browser;
before(async () => {
  browser = await launchBrowser([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
});
after(async () => browser?.close());

describe('on the shop network over plain HTTP', () => {
  it(`opens ${LAN_URL}/: the landing renders, every file over http, compressed; login reaches the dashboard`, async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const failed: string[] = [];
    const requested: string[] = [];
    const consoleErrors: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
    page.on('request', (r) => requested.push(r.url()));
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    const scripts: { url: string; encoding?: string; cache?: string }[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push({ url: r.url(), encoding: r.headers()['content-encoding'], cache: r.headers()['cache-control'] });
    });

    const response = await page.goto(`${LAN_URL}/`);
    assert.equal(response?.status(), 200);
    const headers = response!.headers();
    assert.ok(headers['content-security-policy']?.includes("default-src 'self'"));
    assert.ok(!headers['content-security-policy']?.includes('upgrade-insecure-requests'), 'no upgrade-insecure-requests over http');
    assert.equal(headers['strict-transport-security'], undefined);
    assert.equal(headers['cache-control'], 'no-cache');

    await page.getByText('Professional').first().waitFor();
    await page.getByTestId('landing-login-button').waitFor();
    await screenshot(page, 'rete-locale-landing-1280');

    // the login modal and Apollo load on demand, over the same origin; the dashboard follows
    await page.getByTestId('landing-login-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/email/i).fill(E2E_USERS.admin.email);
    await dialog.getByLabel(/password/i).fill(E2E_USERS.admin.password);
    await dialog.getByRole('button', { name: /^accedi$/i }).click();
    await page.getByRole('button', { name: 'Esci' }).waitFor();
    await page.getByTestId('dashboard-greeting').waitFor();

    assert.deepEqual(failed, [], 'no request failed');
    assert.deepEqual(requested.filter((u) => !u.startsWith(`${LAN_URL}/`)), [], 'everything from the page origin over http');
    assert.deepEqual(consoleErrors.filter((e) => /Content Security Policy|Mixed Content/i.test(e)), []);
    assert.ok(scripts.length > 3);
    for (const s of scripts) {
      assert.ok(s.encoding === 'gzip' || s.encoding === 'br', `${s.url} compressed (${s.encoding})`);
      assert.equal(s.cache, 'public, max-age=31536000, immutable', s.url);
    }
    await page.close();
  });
});
