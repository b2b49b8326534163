import { SENZA_TIMEOUT_STATEMENT } from '../../db/orm.js';
import { DriverException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { DomainError, type ErrorCode } from '../../common/errors.js';
import { segnaCatalogoModificato } from '../../common/versione-catalogo.js';
import { latestMigration } from '../../db/orm.js';
import { migrationsList } from '../../db/migrations/index.js';
import { REBUILD_STATEMENTS, ROLLUP_TABLES } from '../analytics/analytics.rollup-sql.js';
import { AZIONI_PRECEDENTI } from '../attivita/attivita.schema.js';
import { logActivity } from '../attivita/attivita.service.js';
import { isArgon2idHash } from '../auth/passwords.js';
import { SUPPORTED_BACKUP_VERSIONS } from './admin.backup.js';
import { quoteIdent, readDbSchema, sequencesOf, type ColumnInfo, type DbSchema } from './admin.schema.js';

/** Kinds of import failure, shown by the UI error panel (spec section 8). */
export type ImportErrorType = 'validation' | 'version' | 'size' | 'database';

/** An import failure: Italian message, a type and the list of problems found. */
export class ImportError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly type: ImportErrorType,
    readonly problems: string[] = [],
  ) {
    super(code, message, { type, details: problems });
  }
}

export const MSG_IMPORT = {
  fileMancante: 'Seleziona un file di backup',
  multipartNonValido: 'Caricamento non valido: il file non è arrivato integro, selezionalo e riprova',
  jsonNonValido: 'Il file non contiene un JSON valido',
  formato: 'Il file non è un backup di Gelatiere valido',
  versione: 'Versione del backup non supportata',
  schemaPiuRecente: "Il backup proviene da una versione più recente dell'applicazione: aggiorna Gelatiere prima di importarlo",
  schemaSconosciuto: 'Il backup proviene da uno schema di database sconosciuto',
  dati: 'Il backup contiene dati non validi',
  database: 'Il backup non è coerente con i vincoli del database: nessuna modifica è stata applicata',
  successo: 'Backup importato con successo',
} as const;

/**
 * Tables merged rather than replaced: a revoked token must stay revoked whatever the backup says,
 * otherwise restoring an older backup would revive sessions ended after it was taken.
 */
const MERGED_TABLES = new Set(['token_revocati']);

/** Tables computed from others by triggers, and how to recompute them when a backup lacks them. */
const DERIVED_TABLES: { tables: string[]; rebuild: readonly string[] }[] = [
  { tables: [...ROLLUP_TABLES], rebuild: REBUILD_STATEMENTS },
  // the stock balance per lot (migration GiacenzeLotti), summed again from receipts, consumption and adjustments
  { tables: ['giacenze_lotti'], rebuild: ['select ricostruisci_giacenze_lotti()'] },
];

/** Whether `table` is derived (rebuilt after an import, never read from the file). */
export const isDerived = (table: string) => DERIVED_TABLES.some((d) => d.tables.includes(table));

/**
 * kg_totale and costo_totale of a production are the sums of its lines (DOMAIN.md): a backup that
 * says otherwise is refused, with the first productions that disagree.
 */
async function assertTotaliCoerenti(em: EntityManager): Promise<void> {
  const wrong = await em.execute<{ id: number; kg_totale: string; kg_righe: string; costo_totale: string; costo_righe: string }[]>(
    `select p.id, p.kg_totale::text, coalesce(r.kg, 0)::text as kg_righe, p.costo_totale::text, coalesce(r.costo, 0)::text as costo_righe
       from produzioni p
       left join (select produzione_id, sum(quantita_kg) as kg, round(sum(quantita_kg * food_cost), 4) as costo
                    from produzione_righe group by produzione_id) r on r.produzione_id = p.id
      where p.kg_totale <> coalesce(r.kg, 0) or abs(p.costo_totale - coalesce(r.costo, 0)) > 0.0001
      order by p.id limit ?`,
    [MAX_PROBLEMS],
  );
  if (wrong.length === 0) return;
  throw new ImportError(
    'BAD_USER_INPUT',
    MSG_IMPORT.dati,
    'validation',
    wrong.map(
      (w) =>
        `Produzione ${w.id}: kg_totale ${w.kg_totale} e costo_totale ${w.costo_totale} non corrispondono alla somma delle righe (${w.kg_righe} kg, ${w.costo_righe} €)`,
    ),
  );
}

