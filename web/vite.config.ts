import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API (Fastify) listens on 3001 in development; the web dev server proxies to it.
const API_TARGET = 'http://localhost:3001';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // the science package bundled from its source (tree-shaken; the HiGHS entry /bilancia is the API's only)
  resolve: { alias: [{ find: /^@gelatiere\/scienza$/, replacement: new URL('../packages/scienza/src/index.ts', import.meta.url).pathname }] },
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
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, cached across releases of the app code.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor-chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss)[\\/]/ },
            { name: 'vendor-apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/ },
            { name: 'vendor-icons', test: /node_modules[\\/]react-icons[\\/]/ },
          ],
        },
      },
    },
  },
});
