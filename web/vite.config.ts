import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { iconeSingole } from './vite-icone-singole';
import { precompress } from './vite-precompress';
import { pwa } from './pwa.config';

// The API (Fastify) listens on 3001 in development; the web dev server proxies to it.
const API_TARGET = 'http://localhost:3001';

export default defineConfig({
  root: import.meta.dirname,
  // precompress() stays last: it compresses what the other plugins wrote
  plugins: [iconeSingole(), react(), pwa(), precompress()],
  // the science package and the contract bundled from their source (tree-shaken; the HiGHS entry
  // /bilancia is the API's only)
  resolve: {
    alias: [
      { find: /^@gelatiere\/scienza$/, replacement: new URL('../packages/scienza/src/index.ts', import.meta.url).pathname },
      { find: /^@gelatiere\/contratto$/, replacement: new URL('../packages/contratto/src/index.ts', import.meta.url).pathname },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/graphql': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the import graph, read by scripts/bench-web-size.mjs
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, cached across releases of the app code.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Chakra's styling core and theme only: its components split by the screens using them, so
            // the landing does not carry dialogs, menus, tables and charts (≤ 150 KB gzip, npm run bench)
            { name: 'vendor-chakra', test: /node_modules[\\/](@emotion|@pandacss|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|preset|utils|create-context|merge-))/ },
            { name: 'vendor-apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/ },
            // react-icons' runtime only: each icon is a module of its own (vite-icone-singole.ts)
            { name: 'vendor-icons', test: /node_modules[\\/]react-icons[\\/]/ },
          ],
        },
      },
    },
  },
});
