/**
 * The shared app of the journeys: started once before them at the config's `use.baseURL` (its port is
 * chosen when the config loads), stopped after them. The teardown fails the run when SIGTERM does not
 * end the server with exit code 0.
 */
import type { FullConfig } from '@playwright/test';
import { startApp } from './app.js';

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('use.baseURL mancante nella configurazione');
  const app = await startApp(Number(new URL(baseURL).port));
  return async () => {
    await app.stop();
  };
}
