// Generates web/src/gql from codegen.yml into a temporary directory and fails when the committed files
// differ. The committed files are only read, so the check can run beside the typecheck and the lint.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

const OUTPUT = 'web/src/gql/';
const gqlDir = path.resolve(OUTPUT);
const tmp = mkdtempSync(path.join(tmpdir(), 'gql-'));
const read = (dir) =>
  Object.fromEntries(readdirSync(dir).sort().map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
try {
  const { config } = await loadCodegenConfig({ configFilePath: 'codegen.yml' });
  const target = config.generates[OUTPUT];
  if (!target) throw new Error(`codegen.yml non genera ${OUTPUT}`);
  const out = path.join(tmp, 'gql') + path.sep;
  await generate({ ...config, generates: { [out]: target }, silent: true }, true);
  const committed = read(gqlDir);
  const fresh = read(out);
  const stale = [...new Set([...Object.keys(committed), ...Object.keys(fresh)])].filter((f) => committed[f] !== fresh[f]);
  if (stale.length) {
    console.error(`web/src/gql non è aggiornato (${stale.join(', ')}): esegui \`npm run codegen\` e fai commit.`);
    process.exitCode = 1;
  } else {
    console.log('web/src/gql è aggiornato.');
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
