import { graphql, http, HttpResponse } from 'msw';
import type { SessionUser } from '../app/session';
import { TEST_TOKEN, makeUser } from './fixtures';

/** msw handlers keyed by GraphQL operation name (Me, Login, Logout). */
export const withTypename = (user: SessionUser) => ({ __typename: 'User' as const, ...user });

export function meHandler(user: SessionUser = makeUser('admin')) {
  return graphql.query('Me', () => HttpResponse.json({ data: { me: withTypename(user) } }));
}

export function loginHandler(user: SessionUser = makeUser('admin'), token = TEST_TOKEN) {
  return graphql.mutation('Login', () =>
    HttpResponse.json({
      data: { login: { __typename: 'AuthPayload', token, user: withTypename(user) } },
    }),
  );
}

export function logoutHandler() {
  return graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: true } }));
}

/** A GraphQL error body with an extensions.code, answered with the given HTTP status. */
export function graphqlErrorResponse(message: string, code: string, status = 200) {
  const body: GraphQLErrorBody = { data: null, errors: [{ message, extensions: { code } }] };
  return HttpResponse.json<GraphQLErrorBody>(body, { status });
}

type GraphQLErrorBody = {
  data: null;
  errors: { message: string; extensions: { code: string } }[];
};

export function unauthenticatedResponse() {
  return graphqlErrorResponse('Non autenticato', 'UNAUTHENTICATED', 401);
}

/** REST 401 as answered by the gateway. */
export function restUnauthorized(path: string) {
  return http.all(`*/api${path}`, () => HttpResponse.json({ error: 'Sessione scaduta' }, { status: 401 }));
}

/** The production screens ask for the suggestion of the chosen point: none unless a test says otherwise. */
export function suggerimentoHandler(righe: { gustoId: number; kgSuggeriti: number }[] = []) {
  return graphql.query('ProduzioneSuggerimento', () =>
    HttpResponse.json({ data: { suggerimentoProduzione: righe.map((r) => ({ __typename: 'SuggerimentoProduzione', ...r })) } }),
  );
}

/** The laboratory settings (Impostazioni, foglio di pesata): the server's defaults unless a test says otherwise. */
export function laboratorioHandler(valori: Partial<Record<'capacitaMinKg' | 'capacitaMaxKg' | 'risoluzioneG' | 'overrunGelato' | 'overrunSorbetto', number>> = {}) {
  return graphql.query('ImpostazioniLaboratorio', () =>
    HttpResponse.json({
      data: { impostazioniLaboratorio: { __typename: 'ImpostazioniLaboratorio', capacitaMinKg: 2, capacitaMaxKg: 10, risoluzioneG: 1, risoluzionePrecisioneG: 0.1, sogliaPrecisioneG: 100, overrunGelato: 0.3, overrunSorbetto: 0.2, shelfLifeGelatoGiorni: 60, shelfLifeSorbettoGiorni: 60, ragioneSociale: null, indirizzo: null, partitaIva: null, ...valori } },
    }),
  );
}

/** The active allergens of the catalogue (ingredient form, issue 12). */
export function catalogoAllergeniHandler(nomi: string[] = ['Frutta a guscio', 'Latte', 'Soia', 'Uova']) {
  return graphql.query('CatalogoAllergeni', () =>
    HttpResponse.json({ data: { allergeni: nomi.map((nome, i) => ({ __typename: 'Allergene' as const, id: i + 1, nome })) } }),
  );
}

/** The dashboard's card of the lots expiring soon (admin, manager; issue 30): none unless a test says otherwise. */
export function lottiInScadenzaHandler() {
  return graphql.query('LottiInScadenza', () => HttpResponse.json({ data: { lottiInScadenza: { __typename: 'LottiInScadenza', giorni: 7, lotti: [] } } }));
}

/** The dashboard's missed HACCP readings (admin, manager): none unless a test says otherwise. */
export function lettureMancateHandler(mancate: { dispositivoId: number; dispositivoNome: string; puntoVenditaId: number; puntoVenditaNome: string; inizio: string; fine: string }[] = []) {
  return graphql.query('LettureMancateHaccp', () => HttpResponse.json({ data: { lettureMancateHaccp: mancate.map((m) => ({ __typename: 'LetturaMancataHaccp', ...m })) } }));
}

/** Vetrina's hardness at the case's measured temperature: no readings, no flavour flagged unless a test says otherwise. */
export function durezzaVetrinaHandler(gusti: { gustoId: number; nome: string; stato: string; temperaturaServizio: number; intervalloMin: number | null; intervalloMax: number | null }[] = [], temperaturaMisurata: number | null = null) {
  return graphql.query('DurezzaVetrinaMisurata', ({ variables }) =>
    HttpResponse.json({
      data: {
        durezzaVetrinaMisurata: {
          __typename: 'DurezzaVetrinaMisurata',
          puntoVenditaId: (variables as { puntoVenditaId?: number }).puntoVenditaId ?? 1,
          temperaturaConfigurata: -12,
          temperaturaMisurata,
          letture: temperaturaMisurata === null ? 0 : 12,
          temperaturaUsata: temperaturaMisurata ?? -12,
          gusti: gusti.map((g) => ({ __typename: 'DurezzaGustoVetrinaMisurata', ...g })),
        },
      },
    }),
  );
}

/** The default food cost basis (Gestione Gusti, Analytics): the last price unless a test says otherwise. */
export function baseCostoPredefinitaHandler(base: 'ultimo_prezzo' | 'media_ponderata' = 'ultimo_prezzo') {
  return graphql.query('BaseCostoPredefinita', () => HttpResponse.json({ data: { baseCostoPredefinita: base } }));
}

export const defaultHandlers = [
  meHandler(),
  loginHandler(),
  logoutHandler(),
  suggerimentoHandler(),
  laboratorioHandler(),
  catalogoAllergeniHandler(),
  lettureMancateHandler(),
  durezzaVetrinaHandler(),
  lottiInScadenzaHandler(),
  baseCostoPredefinitaHandler(),
];
