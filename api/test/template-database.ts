/**
 * Vitest global setup: one migrated template database per run (per migration set), cloned by every
 * test file that wants a migrated database (`CREATE DATABASE … TEMPLATE`), instead of each file
 * running every migration again. Only with DATABASE_URL; the embedded PGlite has no templates.
 */
import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { initOrm, migrate } from '../src/db/orm.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database, or '' when there is none (embedded PGlite). */
    templateDatabase: string;
    /** The server (DATABASE_URL) the template lives on: another server has no such database. */
    templateServer: string;
  }
}

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

/** The template's name follows the migrations' text, so a changed migration never reuses a stale template. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(migrationsDir).sort()) hash.update(f).update(readFileSync(path.join(migrationsDir, f)));
  return `gelatiere_tpl_${hash.digest('hex').slice(0, 16)}`;
}

async function withAdmin<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  project.provide('templateServer', serverUrl ?? '');
  if (!serverUrl) {
    project.provide('templateDatabase', '');
    return;
  }
  const name = templateName();
  const exists = await withAdmin(serverUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (!exists) {
    // built under a temporary name and renamed when complete: a concurrent run never clones half a template
    const tmp = `${name}_${randomBytes(4).toString('hex')}`;
    await withAdmin(serverUrl, (c) => c.query(`create database "${tmp}"`));
    const url = new URL(serverUrl);
    url.pathname = `/${tmp}`;
    const orm = await initOrm({ connection: url.toString(), poolMax: 2 });
    try {
      await migrate(orm);
    } finally {
      await orm.close();
    }
    await withAdmin(serverUrl, async (c) => {
      try {
        await c.query(`alter database "${tmp}" rename to "${name}"`);
      } catch {
        await c.query(`drop database if exists "${tmp}" with (force)`); // another run made it first
      }
    });
  }
  project.provide('templateDatabase', name);
}
