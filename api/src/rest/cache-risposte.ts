import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, CODIFICHE, COMPRESS_THRESHOLD } from '../http/web-delivery.js';

type Codifica = (typeof CODIFICHE)[number];

/** An answer kept ready: its JSON and, made on first demand, its compressed forms. */
export interface RispostaPronta {
  json: Buffer;
  compresse: Partial<Record<Codifica, Buffer>>;
}

const comprimi: Record<Codifica, (b: Buffer) => Buffer> = {
  br: (b) => brotliCompressSync(b, BROTLI_OPTIONS),
  gzip: (b) => gzipSync(b),
};

/**
 * Values kept per version of a versioned part of the database: a later request at the same version
 * gets the value already computed. Entries of older versions are dropped when a newer one is seen; a
 * value computed for an older version than the newest seen is returned, not kept. Requests that
 * arrive while a value is computed wait for it instead of computing it again.
 */
export class CachePerVersione<T> {
  private versione: bigint | null = null;
  private readonly voci = new Map<string, Promise<T>>();

  constructor(private readonly massimo = 64) {}

  /** The value for `chiave` at `versione` (a number as text that only grows), computed by `calcola` when missing. */
  valore(versione: string, chiave: string, calcola: () => Promise<T>): Promise<T> {
    const v = BigInt(versione);
    if (this.versione !== null && v < this.versione) return calcola();
    if (v !== this.versione) {
      this.voci.clear();
      this.versione = v;
    }
    let voce = this.voci.get(chiave);
    if (!voce) {
      if (this.voci.size >= this.massimo) this.voci.delete(this.voci.keys().next().value!);
      const nuova = calcola();
      nuova.catch(() => {
        if (this.voci.get(chiave) === nuova) this.voci.delete(chiave);
      });
      this.voci.set(chiave, nuova);
      voce = nuova;
    }
    return voce;
  }

  /** Drops the kept value of `chiave` (one that must not serve a later request). */
  dimentica(chiave: string): void {
    this.voci.delete(chiave);
  }
}

/**
 * Answers of GET routes that depend only on a versioned part of the database (route.ts `cache`),
 * kept per version (CachePerVersione): a later request at the same version gets the bytes already
 * serialized and compressed, with nothing read but the version.
 */
export class CacheRisposte {
  private readonly voci: CachePerVersione<RispostaPronta>;

  constructor(massimo = 64) {
    this.voci = new CachePerVersione(massimo);
  }

  /** The answer for `chiave` at `versione` (a number as text that only grows), computed by `calcola` when missing. */
  risposta(versione: string, chiave: string, calcola: () => Promise<string>): Promise<RispostaPronta> {
    return this.voci.valore(versione, chiave, () => calcola().then((json): RispostaPronta => ({ json: Buffer.from(json), compresse: {} })));
  }

  /** Drops the kept answer of `chiave` (one that must not serve a later request). */
  dimentica(chiave: string): void {
    this.voci.dimentica(chiave);
  }
}

/**
 * Sends a kept answer as @fastify/compress would send it fresh: the coding the client prefers among
 * CODIFICHE (`*` and `x-gzip` read as gzip), none under COMPRESS_THRESHOLD or with `x-no-compression`.
 * The compression hook leaves an answer that already has a Content-Encoding alone.
 */
export function inviaRispostaPronta(request: FastifyRequest, reply: FastifyReply, r: RispostaPronta) {
  reply.type('application/json; charset=utf-8');
  const accetta = request.headers['accept-encoding'];
  const codifica =
    r.json.length >= COMPRESS_THRESHOLD && accetta !== undefined && request.headers['x-no-compression'] === undefined
      ? negotiate(accetta.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...CODIFICHE])
      : null;
  if (!codifica) return reply.send(r.json);
  const corpo = (r.compresse[codifica] ??= comprimi[codifica](r.json));
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!String(vary).includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
  return reply.header('content-encoding', codifica).header('content-length', corpo.length).send(corpo);
}
