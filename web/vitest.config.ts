import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The files that run isolated (a fresh module graph and jsdom each), as every file did before:
 * - those that replace a module of the app with vi.mock (the page registry, the signed-in app's chunk):
 *   a module mocked in one file must not stay mocked, or real, for the next file of a shared graph;
 * - those with an IndexedDB (fake-indexeddb, test-indexeddb.ts): it is installed on the global object
 *   once, and the device queue (coda-dispositivo.ts) is one object per module graph that keeps the
 *   last file's productions until it reads the queue again.
 */
const ISOLATI = [
  'src/app/shell/PageOutlet.test.tsx',
  'src/app/shell/Shell.test.tsx',
  'src/app/LoadErrorBoundary.test.tsx',
  'src/app/session.test.tsx',
  'src/features/offline/coda-produzioni.test.ts',
  'src/features/offline/coda-vetrina.test.ts',
  'src/features/offline/registrazione-offline.test.tsx',
  'src/pages/vetrina/VetrinaOffline.test.tsx',
];

const progetto = (name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, ...test },
});

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // the science package from its source, so tests see its changes without a build
  resolve: { alias: [{ find: /^@gelatiere\/scienza$/, replacement: new URL('../packages/scienza/src/index.ts', import.meta.url).pathname } ] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
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
