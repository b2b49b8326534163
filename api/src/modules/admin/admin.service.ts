import { SENZA_TIMEOUT_STATEMENT } from '../../db/orm.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import { OGGI_ROMA_SQL } from '../../common/dates.js';
import { segnaCatalogoModificato } from '../../common/versione-catalogo.js';
import { CONFIG_DEFAULTS } from '../config/configurazione.predefinite.js';
import { logActivity } from '../attivita/attivita.service.js';
import { verifyPassword } from '../auth/passwords.js';
import { passwordCheckSucceeded, reserveResetCheck } from '../auth/throttle.js';
import { openBackupStream, type BackupStream } from './admin.backup.js';
import { MSG_ADMIN, type AdminStatsView, type Reset } from './admin.contract.js';
import { ImportError, MSG_IMPORT, importBackupFile, restoreSequences, type ImportResult } from './admin.import.js';
import { quoteIdent, readDbSchema } from './admin.schema.js';
import { ALLERGENI_UE } from '../../db/migrations/Migration20261121100000Catalogue.js';
import { seedProfiliPredefiniti } from '../scienza/profilo.service.js';

export { MSG_ADMIN };

// ---------------------------------------------------------------------------------------------
// Statistics

export type { AdminStatsView };

/** All rows of each table (active and archived): these are database statistics. One statement. */
export async function adminStats(ctx: RequestContext): Promise<AdminStatsView> {
  const rows = await ctx.em.execute<
    {
      utenti: number;
      gusti: number;
      ingredienti: number;
      punti_vendita: number;
      categorie_gusti: number;
      allergeni: number;
      produzione_totale: number;
      produzione_ultimo_mese: number;
      produzioni: number;
    }[]
  >(
    `with oggi as (select ${OGGI_ROMA_SQL} as d),
          p as (select count(*)::int as n,
                       coalesce(sum(kg_totale), 0) as kg,
                       coalesce(sum(kg_totale) filter (where data > (select d from oggi) - 30 and data <= (select d from oggi)), 0) as kg_mese
                  from produzioni)
     select (select count(*) from utenti)::int as utenti,
            (select count(*) from gusti)::int as gusti,
            (select count(*) from ingredienti)::int as ingredienti,
            (select count(*) from punti_vendita)::int as punti_vendita,
            (select count(*) from categorie_gusti)::int as categorie_gusti,
            (select count(*) from allergeni)::int as allergeni,
            round(p.kg, 3)::float8 as produzione_totale,
            round(p.kg_mese, 3)::float8 as produzione_ultimo_mese,
            p.n as produzioni
       from p`,
  );
  const r = rows[0]!;
  return {
    utenti: r.utenti,
    gusti: r.gusti,
    ingredienti: r.ingredienti,
    puntiVendita: r.punti_vendita,
    categorieGusti: r.categorie_gusti,
    allergeni: r.allergeni,
    produzioneTotale: Number(r.produzione_totale),
    produzioneUltimoMese: Number(r.produzione_ultimo_mese),
    produzioni: r.produzioni,
  };
}

/** Tables counted in `actualDbStats` of the import result (spec section 8, import error panel). */
const ACTUAL_DB_STATS_TABLES = ['utenti', 'gusti', 'ingredienti', 'punti_vendita', 'produzioni'] as const;
export type ActualDbStats = Partial<Record<(typeof ACTUAL_DB_STATS_TABLES)[number], number>>;

