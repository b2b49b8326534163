import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // one graphql instance: the CommonJS entry Node itself resolves for type-graphql and Apollo
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      // the science package from its source, so tests see its changes without a build
      { find: /^@gelatiere\/scienza$/, replacement: new URL('../packages/scienza/src/index.ts', import.meta.url).pathname },
      { find: /^@gelatiere\/scienza\/bilancia$/, replacement: new URL('../packages/scienza/src/bilancia.ts', import.meta.url).pathname },
      // the contract shared with the web app, from its source too
      { find: /^@gelatiere\/contratto$/, replacement: new URL('../packages/contratto/src/index.ts', import.meta.url).pathname },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/template-database.ts'],
    environment: 'node',
    pool: 'forks',
    // one test file per core (vitest's default leaves one core free: a single worker on CI's 2 cores).
    // Each file has its own database, so files in parallel share nothing but the server: 126 → 82 s on 2 cores.
    maxWorkers: availableParallelism(),
    // The files of a worker share its module graph: the app (Fastify, type-graphql, MikroORM, pdfmake…)
    // is imported once per worker, not once per file (≈ 4–5 s a file). Each file still makes its own
    // app and its own database; no file mocks a module (vi.mock), and a file that changes process-wide
    // state puts it back (replica.test.ts: DATABASE_URL; fake timers are reset).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
