import { readFile, writeFile } from 'node:fs/promises';

/**
 * A generated file kept in the repository (schema.graphql, the test client's OpenAPI types): written
 * with `testo`, or, with --check on the command line, compared with it (exit 1 when stale, for CI).
 */
export async function scriviOVerifica(percorso: string, testo: string, { nome, comando }: { nome: string; comando: string }): Promise<void> {
  if (process.argv.includes('--check')) {
    const attuale = await readFile(percorso, 'utf8').catch(() => '');
    if (attuale !== testo) {
      console.error(`${nome} non è aggiornato: esegui \`${comando}\` e fai commit del risultato.`);
      process.exit(1);
    }
    console.log(`${nome} è aggiornato.`);
  } else {
    await writeFile(percorso, testo);
    console.log(`${nome} scritto (${testo.length} caratteri).`);
  }
}