/** Problems listed in an error body at most (the first ones). */
const MAX_PROBLEMS = 20;
/** Rows per INSERT ... SELECT FROM json_populate_recordset. */
const INSERT_CHUNK_ROWS = 1000;

type Row = Record<string, unknown>;

export interface ParsedBackup {
  version: string;
  timestamp: string;
  schema: string;
  data: Map<string, Row[]>;
  sequences: Map<string, { lastValue: bigint; isCalled: boolean }>;
  warnings: string[];
}

export interface ImportResult {
  success: true;
  message: string;
  backupInfo: { filename: string; version: string; timestamp: string };
  importCounts: Record<string, number>;
  warnings: string[];
  type: 'success';
  details: string[];
}

// JSON.parse with source text access / JSON.rawJSON (Node >= 21): numbers keep their exact text
// (bigint ids, numeric scale such as 1.50) from the file to PostgreSQL.
type RawJson = { readonly rawJSON: string };
const JSONX = JSON as unknown as {
  parse(text: string, reviver: (this: unknown, key: string, value: unknown, context?: { source?: string }) => unknown): unknown;
  rawJSON?: (text: string) => RawJson;
  isRawJSON?: (value: unknown) => value is RawJson;
};
const isRaw = (v: unknown): v is RawJson => !!JSONX.isRawJSON?.(v);

function parseJsonExact(text: string): unknown {
  const rawJSON = JSONX.rawJSON;
  if (!rawJSON) return JSON.parse(text);
  return JSONX.parse(text, (_key, value, context) =>
    typeof value === 'number' && context?.source !== undefined && context.source !== String(value) ? rawJSON(context.source) : value,
  );
}

/** V8's JSON.parse messages (English), as the panel shows them: what went wrong, in Italian. */
const ERRORI_JSON: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
  [/^Unexpected token '?(.)'?/u, (m) => `carattere inatteso «${m[1]}»`],
  [/^Unexpected non-whitespace character after JSON/, 'testo in più dopo la fine del JSON'],
  [/^Expected (property name or '\}'|double-quoted property name)/, 'atteso il nome di una proprietà tra virgolette doppie'],
  [/^Expected ',' or '\}' after property value/, "attesa una virgola o '}' dopo il valore di una proprietà"],
  [/^Expected ',' or '\]' after array element/, "attesa una virgola o ']' dopo un elemento dell'elenco"],
  [/^Expected ':' after property name/, "attesi i due punti ':' dopo il nome di una proprietà"],
  [/^Unterminated string/, 'testo tra virgolette non chiuso'],
  [/^Bad control character/, 'carattere di controllo non ammesso in un testo'],
  [/^Bad (escaped character|Unicode escape)/, 'sequenza di escape non valida in un testo'],
  [/^(No number after minus sign|Exponent part is missing a number|Unterminated fractional number)/, 'numero non valido'],
];

