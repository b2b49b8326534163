/**
 * Admin journey: download a backup, reset the database, import the backup, see the counts restored.
 * Its own data: a small catalogue and one production created through the REST API before it starts.
 * It resets the data: as an `.isolato.e2e.ts` journey it runs on an app and a database of its own
 * (`testIsolato`, fixtures.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accediDalModale, expect, screenshot, testIsolato as test } from './fixtures.js';
import { E2E_USERS } from './users.js';

const STAT_KEYS = ['utenti', 'gusti', 'ingredienti', 'puntiVendita', 'categorieGusti', 'allergeni', 'produzioni', 'produzioneTotale'] as const;
type Stats = Record<(typeof STAT_KEYS)[number], string>;

const dir = mkdtempSync(path.join(tmpdir(), 'gelatiere-backup-'));
test.beforeAll(async ({ rest: client }) => {
  // the data the backup must bring back: one row in every counted table
  const token = await client.login('admin');
  const rest = <T>(method: string, url: string, body?: unknown) => client.json<T>(method, url, body, token);
  const [pv] = await rest<{ id: number }[]>('GET', '/punti-vendita');
  const ingrediente = await rest<{ id: number }>('POST', '/ingredienti', { nome: 'Latte intero', costo_per_unita: 1.2, unita_misura: 'l', fornitore: 'Centrale del Latte' });
  const categoria = await rest<{ id: number }>('POST', '/config/categorie', { nome: 'Creme', colore: '#f5deb3' });
  const gusto = await rest<{ id: number }>('POST', '/gusti', {
    nome: 'Fior di latte',
    categoria_id: categoria.id,
    colore: '#fffdf0',
    ingredienti: JSON.stringify([{ ingrediente_id: ingrediente.id, quantita: 1000, unita: 'ml' }]),
  });
  const oggi = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
  await rest('POST', '/produzione', { data: oggi, punto_vendita_id: pv!.id, gusti: [{ gusto_id: gusto.id, quantita_kg: 4.5 }], note: 'E2E backup' });
});
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByTestId('admin-stats')).toBeVisible();
}

async function readStats(page: Page): Promise<Stats> {
  const out = {} as Stats;
  for (const key of STAT_KEYS) out[key] = (await page.getByTestId(`stat-${key}-value`).textContent())?.trim() ?? '';
  return out;
}

/** Waits until a stat card shows `value` (the page refetches after a reset or an import). */
async function waitForStat(page: Page, key: (typeof STAT_KEYS)[number], value: string) {
  await expect(page.getByTestId(`stat-${key}-value`)).toHaveText(value);
}

test.describe('amministrazione: backup, reset, import', () => {
  test('an admin restores the whole database from a downloaded backup', async ({ page, newPage }) => {
    await accediDalModale(page, 'admin');
    await openSettings(page);
    const before = await readStats(page);
    expect(Number(before.utenti), `utenti prima del reset: ${before.utenti}`).toBeGreaterThanOrEqual(3);
    expect(Number(before.puntiVendita)).toBeGreaterThanOrEqual(1);
    expect(Number(before.produzioni), `produzioni prima del reset: ${before.produzioni}`).toBeGreaterThanOrEqual(1);

    // 1. download the backup
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: /Scarica Backup/ }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/^backup_\d{4}-\d{2}-\d{2}\.json$/);
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const backup = JSON.parse(readFileSync(file, 'utf8')) as { version: string; data: Record<string, unknown[]> };
    expect(backup.version).toBeTruthy();
    expect(backup.data.utenti?.length).toBe(Number(before.utenti));
    await expect(page.getByText('Backup scaricato con successo')).toBeVisible();

    // 2. reset with the security password (required, then confirmed)
    await page.getByRole('button', { name: /^Reset Database$/ }).click();
    const resetForm = page.getByTestId('reset-form');
    await resetForm.getByRole('button', { name: /Resetta Database/ }).click();
    await expect(resetForm.getByText('Inserisci la password di sicurezza')).toBeVisible();
    await resetForm.getByLabel(/Password di sicurezza/).fill(E2E_USERS.admin.password);
    await resetForm.getByRole('button', { name: /Resetta Database/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Resetta Database' }).click();
    await expect(page.getByTestId('reset-success')).toBeVisible();
    // only the current admin is left; no sales points, no productions
    await waitForStat(page, 'utenti', '1');
    await waitForStat(page, 'puntiVendita', '0');
    await waitForStat(page, 'produzioni', '0');
    await screenshot(page, 'amministrazione-e2e-reset-1280');
    // the banner goes away after 5 s
    await expect(page.getByTestId('reset-success')).not.toBeAttached({ timeout: 8_000 });

    // 3. import the downloaded file (file required, then confirmed)
    await page.getByRole('button', { name: /^Importa Backup$/ }).click();
    const importForm = page.getByTestId('import-form');
    await importForm.getByRole('button', { name: /^Importa$/ }).click();
    await expect(importForm.getByText('Seleziona un file di backup')).toBeVisible();
    await page.getByTestId('backup-file-input').setInputFiles(file);
    await importForm.getByRole('button', { name: /^Importa$/ }).click();
    const importResponse = page.waitForResponse((r) => r.url().endsWith('/api/admin/import-backup'), { timeout: 60_000 });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Importa' }).click();
    const response = await importResponse;
    const result = (await response.json()) as { success: boolean; message: string; importCounts: Record<string, number>; backupInfo: { filename: string } };
    expect(response.status(), JSON.stringify(result)).toBe(200);
    expect(result.success).toBe(true);
    expect(result.message).toBe('Backup importato con successo');
    expect(result.backupInfo.filename).toBe(download.suggestedFilename());
    expect(result.importCounts.utenti).toBe(Number(before.utenti));
    // the import ends every session: the success banner shows, or the next request's 401 already led to /login
    await expect
      .poll(async () => /\/login/.test(page.url()) || (await page.getByTestId('import-success').isVisible()), { message: 'esito importazione o /login' })
      .toBe(true);

    // The admin in the backup is the same user: the session may survive the import, or the restored
    // data may end it (401 -> /login). Which one is the server's answer to the page's token, not a pause.
    const pageToken = await page.evaluate(() => localStorage.getItem('gelatiere.token'));
    const stillIn = pageToken !== null && (await fetch(`${new URL(page.url()).origin}/api/auth/verify`, { headers: { authorization: `Bearer ${pageToken}` } })).ok;
    console.log(stillIn ? '  sessione mantenuta dopo l’importazione' : '  sessione terminata dall’importazione: nuovo accesso');
    if (stillIn) {
      await expect(page.getByTestId('import-success').getByTestId('import-counts')).toBeVisible();
      await screenshot(page, 'amministrazione-e2e-import-1280');
    } else {
      // the page's next request is refused: it ends on /login
      await expect(page).toHaveURL(/\/login/);
      await accediDalModale(page, 'admin');
      await openSettings(page);
    }

    // 4. every count is back
    for (const key of STAT_KEYS) await waitForStat(page, key, before[key]);
    expect(await readStats(page)).toEqual(before);

    // the restored users can log in again
    const other = await newPage();
    await accediDalModale(other, 'manager');
  });
});
