/**
 * `npm test`: the science package's tests, then the API's and the web app's side by side.
 *
 * The two suites share nothing (the API's run on PostgreSQL, the web's on jsdom with MSW) and neither
 * fills two cores on its own: the API's files wait on the database, the web's on React's scheduler and
 * `waitFor` polling (about 60 % of two cores each, measured with /proc/stat). Together they keep both
 * cores busy and end about 40 s sooner on a 2-core machine than one after the other.
 *
 * Each suite writes to its own log; a log is printed whole as soon as its suite ends, so the two never
 * interleave. The exit code is the first failure's. `node scripts/test.mjs api` (or `web`, `scienza`)
 * runs that one only, in the terminal.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SUITES = { scienza: '@gelatiere/scienza', api: 'api', web: 'web' };
const npm = (workspace) => ['npm', ['run', 'test', '-w', workspace]];

const only = process.argv[2];
if (only) {
  if (!(only in SUITES)) {
    console.error(`suite sconosciuta: ${only} (scienza, api, web)`);
    process.exit(2);
  }
  const [cmd, args] = npm(SUITES[only]);
  process.exit(spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1);
}

// the science package first: a second, it is what the other two import
const [cmd, args] = npm(SUITES.scienza);
const scienza = spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
if (scienza !== 0) process.exit(scienza);

const dir = mkdtempSync(path.join(tmpdir(), 'gelatiere-test-'));
const children = new Set();
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

const run = (name) =>
  new Promise((resolve) => {
    const log = path.join(dir, `${name}.log`);
    const fd = openSync(log, 'w');
    const started = Date.now();
    const [c, a] = npm(SUITES[name]);
    // FORCE_COLOR keeps vitest's colours in the log as a terminal would show them
    const child = spawn(c, a, { stdio: ['ignore', fd, fd], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    children.add(child);
    child.on('close', (code, signal) => {
      children.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      const esito = code === 0 ? 'ok' : `FALLITO (${code ?? signal})`;
      process.stdout.write(`\n--- test ${name}: ${esito} in ${seconds} s\n${readFileSync(log, 'utf8')}`);
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all([run('api'), run('web')]);
rmSync(dir, { recursive: true, force: true });
process.exit(codes.find((c) => c !== 0) ?? 0);