/** Current row counts for the import panels; tolerant (a missing table is left out, a failure gives null). */
export async function actualDbStats(em: EntityManager): Promise<ActualDbStats | null> {
  try {
    const fresh = em.fork();
    const present = await fresh.execute<{ name: string }[]>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname in (${ACTUAL_DB_STATS_TABLES.map(() => '?').join(', ')})`,
      [...ACTUAL_DB_STATS_TABLES],
    );
    const names = ACTUAL_DB_STATS_TABLES.filter((t) => present.some((p) => p.name === t));
    if (names.length === 0) return {};
    const rows = await fresh.execute<Record<string, number>[]>(
      `select ${names.map((t) => `(select count(*) from ${quoteIdent(t)})::int as ${quoteIdent(t)}`).join(', ')}`,
    );
    return rows[0] as ActualDbStats;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Backup and import (REST only: file transfer)

export function backupDatabase(ctx: RequestContext): Promise<BackupStream> {
  return openBackupStream(ctx);
}

export interface ImportOutcome extends ImportResult {
  actualDbStats: ActualDbStats | null;
}

/** Validates the whole file, replaces the data in one transaction, answers with the spec's result shape. */
export async function importBackup(
  ctx: RequestContext,
  file: { filename: string; content: Buffer } | null,
): Promise<ImportOutcome> {
  if (!file) throw new ImportError('BAD_USER_INPUT', MSG_IMPORT.fileMancante, 'validation', ['Nessun file nel campo "backupFile"']);
  const result = await importBackupFile(ctx, file.content, file.filename);
  return { ...result, actualDbStats: await actualDbStats(ctx.em) };
}

// ---------------------------------------------------------------------------------------------
// Reset

/**
 * Base data kept by a reset, besides the calling admin: the 14 EU allergens inserted by the
 * catalogue migration (Migration20261121100000Catalogue, recognised by their code) with their
 * current text. Configuration is emptied and re-seeded with CONFIG_DEFAULTS.
 */
export const ALLERGENI_BASE_CODICI = ALLERGENI_UE.map(([codice]) => codice);

/** Tables whose rows are partly kept: SQL predicate of the rows to keep. */
const RESET_KEEP: Record<string, (adminId: number) => { sql: string; params: unknown[] }> = {
  utenti: (adminId) => ({ sql: 'id = ?', params: [adminId] }),
  allergeni: () => ({ sql: `codice in (${ALLERGENI_BASE_CODICI.map(() => '?').join(', ')})`, params: [...ALLERGENI_BASE_CODICI] }),
};

/** Session security state, never touched by a reset: revoked tokens stay revoked, throttling stays. */
const RESET_PRESERVED = new Set(['token_revocati', 'tentativi_login']);

/**
 * Deletes every application row except the calling admin and the base data, in one transaction,
 * after re-checking the admin's own password (throttled like logins). Emptied tables restart their
 * ids; the activity log, wiped with the rest, then holds the reset entry.
 */
export async function resetDatabase(ctx: RequestContext, { password }: Reset): Promise<{ success: true; message: string }> {
  const user = requireUser(ctx);
  const em = ctx.em;
  // counted as a failure before the password is checked (atomic: parallel guesses cannot pass the limit)
  const check = await reserveResetCheck(em, ctx.config, user.id, MSG_ADMIN.troppiTentativi);
  const rows = await em.execute<{ password_hash: string }[]>('select password_hash from utenti where id = ?', [user.id]);
  const ok = rows[0] ? await verifyPassword(rows[0].password_hash, password) : false;
  // 400, not 401: a 401 would end the admin's session in the UI (spec section 4)
  if (!ok) throw badInput(MSG_ADMIN.passwordErrata);

  await em.fork().transactional(async (tem) => {
    await tem.execute(SENZA_TIMEOUT_STATEMENT, [], 'run');
    const schema = await readDbSchema(tem);
    const touched = schema.order.filter((t) => !RESET_PRESERVED.has(t));
    if (touched.length) await tem.execute(`lock table ${touched.map(quoteIdent).join(', ')} in access exclusive mode`, [], 'run');
    // Every derived table (analytics rollups) ends empty like the rows it summarises, so the triggers
    // that maintain them stay off meanwhile (their TRUNCATE trigger cannot run inside this TRUNCATE).
    for (const t of touched) await tem.execute(`alter table ${quoteIdent(t)} disable trigger user`, [], 'run');

    // Emptied tables go with one TRUNCATE, except those a kept table still references (directly or
    // through another such table): PostgreSQL refuses to truncate them, so they are DELETEd.
    const kept = new Set([...Object.keys(RESET_KEEP), ...RESET_PRESERVED].filter((t) => schema.tables.has(t)));
    const emptied = touched.filter((t) => !kept.has(t));
    const blocked = new Set<string>();
    const block = (t: string) => {
      if (blocked.has(t) || kept.has(t)) return;
      blocked.add(t);
      for (const r of schema.tables.get(t)!.references) block(r);
    };
    for (const k of kept) for (const r of schema.tables.get(k)!.references) block(r);
    const truncated = emptied.filter((t) => !blocked.has(t));
    if (truncated.length) await tem.execute(`truncate table ${truncated.map(quoteIdent).join(', ')}`, [], 'run');
    // children first; ON DELETE actions clear references from kept rows (e.g. the admin's sales point)
    for (const t of [...schema.order].reverse()) {
      if (RESET_PRESERVED.has(t) || !(blocked.has(t) || RESET_KEEP[t])) continue;
      const keep = RESET_KEEP[t]?.(user.id);
      await tem.execute(`delete from ${quoteIdent(t)}${keep ? ` where not (${keep.sql})` : ''}`, keep?.params ?? [], 'run');
    }

    if (schema.tables.has('configurazioni')) {
      for (const def of CONFIG_DEFAULTS) {
        await tem.execute('insert into configurazioni (chiave, valore, descrizione) values (?, ?, ?) on conflict (chiave) do nothing', [
          def.chiave,
          def.valore,
          def.descrizione,
        ]);
      }
    }
    for (const t of touched) await tem.execute(`alter table ${quoteIdent(t)} enable trigger user`, [], 'run');
    await segnaCatalogoModificato(tem);
    await restoreSequences(tem, schema, new Map(), RESET_PRESERVED);
    // the default balancing profiles are base data too (gelato science), with ids from 1 again
    if (schema.tables.has('profili_bilanciamento')) await seedProfiliPredefiniti(tem);
    await passwordCheckSucceeded(tem, check);
    logActivity(
      { em: tem, user, ip: ctx.ip },
      'azzeramento',
      `Reset del database eseguito da ${user.email}: conservati l'amministratore, gli allergeni di base e la configurazione predefinita`,
    );
  });
  return { success: true, message: MSG_ADMIN.resetOk };
}
