import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Dynamic responses (JSON, GraphQL) smaller than this go out as they are (issue 13). Below 4 KB
 * compression saves under 4 KB per answer and no round trip (the answer fits the first congestion
 * window, ~14 KB, either way), but it cost about 70 µs of the event loop per answer: measured on the
 * chain-scale dataset, Top Gusti (2.5 KB of JSON) at 10 clients went from 650 to 700 requests/s and
 * from 0.82 to 0.68 ms of node CPU per request (the server's brotli and the client's decoding) when
 * sent plain. Lists, exports and the OpenAPI document are far larger and still compressed.
 */
export const COMPRESS_THRESHOLD = 4096;
/**
 * Brotli quality for dynamic responses. Measured on demo-data JSON (production list, analytics
 * export, gusti, ingredienti): q4 compresses 10.3× at ~9 ms of CPU per MB, like gzip 6 (10.4×,
 * ~10 ms/MB); q6 gains 12 % for 1.8× the CPU, q11 is 170× slower (it is for build-time files only).
 */
export const BROTLI_QUALITY = 4;
export const BROTLI_OPTIONS = {
  params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
};
/** Content codings of dynamic responses, preferred first. */
export const CODIFICHE = ['br', 'gzip'] as const;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Brotli/gzip for dynamic responses above COMPRESS_THRESHOLD. Static files carry their own encoding
 * (precompressed at build time), which the compress hook leaves alone. Must be registered before the
 * routes. Request bodies are not decompressed (nothing sends them, and it would bypass the body limit).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: [...CODIFICHE],
    brotliOptions: BROTLI_OPTIONS,
  });
}

/**
 * Hashed build output (web/dist/assets) never changes under its name: cached for a year. Everything
 * else (index.html, the service worker, the manifest, icons) is revalidated on every use.
 */
export function cacheControlFor(webDist: string, filePath: string): string {
  const relative = path.relative(webDist, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets' ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * Serves the web build with its .br/.gz siblings (written by the build) chosen by Accept-Encoding.
 * Returns false when there is no build to serve.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(webDist, filePath));
    },
  });
  return true;
}

/** GET paths answered with index.html (client-side routes); a missing asset stays a 404. */
export function isClientRoute(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api') && !url.startsWith('/graphql') && !url.startsWith('/assets/');
}
