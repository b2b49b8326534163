import { describe, expect, it } from 'vitest';
import { componentiFortementeConnesse, grafoImport, strato, unCiclo } from './import-graph.js';

/**
 * ARCHITECTURE convention 15: imports run downward (main → app → rest/graphql → modules → common →
 * db) and no import circle has more than two files. The graph is api/src's (tests excluded), with
 * `import type`, `export … from` and `import()` counted: a type-only circle is a circle too.
 */
const grafo = grafoImport();

describe('api/src imports', () => {
  it('reads the whole source tree', () => {
    expect(grafo.size).toBeGreaterThan(300);
    expect(grafo.get('app.ts')?.size).toBeGreaterThan(10);
  });

  it('form no import circle of more than two files', () => {
    const cerchi = componentiFortementeConnesse(grafo)
      .filter((c) => c.length > 2)
      .map((c) => `${c.length} files, e.g. ${unCiclo(grafo, c).join(' → ')}\n  all: ${c.join(', ')}`);
    expect(cerchi, cerchi.join('\n')).toEqual([]);
  });

  it('keep common/ and db/ below the modules: they import nothing from a higher layer', () => {
    // db/entities.ts is the ORM's entity registry: the one file of db/ that names the modules' entities
    const ammessi = new Set(['db/entities.ts']);
    const suInBasso: string[] = [];
    for (const [da, verso] of grafo) {
      const cartella = da.split('/')[0];
      if ((cartella !== 'common' && cartella !== 'db') || ammessi.has(da)) continue;
      for (const a of verso) if (strato(a) < strato(da)) suInBasso.push(`${da} → ${a}`);
    }
    expect(suInBasso).toEqual([]);
  });

  it("keep the modules' rules below the doors: only routes, resolvers and GraphQL types import rest/ or graphql/", () => {
    // a module's *.routes.ts / *.resolver.ts / *.types.ts / *.inputs.ts are the REST and GraphQL layer kept
    // beside their module; its schema, service, queries, views and entities import nothing above the modules
    const suInAlto: string[] = [];
    for (const [da, verso] of grafo) {
      if (!da.startsWith('modules/') || strato(da, true) === 2) continue;
      for (const a of verso) if (strato(a) < strato(da)) suInAlto.push(`${da} → ${a}`);
    }
    expect(suInAlto).toEqual([]);
  });

  it('catches a circle (the check itself)', () => {
    const prova = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts'])],
      ['c.ts', new Set(['a.ts'])],
      ['d.ts', new Set(['a.ts'])],
    ]);
    const [primo] = componentiFortementeConnesse(prova);
    expect(primo).toEqual(['a.ts', 'b.ts', 'c.ts']);
    expect(unCiclo(prova, primo!)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });
});
