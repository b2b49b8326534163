/** The journeys' PDFs: fetched as the page fetched them, read as text, page 1 turned into a PNG to look at. */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

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
 * Clicks and returns the PDF at the REST URL the page fetched (matching `percorso`): the page's
 * response body is not readable through the devtools protocol, so the same URL is fetched again with
 * `token`.
 */
export async function pdfDaClick(page: Page, percorso: RegExp, token: string, click: () => Promise<void>): Promise<Buffer> {
  const risposta = page.waitForResponse((r) => percorso.test(r.url()) && r.request().method() === 'GET');
  await click();
  const res = await risposta;
  expect(res.status(), `${res.url()}: ${res.status()}`).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const stesso = await fetch(res.url(), { headers: { authorization: `Bearer ${token}` } });
  expect(stesso.status).toBe(200);
  return Buffer.from(await stesso.arrayBuffer());
}
