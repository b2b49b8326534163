/**
 * Transfer size of the web app from the built output (web/dist, `npm run build` first): for each
 * screen, the files the browser requests — index.html, the entry chunk and its static imports, the
 * lazily loaded chunks that screen renders with their static imports, their CSS — summed as sent
 * (the precompressed .gz and .br written by the build), against the landing budget.
 *
 *   node scripts/bench-web-size.mjs            report
 *   node scripts/bench-web-size.mjs --check    exit 1 when the landing's JS is over budget
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
export const LANDING_JS_BUDGET_GZIP = 150 * 1024;

/**
 * Screens and the source modules they load (their manifest keys, or `chunk:<name>` for a shared chunk;
 * a trailing `?` when it may be absent).
 * A module that is not a chunk of its own is inside one of the others (bundled statically): it must
 * still exist as a source file.
 */
const SCREENS = [
  // the service worker's registration (workbox-window) is imported right after start, when present
  { name: 'Landing (/)', modules: ['index.html', 'src/landing/LandingPage.tsx', 'chunk:workbox-window.prod.es5?'] },
  { name: 'Login modal (in più)', modules: ['src/landing/LoginModal.tsx', 'src/app/auth-client.ts', 'chunk:apollo-client'], extends: 'Landing (/)' },
  // the toaster is a shared chunk (pages import it statically), mounted with the first sign-in
  { name: 'Dashboard (dopo il login)', modules: ['index.html', 'src/app/AuthenticatedApp.tsx', 'chunk:toaster', 'src/pages/dashboard/index.tsx'] },
];

if (!existsSync(manifestPath)) {
  console.error(`${path.relative(root, manifestPath)} non trovato: esegui prima npm run build`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Bytes of `file` as sent with `encoding` (its precompressed sibling; compressed here if missing). */
function encodedSize(file, encoding) {
  const full = path.join(dist, file);
  const sibling = `${full}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (existsSync(sibling)) return statSync(sibling).size;
  const content = readFileSync(full);
  return (encoding === 'br' ? brotliCompressSync(content) : gzipSync(content, { level: 9 })).length;
}

/** The files requested for `modules`: each chunk, its static imports (transitively) and their CSS. */
function filesOf(modules) {
  const files = new Set();
  const seen = new Set();
  const visit = (wanted) => {
    const optional = wanted.endsWith('?');
    const key = optional ? wanted.slice(0, -1) : wanted;
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = key.startsWith('chunk:') ? Object.values(manifest).find((c) => c.name === key.slice(6)) : manifest[key];
    if (!chunk && optional) return;
    if (!chunk && key.startsWith('chunk:')) throw new Error(`${key}: nessun chunk con questo nome`);
    if (!chunk) {
      if (!existsSync(path.join(root, 'web', key))) throw new Error(`${key}: né un chunk né un file sorgente`);
      return;
    }
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  if (modules.includes('index.html')) files.add('index.html');
  return [...files];
}

function measure(files) {
  const rows = files.map((file) => ({
    file,
    js: file.endsWith('.js'),
    raw: statSync(path.join(dist, file)).size,
    gzip: encodedSize(file, 'gzip'),
    br: encodedSize(file, 'br'),
  }));
  const sum = (key, filter = () => true) => rows.filter(filter).reduce((s, r) => s + r[key], 0);
  return {
    rows,
    total: { raw: sum('raw'), gzip: sum('gzip'), br: sum('br') },
    js: { raw: sum('raw', (r) => r.js), gzip: sum('gzip', (r) => r.js), br: sum('br', (r) => r.js) },
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const results = new Map();
for (const screen of SCREENS) {
  let files = filesOf(screen.modules);
  if (screen.extends) {
    const base = new Set(results.get(screen.extends).files);
    files = files.filter((f) => !base.has(f));
  }
  const m = measure(files);
  results.set(screen.name, { files, ...m });
  console.log(`\n${screen.name}: ${files.length} file`);
  for (const r of m.rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${r.file.padEnd(48)} ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}  br ${kb(r.br).padStart(8)}`);
  }
  console.log(`  JS:     ${kb(m.js.raw)}, gzip ${kb(m.js.gzip)}, brotli ${kb(m.js.br)}`);
  console.log(`  totale: ${kb(m.total.raw)}, gzip ${kb(m.total.gzip)}, brotli ${kb(m.total.br)}`);
}

const landing = results.get('Landing (/)');
const ok = landing.js.gzip <= LANDING_JS_BUDGET_GZIP;
console.log(
  `\nJS iniziale della landing: ${kb(landing.js.gzip)} gzip (${kb(landing.js.br)} brotli), obiettivo ≤ ${kb(LANDING_JS_BUDGET_GZIP)} gzip: ${ok ? 'OK' : 'SUPERATO'}`,
);
if (!ok && process.argv.includes('--check')) process.exit(1);
