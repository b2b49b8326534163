import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

/** brand.500 of src/app/theme.ts (a test keeps them equal): status bar and splash of the installed app. */
export const THEME_COLOR = '#e44d77';
/** crema.50, the page background. */
export const BACKGROUND_COLOR = '#fffcf7';

/**
 * Installable app: manifest, icons (web/public, drawn from web/pwa-icons/*.svg) and a generated service
 * worker that precaches the app shell (every built file), so the app opens without network. Data is
 * never cached by the service worker: the offline production queue and the last catalogue live in
 * IndexedDB (src/features/offline). Navigations fall back to index.html except the server's own pages
 * (/api, its docs at /api/docs, /graphql).
 *
 * registerType 'prompt': a new version waits until the user presses "Aggiorna" in the banner, so a
 * half-filled production is never reloaded away (autoUpdate reloads the page by itself).
 * clientsClaim: the first service worker takes the open page as soon as it is active, so from the
 * first visit on every page's code comes from the precache when the network drops (without it the
 * page that installed the worker is not controlled until a reload). A new version still waits for
 * "Aggiorna" (no skipWaiting): claiming happens only when a worker activates.
 * The registration is in src/features/offline/registra-service-worker.ts (no inline script: the CSP
 * allows only 'self' scripts).
 */
export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Gelatiere',
    short_name: 'Gelatiere',
    description: 'Il gestionale per gelaterie e laboratori di gelato artigianale',
    lang: 'it',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'], // the manifest is added by the plugin
    // the build's import graph (bench) and the precompressed copies are not part of the shell
    globIgnores: ['.vite/**', '**/*.br', '**/*.gz'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/graphql(?:\/|$)/],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
  },
};

export const pwa = () => VitePWA(PWA_OPTIONS);
