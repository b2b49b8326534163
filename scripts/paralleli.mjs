/**
 * Runs shell commands side by side, each with its own log; a log is printed whole as soon as its command
 * ends, so two never interleave. Exits with the first failure's code (in the order given).
 *
 *   node scripts/paralleli.mjs "npm run test -w api" "npm run test -w web"
 *
 * `npm test` runs the API's and the web app's tests this way (neither fills two cores on its own), and
 * .ci/run its drift checks, typecheck and lint beside the journeys.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const comandi = process.argv.slice(2);
const dir = mkdtempSync(path.join(tmpdir(), 'gelatiere-paralleli-'));
const figli = new Set();
for (const segnale of ['SIGINT', 'SIGTERM']) {
  process.on(segnale, () => {
    for (const figlio of figli) figlio.kill(segnale);
    process.exit(130);
  });
}

const esegui = (comando, i) =>
  new Promise((resolve) => {
    const log = path.join(dir, `${i}.log`);
    const fd = openSync(log, 'w');
    const inizio = Date.now();
    // FORCE_COLOR keeps the tools' colours in the log when a terminal reads it
    const figlio = spawn(comando, { shell: true, stdio: ['ignore', fd, fd], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    figli.add(figlio);
    figlio.on('close', (codice, segnale) => {
      figli.delete(figlio);
      const secondi = Math.round((Date.now() - inizio) / 1000);
      const esito = codice === 0 ? 'ok' : `FALLITO (${codice ?? segnale})`;
      process.stdout.write(`\n--- ${comando}: ${esito} in ${secondi} s\n${readFileSync(log, 'utf8')}`);
      resolve(codice ?? 1);
    });
  });

const codici = await Promise.all(comandi.map(esegui));
rmSync(dir, { recursive: true, force: true });
process.exit(codici.find((c) => c !== 0) ?? 0);
