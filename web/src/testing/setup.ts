import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installBrowserPolyfills, setViewportWidth } from './browser-polyfills';
import { server } from './server';

installBrowserPolyfills();
// lazy pages load their chunk on first render: on a busy machine that can take more than the default 1 s
configure({ asyncUtilTimeout: 5000 });

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
