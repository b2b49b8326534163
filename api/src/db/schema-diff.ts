/**
 * Prints the SQL that would bring a freshly migrated database in line with the entities.
 * Empty output means migrations and entities agree. Use it to write the next migration:
 *   npm run db:diff -w api
 */
import { startEmbeddedPostgres } from './embedded.js';
import { initOrm, migrate } from './orm.js';

export async function schemaDiff(): Promise<string> {
  const pg = await startEmbeddedPostgres();
  const orm = await initOrm({ connection: pg.connection, poolMax: 1 });
  try {
    await migrate(orm);
    const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    return sql.trim();
  } finally {
    await orm.close();
    await pg.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sql = await schemaDiff();
  console.log(sql || '-- nessuna differenza: le migrazioni corrispondono alle entità');
}
