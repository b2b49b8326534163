import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The files that run isolated (a fresh module graph and jsdom each), as every file did before:
 * - those that replace a module of the app with vi.mock (the page registry, the signed-in app's chunk):
 *   a module mocked in one file must not stay mocked, or real, for the next file of a shared graph;
 * - those with an IndexedDB (fake-indexeddb, usaIndexedDbDiTest): it is installed on the global object
 *   once, and the device queue (coda-dispositivo.ts) is one object per module graph that keeps the
 *   last file's productions until it reads the queue again.
 * Found by reading the test files, so a new file that mocks a module or uses an IndexedDB is isolated
 * without anyone remembering to list it.
 */
const ISOLANTI = /\bvi\.mock\(|usaIndexedDbDiTest|fake-indexeddb/;
const fileDiTest = (dir: string): string[] =>
  readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? fileDiTest(`${dir}/${e.name}`) : /\.test\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : [],
  );
const ISOLATI = fileDiTest('src').filter((f) => ISOLANTI.test(readFileSync(path.join(import.meta.dirname, f), 'utf8')));

const progetto = (name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, ...test },
});

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // the science package and the contract from their source, so tests see their changes without a build
  resolve: {
    alias: [
      { find: /^@gelatiere\/scienza$/, replacement: new URL('../packages/scienza/src/index.ts', import.meta.url).pathname },
      { find: /^@gelatiere\/contratto$/, replacement: new URL('../packages/contratto/src/index.ts', import.meta.url).pathname },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
    // one test file per core (vitest's default leaves one core free: a single worker on CI's 2 cores): 271 → 140 s on 2 cores
    maxWorkers: availableParallelism(),
    projects: [
      // The files of a worker share its module graph and its jsdom: React, Chakra, Apollo, MSW and the
      // test setup are loaded once per worker, not once per file (≈ 7 s a file: setup, import, jsdom).
      // Each file still renders with a fresh Apollo client; setup.ts puts back what a test changes
      // (DOM, toasts, MSW handlers, storage, URL, viewport, timers).
      progetto('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATI, isolate: false }),
      progetto('web-isolati', { include: ISOLATI }),
    ],
  },
});
