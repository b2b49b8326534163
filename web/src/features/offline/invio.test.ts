import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../app/apollo-client';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../testing/server';
import { graphqlErrorResponse } from '../../testing/handlers';
import type { ProduzioneInAttesa } from './archivio';
import { creaInvioProduzione, esitoErrore } from './invio';
import { nuovoIdProduzione } from './id';
import { leggiProduzioneRegistrata } from '../produzione/produzione-registrata';

const serverError = (status: number, body: unknown) =>
  new ServerError('errore', { response: new Response(null, { status }), bodyText: JSON.stringify(body) });

const item: ProduzioneInAttesa = {
  id: nuovoIdProduzione(),
  utenteId: 4,
  creataIl: 1,
  input: { data: '2026-11-22', puntoVenditaId: 1, gusti: [{ gustoId: 3, quantitaKg: 2 }], note: null },
  puntoVenditaNome: 'Centro',
  kgTotale: 2,
  stato: 'in-attesa',
};

describe('esito di un invio fallito', () => {
  it('401 → login; 5xx, 408, 429 → retry; other 4xx → refused with the server message', () => {
    expect(esitoErrore(serverError(401, { errors: [{ message: 'Non autenticato', extensions: { code: 'UNAUTHENTICATED' } }] }))).toEqual({ tipo: 'login' });
    expect(esitoErrore(serverError(502, {}))).toEqual({ tipo: 'riprova' });
    expect(esitoErrore(serverError(503, {}))).toEqual({ tipo: 'riprova' });
    expect(esitoErrore(serverError(429, {}))).toEqual({ tipo: 'riprova' });
    expect(esitoErrore(serverError(408, {}))).toEqual({ tipo: 'riprova' });
    expect(esitoErrore(serverError(400, { errors: [{ message: 'Data non valida', extensions: { code: 'BAD_USER_INPUT' } }] }))).toEqual({ tipo: 'rifiutata', messaggio: 'Data non valida' });
    expect(esitoErrore(serverError(409, { error: 'Chiave già usata' }))).toEqual({ tipo: 'rifiutata', messaggio: 'Chiave già usata' });
    expect(esitoErrore(serverError(400, 'x'))).toEqual({ tipo: 'rifiutata', messaggio: "Errore durante l'invio della produzione" });
  });

  it('GraphQL errors: validation refused, internal error retried; no answer at all → retry', () => {
    const gql = (message: string, code: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });
    expect(esitoErrore(gql('Gusto non trovato o non attivo', 'BAD_USER_INPUT'))).toEqual({ tipo: 'rifiutata', messaggio: 'Gusto non trovato o non attivo' });
    expect(esitoErrore(gql('Errore interno del server', 'INTERNAL_SERVER_ERROR'))).toEqual({ tipo: 'riprova' });
    expect(esitoErrore(gql('Non autenticato', 'UNAUTHENTICATED'))).toEqual({ tipo: 'login' });
    expect(esitoErrore(new TypeError('Failed to fetch'))).toEqual({ tipo: 'riprova' });
  });
});

describe('invio di una produzione', () => {
  it('sends the input with the id as idempotency key and returns the kg', async () => {
    let variabili: unknown = null;
    server.use(
      graphql.mutation('ProduzioneRegistra', ({ variables }) => {
        variabili = variables;
        return HttpResponse.json({ data: { registraProduzione: { __typename: 'Produzione', id: 9, data: '2026-11-22', kgTotale: 2.5 } } });
      }),
    );
    const invia = creaInvioProduzione(createApolloClient(), () => 4);
    expect(await invia(item)).toEqual({ tipo: 'inviata', kgTotale: 2.5 });
    expect(variabili).toEqual({ input: item.input, idempotencyKey: item.id });
    // Storico will highlight it for its user (issue 34 item 25): sent now or by the queue, both come here
    expect(leggiProduzioneRegistrata(4)).toBe(9);
    expect(leggiProduzioneRegistrata(5)).toBeNull();
  });

  it('a refused or failed send marks nothing for Storico', async () => {
    server.use(graphql.mutation('ProduzioneRegistra', () => graphqlErrorResponse('Gusto non trovato o non attivo', 'BAD_USER_INPUT')));
    const invia = creaInvioProduzione(createApolloClient(), () => 4);
    expect(await invia(item)).toEqual({ tipo: 'rifiutata', messaggio: 'Gusto non trovato o non attivo' });
    expect(leggiProduzioneRegistrata(4)).toBeNull();
  });

  it("does not send with another user's session (or none)", async () => {
    let chiamate = 0;
    server.use(graphql.mutation('ProduzioneRegistra', () => ((chiamate += 1), graphqlErrorResponse('x', 'BAD_USER_INPUT'))));
    expect(await creaInvioProduzione(createApolloClient(), () => 5)(item)).toEqual({ tipo: 'login' });
    expect(await creaInvioProduzione(createApolloClient(), () => null)(item)).toEqual({ tipo: 'login' });
    expect(chiamate).toBe(0);
  });
});

describe('id delle produzioni', () => {
  it('is a v4 UUID also without crypto.randomUUID (http on a LAN address)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const senzaRandomUUID = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => nuovoIdProduzione(senzaRandomUUID)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuid);
    expect(nuovoIdProduzione()).toMatch(uuid);
  });
});
