import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { CONVERTED, createAjv2020, ENGLISH, openapiPath, type OpenApiDocument, type OpenApiOperation } from './contract.fixtures.js';

/**
 * Hostile inputs, generated from the OpenAPI document, against every route (issue 10): wrong types,
 * NUL characters, huge strings, negative/NaN/hex numbers, non-object bodies, malformed JSON, missing
 * fields with extra keys. Never a 5xx, and nothing is written (the row count of every table is
 * unchanged). A hostile input the document refuses answers 4xx with an Italian `{ error }`. One the
 * document accepts (a free-text filter such as analytics' `categoriaGusto`: "abc" is a category's
 * name; a body whose fields are all optional) may also succeed: then the answer matches the
 * documented schema of its status.
 */

let t: TestApp;
let doc: OpenApiDocument;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ EMAIL_WORKER: 'false' });
  admin = await t.token('admin');
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => t?.close());

/** Row counts of every table of the schema, in one statement. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.sql<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') order by 1`,
  );
  const [row] = await t.sql<Record<string, number>>(`select ${tables.map(({ name }) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`);
  return row!;
}

interface Hostile {
  label: string;
  path: string;
  query?: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The document accepts this input (the path's other parameters aside): success is allowed. */
  documented?: boolean;
}

const ajv = createAjv2020();
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
const validator = (schema: object) => {
  const key = JSON.stringify(schema);
  if (!validators.has(key)) validators.set(key, ajv.compile({ ...schema, components: doc.components }));
  return validators.get(key)!;
};

/** The query value (as sent, URL-encoded) is valid for the parameter's documented schema. */
function paramValid(schema: Record<string, unknown> | undefined, raw: string): boolean {
  let value: unknown;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return false;
  }
  const types = [schema?.type].flat();
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value as string)) value = Number(value);
  else if (types.includes('boolean') && (value === 'true' || value === 'false')) value = value === 'true';
  return validator(schema ?? {})(value);
}

const bodyValid = (schema: object, body: unknown) => validator(schema)(body);

const BAD_ID = ['abc', '-1', '0', '0x1F', '1e2', '1.5', 'NaN', 'true', '%00', '9'.repeat(16), 'x'.repeat(120)];
/** A configuration key is text: letters, digits, _ . - up to 100 characters. */
const BAD_KEY = ['chiave%20con%20spazi', '%00', 'x'.repeat(101), '%C3%A8', 'a%2Fb', '%3Cscript%3E', "'%20or%201=1--"];
const badPath = (param: string) => (param === 'key' ? BAD_KEY : BAD_ID);
const BAD_QUERY = ['%00', 'abc', '-1', 'NaN', '0x1F', 'x'.repeat(5000)];
const BAD_FIELD: unknown[] = [{}, [[]], '\u0000', 'x'.repeat(100_001), -1e308, true];
const BAD_BODY = ['[]', '"testo"', '42', 'null', '{', '{"a":', '\u0000'];

/** A path whose parameters are valid-looking but refer to nothing (writes then answer 404). */
const validPath = (url: string) => `/api${url.replace(/:key\b/g, 'chiave%20con%20spazi').replace(/:[A-Za-z_]+/g, '999999999')}`;

/**
 * Bound: a query parameter (name and schema) already fuzzed with every value on an earlier route (the
 * analytics filters repeat on 16 routes) gets one value here, rotating through BAD_QUERY.
 */
const queryFuzzed = new Set<string>();
let rotation = 0;