/** An Italian description of a JSON syntax error, with line and column when the parser gives a position. */
export function descriviErroreJson(text: string, message: string): string {
  if (text.trim() === '') return 'Il file è vuoto';
  const pos = /at position (\d+)/.exec(message);
  const at = pos ? Number(pos[1]) : null;
  let cosa = 'contenuto non valido';
  if (/^Unexpected end of JSON input/.test(message) || (at !== null && at >= text.trimEnd().length)) {
    cosa = 'il file finisce prima della chiusura del JSON (file troncato?)';
  } else {
    for (const [re, it] of ERRORI_JSON) {
      const m = re.exec(message);
      if (m) {
        cosa = typeof it === 'string' ? it : it(m);
        break;
      }
    }
  }
  if (at === null || at >= text.trimEnd().length) return `Errore di sintassi JSON: ${cosa}`;
  const prima = text.slice(0, at).split('\n');
  return `Errore di sintassi JSON alla riga ${prima.length}, colonna ${prima.at(-1)!.length + 1}: ${cosa}`;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !isRaw(v);

const migrationTime = (id: string) => /(\d{14})/.exec(id)?.[1] ?? null;

/** Step 1, no database: JSON syntax, top-level shape, version, schema. */
export function parseBackupDocument(buffer: Buffer): ParsedBackup {
  let text = buffer.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let doc: unknown;
  try {
    doc = parseJsonExact(text);
  } catch (err) {
    throw new ImportError('BAD_USER_INPUT', MSG_IMPORT.jsonNonValido, 'validation', [descriviErroreJson(text, (err as Error).message)]);
  }
  if (!isPlainObject(doc)) throw new ImportError('BAD_USER_INPUT', MSG_IMPORT.formato, 'validation', ['Il documento deve essere un oggetto JSON']);
  const shape: string[] = [];
  if (typeof doc.version !== 'string' && typeof doc.version !== 'number') shape.push('Campo "version" mancante');
  if (typeof doc.timestamp !== 'string' || Number.isNaN(Date.parse(doc.timestamp))) shape.push('Campo "timestamp" mancante o non valido');
  if (typeof doc.schema !== 'string' || !doc.schema) shape.push('Campo "schema" mancante');
  if (!isPlainObject(doc.data)) shape.push('Campo "data" mancante: deve essere un oggetto { tabella: righe }');
  if (doc.sequences !== undefined && !isPlainObject(doc.sequences)) shape.push('Campo "sequences" non valido');
  if (shape.length) throw new ImportError('BAD_USER_INPUT', MSG_IMPORT.formato, 'validation', shape);

  const version = String(doc.version);
  if (!SUPPORTED_BACKUP_VERSIONS.includes(version)) {
    throw new ImportError('BAD_USER_INPUT', MSG_IMPORT.versione, 'version', [
      `Versione del file: ${version}; versioni supportate: ${SUPPORTED_BACKUP_VERSIONS.join(', ')}`,
    ]);
  }
  const schema = doc.schema as string;
  const warnings: string[] = [];
  const latest = latestMigration();
  if (schema !== latest) {
    const known = migrationsList.some((m) => m.name === schema);
    const fileTime = migrationTime(schema);
    const latestTime = migrationTime(latest)!;
    if (!known && (!fileTime || fileTime > latestTime)) {
      throw new ImportError('BAD_USER_INPUT', fileTime ? MSG_IMPORT.schemaPiuRecente : MSG_IMPORT.schemaSconosciuto, 'version', [
        `Schema del backup: ${schema}; schema di questa installazione: ${latest}`,
      ]);
    }
    if (!known) {
      throw new ImportError('BAD_USER_INPUT', MSG_IMPORT.schemaSconosciuto, 'version', [
        `Schema del backup: ${schema}; schema di questa installazione: ${latest}`,
      ]);
    }
    warnings.push(`Backup creato con uno schema precedente (${schema}); le colonne aggiunte in seguito prendono il valore predefinito`);
  }

  const data = new Map<string, Row[]>();
  for (const [table, rows] of Object.entries(doc.data as Record<string, unknown>)) data.set(table, rows as Row[]);
  const sequences = new Map<string, { lastValue: bigint; isCalled: boolean }>();
  for (const [key, value] of Object.entries((doc.sequences ?? {}) as Record<string, unknown>)) {
    const lv = isPlainObject(value) ? value.last_value : undefined;
    const text = isRaw(lv) ? lv.rawJSON : typeof lv === 'number' || typeof lv === 'string' ? String(lv) : '';
    if (!/^-?\d+$/.test(text) || !isPlainObject(value) || typeof value.is_called !== 'boolean') {
      warnings.push(`Sequenza "${key}" non valida: ignorata`);
      continue;
    }
    sequences.set(key, { lastValue: BigInt(text), isCalled: value.is_called });
  }
  return { version, timestamp: doc.timestamp as string, schema, data, sequences, warnings };
}

const INTEGER = /^-?\d+$/;
const TYPE_CHECKS: Record<string, (v: unknown) => boolean> = {
  smallint: (v) => (typeof v === 'number' && Number.isInteger(v)) || (isRaw(v) && INTEGER.test(v.rawJSON)),
  integer: (v) => (typeof v === 'number' && Number.isInteger(v)) || (isRaw(v) && INTEGER.test(v.rawJSON)),
  bigint: (v) => (typeof v === 'number' && Number.isInteger(v)) || (isRaw(v) && INTEGER.test(v.rawJSON)),
  // finite numbers only: "NaN" / "Infinity" would poison every sum and statistic built on them
  numeric: (v) => (typeof v === 'number' && Number.isFinite(v)) || isRaw(v),
  real: (v) => (typeof v === 'number' && Number.isFinite(v)) || isRaw(v),
  'double precision': (v) => (typeof v === 'number' && Number.isFinite(v)) || isRaw(v),
  boolean: (v) => typeof v === 'boolean',
  text: (v) => typeof v === 'string',
  'character varying': (v) => typeof v === 'string',
  character: (v) => typeof v === 'string',
  uuid: (v) => typeof v === 'string' && /^[0-9a-f]{8}-?([0-9a-f]{4}-?){3}[0-9a-f]{12}$/i.test(v),
  date: (v) => typeof v === 'string' && /^(\d{4,}-\d{2}-\d{2}( BC)?|-?infinity)$/.test(v),
  'timestamp with time zone': (v) => typeof v === 'string' && /^(\d{4,}-\d{2}-\d{2}[T ]|-?infinity$)/.test(v),
  'timestamp without time zone': (v) => typeof v === 'string' && /^(\d{4,}-\d{2}-\d{2}[T ]|-?infinity$)/.test(v),
  'time without time zone': (v) => typeof v === 'string',
  'time with time zone': (v) => typeof v === 'string',
  interval: (v) => typeof v === 'string',
  bytea: (v) => typeof v === 'string' && /^\\x([0-9a-f]{2})*$/i.test(v),
  ARRAY: (v) => Array.isArray(v),
  'USER-DEFINED': (v) => typeof v === 'string',
  json: () => true,
  jsonb: () => true,
};

function checkValue(col: ColumnInfo, value: unknown): string | null {
  if (value === null) return col.nullable ? null : 'valore obbligatorio (null non ammesso)';
  const check = TYPE_CHECKS[col.dataType];
  if (check && !check(value)) return `tipo non valido (atteso ${col.dataType})`;
  if (!check && (typeof value === 'object' && !isRaw(value))) return `tipo non valido (atteso ${col.dataType})`;
  if (col.maxLength !== null && typeof value === 'string' && [...value].length > col.maxLength) {
    return `testo troppo lungo (massimo ${col.maxLength} caratteri)`;
  }
  return null;
}

export interface ImportPlan {
  /** Columns written per table (union of the keys of its rows, generated columns excluded). */
  columns: Map<string, string[]>;
}

/**
 * Backups taken before recipe versions (issue 12) have production lines without `versione_ricetta`:
 * those lines were recorded under the recipe that became version 1 of every flavour.
 */
function completaBackupPrecedente(backup: ParsedBackup): void {
  for (const row of backup.data.get('produzione_righe') ?? []) {
    if (isPlainObject(row) && !('versione_ricetta' in row)) row.versione_ricetta = 1;
  }
  // backups taken before the activity log spoke Italian (issue 34, 8): its English action codes renamed
  for (const row of backup.data.get('log_attivita') ?? []) {
    if (isPlainObject(row) && typeof row.azione === 'string' && Object.hasOwn(AZIONI_PRECEDENTI, row.azione)) row.azione = AZIONI_PRECEDENTI[row.azione];
  }
}

/**
 * Rules of single rows beyond their column types. A user's password hash must be argon2id (what the
 * app writes and verifies): "x" or a hash of another algorithm would be an account no password opens,
 * or one opened by a weaker scheme.
 */
const ROW_RULES: Record<string, (row: Row) => string | null> = {
  utenti: (row) => ('password_hash' in row && !isArgon2idHash(row.password_hash) ? 'colonna password_hash: non è un hash argon2id' : null),
};

/** Step 2, against the live schema: every table known, every row an object of known columns and sane types. */
export function validateAgainstSchema(backup: ParsedBackup, schema: DbSchema): ImportPlan {
  completaBackupPrecedente(backup);
  const problems: string[] = [];
  const add = (p: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(p);
    else if (problems.length === MAX_PROBLEMS) problems.push('… altri errori omessi');
  };
  const columns = new Map<string, string[]>();
  for (const [name, rows] of backup.data) {
    const table = schema.tables.get(name);
    if (!table) {
      add(`Tabella sconosciuta: "${name}"`);
      continue;
    }
    if (!Array.isArray(rows)) {
      add(`Tabella ${name}: deve essere un elenco di righe`);
      continue;
    }
    const present = new Set<string>();
    rows.forEach((row, i) => {
      if (!isPlainObject(row)) {
        add(`Tabella ${name}, riga ${i + 1}: deve essere un oggetto`);
        return;
      }
      for (const [key, value] of Object.entries(row)) {
        const col = table.columns.get(key);
        if (!col) {
          add(`Tabella ${name}, riga ${i + 1}: colonna sconosciuta "${key}"`);
          continue;
        }
        present.add(key);
        if (col.generated) continue;
        const problem = checkValue(col, value);
        if (problem) add(`Tabella ${name}, riga ${i + 1}, colonna ${key}: ${problem}`);
      }
      const rule = ROW_RULES[name]?.(row);
      if (rule) add(`Tabella ${name}, riga ${i + 1}, ${rule}`);
    });
    const cols = [...table.columns.values()].filter((c) => !c.generated && present.has(c.name)).map((c) => c.name);
    columns.set(name, cols);
    // a required column missing from some rows would be written as null
    if (rows.length > 0) {
      for (const c of table.columns.values()) {
        if (c.generated || c.nullable) continue;
        if (!present.has(c.name) && !c.hasDefault) {
          add(`Tabella ${name}: colonna obbligatoria "${c.name}" assente`);
          continue;
        }
        if (present.has(c.name)) {
          const missingAt = rows.findIndex((r) => isPlainObject(r) && !(c.name in r));
          if (missingAt >= 0) add(`Tabella ${name}, riga ${missingAt + 1}: colonna obbligatoria "${c.name}" assente`);
        }
      }
    }
  }
  if (problems.length) throw new ImportError('BAD_USER_INPUT', MSG_IMPORT.dati, 'validation', problems);
  for (const name of schema.order) {
    const derived = DERIVED_TABLES.some((d) => d.tables.includes(name));
    if (!backup.data.has(name) && !MERGED_TABLES.has(name) && !derived) backup.warnings.push(`Tabella ${name} assente nel backup: sarà vuota`);
  }
  for (const key of backup.sequences.keys()) {
    const [t, c] = key.split('.');
    if (!t || !c || !schema.tables.get(t)?.columns.get(c)?.sequence) backup.warnings.push(`Sequenza "${key}" sconosciuta: ignorata`);
  }
  return { columns };
}

const PG_PROBLEMS: Record<string, string> = {
  '23505': 'valore duplicato (chiave già presente)',
  '23503': 'riferimento a una riga inesistente',
  '23502': 'valore obbligatorio mancante',
  '23514': 'valore non ammesso da un vincolo',
  '23P01': 'valore in conflitto con un vincolo di esclusione',
};

/** PostgreSQL's constraint details (English) in Italian; an unknown form is left out rather than shown in English. */
function dettaglioPostgres(detail: string): string | null {
  let m = /^Key (\(.*\)=\(.*\)) already exists\.?$/s.exec(detail);
  if (m) return `chiave ${m[1]} già presente`;
  m = /^Key (\(.*\)=\(.*\)) is not present in table "(.+)"\.?$/s.exec(detail);
  if (m) return `chiave ${m[1]} non presente nella tabella "${m[2]}"`;
  m = /^Key (\(.*\)=\(.*\)) is still referenced from table "(.+)"\.?$/s.exec(detail);
  if (m) return `chiave ${m[1]} ancora usata dalla tabella "${m[2]}"`;
  m = /^Failing row contains (.*?)\.?$/s.exec(detail);
  if (m) return `riga rifiutata ${m[1]}`;
  return null;
}

/** Turns a constraint or data error of the insert phase into a 409 with the table and the row range. */
function toDatabaseError(err: unknown, where: string): Error {
  if (!(err instanceof DriverException)) return err as Error;
  const pg = err as DriverException & { detail?: string; constraint?: string };
  const code = pg.code ?? '';
  const problem = PG_PROBLEMS[code] ?? (code.startsWith('22') ? 'valore non valido per il tipo della colonna' : null);
  if (!problem) return err;
  const parts = [`${where}: ${problem}`];
  if (pg.constraint) parts.push(`Vincolo: ${pg.constraint}`);
  const dettaglio = pg.detail ? dettaglioPostgres(String(pg.detail)) : null;
  if (dettaglio) parts.push(`Dettaglio: ${dettaglio.slice(0, 300)}`);
  return new ImportError('CONFLICT', MSG_IMPORT.database, 'database', parts);
}

/**
 * Step 3, one transaction: empty every application table, insert every row parents first, put every
 * sequence back, record the import in the activity log. Any failure rolls everything back.
 */
async function replaceData(
  em: EntityManager,
  ctx: Pick<RequestContext, 'user' | 'ip'>,
  backup: ParsedBackup,
  plan: ImportPlan,
  schema: DbSchema,
  filename: string,
): Promise<Record<string, number>> {
  // Restored as-is: derived tables (analytics rollups, stock balances) come from the same snapshot as the rows they
  // summarise, so user triggers stay off during the load (ALTER TABLE is transactional too).
  for (const t of schema.order) await em.execute(`alter table ${quoteIdent(t)} disable trigger user`, [], 'run');
  const replaced = schema.order.filter((t) => !MERGED_TABLES.has(t));
  if (replaced.length) await em.execute(`truncate table ${replaced.map(quoteIdent).join(', ')}`, [], 'run');

  const counts: Record<string, number> = {};
  for (const name of schema.order) {
    const rows = backup.data.get(name);
    if (!rows || isDerived(name)) continue;
    counts[name] = rows.length;
    const cols = plan.columns.get(name)!;
    if (rows.length === 0 || cols.length === 0) continue;
    const list = cols.map(quoteIdent).join(', ');
    const conflict = MERGED_TABLES.has(name) ? ' on conflict do nothing' : '';
    for (let from = 0; from < rows.length; from += INSERT_CHUNK_ROWS) {
      const chunk = rows.slice(from, from + INSERT_CHUNK_ROWS);
      try {
        await em.execute(
          `insert into ${quoteIdent(name)} (${list}) overriding system value
           select ${list} from json_populate_recordset(null::${quoteIdent(name)}, ?::json)${conflict}`,
          [JSON.stringify(chunk)],
          'run',
        );
      } catch (err) {
        throw toDatabaseError(err, `Tabella ${name}, righe ${from + 1}-${from + chunk.length}`);
      }
    }
  }

  await assertTotaliCoerenti(em);
  // derived tables are never trusted from the file: recomputed from the restored rows
  for (const derived of DERIVED_TABLES) {
    if (!derived.tables.some((t) => schema.tables.has(t))) continue;
    for (const sql of derived.rebuild) await em.execute(sql, [], 'run');
  }
  // flavour values stored on gusti (kept by triggers, off during the load): recomputed, never trusted
  await em.execute('select ricalcola_valori_gusti(null)', [], 'run');
  // a backup without recipe versions (older than issue 12): each flavour's recipe becomes its version 1
  await em.execute('select versiona_ricetta_gusto(g.id) from gusti g where not exists (select 1 from gusti_versioni v where v.gusto_id = g.id)', [], 'run');
  for (const t of schema.order) await em.execute(`alter table ${quoteIdent(t)} enable trigger user`, [], 'run');
  // loaded with triggers off: cached catalogue answers (rest/cache-risposte.ts) must not outlive it
  await segnaCatalogoModificato(em);

  await restoreSequences(em, schema, backup.sequences);

  // every session issued before the import ends (like a password reset): an older backup must not
  // revive sessions that a later password change or archive had ended
  await em.execute('update utenti set sessioni_valide_da = clock_timestamp()', [], 'run');
  backup.warnings.push("Tutte le sessioni sono state chiuse: effettua di nuovo l'accesso");

  // the importing admin may not exist in the restored data (or be someone else under the same id)
  const me = ctx.user;
  let utenteId: number | null = null;
  if (me) {
    const found = await em.execute<{ id: number }[]>('select id from utenti where id = ? and email = ?', [me.id, me.email]);
    if (found.length) utenteId = me.id;
    else backup.warnings.push("L'utente che ha importato il backup non è presente nei dati ripristinati: effettua di nuovo l'accesso");
  }
  const totale = Object.values(counts).reduce((a, b) => a + b, 0);
  logActivity(
    { em, user: ctx.user, ip: ctx.ip },
    'importazione',
    `Importato il backup "${filename}" del ${backup.timestamp}: ${totale} righe in ${Object.keys(counts).length} tabelle` +
      (me && utenteId === null ? ` (eseguito da ${me.email})` : ''),
    utenteId,
  );
  return counts;
}

/**
 * Puts every sequence where the backup had it, never below the largest id present; without that
 * information (older or hand-written files) at the largest id, so the next insert gets max + 1.
 */
export async function restoreSequences(
  em: EntityManager,
  schema: DbSchema,
  saved: Map<string, { lastValue: bigint; isCalled: boolean }> = new Map(),
  skipTables: ReadonlySet<string> = new Set(),
): Promise<void> {
  for (const s of sequencesOf(schema)) {
    if (skipTables.has(s.table)) continue;
    const rows = await em.execute<{ m: string | null }[]>(`select max(${quoteIdent(s.column)})::text as m from ${quoteIdent(s.table)}`);
    const max = rows[0]?.m == null ? null : BigInt(rows[0].m);
    const keep = saved.get(`${s.table}.${s.column}`);
    const savedNext = keep ? keep.lastValue + (keep.isCalled ? 1n : 0n) : null;
    if (keep && savedNext !== null && (max === null || savedNext > max)) {
      await em.execute('select setval(?::regclass, ?::bigint, ?)', [s.sequence, keep.lastValue.toString(), keep.isCalled]);
    } else if (max !== null) {
      await em.execute('select setval(?::regclass, ?::bigint, true)', [s.sequence, max.toString()]);
    } else {
      await em.execute('select setval(?::regclass, 1, false)', [s.sequence]);
    }
  }
}

/** Parses and validates the whole file, then replaces the data in one transaction. */
export async function importBackupFile(ctx: RequestContext, buffer: Buffer, filename: string): Promise<ImportResult> {
  const backup = parseBackupDocument(buffer);
  const counts = await ctx.em.fork().transactional(async (em) => {
    await em.execute(SENZA_TIMEOUT_STATEMENT, [], 'run');
    // the schema is read inside the transaction that uses it
    const schema = await readDbSchema(em);
    const plan = validateAgainstSchema(backup, schema);
    return replaceData(em, ctx, backup, plan, schema, filename);
  });
  const totale = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    success: true,
    message: MSG_IMPORT.successo,
    backupInfo: { filename, version: backup.version, timestamp: backup.timestamp },
    importCounts: counts,
    warnings: backup.warnings,
    type: 'success',
    details: [`Importate ${totale} righe in ${Object.keys(counts).length} tabelle`],
  };
}
