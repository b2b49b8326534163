// Regenerates web/src/gql into a temporary copy and fails when the committed files differ.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const gqlDir = path.resolve('web/src/gql');
const backup = mkdtempSync(path.join(tmpdir(), 'gql-'));
cpSync(gqlDir, backup, { recursive: true });
const read = (dir) =>
  Object.fromEntries(readdirSync(dir).sort().map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
try {
  execFileSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--silent'], { stdio: 'inherit' });
  const before = read(backup);
  const after = read(gqlDir);
  const stale = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => before[f] !== after[f]);
  if (stale.length) {
    console.error(`web/src/gql non è aggiornato (${stale.join(', ')}): esegui \`npm run codegen\` e fai commit.`);
    process.exitCode = 1;
  } else {
    console.log('web/src/gql è aggiornato.');
  }
} finally {
  rmSync(gqlDir, { recursive: true, force: true });
  cpSync(backup, gqlDir, { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}
