/**
 * The import graph of api/src (ARCHITECTURE convention 15): every relative import of every source file
 * (tests excluded), `import type`, `export … from` and `import()` included, read with the TypeScript
 * parser. Used by import-cycles.test.ts; run it to print the figures:
 *   npx tsx test/import-graph.ts
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** api/src; IMPORT_GRAPH_SRC measures another tree (e.g. an older commit's, for before/after figures). */
export const SRC = resolve(process.env.IMPORT_GRAPH_SRC ?? resolve(dirname(fileURLToPath(import.meta.url)), '../src'));

/** file (relative to src, '/'-separated) → the files it imports. */
export type Grafo = Map<string, Set<string>>;

function sorgenti(dir: string): string[] {
  const out: string[] = [];
  for (const nome of readdirSync(dir)) {
    const pieno = join(dir, nome);
    if (statSync(pieno).isDirectory()) out.push(...sorgenti(pieno));
    else if (nome.endsWith('.ts') && !nome.endsWith('.test.ts') && !nome.endsWith('.d.ts')) out.push(pieno);
  }
  return out;
}

const rel = (file: string) => relative(SRC, file).split(sep).join('/');

function risolvi(da: string, specificatore: string): string | null {
  if (!specificatore.startsWith('.')) return null;
  const base = resolve(dirname(da), specificatore);
  for (const candidato of [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')]) {
    if (candidato.startsWith(SRC + sep) && existsSync(candidato) && statSync(candidato).isFile()) return candidato;
  }
  return null;
}

function specificatori(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: string[] = [];
  const visita = (n: ts.Node) => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      out.push(n.moduleSpecifier.text);
    } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteralLike(n.arguments[0])) {
      out.push(n.arguments[0].text);
    } else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
      out.push(n.argument.literal.text);
    }
    ts.forEachChild(n, visita);
  };
  visita(sf);
  return out;
}

export function grafoImport(): Grafo {
  const grafo: Grafo = new Map();
  for (const file of sorgenti(SRC)) {
    const archi = new Set<string>();
    for (const s of specificatori(file)) {
      const destinazione = risolvi(file, s);
      if (destinazione && destinazione !== file) archi.add(rel(destinazione));
    }
    grafo.set(rel(file), archi);
  }
  return grafo;
}

