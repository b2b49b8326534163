import { restBaseUrl } from './config';
import { fetchWithTimeout } from './fetch-with-timeout';
import { expireSession, getToken } from './session';

/** An error answered by the REST gateway: `{ "error": "<messaggio italiano>" }`. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface ApiFetchInit extends RequestInit {
  /** Overrides the 10 s default, e.g. for large uploads. */
  timeoutMs?: number;
}

const GENERIC_ERROR = 'Errore di comunicazione con il server';

async function readErrorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const { error } = body as { error: unknown };
      if (typeof error === 'string' && error) return error;
    }
  } catch {
    // not JSON: fall through to the generic message
  }
  return `${GENERIC_ERROR} (${response.status})`;
}

/**
 * fetch for the REST gateway under `/api` (e.g. `apiFetch('/admin/backup')`): bearer header,
 * 10 s timeout, JSON content type for string bodies (FormData keeps its multipart boundary),
 * 401 ends the session, other non-2xx answers throw ApiError with the server's `error` text.
 * Resolves with the raw Response so callers can read JSON, blobs (backup, Excel) or text.
 */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const { timeoutMs, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (typeof requestInit.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const url = `${restBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
  const response = await fetchWithTimeout(url, { ...requestInit, headers }, timeoutMs);
  if (response.status === 401) {
    const message = await readErrorMessage(response);
    if (token) expireSession();
    throw new ApiError(401, message);
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorMessage(response));
  return response;
}

/** apiFetch + JSON body parsing. */
export async function apiJson<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  return (await response.json()) as T;
}
