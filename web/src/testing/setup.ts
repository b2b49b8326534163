import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installBrowserPolyfills, setViewportWidth } from './browser-polyfills';
import { server } from './server';

installBrowserPolyfills();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  setViewportWidth(1280);
});
afterAll(() => server.close());

setViewportWidth(1280);
