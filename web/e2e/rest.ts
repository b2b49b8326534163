import { BASE_URL } from './browser.js';

/** A JSON call to the REST gateway (`/api…`) as `token`; a non-2xx answer throws with the server's `error`. */
export async function restJson<T>(method: string, path: string, body: unknown, token: string): Promise<T> {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.error ?? ''}`);
  return json;
}
