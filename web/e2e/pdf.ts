import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

const run = promisify(execFile);
export const PDF_DIR = '/tmp/e2e-pdf';

/** A PDF's text (`pdftotext -layout`, runs of spaces collapsed) and page 1 as a PNG at 60 dpi in PDF_DIR. */
export async function leggiPdf(pdf: Buffer, nome: string): Promise<string> {
  await mkdir(PDF_DIR, { recursive: true });
  const file = path.join(PDF_DIR, `${nome}.pdf`);
  await writeFile(file, pdf);
  expect(pdf.subarray(0, 5).toString('latin1'), `${nome} is not a PDF`).toBe('%PDF-');
  await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, path.join(PDF_DIR, nome)]);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[ \t]+/g, ' ');
}

/**
 * The text of a PDF already read by `leggiPdf`, in content order (`pdftotext -raw`): a table cell's
 * lines follow each other, so a name wrapped inside a narrow column reads whole again (a line ending
 * in a hyphen joins the next one, any other line break becomes a space).
 */
export async function testoInOrdine(nome: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', path.join(PDF_DIR, `${nome}.pdf`), '-']);
  return stdout.replace(/-\n/g, '-').replace(/\s+/g, ' ');
}

/**
 * Clicks and returns the PDF at the REST URL the page fetched (matching `percorso`): the page's
 * response body is not readable through the devtools protocol, so the same URL is fetched again with
 * the user's token.
 */
export async function pdfDaClick(page: Page, percorso: RegExp, click: () => Promise<void>, token: string): Promise<Buffer> {
  const risposta = page.waitForResponse((r) => percorso.test(r.url()) && r.request().method() === 'GET');
  await click();
  const res = await risposta;
  expect(res.status(), `${res.url()}: ${res.status()}`).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const stesso = await fetch(res.url(), { headers: { authorization: `Bearer ${token}` } });
  expect(stesso.status).toBe(200);
  return Buffer.from(await stesso.arrayBuffer());
}
