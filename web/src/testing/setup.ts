import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installBrowserPolyfills, setViewportWidth } from './browser-polyfills';
import { server } from './server';
import { toaster } from '../components/ui/toaster';

installBrowserPolyfills();
// lazy pages load their chunk on first render: on a busy machine (CI runs every suite on 2 cores)
// that can take more than the default 1 s, and a toast more than 5 s after a click
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // the files of a worker share one module graph and one jsdom (vitest.config.ts): no fake clock or
  // stubbed global passes on to the next test or file
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // the toaster is one store for the whole file: a test starts with no toast of the one before
  toaster.remove();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  setViewportWidth(1280);
});
afterAll(() => server.close());

setViewportWidth(1280);
