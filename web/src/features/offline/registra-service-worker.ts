/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { segnalaAggiornamento } from './aggiornamento-app';

/** Checks for a new version hourly (a tablet may stay open all day). */
const CONTROLLO_AGGIORNAMENTI_MS = 60 * 60 * 1000;

/**
 * Registers the service worker of the build (precached app shell). Browsers expose service workers
 * only in secure contexts (https, localhost): over http on a LAN address this does nothing, and the
 * offline queue still works (IndexedDB needs no secure context).
 */
const aggiorna = registerSW({
  onNeedRefresh: () => segnalaAggiornamento(() => aggiorna(true)),
  onRegisteredSW: (_url, registration) => {
    if (registration) setInterval(() => void registration.update().catch(() => undefined), CONTROLLO_AGGIORNAMENTI_MS);
  },
});
