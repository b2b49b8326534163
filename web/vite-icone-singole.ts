import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * One module per Lucide icon in the build. `react-icons/lu` is a single module holding all 1,500 icons:
 * a module lives in one chunk, so the icons of every screen ended up in one chunk that the landing page
 * downloaded too (issue 25's budget: landing JS ≤ 150 KB gzip). This plugin rewrites
 * `import { LuX, LuY } from 'react-icons/lu'` in our sources into one import per icon from a virtual
 * module made of that icon's own definition in react-icons, so each icon travels with the screens that
 * use it. Build only: the dev server and the tests import react-icons as it is.
 */
const SORGENTE = 'react-icons/lu';
const PREFISSO = 'icona-lu:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/lu['"];?/g;

export function iconeSingole(): Plugin {
  let definizioni: Map<string, string> | undefined;
  const definizione = (nome: string) => {
    if (!definizioni) {
      // the package exports `react-icons/lu` (its CommonJS file for require): the ES module sits beside it
      const file = createRequire(import.meta.url).resolve(SORGENTE).replace(/index\.js$/, 'index.mjs');
      definizioni = new Map();
      for (const m of readFileSync(file, 'utf8').matchAll(/^export function (Lu\w+) \(props\) \{\n {2}return (GenIcon\(.*\))\(props\);\n\};$/gm)) {
        definizioni.set(m[1], m[2]);
      }
    }
    const corpo = definizioni.get(nome);
    if (!corpo) throw new Error(`icona ${nome} non trovata in ${SORGENTE}`);
    return corpo;
  };

  return {
    name: 'gelatiere:icone-singole',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes(SORGENTE)) return null;
      const nuovo = code.replace(IMPORT, (_, nomi: string) =>
        nomi
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => `import { ${n} } from '${PREFISSO}${n.split(/\s+as\s+/)[0]}';`)
          .join('\n'),
      );
      return nuovo === code ? null : { code: nuovo, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFISSO) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFISSO}`)) return null;
      const nome = id.slice(PREFISSO.length + 1);
      return `import { GenIcon } from 'react-icons/lib';\nexport function ${nome}(props) {\n  return ${definizione(nome)}(props);\n}\n`;
    },
  };
}
