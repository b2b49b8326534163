import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, ERROR_STATUS, MESSAGGI, domainErrorFromDatabase } from '../common/errors.js';

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGGI.jsonNonValido },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Il corpo della richiesta JSON è vuoto' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGGI.troppoGrande },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'Il file è troppo grande' },
  FST_FILES_LIMIT: { status: 413, message: 'Troppi file nella richiesta' },
  FST_PARTS_LIMIT: { status: 413, message: 'Troppe parti nella richiesta' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo di contenuto non supportato' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: 'La richiesta deve essere multipart/form-data' },
  FST_ERR_VALIDATION: { status: 400, message: 'Richiesta non valida' },
  FST_ERR_BAD_URL: { status: 400, message: "L'indirizzo della richiesta non è valido" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "L'indirizzo della richiesta è troppo lungo" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Lunghezza del corpo della richiesta non valida' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'Tipo di contenuto non valido' },
};

/** Italian message of a 4xx status written by someone other than our error mapper. */
export const MESSAGGIO_PER_STATO: Record<number, string> = {
  400: 'Richiesta non valida',
  401: MESSAGGI.nonAutenticato,
  403: MESSAGGI.vietato,
  404: MESSAGGI.nonTrovato,
  405: 'Metodo non consentito',
  406: 'Formato della risposta non disponibile',
  408: 'Tempo scaduto per la richiesta',
  413: MESSAGGI.troppoGrande,
  414: "L'indirizzo della richiesta è troppo lungo",
  415: 'Tipo di contenuto non supportato',
  429: 'Troppe richieste. Riprova tra qualche istante.',
};

export interface HttpErrorBody {
  error: string;
}

/** Maps any error to an HTTP status and `{ error }` with an Italian message. Never leaks internals. */
export function toHttpError(err: unknown): { status: number; body: HttpErrorBody; internal: boolean; retryAfter?: number } {
  const domain = err instanceof DomainError ? err : domainErrorFromDatabase(err);
  if (domain) return { status: domain.status, body: { error: domain.message }, internal: false, retryAfter: domain.retryAfter };
  const fe = err as Partial<FastifyError> & { name?: string };
  if (fe && typeof fe.code === 'string' && FASTIFY_CODES[fe.code]) {
    const m = FASTIFY_CODES[fe.code]!;
    return { status: m.status, body: { error: m.message }, internal: false };
  }
  if (fe instanceof SyntaxError || fe?.name === 'SyntaxError') {
    return { status: 400, body: { error: MESSAGGI.jsonNonValido }, internal: false };
  }
  if (fe && typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: fe.statusCode, body: { error: MESSAGGIO_PER_STATO[fe.statusCode] ?? MESSAGGIO_PER_STATO[400]! }, internal: false };
  }
  return { status: ERROR_STATUS.INTERNAL_SERVER_ERROR, body: { error: MESSAGGI.erroreInterno }, internal: true };
}

/** Seconds a client should wait after a 429 (one rate-limit window) or a 503 (a database reconnecting). */
export const RIPROVA_DOPO_S: Record<429 | 503, number> = { 429: 60, 503: 2 };

export function errorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, internal, retryAfter } = toHttpError(err);
  if (internal) request.log.error({ err, reqId: request.id }, 'errore non gestito');
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  // a 429 or a 503 says when to try again (issue 34): the rate limiter sets its own, the rest get a default
  else if ((status === 429 || status === 503) && !reply.hasHeader('retry-after')) void reply.header('retry-after', String(RIPROVA_DOPO_S[status]));
  return reply.status(status).send(body);
}

const timerRichiesta = Symbol('timerRichiesta');
type ConTimer = FastifyRequest & { [timerRichiesta]?: NodeJS.Timeout };

/**
 * A request not answered within `ms` gets a 503 with an Italian message (issue 34: nothing hangs,
 * whatever it waits for); the handler's late answer is dropped. 0 turns it off. Multipart uploads
 * are exempt (a backup import may rightly take longer; its transaction lifts the statement timeout).
 */
export function registerRequestTimeout(app: FastifyInstance, ms: number): void {
  if (ms <= 0) return;
  app.addHook('onRequest', (request, reply, done) => {
    // an upload (a backup of a whole chain) has its size limit and its statements their timeout
    if (String(request.headers['content-type'] ?? '').startsWith('multipart/')) return done();
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ reqId: request.id, url: request.url }, `richiesta senza risposta dopo ${ms} ms`);
      void reply.status(503).header('retry-after', String(RIPROVA_DOPO_S[503])).send({ error: MESSAGGI.richiestaTroppoLenta });
    }, ms);
    timer.unref();
    (request as ConTimer)[timerRichiesta] = timer;
    done();
  });
  const ferma = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    clearTimeout((request as ConTimer)[timerRichiesta]);
    done();
  };
  app.addHook('onResponse', ferma);
  app.addHook('onRequestAbort', (request, done) => ferma(request, undefined, done));
}
