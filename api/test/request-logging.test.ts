import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createTestApp, type TestApp } from './app.js';

/** Issue 13: request logs cost little at load; health checks (polled by load balancers) are not logged. */
let t: TestApp;
let app: FastifyInstance;
const lines: { msg?: string; req?: { url?: string }; reqId?: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as (typeof lines)[number]);
      done();
    },
  });
  app = await buildApp({ config: t.config, orm: t.orm, logger: { level: 'info', stream: sink } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('request logging', () => {
  it('logs API requests at info but not health checks', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health?probe=1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/gusti' })).statusCode).toBe(401);
    const incoming = lines.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
    expect(incoming).toEqual(['/api/gusti']);
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(1);
  });
});
