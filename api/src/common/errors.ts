import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { contatori } from './misure.js';

/** Error codes shared by the REST gateway and GraphQL; each maps to one HTTP status. */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A business error with an Italian message meant for the user. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** Seconds after which a refused (429) request may be tried again: `Retry-After` on both doors. */
  retryAfter?: number;

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const MESSAGGI = {
  nonAutenticato: 'Autenticazione richiesta',
  tokenNonValido: 'Sessione non valida o scaduta. Effettua di nuovo l’accesso.',
  vietato: 'Non hai i permessi necessari per questa operazione',
  nonTrovato: 'Risorsa non trovata',
  erroreInterno: 'Errore interno del server',
  jsonNonValido: 'Il corpo della richiesta non è un JSON valido',
  troppoGrande: 'La richiesta è troppo grande',
  credenzialiRichieste: 'Email e password sono richiesti',
  credenzialiErrate: 'Credenziali non valide',
  troppiTentativi: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  databaseNonDisponibile: 'Il database non è raggiungibile in questo momento. Riprova tra qualche istante.',
  richiestaTroppoLenta: 'La richiesta ha impiegato troppo tempo. Riprova tra qualche istante.',
  databaseTroppoLento: 'Il database ha impiegato troppo tempo a rispondere. Riprova tra qualche istante.',
  operazioneInConflitto: "Un'altra operazione contemporanea sugli stessi dati ha interrotto questa: nulla è stato salvato. Riprova.",
} as const;

/** SQLSTATEs of a connection lost or refused (class 08, the server shutting the session down, too many clients). */
const CONNESSIONE_PERSA = /^(08\d{3}|57P0[1-3]|53300)$/;
/** pg's and pg-pool's own messages for a dead, closed or unobtainable connection. */
const CONNESSIONE_PERSA_TESTO = /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout|ECONNREFUSED|ECONNRESET|EPIPE|Client was closed|Cannot use a pool after calling end/i;

/** SQLSTATEs of a transaction the database rolled back to let a concurrent one through (deadlock, serialization). */
const CONFLITTO_CONCORRENTE = /^(40P01|40001)$/;

/**
 * 503 for a database that cannot answer now (issue 34): a lost or refused connection, a statement
 * cancelled by statement_timeout (57014), or a transaction rolled back for a concurrent one (a deadlock
 * between two writers of the same stock lots: nothing written, the client tries again). Looks through
 * MikroORM's wrapper (`previous`) and `cause`.
 */
export function erroreDatabaseNonDisponibile(err: unknown): DomainError | null {
  let current = err as { code?: unknown; message?: unknown; previous?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && current && typeof current === 'object'; i++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (code === '57014') {
      contatori.timeoutStatement++;
      return new DomainError('SERVICE_UNAVAILABLE', MESSAGGI.databaseTroppoLento);
    }
    if (CONFLITTO_CONCORRENTE.test(code)) return new DomainError('SERVICE_UNAVAILABLE', MESSAGGI.operazioneInConflitto);
    if (CONNESSIONE_PERSA.test(code) || (typeof current.message === 'string' && CONNESSIONE_PERSA_TESTO.test(current.message))) {
      return new DomainError('SERVICE_UNAVAILABLE', MESSAGGI.databaseNonDisponibile);
    }
    current = (current.previous ?? current.cause) as typeof current;
  }
  return null;
}

/**
 * Turns database constraint violations that escaped a service into domain errors (409 / 400), so
 * they are never answered as 500. Services still map the cases they know with a precise message.
 */
export function domainErrorFromDatabase(err: unknown): DomainError | null {
  if (err instanceof ForeignKeyConstraintViolationException) {
    return new DomainError('CONFLICT', 'Operazione non possibile: il record è collegato ad altri dati');
  }
  if (err instanceof UniqueConstraintViolationException) {
    return new DomainError('CONFLICT', 'Esiste già un record con questi dati');
  }
  if (err instanceof CheckConstraintViolationException || err instanceof NotNullConstraintViolationException) {
    return new DomainError('BAD_USER_INPUT', 'Dati non validi');
  }
  return erroreDatabaseNonDisponibile(err);
}

/** A 429 that says when to try again (at least 1 second). */
export function tooManyRequests(message: string, retryAfterSeconds: number): DomainError {
  const err = new DomainError('TOO_MANY_REQUESTS', message);
  err.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return err;
}

export const badInput = (message: string, details?: Record<string, unknown>) =>
  new DomainError('BAD_USER_INPUT', message, details);
export const notFound = (message: string = MESSAGGI.nonTrovato) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const forbidden = (message: string = MESSAGGI.vietato) => new DomainError('FORBIDDEN', message);
export const unauthenticated = (message: string = MESSAGGI.nonAutenticato) =>
  new DomainError('UNAUTHENTICATED', message);
