import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
