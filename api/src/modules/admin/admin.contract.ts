import { z } from 'zod';

/**
 * The contract of the administration routes (spec sections 3 and 8): every input and output shape,
 * once. (admin.schema.ts holds the database introspection used by backup and import.)
 */

export const MSG_ADMIN = {
  passwordRichiesta: 'Inserisci la password di sicurezza',
  passwordErrata: 'Password non corretta',
  troppiTentativi: 'Troppi tentativi con password errata. Riprova tra qualche minuto.',
  resetOk: 'Database resettato con successo',
} as const;

export const resetSchema = z.object({
  password: z.string({ message: MSG_ADMIN.passwordRichiesta }).min(1, MSG_ADMIN.passwordRichiesta).max(1024, MSG_ADMIN.passwordErrata),
});
export type Reset = z.output<typeof resetSchema>;

/** Database statistics (all rows, active and archived). */
export const adminStatsSchema = z.object({
  utenti: z.number().int().describe('Utenti (attivi e archiviati)'),
  gusti: z.number().int(),
  ingredienti: z.number().int(),
  puntiVendita: z.number().int(),
  categorieGusti: z.number().int(),
  allergeni: z.number().int(),
  produzioneTotale: z.number().describe('kg prodotti in totale'),
  produzioneUltimoMese: z.number().describe('kg prodotti negli ultimi 30 giorni (oggi compreso, calendario Europe/Rome)'),
  produzioni: z.number().int().describe('Numero di produzioni registrate'),
}).describe('Statistiche del database (Impostazioni > Database), solo amministratori. Backup e importazione sono solo REST, perché trasferiscono file: GET /api/admin/backup e POST /api/admin/import-backup (multipart, campo backupFile).');
export type AdminStatsView = z.output<typeof adminStatsSchema>;

export const resetEsitoSchema = z.object({ success: z.literal(true), message: z.string() });

/** The backup file: one key per table (rows as objects) plus the metadata; streamed, documented only. */
export const backupSchema = z.record(z.string(), z.unknown()).describe('backup_yyyy-MM-dd.json: metadati e righe di ogni tabella');

const actualDbStats = z.record(z.string(), z.number().int()).nullable().describe('Righe presenti ora (utenti, gusti, ingredienti, punti_vendita, produzioni)');

/** Spec section 8: the import result panel (keys in camelCase, as the spec shows them). */
export const importEsitoSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  backupInfo: z.object({ filename: z.string(), version: z.string(), timestamp: z.string() }),
  importCounts: z.record(z.string(), z.number().int()).describe('Righe importate per tabella'),
  warnings: z.array(z.string()),
  type: z.literal('success'),
  details: z.array(z.string()),
  actualDbStats,
});

/** Spec section 8: the import error panel (`error` as every error, plus type, details and the current counts). */
export const importErroreSchema = z.object({
  error: z.string(),
  success: z.literal(false).optional(),
  message: z.string().optional(),
  type: z.enum(['validation', 'version', 'size', 'database']).optional(),
  details: z.array(z.string()).optional(),
  actualDbStats: actualDbStats.optional(),
});
