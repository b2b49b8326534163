import { E2E_USERS, type E2ERuolo } from './users.js';

/** A JSON call to the REST gateway (`/api…`) of the app at `baseURL`; a non-2xx answer throws with the server's `error`. */
export async function restJson<T>(baseURL: string, method: string, path: string, body?: unknown, token = ''): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.error ?? ''}`);
  return json;
}

/** The journeys' client of one app: REST and GraphQL calls, and a token per role. */
export class Rest {
  constructor(readonly baseURL: string) {}

  json<T>(method: string, path: string, body?: unknown, token = ''): Promise<T> {
    return restJson<T>(this.baseURL, method, path, body, token);
  }

  async login(ruolo: E2ERuolo): Promise<string> {
    const { email, password } = E2E_USERS[ruolo];
    return (await this.json<{ token: string }>('POST', '/auth/login', { email, password })).token;
  }

  /** A GraphQL operation; errors in the answer throw. */
  async gql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${this.baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: { message: string }[] };
    if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
    return body.data;
  }
}
