import { useSyncExternalStore } from 'react';

/**
 * A new version of the app waiting in the service worker ("prompt" registration: the user chooses
 * when to reload, so a half-filled production form is never reloaded away under them).
 */
let aggiorna: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function segnalaAggiornamento(fn: () => Promise<void>): void {
  aggiorna = fn;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that activates the waiting version and reloads, or null when there is none. */
export function useAggiornamentoApp(): (() => Promise<void>) | null {
  return useSyncExternalStore(subscribe, () => aggiorna);
}
