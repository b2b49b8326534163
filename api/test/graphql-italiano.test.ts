import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { ENGLISH } from './contract.fixtures.js';

/**
 * GraphQL's own errors (parsing, validation against the schema, variable coercion) answer in
 * Italian like every other error, with their `extensions.code` (issue 34, 7).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ EMAIL_WORKER: 'false' });
  admin = await t.token('admin');
});
afterAll(async () => t?.close());

/** English words graphql-js writes, beyond the contract's list. */
const INGLESE = /\b(Cannot|Unknown|cannot|argument|provided|defined|Variable|Field|value of type|Syntax Error|found|limit|exceeded|Did you mean)\b/;

describe('GraphQL validation and coercion errors in Italian (issue 34, 7)', () => {
  const casi: [string, string, Record<string, unknown> | undefined, string, string | RegExp][] = [
    ['unknown field', '{ mee { id } }', undefined, 'GRAPHQL_VALIDATION_FAILED', 'Il campo "mee" non esiste nel tipo "Query". Forse intendevi "me"?'],
    ['unknown argument', '{ me(x: 1) { id } }', undefined, 'GRAPHQL_VALIDATION_FAILED', 'L\'argomento "x" non esiste nel campo "Query.me".'],
    ['wrong argument type', '{ gusto(id: "x") { id } }', undefined, 'GRAPHQL_VALIDATION_FAILED', 'Int non rappresenta valori non interi: "x"'],
    ['missing argument', '{ gusto { id } }', undefined, 'GRAPHQL_VALIDATION_FAILED', 'Manca l\'argomento obbligatorio "id" (tipo "Int!") del campo "gusto".'],
    ['selection needed', '{ me }', undefined, 'GRAPHQL_VALIDATION_FAILED', 'Il campo "me" di tipo "User!" vuole una selezione di sottocampi, es. me { ... }.'],
    ['undeclared variable', '{ gusto(id: $x) { id } }', undefined, 'GRAPHQL_VALIDATION_FAILED', 'La variabile "$x" non è dichiarata.'],
    ['unused variable', 'query Q($x: Int) { me { id } }', undefined, 'GRAPHQL_VALIDATION_FAILED', 'La variabile "$x" non è usata dall\'operazione "Q".'],
    ['unknown enum value', '{ emailLog(tipo: sbagliato) { total } }', undefined, 'GRAPHQL_VALIDATION_FAILED', /^Il valore "sbagliato" non esiste nell'enum "TipoEmail"\./],
    ['missing variable', 'query ($id: Int!) { gusto(id: $id) { id } }', {}, 'BAD_USER_INPUT', 'Manca la variabile obbligatoria "$id" di tipo "Int!".'],
    ['null variable', 'query ($id: Int!) { gusto(id: $id) { id } }', { id: null }, 'BAD_USER_INPUT', 'La variabile "$id" di tipo "Int!" non può essere null.'],
    ['variable of the wrong type', 'query ($id: Int!) { gusto(id: $id) { id } }', { id: 'abc' }, 'BAD_USER_INPUT', 'La variabile "$id" ha un valore non valido "abc": Int non rappresenta valori non interi: "abc"'],
    ['variable beyond Int', 'query ($id: Int!) { gusto(id: $id) { id } }', { id: 2147483648 }, 'BAD_USER_INPUT', 'La variabile "$id" ha un valore non valido 2147483648: Int non rappresenta valori fuori dagli interi a 32 bit con segno: 2147483648'],
    ['syntax', '{ me { id ', undefined, 'GRAPHQL_PARSE_FAILED', 'Errore di sintassi nella richiesta GraphQL: atteso Name, trovato <EOF>.'],
    ['too many aliases', `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ')} }`, undefined, 'GRAPHQL_VALIDATION_FAILED', 'Troppi alias: al massimo 15, trovati 20.'],
  ];

  it.each(casi)('%s', async (_label, query, variables, code, message) => {
    const res = await t.gql(query, variables, admin);
    expect(res.status).toBe(400);
    const error = res.errors?.[0];
    expect(error?.extensions?.code).toBe(code);
    if (typeof message === 'string') expect(error?.message).toBe(message);
    else expect(error?.message).toMatch(message);
    expect(error?.message).not.toMatch(ENGLISH);
    expect(error?.message).not.toMatch(INGLESE);
  });
});
