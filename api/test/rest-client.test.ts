import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, grezzo, type TestApp } from './app.js';
import type { paths } from './generated/openapi.js';
import type { CorpoRichiesta, CorpoRisposta, PercorsoDi } from './rest-client.js';

/**
 * The typed test client (issue 10): `t.rest` finds the operation from method + URL and types the
 * answer's body from the OpenAPI document. The type assertions are checked by `npm run typecheck`.
 */

type Json200<P extends keyof paths, M extends keyof paths[P]> = NonNullable<paths[P][M]> extends { responses: { 200: { content: { 'application/json': infer J } } } } ? J : never;
type Gusto = Json200<'/api/gusti/{id}', 'get'>;
type Versioni = Json200<'/api/gusti/{id}/versioni', 'get'>;

describe('typed test client (types)', () => {
  it('finds the path: exact first, then templates segment by segment, query string ignored', () => {
    expectTypeOf<PercorsoDi<'/api/config/categorie'>>().toEqualTypeOf<'/api/config/categorie'>();
    expectTypeOf<PercorsoDi<'/api/gusti/verifica-allergeni'>>().toEqualTypeOf<'/api/gusti/verifica-allergeni'>();
    expectTypeOf<PercorsoDi<`/api/gusti/${number}/versioni`>>().toEqualTypeOf<'/api/gusti/{id}/versioni'>();
    expectTypeOf<PercorsoDi<'/api/gusti/7/versioni/2/ripristina'>>().toEqualTypeOf<'/api/gusti/{id}/versioni/{n}/ripristina'>();
    expectTypeOf<PercorsoDi<`/api/gusti/${number}?includi_disattivi=true`>>().toEqualTypeOf<'/api/gusti/{id}'>();
    expectTypeOf<PercorsoDi<'/api/gusti/1/versioni/2/3'>>().toBeNever();
    expectTypeOf<PercorsoDi<'/api/non-esiste'>>().toBeNever();
    expectTypeOf<PercorsoDi<string>>().toBeNever();
  });

  it('types the answer from method and URL, unknown when the document does not know it', () => {
    expectTypeOf<CorpoRisposta<'GET', '/api/gusti/3'>>().toEqualTypeOf<Gusto & { error?: string }>();
    expectTypeOf<CorpoRisposta<'GET', `/api/gusti/${number}/versioni`>>().toEqualTypeOf<Versioni & { error?: string }>();
    expectTypeOf<CorpoRisposta<'GET', string>>().toBeUnknown();
    expectTypeOf<CorpoRisposta<'PATCH', '/api/gusti/3'>>().toBeUnknown();
    expectTypeOf<CorpoRichiesta<'POST', '/api/auth/login'>>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<CorpoRichiesta<'GET', '/api/gusti'>>().toBeUndefined();
  });

  it('a field the contract does not document, or a wrong request body, does not compile', () => {
    type Categorie = CorpoRisposta<'GET', '/api/config/categorie'>;
    expectTypeOf<Categorie[number]>().toHaveProperty('nome');
    expectTypeOf<Categorie[number]>().not.toHaveProperty('nomeCategoria');
    const rest = (null as unknown as TestApp)?.rest;
    const chiamate = () => [
      // @ts-expect-error password is required by the contract
      rest('POST', '/api/auth/login', { body: { email: 'a@b.it' } }),
      // hostile input says so
      rest('POST', '/api/auth/login', { body: grezzo({ email: 42 }) }),
      // @ts-expect-error a body where the operation takes none
      rest('GET', '/api/health', { body: { a: 1 } }),
      rest<string>('GET', '/api/gusti/1/etichetta?formato=pdf'),
    ];
    const riassegnata = async () => {
      let res = await rest('GET', '/api/config/categorie');
      if (res.status !== 200) {
        // @ts-expect-error the untyped signature is not picked by the type of the variable assigned
        res = await rest('POST', '/api/auth/login', { body: { email: 'a@b.it' } });
      }
      return res;
    };
    expectTypeOf(riassegnata).returns.resolves.toHaveProperty('body');
    expectTypeOf(chiamate).returns.items.toBeObject();
  });
});

describe('typed test client (requests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'false' });
  });
  afterAll(async () => t?.close());

  it('answers the documented body, with the error of a refused request on the same type', async () => {
    const token = await t.token('admin');
    const creata = await t.rest('POST', '/api/config/categorie', { token, body: { nome: 'Sorbetti' } });
    expect(creata.status).toBe(201);
    const categorie = await t.rest('GET', '/api/config/categorie', { token });
    expect(categorie.status).toBe(200);
    expectTypeOf(categorie.body).toExtend<{ id: number; nome: string }[]>();
    expect(categorie.body.map((c) => [c.id, c.nome])).toContainEqual([creata.body.id, 'Sorbetti']);
    // @ts-expect-error a field the contract does not document does not compile (and is not there)
    expect(categorie.body[0]?.nomeCategoria).toBeUndefined();

    const mancante = await t.rest('GET', `/api/gusti/${999_999}`, { token });
    expect(mancante.status).toBe(404);
    expectTypeOf(mancante.body.error).toEqualTypeOf<string | undefined>();
    expect(mancante.body.error).toEqual(expect.any(String));

    const malformato = await t.rest('POST', '/api/auth/login', { body: grezzo('{"email": 42'), headers: { 'content-type': 'application/json' } });
    expect(malformato.status).toBe(400);
    expect(malformato.body).toEqual({ error: 'Il corpo della richiesta non è un JSON valido' });
  });
});
