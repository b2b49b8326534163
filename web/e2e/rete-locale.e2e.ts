import { DESKTOP, expect, screenshot, test } from './fixtures.js';
import { lanLaunchOptions, lanURL } from './browser.js';
import { E2E_USERS } from './users.js';

/**
 * A shop opens the app from a tablet by the server's name (or address) on its own network, over plain
 * HTTP: not localhost, so no secure context. Chromium resolves negozio.lan to the test server.
 */
test.use({ launchOptions: lanLaunchOptions(), viewport: DESKTOP });

test.describe('on the shop network over plain HTTP', () => {
  test('opens http://negozio.lan:<port>/: the landing renders, every file over http, compressed; login reaches the dashboard', async ({ page, app }) => {
    const LAN_URL = lanURL(app.baseURL);
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
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy'], 'no upgrade-insecure-requests over http').not.toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cache-control']).toBe('no-cache');

    await expect(page.getByText('Professional').first()).toBeVisible();
    await expect(page.getByTestId('landing-login-button')).toBeVisible();
    await screenshot(page, 'rete-locale-landing-1280');

    // the login modal and Apollo load on demand, over the same origin; the dashboard follows
    await page.getByTestId('landing-login-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/email/i).fill(E2E_USERS.admin.email);
    await dialog.getByLabel(/password/i).fill(E2E_USERS.admin.password);
    await dialog.getByRole('button', { name: /^accedi$/i }).click();
    await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();

    expect(failed, 'no request failed').toEqual([]);
    expect(requested.filter((u) => !u.startsWith(`${LAN_URL}/`)), 'everything from the page origin over http').toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy|Mixed Content/i.test(e))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(3);
    for (const s of scripts) {
      expect(['gzip', 'br'], `${s.url} compressed (${s.encoding})`).toContain(s.encoding);
      expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
    }
  });
});
