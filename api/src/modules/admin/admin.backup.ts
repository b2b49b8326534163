import { Readable } from 'node:stream';
import { IsolationLevel } from '@mikro-orm/core';
import type { RequestContext } from '../../common/context.js';
import { latestMigration } from '../../db/orm.js';
import { orderByPk, quoteIdent, readDbSchema, readSequences } from './admin.schema.js';
import { dataRomaIso } from '../../common/dates.js';

/** Version of the backup document format (DOMAIN.md, Backup). */
export const BACKUP_VERSION = '1.0';
export const SUPPORTED_BACKUP_VERSIONS: readonly string[] = [BACKUP_VERSION];

/** Rows fetched per cursor round trip while streaming a table. */
const FETCH_SIZE = 2000;

/** yyyy-MM-dd in Europe/Rome (the calendar of the shop). */
export const romeDate = (d = new Date()): string => dataRomaIso(d);

export const backupFilename = (d = new Date()) => `backup_${romeDate(d)}.json`;

export interface BackupStream {
  filename: string;
  stream: Readable;
}

/**
 * The backup document of DOMAIN.md, streamed:
 * `{ version, timestamp, schema, sequences, data: { <table>: [rows ordered by primary key] } }`.
 *
 * Every application table (read from the catalogue, so later tables are included automatically) is
 * read inside ONE `REPEATABLE READ READ ONLY` transaction: the document is a consistent snapshot.
 * Rows are serialised by PostgreSQL (`row_to_json`) and fetched through a cursor in batches, so a
 * table of a million rows never becomes ORM entities nor one giant string. Password hashes are
 * included on purpose (a restore keeps every login). `sequences` (an addition to the DOMAIN.md
 * shape, optional on import) keeps each sequence's position, so ids of deleted rows are not reused
 * after a restore.
 *
 * The transaction is opened, and the schema and sequences read, before the first byte is sent: a
 * database failure there is a normal 500. The transaction ends when the stream ends, fails or the
 * client goes away.
 */
export async function openBackupStream(ctx: RequestContext): Promise<BackupStream> {
  const em = ctx.em.fork();
  await em.begin({ isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  let schema;
  let sequences;
  try {
    schema = await readDbSchema(em);
    sequences = await readSequences(em, schema);
  } catch (err) {
    await em.rollback().catch(() => {});
    throw err;
  }

  const header =
    `{"version":${JSON.stringify(BACKUP_VERSION)},"timestamp":${JSON.stringify(new Date().toISOString())},` +
    `"schema":${JSON.stringify(latestMigration())},"sequences":{` +
    [...sequences].map(([key, s]) => `${JSON.stringify(key)}:{"last_value":${s.lastValue},"is_called":${s.isCalled}}`).join(',') +
    `},"data":{`;

  async function* generate(): AsyncGenerator<string> {
    let finished = false;
    try {
      yield header;
      let first = true;
      for (const name of schema!.order) {
        const table = schema!.tables.get(name)!;
        yield `${first ? '' : ','}${JSON.stringify(name)}:[`;
        first = false;
        await em.execute(
          `declare backup_cursor no scroll cursor for select row_to_json(t)::text as j from ${quoteIdent(name)} t${orderByPk(table)}`,
          [],
          'run',
        );
        let firstRow = true;
        for (;;) {
          const rows = await em.execute<{ j: string }[]>(`fetch forward ${FETCH_SIZE} from backup_cursor`);
          if (rows.length === 0) break;
          yield (firstRow ? '' : ',') + rows.map((r) => r.j).join(',');
          firstRow = false;
          if (rows.length < FETCH_SIZE) break;
        }
        await em.execute('close backup_cursor', [], 'run');
        yield ']';
      }
      yield '}}';
      finished = true;
      await em.commit();
    } finally {
      // error or client gone: end the read-only transaction and free the connection
      if (!finished) await em.rollback().catch(() => {});
    }
  }

  return { filename: backupFilename(), stream: Readable.from(generate(), { objectMode: false, highWaterMark: 1 << 20 }) };
}
