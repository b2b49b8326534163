import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, COMPRESS_THRESHOLD } from '../src/http/web-delivery.js';
import { createTestApp, type TestApp } from './app.js';

/** A stand-in web build: text files with their .br/.gz siblings, as the Vite build writes them. */
const INDEX_HTML = `<!doctype html><html lang="it"><head><title>Gelatiere</title></head><body><div id="root"></div>${'<!-- spazio -->'.repeat(100)}</body></html>`;
const APP_JS = `export const gusti = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Gusto ${i}`))};`;
const SW_JS = 'self.addEventListener("install", () => self.skipWaiting());';
const MANIFEST = JSON.stringify({ name: 'Gelatiere', short_name: 'Gelatiere', start_url: '/' });

function writeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gelatiere-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/app-Ab12Cd34.js': APP_JS,
    'sw.js': SW_JS,
    'manifest.webmanifest': MANIFEST,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), text);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  }
  return dist;
}

let webDist: string;
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  webDist = writeWebBuild();
  t = await createTestApp({ WEB_DIST: webDist });
  proxied = await createTestApp({ WEB_DIST: webDist, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

describe('HTTPS-only security headers', () => {
  it('over plain HTTP: no upgrade-insecure-requests and no HSTS (a shop opens http://192.168.x.x:3001)', async () => {
    for (const url of ['/', '/api/health', '/gusti']) {
      const res = await get(t, url);
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('X-Forwarded-Proto: https behind a trusted proxy: both headers', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await get(proxied, url, { 'x-forwarded-proto': 'https' });
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('the same proxy over plain HTTP, and a forwarded https without TRUST_PROXY: neither', async () => {
    const plain = await get(proxied, '/', { 'x-forwarded-proto': 'http' });
    const untrusted = await get(t, '/', { 'x-forwarded-proto': 'https' });
    for (const res of [plain, untrusted]) {
      expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('web build delivery', () => {
  it('hashed assets: precompressed brotli or gzip by Accept-Encoding, cached for a year', async () => {
    const br = await get(t, '/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(String(br.headers['content-type'])).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    const gz = await get(t, '/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    expect(gz.headers['cache-control']).toBe(CACHE_IMMUTABLE);

    const plain = await get(t, '/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('index.html, the client-side routes, the service worker and the manifest are revalidated (no-cache)', async () => {
    for (const url of ['/', '/index.html', '/gusti', '/storico-produzione?pagina=2']) {
      const res = await get(t, url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(String(res.headers['content-type']), url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    }
    const identity = await get(t, '/gusti');
    expect(identity.body).toBe(INDEX_HTML);
    expect(identity.headers['cache-control']).toBe('no-cache');
    for (const [url, text] of [['/sw.js', SW_JS], ['/manifest.webmanifest', MANIFEST]] as const) {
      const res = await get(t, url, { 'accept-encoding': 'gzip' });
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(gunzipSync(res.rawPayload).toString()).toBe(text);
    }
  });

  it('a missing hashed asset is a 404, not index.html; the .br/.gz files have no routes of their own', async () => {
    const missing = await get(t, '/assets/vecchio-XYZ.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Risorsa non trovata' });
    expect((await get(t, '/assets/app-Ab12Cd34.js.br')).statusCode).toBe(404);
  });
});

describe('dynamic response compression', () => {
  it('JSON above the threshold: brotli, else gzip, else plain; vary Accept-Encoding', async () => {
    const br = await get(t, '/api/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const doc = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { paths: object };
    expect(Buffer.byteLength(JSON.stringify(doc))).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');

    const gz = await get(t, '/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(doc);

    const plain = await get(t, '/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(doc);
  });

  it('GraphQL answers above the threshold are compressed; small answers go out as they are', async () => {
    const post = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        payload: { query },
      });
    const big = await post('{ __schema { types { name description } } }');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const data = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { data: { __schema: { types: unknown[] } } };
    expect(data.data.__schema.types.length).toBeGreaterThan(10);

    const small = await post('{ __typename }');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('the backup download still streams with no-store, compressed on the way, and reads back whole', async () => {
    const admin = await t.token('admin');
    const plain = await get(t, '/api/admin/backup', { authorization: `Bearer ${admin}` });
    const gz = await get(t, '/api/admin/backup', { authorization: `Bearer ${admin}`, 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['cache-control']).toBe('no-store');
    expect(String(gz.headers['content-disposition'])).toMatch(/^attachment; filename="backup_/);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const { timestamp: _a, ...compressed } = JSON.parse(gunzipSync(gz.rawPayload).toString()) as Record<string, unknown>;
    const { timestamp: _b, ...uncompressed } = plain.json<Record<string, unknown>>();
    expect(compressed).toEqual(uncompressed);
    expect(Object.keys(compressed)).toContain('version');
  });

  it('the Excel export (already a zip) is not compressed again', async () => {
    const admin = await t.token('admin');
    const res = await get(t, '/api/analytics/export?formato=excel', { authorization: `Bearer ${admin}`, 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