function hostileRequests(url: string, method: string, op: OpenApiOperation): Hostile[] {
  const out: Hostile[] = [];
  const params = [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  for (const p of params) {
    for (const bad of badPath(p)) out.push({ label: `param ${p}=${bad.slice(0, 20)}`, path: `/api${url.replace(`:${p}`, bad).replace(/:[A-Za-z_]+/g, '999999999')}` });
  }
  const query = (op.parameters ?? []).filter((x) => x.in === 'query');
  for (const q of query) {
    const key = `${q.name} ${JSON.stringify(q.schema)}`;
    const values = queryFuzzed.has(key) ? [BAD_QUERY[rotation++ % BAD_QUERY.length]!] : BAD_QUERY;
    queryFuzzed.add(key);
    for (const bad of values) out.push({ label: `query ${q.name}=${bad.slice(0, 20)}`, path: validPath(url), query: `${q.name}=${bad}`, documented: paramValid(q.schema, bad) });
  }
  if (query.length === 0 && method === 'GET') out.push({ label: 'NUL in an unknown query key', path: validPath(url), query: 'x=%00' });
  const body = op.requestBody?.content['application/json']?.schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (body) {
    for (const b of BAD_BODY) out.push({ label: `body ${JSON.stringify(b)}`, path: validPath(url), payload: b, contentType: 'application/json' });
    const extra = { extra: 1, __proto__x: { admin: true }, constructor: 'x' };
    out.push({ label: 'missing fields, extra keys', path: validPath(url), payload: JSON.stringify(extra), contentType: 'application/json', documented: bodyValid(body, extra) });
    for (const field of Object.keys(body.properties ?? {})) {
      for (const bad of BAD_FIELD) {
        out.push({ label: `${field}=${JSON.stringify(bad).slice(0, 20)}`, path: validPath(url), payload: JSON.stringify({ [field]: bad }), contentType: 'application/json', documented: bodyValid(body, { [field]: bad }) });
      }
    }
    out.push({ label: 'text/plain body', path: validPath(url), payload: 'nome=x', contentType: 'text/plain' });
  } else if (method !== 'GET' && method !== 'DELETE') {
    out.push({ label: 'malformed JSON', path: validPath(url), payload: '{', contentType: 'application/json' });
    if (url === '/admin/import-backup') {
      out.push({ label: 'malformed multipart', path: validPath(url), payload: '--x\r\nContent-Disposition: form-data; name="backupFile"\r\n\r\n{', contentType: 'multipart/form-data; boundary=zzz' });
      out.push({ label: 'JSON instead of multipart', path: validPath(url), payload: '{}', contentType: 'application/json' });
    }
  }
  // every route gets something: a NUL character is refused everywhere (rest/edge.ts)
  if (out.length === 0) out.push({ label: 'NUL in an unknown query key', path: validPath(url), query: 'x=%00' });
  return out;
}

describe('hostile inputs on every route', () => {
  it('never 5xx, nothing written; 4xx with an Italian { error } unless the document accepts the input', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    const perRoute = new Map<string, number>();
    let sent = 0;
    let accepted = 0;
    for (const r of CONVERTED) {
      const route = `${r.method} ${r.url}`;
      const op = doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()];
      expect(op, route).toBeDefined();
      for (const h of hostileRequests(r.url, r.method, op!)) {
        sent++;
        perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
        const res = await t.app.inject({
          method: r.method,
          url: `${h.path}${h.query ? `?${h.query}` : ''}`,
          headers: { authorization: `Bearer ${admin}`, ...(h.contentType ? { 'content-type': h.contentType } : {}) },
          ...(h.payload !== undefined ? { payload: h.payload } : {}),
        });
        const key = `${route} [${h.label}] -> ${res.statusCode}`;
        const json = String(res.headers['content-type'] ?? '').includes('application/json');
        let body: unknown;
        try {
          body = json ? res.json() : undefined;
        } catch {
          body = undefined;
        }
        if (res.statusCode < 400 && h.documented) {
          // a valid request after all: its answer is the documented one
          accepted++;
          const schema = op!.responses[String(res.statusCode)]?.content?.['application/json']?.schema;
          if (!op!.responses[String(res.statusCode)]) failures.push(`${key} not documented`);
          else if (json && (!schema || !validator(schema)(body))) failures.push(`${key} does not match the document ${res.body.slice(0, 200)}`);
          continue;
        }
        const error = (body as { error?: unknown } | undefined)?.error;
        if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${key} ${res.body.slice(0, 200)}`);
        else if (typeof error !== 'string' || !error || ENGLISH.test(error)) failures.push(`${key} error=${JSON.stringify(error)}`);
      }
    }
    expect(failures).toEqual([]);
    // every route was fuzzed; the run stays bounded
    expect(CONVERTED.filter((r) => !perRoute.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    expect(sent).toBeLessThan(4000); // 2249 before analytics and the last five routes joined; 3394 with the HACCP register's 33 (issue 31)
    expect(accepted).toBeGreaterThan(0); // categoriaGusto=abc is a valid (empty) filter
    expect(await rowCounts()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Integer ids at and beyond PostgreSQL's int range (issue 34, 3)

/** A field that names a database id: `id`, `…_id`, `…Id`. */
const ID_NAME = /(^id$|_id$|Id$)/;
/** At and beyond the range, and not integers: 2147483647 is a valid id (of nothing), the others are refused. */
const ID_VALUES: unknown[] = [0, -1, 2147483647, 2147483648, 1e20, 1.5];
const ID_TEXTS = ['0', '-1', '2147483647', '2147483648', '1e20', '99999999999', '1.5'];

type Schema = Record<string, unknown>;
const resolve = (s: unknown): Schema => {
  const ref = (s as { $ref?: string } | undefined)?.$ref;
  return (ref ? doc.components?.schemas?.[ref.split('/').pop()!] : s) as Schema;
};
/** The first branch of a union that is not null (an optional field's real shape). */
const branch = (s: Schema): Schema => {
  const union = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (!union) return s;
  return resolve(union.find((b) => resolve(b).type !== 'null' && resolve(b).enum === undefined) ?? union[0]);
};

/**
 * A plausible instance of a schema (every required field, one item per list), so that the id under
 * test is what the route stumbles on, not a missing field: ids 1, numbers at their minimum, dates of
 * 2026, e-mails, the first value of an enum.
 */
function sample(raw: unknown, name = '', depth = 0): unknown {
  const s = branch(resolve(raw));
  if (depth > 6 || !s) return null;
  if (s.enum) return (s.enum as unknown[])[0];
  const type = [s.type].flat()[0];
  if (type === 'integer' || type === 'number') return ID_NAME.test(name) ? 1 : Math.max(Number(s.minimum ?? 1), Number(s.exclusiveMinimum ?? 0) + 1);
  if (type === 'boolean') return false;
  if (type === 'string') {
    if (/data|giorno/i.test(name) || String(s.pattern ?? '').includes('\\d{4}')) return '2026-06-01';
    if (/email/i.test(name)) return 'fuzz@test.it';
    return 'x'.repeat(Math.max(1, Number(s.minLength ?? 8)));
  }
  if (type === 'array') return [sample(s.items, name, depth + 1)];
  if (type === 'object' || s.properties) {
    const props = (s.properties ?? {}) as Record<string, unknown>;
    return Object.fromEntries(((s.required ?? []) as string[]).map((k) => [k, sample(props[k], k, depth + 1)]));
  }
  return null;
}

/** Paths to every id-named field of a body schema (`righe.0.ingrediente_id`), lists entered once. */
function idPaths(raw: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  const s = branch(resolve(raw));
  if (depth > 6 || !s) return [];
  const out: (string | number)[][] = [];
  for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
    if (ID_NAME.test(k)) out.push([...prefix, k]);
    out.push(...idPaths(v, [...prefix, k], depth + 1));
  }
  if (s.items) out.push(...idPaths(s.items, [...prefix, 0], depth + 1));
  return out;
}

/** The body schema's sample with `value` at `path` (missing objects and lists made on the way). */
function withValue(schema: unknown, path: (string | number)[], value: unknown): unknown {
  const root = (sample(schema) ?? {}) as Record<string | number, unknown>;
  let node = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] = value;
    else {
      if (node[key] === undefined || node[key] === null) node[key] = typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  });
  return root;
}

function idRequests(url: string, op: OpenApiOperation): Hostile[] {
  const out: Hostile[] = [];
  for (const p of [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!).filter((x) => ID_NAME.test(x))) {
    for (const bad of ID_TEXTS) out.push({ label: `path ${p}=${bad}`, path: `/api${url.replace(`:${p}`, bad).replace(/:[A-Za-z_]+/g, '999999999')}`, documented: bad === '2147483647' });
  }
  for (const q of (op.parameters ?? []).filter((x) => x.in === 'query' && ID_NAME.test(x.name))) {
    for (const bad of ID_TEXTS) out.push({ label: `query ${q.name}=${bad}`, path: validPath(url), query: `${q.name}=${bad}`, documented: bad === '2147483647' });
  }
  const body = op.requestBody?.content['application/json']?.schema;
  if (body) {
    for (const path of idPaths(body)) {
      for (const bad of ID_VALUES) {
        const payload = withValue(body, path, bad);
        out.push({ label: `${path.join('.')}=${bad}`, path: validPath(url), payload: JSON.stringify(payload), contentType: 'application/json', documented: bodyValid(body, payload) });
      }
    }
  }
  return out;
}

describe('integer ids at and beyond the database range (issue 34, 3)', () => {
  it('0, -1, 2147483647, 2147483648, 1e20 and 1.5 in every id of path, query and body: 4xx in Italian, never 500, nothing written', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    const covered = new Set<string>();
    let sent = 0;
    for (const r of CONVERTED) {
      const op = doc.paths[openapiPath(r.url)]![r.method.toLowerCase()]!;
      for (const h of idRequests(r.url, op)) {
        sent++;
        covered.add(`${r.method} ${r.url}`);
        const res = await t.app.inject({
          method: r.method,
          url: `${h.path}${h.query ? `?${h.query}` : ''}`,
          headers: { authorization: `Bearer ${admin}`, ...(h.contentType ? { 'content-type': h.contentType } : {}) },
          ...(h.payload !== undefined ? { payload: h.payload } : {}),
        });
        const key = `${r.method} ${r.url} [${h.label}] -> ${res.statusCode}`;
        // 2147483647 is a valid id: a read of nothing may answer (an empty filter), never a 5xx
        if (res.statusCode < 400 && h.documented) continue;
        const error = String(res.headers['content-type'] ?? '').includes('application/json') ? (res.json() as { error?: unknown }).error : undefined;
        if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${key} ${res.body.slice(0, 200)}`);
        else if (typeof error !== 'string' || !error || ENGLISH.test(error)) failures.push(`${key} error=${JSON.stringify(error)}`);
      }
    }
    expect(failures).toEqual([]);
    // the routes of the issue are among those covered, with their body ids
    expect(covered).toContain('POST /scienza/analisi');
    expect(covered).toContain('POST /scienza/bilancia');
    expect(sent).toBeGreaterThan(500);
    expect(await rowCounts()).toEqual(before);
  });

  it('GraphQL Int ids stop at the range too: an Italian validation error, not a database error', async () => {
    for (const id of [2147483648, 1e20, 1.5]) {
      const res = await t.gql(`query ($id: Int!) { gusto(id: $id) { id } }`, { id }, admin);
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    for (const id of [0, -1, 2147483647]) {
      const res = await t.gql(`query ($id: Int!) { gusto(id: $id) { id } }`, { id }, admin);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});
