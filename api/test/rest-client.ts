/**
 * Types of the test client's `rest()` (test/app.ts), from the OpenAPI document generated from the
 * zod contract (test/generated/openapi.ts, `npm run openapi:types -w api`).
 *
 * `t.rest('GET', `/api/gusti/${id}/versioni`)` finds the operation from the method and the URL's
 * literal type: the exact path first, else the path templates whose segments match one by one
 * (`{id}` takes any non-empty segment, so `/api/gusti/{id}` does not match `/api/gusti/1/versioni`);
 * the query string is ignored. The answer's body is typed as the operation's success (2xx) JSON
 * answer plus the optional `error` of its documented `{ error }` answers: a test checks the status
 * first, then reads either. The request body is typed from the operation's JSON requestBody.
 * A URL the document does not know (a `string`, an undocumented path or method) gives `unknown`.
 *
 * Escapes, both greppable: `rest<T>(...)` for answers that are not the documented JSON (a PDF, an
 * xlsx), `body: grezzo(...)` for requests that send a body the contract refuses on purpose.
 */
import type { paths } from './generated/openapi.js';

export type MetodoHttp = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

type Percorso = keyof paths & string;

type SenzaQuery<U extends string> = U extends `${infer P}?${string}` ? P : U;
type Segmenti<S extends string> = S extends `${infer H}/${infer R}` ? [H, ...Segmenti<R>] : [S];

/** A URL segment against a template segment: `{param}` takes any non-empty segment, the rest must be equal. */
type SegmentoCorrisponde<S extends string, T extends string> = T extends `{${string}}` ? (S extends '' ? false : true) : [S] extends [T] ? true : false;

type Corrispondono<S extends string[], T extends string[]> = S extends [infer s extends string, ...infer rs extends string[]]
  ? T extends [infer t extends string, ...infer rt extends string[]]
    ? SegmentoCorrisponde<s, t> extends true
      ? Corrispondono<rs, rt>
      : false
    : false
  : T extends []
    ? true
    : false;

type PerTemplate<P extends string> = { [K in Percorso]: Corrispondono<Segmenti<P>, Segmenti<K>> extends true ? K : never }[Percorso];

/** The documented path of a URL: exact first, else the templates it matches; never when unknown. */
export type PercorsoDi<U extends string> = string extends U ? never : SenzaQuery<U> extends Percorso ? SenzaQuery<U> : PerTemplate<SenzaQuery<U>>;

type OperazioneDi<P, M extends string> = P extends Percorso ? (Lowercase<M> extends keyof paths[P] ? NonNullable<paths[P][Lowercase<M>]> : never) : never;

/** The operation `method url` in the document (never when not documented). */
export type Operazione<M extends string, U extends string> = OperazioneDi<PercorsoDi<U>, M>;

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Risposte<O> = O extends { responses: infer R } ? R : never;
type Successo<R> = { [S in keyof R]: `${S & (string | number)}` extends `2${string}` ? Json<R[S]> : never }[keyof R];
type HaErrori<R> = { [S in keyof R]: `${S & (string | number)}` extends `2${string}` ? never : Json<R[S]> extends { error: string } ? true : never }[keyof R];

type CorpoOperazione<O> = [Successo<Risposte<O>>] extends [never] ? unknown : [HaErrori<Risposte<O>>] extends [never] ? Successo<Risposte<O>> : Successo<Risposte<O>> & { error?: string };

/** Body of the answer to `method url`: the 2xx JSON answer (plus `error?` when the operation documents `{ error }`), else unknown. */
export type CorpoRisposta<M extends string, U extends string> = [Operazione<M, U>] extends [never] ? unknown : CorpoOperazione<Operazione<M, U>>;

type CorpoRichiestaOperazione<O> = O extends { requestBody?: infer B } ? ([NonNullable<B>] extends [never] ? undefined : NonNullable<B> extends { content: { 'application/json': infer J } } ? J : unknown) : unknown;

/** Body of the request `method url`: the operation's JSON requestBody; undefined when it takes none; unknown when not documented. */
export type CorpoRichiesta<M extends string, U extends string> = [Operazione<M, U>] extends [never] ? unknown : CorpoRichiestaOperazione<Operazione<M, U>>;

/** A request body sent as is, outside the contract on purpose (hostile-input and validation tests). */
export class CorpoGrezzo {
  constructor(readonly valore: unknown) {}
}

/** `body: grezzo({ righe: 'latte' })`: this body is not the documented one, on purpose. */
export const grezzo = (valore: unknown) => new CorpoGrezzo(valore);

/** What a test may send to `method url`: the documented body or a `grezzo(...)` one (for helpers' parameters). */
export type CorpoInviabile<M extends string, U extends string> = CorpoRichiesta<M, U> | CorpoGrezzo;

interface OpzioniComuni {
  token?: string;
  headers?: Record<string, string>;
}

/** Options of a typed request: `body` as documented, or `grezzo(...)`. */
export type OpzioniRest<B = unknown> = OpzioniComuni & { body?: B | CorpoGrezzo };

/** Options of an untyped request (`rest<T>`): any body. */
export type OpzioniLibere = OpzioniComuni & { body?: unknown };

export interface RestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** How many SQL statements the request issued. */
  queries: number;
}

declare const tipoEsplicito: unique symbol;
/** Default of `rest<T>`'s T: without an explicit T the call picks the typed signature. */
interface RichiedeTipoEsplicito {
  [tipoEsplicito]: true;
}

export interface ClientRest {
  /** Typed from the OpenAPI document (see the top of this file). */
  <M extends MetodoHttp, U extends string>(method: M, url: U, opts?: OpzioniRest<CorpoRichiesta<M, U>>): Promise<RestResponse<CorpoRisposta<M, U>>>;
  /**
   * An answer that is not the documented JSON (a PDF, an xlsx, a plain text): the caller says its type.
   * T is never inferred (NoInfer: not from the variable assigned), so a call without it is the typed one.
   */
  <T = RichiedeTipoEsplicito>(method: MetodoHttp, url: [T] extends [RichiedeTipoEsplicito] ? never : string, opts?: OpzioniLibere): Promise<RestResponse<NoInfer<T>>>;
}
