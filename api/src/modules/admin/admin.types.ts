import { tipoDaZod } from '../../common/from-zod.js';
import { adminStatsSchema, resetEsitoSchema } from './admin.contract.js';
import type { AdminStatsView } from './admin.service.js';

export const AdminStatsType = tipoDaZod('AdminStats', adminStatsSchema);
export type AdminStatsType = AdminStatsView;

export const ResetDatabaseResultType = tipoDaZod('ResetDatabaseResult', resetEsitoSchema);
export type ResetDatabaseResultType = { success: boolean; message: string };
