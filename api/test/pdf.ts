import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestApp } from './app.js';

/**
 * PDFs in tests are read like a person would (ARCHITECTURE.md, "Print and sign are real"): the text
 * through poppler's `pdftotext -layout`, page 1 as a PNG through `pdftoppm` to look at.
 */
const run = promisify(execFile);

let dir: Promise<string> | undefined;
const tmp = () => (dir ??= mkdtemp(path.join(tmpdir(), 'gelatiere-pdf-')));
let n = 0;

async function toFile(pdf: Buffer, nome = 'documento'): Promise<string> {
  const file = path.join(await tmp(), `${nome.replace(/[^\w-]+/g, '_')}-${process.pid}-${++n}.pdf`);
  await writeFile(file, pdf);
  return file;
}

/** The text of every page, laid out (`pdftotext -layout`); pages are separated by a form feed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const file = await toFile(pdf);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 32 * 1024 * 1024 });
  return stdout;
}

/**
 * The text in the order it was drawn (`pdftotext -raw`): a block laid out beside another (a label's
 * ingredient list beside its nutrition table) reads whole instead of interleaved line by line.
 */
export async function pdfTextRaw(pdf: Buffer): Promise<string> {
  const file = await toFile(pdf);
  const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { maxBuffer: 32 * 1024 * 1024 });
  return stdout;
}

/** The text with runs of spaces collapsed to one (layout columns vary with the font metrics). */
export const testoCompatto = (text: string) => text.replace(/[ \t]+/g, ' ');

/** Number of pages (`pdfinfo` is not needed: pdftotext separates pages with a form feed). */
export async function pdfPagine(pdf: Buffer): Promise<number> {
  const text = await pdfText(pdf);
  return text.split('\f').filter((p, i, all) => i < all.length - 1 || p.trim() !== '').length;
}

/** Size of the first page in millimetres (width × height, `pdfinfo`), rounded to 0.1 mm. */
export async function pdfFormatoMm(pdf: Buffer): Promise<{ larghezza: number; altezza: number }> {
  const file = await toFile(pdf);
  const { stdout } = await run('pdfinfo', [file]);
  const m = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
  if (!m) throw new Error(`pdfinfo senza dimensioni: ${stdout}`);
  const mm = (pt: string) => Math.round((Number(pt) / 72) * 25.4 * 10) / 10;
  return { larghezza: mm(m[1]!), altezza: mm(m[2]!) };
}

/**
 * Renders one page (default the first) to a PNG at `dpi` (default 80) and returns its path, e.g. to
 * open it in an image viewer: `pdfPagePng(pdf, { nome: 'foglio-pesata' })`.
 */
export async function pdfPagePng(pdf: Buffer, opts: { pagina?: number; dpi?: number; nome?: string } = {}): Promise<string> {
  const pagina = opts.pagina ?? 1;
  const file = await toFile(pdf, opts.nome);
  const prefix = file.replace(/\.pdf$/, `-p${pagina}`);
  await run('pdftoppm', ['-png', '-r', String(opts.dpi ?? 80), '-f', String(pagina), '-l', String(pagina), '-singlefile', file, prefix]);
  return `${prefix}.png`;
}

/** A GET through the real app keeping the raw bytes (TestApp.rest decodes bodies as text). */
export async function getPdf(t: TestApp, url: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    status: res.statusCode,
    headers: res.headers,
    pdf: res.rawPayload,
    /** the JSON body when the answer is not a PDF (errors) */
    json: () => res.json() as { error?: string },
  };
}

/** True when the bytes start like a PDF file. */
export const isPdf = (buf: Buffer) => buf.subarray(0, 5).toString('latin1') === '%PDF-';
