import { ApiError, apiFetch } from '../../app/api-fetch';
import { restBaseUrl } from '../../app/config';
import { fetchWithTimeout } from '../../app/fetch-with-timeout';
import { expireSession, getToken } from '../../app/session';
import { todayIsoDate } from '../../lib/format';

/** Uploads and downloads of whole databases can take well over the 10 s default. */
export const BACKUP_TIMEOUT_MS = 120_000;

export const MSG_SETTINGS = {
  stats: 'Errore nel caricamento delle statistiche del database',
  download: 'Errore durante il download del backup',
  downloadOk: 'Backup scaricato con successo',
  reset: 'Errore durante il reset del database',
  resetPassword: 'Inserisci la password di sicurezza',
  import: "Errore durante l'importazione del backup",
  importFile: 'Seleziona un file di backup',
} as const;

/** The table counts shown in the import error panel (spec section 8). */
export interface DbCounts {
  utenti?: number;
  gusti?: number;
  ingredienti?: number;
  punti_vendita?: number;
  produzioni?: number;
}

export interface ImportSuccess {
  success: true;
  message: string;
  backupInfo?: { filename?: string; version?: string; timestamp?: string } | null;
  importCounts?: Record<string, number> | null;
  warnings?: string[] | null;
  type?: string;
  details?: string[] | null;
  actualDbStats?: DbCounts | null;
}

export interface ImportFailure {
  success: false;
  message: string;
  type?: string | null;
  details?: string[] | string | null;
  actualDbStats?: DbCounts | null;
}

export type ImportOutcome = ImportSuccess | ImportFailure;

/** `backup_2024-05-01.json` from Content-Disposition, else today's date. */
export function backupFilename(contentDisposition: string | null, now: Date = new Date()): string {
  const match = contentDisposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition) : null;
  const name = match?.[1] ? decodeURIComponent(match[1].trim()) : '';
  return name || `backup_${todayIsoDate(now)}.json`;
}

/** Downloads GET /api/admin/backup and saves it through a temporary object URL; returns the file name. */
export async function downloadBackup(): Promise<string> {
  const response = await apiFetch('/admin/backup', { timeoutMs: BACKUP_TIMEOUT_MS });
  const blob = await response.blob();
  const filename = backupFilename(response.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // let the browser start the download before the URL goes away
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return filename;
}

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function countsOf(value: unknown): DbCounts | null {
  const obj = asObject(value);
  if (!obj) return null;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(obj)) if (typeof v === 'number') out[k] = v;
  return out as DbCounts;
}

/**
 * POST /api/admin/import-backup (multipart, field backupFile). Unlike apiFetch, a 4xx answer is
 * read in full: the error panel needs its type, details and actualDbStats. 401 ends the session.
 */
export async function importBackup(file: File): Promise<ImportOutcome> {
  const body = new FormData();
  body.append('backupFile', file, file.name);
  const token = getToken();
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetchWithTimeout(`${restBaseUrl()}/admin/import-backup`, { method: 'POST', body, headers }, BACKUP_TIMEOUT_MS);
  let json: Record<string, unknown> | null;
  try {
    json = asObject(await response.json());
  } catch {
    json = null;
  }
  if (response.status === 401) {
    if (token) expireSession();
    throw new ApiError(401, typeof json?.error === 'string' ? json.error : MSG_SETTINGS.import);
  }
  if (response.ok && json && json.success !== false) {
    return {
      success: true,
      message: typeof json.message === 'string' && json.message ? json.message : 'Backup importato con successo',
      backupInfo: asObject(json.backupInfo) as ImportSuccess['backupInfo'],
      importCounts: countsOf(json.importCounts) as Record<string, number> | null,
      warnings: Array.isArray(json.warnings) ? json.warnings.map(String) : [],
      type: typeof json.type === 'string' ? json.type : undefined,
      details: Array.isArray(json.details) ? json.details.map(String) : [],
      actualDbStats: countsOf(json.actualDbStats),
    };
  }
  const message =
    (typeof json?.error === 'string' && json.error) || (typeof json?.message === 'string' && json.message) || MSG_SETTINGS.import;
  const details = json?.details;
  return {
    success: false,
    message,
    type: typeof json?.type === 'string' ? json.type : null,
    details: Array.isArray(details) ? details.map(String) : typeof details === 'string' ? details : null,
    actualDbStats: countsOf(json?.actualDbStats),
  };
}