/** Strongly connected components (Tarjan, iterative), each sorted, largest first. */
export function componentiFortementeConnesse(grafo: Grafo): string[][] {
  let indice = 0;
  const indici = new Map<string, number>();
  const bassi = new Map<string, number>();
  const pila: string[] = [];
  const inPila = new Set<string>();
  const componenti: string[][] = [];
  for (const radice of [...grafo.keys()].sort()) {
    if (indici.has(radice)) continue;
    const lavoro: { v: string; figli: string[]; i: number }[] = [];
    const entra = (v: string) => {
      indici.set(v, indice);
      bassi.set(v, indice++);
      pila.push(v);
      inPila.add(v);
      lavoro.push({ v, figli: [...(grafo.get(v) ?? [])].sort(), i: 0 });
    };
    entra(radice);
    while (lavoro.length > 0) {
      const cima = lavoro[lavoro.length - 1]!;
      if (cima.i < cima.figli.length) {
        const w = cima.figli[cima.i++]!;
        if (!indici.has(w)) entra(w);
        else if (inPila.has(w)) bassi.set(cima.v, Math.min(bassi.get(cima.v)!, indici.get(w)!));
        continue;
      }
      lavoro.pop();
      const padre = lavoro[lavoro.length - 1];
      if (padre) bassi.set(padre.v, Math.min(bassi.get(padre.v)!, bassi.get(cima.v)!));
      if (bassi.get(cima.v) === indici.get(cima.v)) {
        const comp: string[] = [];
        let w: string;
        do {
          w = pila.pop()!;
          inPila.delete(w);
          comp.push(w);
        } while (w !== cima.v);
        componenti.push(comp.sort());
      }
    }
  }
  return componenti.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** One circle through `comp` (shortest path back to its first file), to show in a failure. */
export function unCiclo(grafo: Grafo, comp: string[]): string[] {
  const dentro = new Set(comp);
  const inizio = comp[0]!;
  const da = new Map<string, string>();
  const coda = [inizio];
  const visti = new Set([inizio]);
  while (coda.length > 0) {
    const v = coda.shift()!;
    for (const w of [...(grafo.get(v) ?? [])].sort()) {
      if (!dentro.has(w)) continue;
      if (w === inizio) {
        const percorso = [v];
        while (percorso[0] !== inizio) percorso.unshift(da.get(percorso[0]!)!);
        return [...percorso, inizio];
      }
      if (!visti.has(w)) {
        visti.add(w);
        da.set(w, v);
        coda.push(w);
      }
    }
  }
  return comp;
}

/**
 * The layer of a file (convention 15), 0 the top: main → app → rest/graphql/http/seed → modules →
 * common → db → config. An import arrow runs up when it goes to a lower number.
 */
export function strato(file: string, adattatori = false): number {
  if (file === 'main.ts') return 0;
  // a module's REST routes and GraphQL classes are the rest/graphql layer kept beside their module
  if (adattatori && (file === 'modules/index.ts' || /^modules\/.+\.(routes|resolver|types|inputs)\.ts$/.test(file))) return 2;
  if (file === 'app.ts' || file === 'services.ts') return 1;
  const cartella = file.split('/')[0];
  if (cartella === 'rest' || cartella === 'graphql' || cartella === 'http' || cartella === 'seed') return 2;
  if (cartella === 'modules') return 3;
  if (cartella === 'common') return 4;
  if (cartella === 'db') return 5;
  return 6; // config.ts
}

/** The unit a file belongs to: a module's folder, else its top folder (or the top file). */
export function unita(file: string): string {
  const parti = file.split('/');
  if (parti[0] === 'modules' && parti.length > 2) return `modules/${parti[1]}`;
  return parti.length > 1 ? parti[0]! : file;
}

export interface Frecce {
  /** file → file arrows, and those that run up a layer. */
  file: number;
  fileSu: string[];
  /** the same, a module's routes/resolver/types/inputs files counted in the rest/graphql layer. */
  fileSuAdattatori: string[];
  /** distinct unit → unit arrows (a module, common, db…), and those that run up a layer. */
  unita: number;
  unitaSu: string[];
}

export function frecce(grafo: Grafo): Frecce {
  const fileSu: string[] = [];
  const fileSuAdattatori: string[] = [];
  let file = 0;
  const archiUnita = new Set<string>();
  for (const [da, verso] of grafo) {
    for (const a of verso) {
      file++;
      if (strato(a) < strato(da)) fileSu.push(`${da} → ${a}`);
      if (strato(a, true) < strato(da, true)) fileSuAdattatori.push(`${da} → ${a}`);
      if (unita(da) !== unita(a)) archiUnita.add(`${unita(da)} → ${unita(a)}`);
    }
  }
  const stratoUnita = (u: string) => strato(u.endsWith('.ts') ? u : `${u}/x.ts`);
  const unitaSu = [...archiUnita].filter((arco) => {
    const [da, a] = arco.split(' → ') as [string, string];
    return stratoUnita(a) < stratoUnita(da);
  });
  return { file, fileSu: fileSu.sort(), fileSuAdattatori: fileSuAdattatori.sort(), unita: archiUnita.size, unitaSu: unitaSu.sort() };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const grafo = grafoImport();
  const componenti = componentiFortementeConnesse(grafo).filter((c) => c.length > 1);
  const f = frecce(grafo);
  console.log(`files: ${grafo.size}`);
  console.log(`circles (strongly connected components > 1 file): ${componenti.map((c) => c.length).join(', ') || 'none'}`);
  for (const c of componenti.filter((c) => c.length > 2)) console.log(`  ${c.length}: ${c.join(' ')}\n  e.g. ${unCiclo(grafo, c).join(' → ')}`);
  console.log(`file arrows: ${f.file}, running up a layer: ${f.fileSu.length} (${f.fileSuAdattatori.length} with modules' routes/resolvers/types/inputs counted as rest/graphql)`);
  console.log(`unit arrows: ${f.unita}, running up a layer: ${f.unitaSu.length}`);
  if (process.argv.includes('--su')) for (const a of f.fileSu) console.log(`  ${a}`);
  if (process.argv.includes('--su-adattatori')) for (const a of f.fileSuAdattatori) console.log(`  ${a}`);
}
