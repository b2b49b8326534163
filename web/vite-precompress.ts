import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files of the build that get .br and .gz siblings (served by @fastify/static's preCompressed). */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && PRECOMPRESSED_EXTENSIONS.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name))
    // dot folders (.vite/manifest.json) are not served
    .filter((file) => !path.relative(dir, file).split(path.sep).some((part) => part.startsWith('.')));
}

/** Writes `file.br` (quality 11) and `file.gz` (level 9) next to every text file under `dir`. */
export async function precompressDir(dir: string): Promise<number> {
  const files = await textFiles(dir);
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gz(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
  return files.length;
}

/**
 * Precompresses the whole output folder once everything is written, the service worker and the web
 * manifest of the PWA plugin included (it writes them in its own closeBundle, which runs before this
 * one: order 'post').
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'gelatiere:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDir(outDir);
        this.info(`${count} file precompressi (.br, .gz)`);
      },
    },
  };
}
