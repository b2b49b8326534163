import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // the science package from its source, so tests see its changes without a build
  resolve: { alias: [{ find: /^@gelatiere\/scienza$/, replacement: new URL('../packages/scienza/src/index.ts', import.meta.url).pathname }] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
