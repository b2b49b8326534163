import { tipoDaZod } from '../../common/from-zod.js';
import { adminStatsSchema, resetEsitoSchema } from './admin.contract.js';
import type { AdminStatsView } from './admin.service.js';

export const AdminStatsType = tipoDaZod('AdminStats', adminStatsSchema, {
  descrizione:
    'Statistiche del database (Impostazioni > Database), solo amministratori. Backup e importazione sono solo REST, ' +
    'perché trasferiscono file: GET /api/admin/backup e POST /api/admin/import-backup (multipart, campo backupFile).',
  campi: { produzioneUltimoMese: { descrizione: 'kg prodotti negli ultimi 30 giorni (oggi compreso)' } },
});
export type AdminStatsType = AdminStatsView;

export const ResetDatabaseResultType = tipoDaZod('ResetDatabaseResult', resetEsitoSchema);
export type ResetDatabaseResultType = { success: boolean; message: string };
