import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ADMIN } from '../../common/authz.js';
import { DomainError } from '../../common/errors.js';
import { route } from '../../rest/route.js';
import { toHttpError } from '../../rest/errors.js';
import { ImportError, MSG_IMPORT, type ImportErrorType } from './admin.import.js';
import { adminStatsSchema, backupSchema, importErroreSchema, importEsitoSchema, resetEsitoSchema, resetSchema } from './admin.contract.js';
import { actualDbStats, adminStats, backupDatabase, importBackup, resetDatabase } from './admin.service.js';
import { restSchema } from '../../common/forma-rest.js';

const tags = ['Amministrazione'];
const FILE_FIELD = 'backupFile';

/** Import failures answer with the spec's panel fields: error (message), type, details, actualDbStats. */
function importErrorType(err: unknown, status: number): ImportErrorType {
  if (err instanceof ImportError) return err.type;
  return status === 413 ? 'size' : 'validation';
}

/**
 * Reads the backup file from the multipart body. A malformed body (bad boundary, truncated part,
 * broken headers) is the client's error: 400 with an Italian message; size limits keep their 413.
 */
async function readBackupFile(request: FastifyRequest): Promise<{ filename: string; content: Buffer }> {
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === FILE_FIELD) {
        const file: MultipartFile = part;
        const content = await file.toBuffer(); // throws 413 past UPLOAD_LIMIT
        return { filename: file.filename, content };
      }
      part.file.resume(); // drain any other file
    }
  } catch (err) {
    if (!toHttpError(err).internal) throw err;
    throw new ImportError('BAD_USER_INPUT', MSG_IMPORT.multipartNonValido, 'validation', [
      'Il modulo inviato è incompleto o malformato (separatore tra le parti o intestazioni del file illeggibili)',
    ]);
  }
  throw new ImportError('BAD_USER_INPUT', MSG_IMPORT.fileMancante, 'validation', [`Nessun file nel campo "${FILE_FIELD}"`]);
}

export const adminRoutes = [
  route({
    method: 'GET',
    url: '/admin/stats',
    access: ADMIN,
    summary: 'Statistiche del database (utenti, gusti, ingredienti, punti vendita, categorie, allergeni, kg prodotti)',
    tags,
    response: restSchema(adminStatsSchema),
    handler: async (ctx) => adminStats(ctx),
  }),
  route({
    method: 'POST',
    url: '/admin/reset-database',
    access: ADMIN,
    summary: "Cancella tutti i dati tranne l'amministratore corrente, gli allergeni di base e la configurazione predefinita",
    tags,
    body: resetSchema,
    response: resetEsitoSchema,
    handler: async (ctx, { body }) => resetDatabase(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/admin/backup',
    access: ADMIN,
    summary: 'Scarica il backup completo in JSON (backup_yyyy-MM-dd.json), da un unico snapshot',
    tags,
    raw: true,
    response: backupSchema,
    handler: async (ctx, { reply }) => {
      const { filename, stream } = await backupDatabase(ctx);
      await reply
        .status(200)
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  }),
  route({
    method: 'POST',
    url: '/admin/import-backup',
    access: ADMIN,
    summary:
      "Importa un backup (multipart, campo backupFile): valida tutto il file, poi sostituisce tutti i dati in un'unica transazione. " +
      "Dopo l'importazione l'amministratore che l'ha eseguita potrebbe non esistere più nei dati ripristinati: il client deve rifare l'accesso.",
    tags,
    multipart: { campo: 'backupFile', descrizione: 'Il file JSON scaricato da GET /api/admin/backup' },
    raw: true,
    // the spec's panels keep camelCase keys (backupInfo, importCounts, actualDbStats): answered as they are
    response: importEsitoSchema,
    altreRisposte: { 400: importErroreSchema, 409: importErroreSchema, 413: importErroreSchema, '4xx': importErroreSchema, 500: importErroreSchema },
    handler: async (ctx, { request, reply }) => {
      try {
        const file = await readBackupFile(request);
        const result = await importBackup(ctx, file);
        return await reply.status(200).send(result);
      } catch (err) {
        const { status, body, internal } = toHttpError(err);
        if (internal && !(err instanceof DomainError)) {
          request.log.error({ err, reqId: request.id }, 'importazione del backup fallita');
        }
        return reply.status(status).send({
          success: false,
          error: internal ? "Errore durante l'importazione del backup" : body.error,
          message: internal ? "Errore durante l'importazione del backup" : body.error,
          type: internal ? 'database' : importErrorType(err, status),
          details: err instanceof ImportError ? err.problems : [],
          actualDbStats: await actualDbStats(ctx.em),
        });
      }
    },
  }),
];
