import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { marked } from 'marked';
import { MESSAGGI } from '../common/errors.js';

/**
 * "Guida integrazioni": docs/integrazioni.md (Italian) and docs/integrations.en.md (English) served
 * as HTML next to the OpenAPI docs, at /api/docs/guida and /api/docs/guida/en. The Markdown in the
 * repository is the single source; it is rendered once per process.
 */
export const GUIDE = {
  it: { file: 'integrazioni.md', lang: 'it', title: 'Guida integrazioni' },
  en: { file: 'integrations.en.md', lang: 'en', title: 'Integrations guide' },
} as const;

/** The repository's docs/ folder, found upwards from this module (src/ or dist/ alike). */
function docsDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'docs', GUIDE.it.file))) return path.join(dir, 'docs');
    dir = path.dirname(dir);
  }
  return undefined;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;line-height:1.55;color:#1f2933}
pre{background:#f4f5f7;padding:1rem;overflow-x:auto;border-radius:.5rem}code{font-size:.92em}
table{border-collapse:collapse}td,th{border:1px solid #d9dde3;padding:.35rem .6rem;text-align:left}nav a{margin-right:1rem}`;

async function render(guide: (typeof GUIDE)[keyof typeof GUIDE]): Promise<string | undefined> {
  const dir = docsDir();
  if (!dir) return undefined;
  const body = await marked.parse(await readFile(path.join(dir, guide.file), 'utf8'));
  return `<!doctype html><html lang="${guide.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${guide.title} · Gelatiere</title><style>${STYLE}</style></head><body>
<nav><a href="/api/docs">OpenAPI</a><a href="/api/docs/guida">Italiano</a><a href="/api/docs/guida/en">English</a></nav>
${body}</body></html>`;
}

export function registerGuidaIntegrazioni(api: FastifyInstance) {
  const cache = new Map<string, Promise<string | undefined>>();
  for (const [url, guide] of [['/docs/guida', GUIDE.it], ['/docs/guida/en', GUIDE.en]] as const) {
    api.get(url, { schema: { hide: true } }, async (_req, reply) => {
      if (!cache.has(url)) cache.set(url, render(guide));
      const html = await cache.get(url)!;
      if (!html) return reply.status(404).send({ error: MESSAGGI.nonTrovato });
      return reply.type('text/html; charset=utf-8').send(html);
    });
  }
}
