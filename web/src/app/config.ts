/** Business constants of the shell (spec section 9). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const REVERIFY_INTERVAL_MS = 30 * 60 * 1000; // 1 800 000 ms
export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_COLLAPSED_WIDTH = 60;
export const MOBILE_MAX_WIDTH = 768;
/** Up to this width the touch production screens start with the sidebar collapsed. */
export const TABLET_MAX_WIDTH = 1279;
export const PRODUCT_NAME = 'Gelatiere';

/**
 * Origin of the API server. Empty (same origin, relative `/api` and `/graphql`) unless
 * VITE_API_URL is set, e.g. `http://localhost:3001`. A trailing `/api` is tolerated.
 */
export function apiOrigin(): string {
  const raw = (import.meta.env.VITE_API_URL ?? '').trim();
  return raw.replace(/\/+$/, '').replace(/\/api$/, '');
}

export function graphqlUrl(): string {
  return `${apiOrigin()}/graphql`;
}

export function restBaseUrl(): string {
  return `${apiOrigin()}/api`;
}
