/**
 * `npm start` builds only when the sources changed since the last successful build, so a restart is
 * quick. The inputs of every workspace (all its files but dependencies and outputs) and the root's
 * package files are hashed; after a successful `npm run build` the hash is stored in
 * node_modules/.cache (gone after a fresh clone or `npm ci`: the first start builds). A missing output
 * also builds. `npm run build` itself always builds.
 *
 *   node scripts/build-if-needed.mjs             build if needed
 *   node scripts/build-if-needed.mjs --status    say whether a build is needed (exit 1 if so), build nothing
 *   node scripts/build-if-needed.mjs --no-check  build if needed with `npm run build:nocheck`: the same output
 *                                                without type-checking it again, for a caller that has just
 *                                                run `npm run typecheck` on these sources (.ci/run)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules/.cache/gelatiere/build-stamp.json');
/** What the build produces: if one is missing, build. */
const OUTPUTS = ['api/dist/main.js', 'web/dist/index.html'];
/** Folders that are not build inputs: dependencies, outputs, local data, test artifacts. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-check', 'coverage', 'data', 'screenshots', '.artifacts']);
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json'];

function workspaceDirs() {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    const full = path.join(root, parent);
    if (!existsSync(full)) return [];
    return readdirSync(full, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${parent}/${e.name}`);
  });
}

function inputFiles(dir) {
  const files = [];
  const walk = (relative) => {
    const entries = readdirSync(path.join(root, relative), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.endsWith('.log')) continue;
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(child);
      } else if (entry.isFile()) {
        files.push(child);
      }
    }
  };
  walk(dir);
  return files;
}

/** One hash over the path and content of every input. */
export function inputsHash() {
  const hash = createHash('sha256');
  const files = [...ROOT_INPUTS.filter((f) => existsSync(path.join(root, f))), ...workspaceDirs().flatMap(inputFiles)];
  for (const file of files) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return { hash: hash.digest('hex'), files: files.length };
}

function storedHash() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).hash;
  } catch {
    return null;
  }
}

const started = performance.now();
const { hash, files } = inputsHash();
const missing = OUTPUTS.filter((f) => !existsSync(path.join(root, f)));
const reason = missing.length ? `manca ${missing.join(', ')}` : storedHash() !== hash ? 'sorgenti modificati dall’ultima build' : null;
const elapsed = `${Math.round(performance.now() - started)} ms`;

if (process.argv.includes('--status')) {
  console.log(reason ? `build necessaria: ${reason}` : `build aggiornata (${files} file controllati in ${elapsed})`);
  process.exit(reason ? 1 : 0);
}
if (!reason) {
  console.log(`build aggiornata: nessuna ricompilazione (${files} file controllati in ${elapsed})`);
  process.exit(0);
}
console.log(`build in corso: ${reason}`);
const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
const script = process.argv.includes('--no-check') ? 'build:nocheck' : 'build';
const build = spawnSync(npm[0], [...npm[1], 'run', script], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
mkdirSync(path.dirname(stampFile), { recursive: true });
writeFileSync(stampFile, JSON.stringify({ hash, builtAt: new Date().toISOString() }));
