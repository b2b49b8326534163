import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { firma } from '../modules/integrazioni/webhook.worker.js';

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs');
const tmp = mkdtempSync(path.join(tmpdir(), 'guida-'));

/** The first ```lang block of a guide, as written in the repository. */
const codeBlock = (file: string, lang: string) => {
  const m = new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(readFileSync(path.join(DOCS, file), 'utf8'));
  if (!m) throw new Error(`nessun blocco ${lang} in ${file}`);
  return m[1]!;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Guida integrazioni', () => {
  it('is served as HTML in Italian and English, linked from the OpenAPI description', async () => {
    const it_ = await t.rest<string>('GET', '/api/docs/guida');
    expect(it_.status).toBe(200);
    expect(String(it_.headers['content-type'])).toContain('text/html');
    const html = String(it_.body);
    expect(html).toContain('<h1>Guida integrazioni</h1>');
    for (const s of ['Idempotency-Key', 'aggiornato_dopo', 'Gelatiere-Signature', 'language-python', 'language-js']) expect(html).toContain(s);
    const en = await t.rest<string>('GET', '/api/docs/guida/en');
    expect(en.status).toBe(200);
    expect(String(en.body)).toContain('<h1>Integrations guide</h1>');
    const spec = await t.rest<{ info: { description: string } }>('GET', '/api/openapi.json');
    expect(spec.body.info.description).toContain('/api/docs/guida');
  });

  it("the guide's Node examples accept the server's signature and refuse a tampered body or an old timestamp", async () => {
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ id: 'e1', tipo: 'produzione.creata', dati: { id: 1 } });
    for (const [file, fn] of [['integrazioni.md', 'verificaFirma'], ['integrations.en.md', 'verifySignature']] as const) {
      const modulo = path.join(tmp, `${fn}.mjs`);
      writeFileSync(modulo, codeBlock(file, 'js'));
      const verify = (await import(pathToFileURL(modulo).href))[fn] as (b: string, h: string, s: string) => boolean;
      expect(verify(body, firma('segreto', body, now), 'segreto')).toBe(true);
      expect(verify(`${body} `, firma('segreto', body, now), 'segreto')).toBe(false);
      expect(verify(body, firma('altro', body, now), 'segreto')).toBe(false);
      expect(verify(body, firma('segreto', body, now - 3600), 'segreto')).toBe(false);
      expect(verify(body, 'rotto', 'segreto')).toBe(false);
    }
  });

  it("the guide's Python examples agree (when python3 is installed)", () => {
    let python = true;
    try {
      execFileSync('python3', ['--version']);
    } catch {
      python = false;
    }
    if (!python) return;
    const now = Math.floor(Date.now() / 1000);
    const body = '{"id":"e1","tipo":"produzione.creata"}';
    for (const [file, fn] of [['integrazioni.md', 'verifica_firma'], ['integrations.en.md', 'verify_signature']] as const) {
      const script = `${codeBlock(file, 'python')}\nimport sys\nprint(${fn}(sys.argv[1].encode(), sys.argv[2], "segreto"))`;
      const run = (h: string) => execFileSync('python3', ['-c', script, body, h]).toString().trim();
      expect(run(firma('segreto', body, now))).toBe('True');
      expect(run(firma('altro', body, now))).toBe('False');
      expect(run(firma('segreto', body, now - 3600))).toBe('False');
    }
  });
});
