/**
 * Role × route matrix. The table below is written from the product spec (section 6), independently
 * of the code: every REST route and every GraphQL Query/Mutation field the app registers must be in
 * it (a new route without an entry fails this test), and each one is called without a token, with
 * every role the table denies and with every role it allows.
 *
 * Spec section 6 in short: dashboard, analytics, production recording and history, production e-mail
 * for everyone; editing/deleting productions, gusti and ingredienti for admin and manager; sales
 * points visible to admin and manager (operators read the active ones to record production), written
 * by admin; users listed by admin and manager, written by admin; Impostazioni (categories and
 * allergens writes, e-mail config, database, activity log, e-mail log) admin only. Categories and
 * allergens are read by admin and manager (gusto editor). Everyone may change their own password.
 */
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  getNamedType,
  isLeafType,
  isRequiredArgument,
  isRequiredInputField,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUOLI, type AccessRule, type Ruolo } from '../src/common/authz.js';
import { MESSAGGI } from '../src/common/errors.js';
import { buildGraphqlSchema } from '../src/graphql/schema.js';
import { resolvers, routes } from '../src/modules/index.js';
import { TEST_PASSWORD, createTestApp, type TestApp } from './app.js';

type Expected = 'public' | 'authenticated' | readonly Ruolo[];

const TUTTI: readonly Ruolo[] = ['admin', 'manager', 'operatore'];
const STAFF: readonly Ruolo[] = ['admin', 'manager'];
const ADMIN: readonly Ruolo[] = ['admin'];

/** REST routes under /api: `METHOD /path` → who may call it. */
const REST_TABLE: Record<string, Expected> = {
  'GET /health': 'public',
  'GET /ready': 'public',
  // auth
  'POST /auth/login': 'public',
  'GET /auth/verify': 'authenticated',
  'POST /auth/logout': 'authenticated',
  // punti vendita: menu for admin + manager, operators read the active ones; writes admin only
  'GET /punti-vendita': TUTTI,
  'POST /punti-vendita': ADMIN,
  'PUT /punti-vendita/:id': ADMIN,
  'DELETE /punti-vendita/:id': ADMIN,
  // users: manager views the list only; operators cannot open the page
  'GET /users': STAFF,
  'POST /users': ADMIN,
  'PUT /users/:id': ADMIN,
  'DELETE /users/:id': ADMIN,
  'PUT /users/me/password': 'authenticated',
  // configuration and activity log (Impostazioni): admin only
  'GET /config': ADMIN,
  'GET /config/:key': ADMIN,
  'PUT /config/:key': ADMIN,
  'DELETE /config/:key': ADMIN,
  'GET /config/logs/attivita': ADMIN,
  'DELETE /config/logs/attivita/:id': ADMIN,
  // gusti: list for everyone (production screens), management admin + manager
  'GET /gusti': TUTTI,
  'POST /gusti': STAFF,
  'PUT /gusti/:id': STAFF,
  'DELETE /gusti/:id': STAFF,
  'PATCH /gusti/:id/attiva': STAFF,
  'PATCH /gusti/:id/disattiva': STAFF,
  // one flavour shows nothing the list does not already show to everyone
  'GET /gusti/:id': TUTTI,
  'POST /gusti/:id/duplica': STAFF,
  // recipe versions: read like gusti (food_cost only for staff), restore like editing gusti
  'GET /gusti/:id/versioni': TUTTI,
  'GET /gusti/:id/versioni/:n': TUTTI,
  'POST /gusti/:id/versioni/:n/ripristina': STAFF,
  // weighing sheet (every role; costs only for staff) and the laboratory settings it reads (admin writes)
  'GET /gusti/:id/foglio-pesata': TUTTI,
  'GET /laboratorio': TUTTI,
  'PUT /laboratorio': ADMIN,
  // derived allergens: the check (admin, manager), the EU label and the allergen sign (every role; no costs in them)
  'GET /gusti/verifica-allergeni': STAFF,
  'GET /gusti/:id/etichetta': TUTTI,
  'GET /punti-vendita/:id/cartello-allergeni': TUTTI,
  // ingredienti: admin + manager
  'GET /ingredienti': STAFF,
  'GET /ingredienti/stats': STAFF,
  'POST /ingredienti': STAFF,
  'GET /ingredienti/:id': STAFF,
  'PUT /ingredienti/:id': STAFF,
  'DELETE /ingredienti/:id': STAFF,
  'PATCH /ingredienti/:id/attiva': STAFF,
  'PATCH /ingredienti/:id/disattiva': STAFF,
  // categories and allergens: read admin + manager, write admin
  'GET /config/categorie': STAFF,
  'GET /config/categorie/:id': STAFF,
  'POST /config/categorie': ADMIN,
  'PUT /config/categorie/:id': ADMIN,
  'DELETE /config/categorie/:id': ADMIN,
  'GET /config/allergeni': STAFF,
  'GET /config/allergeni/:id': STAFF,
  'POST /config/allergeni': ADMIN,
  'PUT /config/allergeni/:id': ADMIN,
  'DELETE /config/allergeni/:id': ADMIN,
  // production: record and view history for everyone; edit/delete admin + manager
  'GET /produzione': TUTTI,
  'GET /produzione/:id': TUTTI,
  'POST /produzione': TUTTI,
  'PUT /produzione/:id': STAFF,
  'DELETE /produzione/:id': STAFF,
  // e-mail: sending a production e-mail for everyone; configuration, test and log admin only
  'POST /email/produzione/:id': TUTTI,
  'GET /email/config': ADMIN,
  'POST /email/config': ADMIN,
  'POST /email/test': ADMIN,
  'GET /email/log': ADMIN,
  'GET /email/log/:id': ADMIN,
  'POST /email/log/:id/reinvia': ADMIN,
  // analytics and dashboard for everyone; figures that are only costs for admin + manager
  'GET /analytics/dashboard': TUTTI,
  'GET /analytics/periodo': TUTTI,
  'GET /analytics/periodo-dettagli': TUTTI,
  'GET /analytics/gusto/:id': TUTTI,
  'GET /analytics/trend-mensile': TUTTI,
  'GET /analytics/export': TUTTI,
  'GET /analytics/gusti': TUTTI,
  'GET /analytics/ingredienti-avanzate': TUTTI,
  'GET /analytics/confronto': TUTTI,
  'GET /analytics/top-gusti': TUTTI,
  'GET /analytics/costo-totale': STAFF,
  'GET /analytics/margini': STAFF,
  'GET /analytics/food-cost-gusti': STAFF,
  'GET /analytics/costo-produzioni': STAFF,
  'GET /analytics/dettaglio-costo-produzione/:id': STAFF,
  'GET /analytics/costi': STAFF,
  // database administration: admin only
  'GET /admin/stats': ADMIN,
  'POST /admin/reset-database': ADMIN,
  'GET /admin/backup': ADMIN,
  'POST /admin/import-backup': ADMIN,
  // gelato science: profiles read by admin + manager, written by admin; library, analysis and
  // balancing for admin + manager (the analysis holds costs)
  'GET /profili-bilanciamento': STAFF,
  'GET /profili-bilanciamento/:id': STAFF,
  'POST /profili-bilanciamento': ADMIN,
  'PUT /profili-bilanciamento/:id': ADMIN,
  'DELETE /profili-bilanciamento/:id': ADMIN,
  'GET /scienza/libreria': STAFF,
  'POST /scienza/analisi': STAFF,
  'POST /scienza/bilancia': STAFF,
  'GET /gusti/:id/analisi': STAFF,
  // price list: read by admin + manager, written by admin; display case: every role records and reads
  // (an operatore only at their own sales point, checked in vetrina.test.ts), edits and deletes admin + manager
  'GET /listino': STAFF,
  'PUT /listino': ADMIN,
  'DELETE /listino': ADMIN,
  'POST /listino/aumento': ADMIN,
  'GET /listino/porzioni': STAFF,
  'PUT /listino/porzioni': ADMIN,
  'DELETE /listino/porzioni': ADMIN,
  'GET /magazzino': TUTTI,
  'POST /magazzino/rettifiche': STAFF,
  'POST /magazzino/inventario': STAFF,
  'PUT /magazzino/scorte/:id': STAFF,
  'GET /magazzino/scadenze': STAFF,
  'GET /magazzino/riordino': STAFF,
  'GET /magazzino/riordino/:id/pdf': STAFF,
  'POST /magazzino/riordino/:id/invio': STAFF,
  'GET /lotti/richiamo': TUTTI,
  'GET /vetrina': TUTTI,
  'GET /vetrina/riepilogo': TUTTI,
  'GET /vetrina/suggerimento': TUTTI,
  // demand forecast (issue 32): every role reads its point's forecast (no costs), the backtest is staff's
  'GET /previsioni': TUTTI,
  'GET /previsioni/accuratezza': STAFF,
  'GET /piano': TUTTI,
  'PUT /piano': STAFF,
  'POST /piano/registra': STAFF,
  'GET /piano/modifiche': STAFF,
  'GET /piano/configurazione': TUTTI,
  'PUT /piano/configurazione': STAFF,
  'GET /piano/fogli': TUTTI,
  'GET /piano/trasferimenti': TUTTI,
  'POST /vetrina/carichi': TUTTI,
  'PUT /vetrina/carichi/:id': STAFF,
  'DELETE /vetrina/carichi/:id': STAFF,
  'POST /vetrina/chiusure': TUTTI,
  'PUT /vetrina/chiusure': STAFF,
  'POST /vetrina/scarti': TUTTI,
  'PUT /vetrina/scarti/:id': STAFF,
  'DELETE /vetrina/scarti/:id': STAFF,
  // integrations (API keys, webhooks): admin only
  'POST /integrazioni/chiavi': ADMIN,
  'GET /integrazioni/chiavi': ADMIN,
  'DELETE /integrazioni/chiavi/:id': ADMIN,
  'POST /integrazioni/webhook': ADMIN,
  'GET /integrazioni/webhook': ADMIN,
  'DELETE /integrazioni/webhook/:id': ADMIN,
  'GET /integrazioni/consegne': ADMIN,
  'POST /integrazioni/consegne/:id/reinvia': ADMIN,
  // HACCP register (issue 31): everyone records and reads his sales point's register; devices and
  // missed readings for admin and manager; every edit or delete of a record is 405 for everyone
  'GET /haccp/dispositivi': TUTTI,
  'POST /haccp/dispositivi': STAFF,
  'POST /haccp/letture': TUTTI,
  'POST /haccp/letture/batch': TUTTI,
  'GET /haccp/allarmi': TUTTI,
  'POST /haccp/allarmi/:id/chiusura': TUTTI,
  'POST /haccp/pastorizzazioni': TUTTI,
  'POST /haccp/abbattimenti': TUTTI,
  'POST /haccp/pulizie': TUTTI,
  'POST /haccp/controlli-merci': TUTTI,
  'GET /haccp/registro': TUTTI,
  'GET /haccp/verifica': TUTTI,
  'GET /haccp/checklist': TUTTI,
  'GET /haccp/letture-mancate': STAFF,
  'GET /vetrina/durezza': TUTTI,
  'PUT /haccp/letture/:id': TUTTI,
  'PATCH /haccp/letture/:id': TUTTI,
  'DELETE /haccp/letture/:id': TUTTI,
  'PUT /haccp/pastorizzazioni/:id': TUTTI,
  'PATCH /haccp/pastorizzazioni/:id': TUTTI,
  'DELETE /haccp/pastorizzazioni/:id': TUTTI,
  'PUT /haccp/abbattimenti/:id': TUTTI,
  'PATCH /haccp/abbattimenti/:id': TUTTI,
  'DELETE /haccp/abbattimenti/:id': TUTTI,
  'PUT /haccp/pulizie/:id': TUTTI,
  'PATCH /haccp/pulizie/:id': TUTTI,
  'DELETE /haccp/pulizie/:id': TUTTI,
  'PUT /haccp/controlli-merci/:id': TUTTI,
  'PATCH /haccp/controlli-merci/:id': TUTTI,
  'DELETE /haccp/controlli-merci/:id': TUTTI,
  'PUT /haccp/registrazioni/:id': TUTTI,
  'PATCH /haccp/registrazioni/:id': TUTTI,
  'DELETE /haccp/registrazioni/:id': TUTTI,
  // suppliers and goods receipts (issue 30): operators read suppliers and lots, never prices
  'GET /fornitori': TUTTI,
  'POST /fornitori': STAFF,
  'PUT /fornitori/:id': STAFF,
  'GET /ricevimenti': TUTTI,
  'GET /ricevimenti/:id': TUTTI,
  'POST /ricevimenti': STAFF,
  'POST /ricevimenti/fattura': STAFF,
  'GET /ingredienti/:id/prezzi': STAFF,
};

/** GraphQL operations: `Query.field` / `Mutation.field` → who may call it. */
const GRAPHQL_TABLE: Record<string, Expected> = {
  'Mutation.login': 'public',
  'Mutation.logout': 'authenticated',
  'Query.me': 'authenticated',
  // punti vendita
  'Query.puntiVendita': TUTTI,
  'Mutation.creaPuntoVendita': ADMIN,
  'Mutation.aggiornaPuntoVendita': ADMIN,
  'Mutation.eliminaPuntoVendita': ADMIN,
  // users
  'Query.utenti': STAFF,
  'Mutation.creaUtente': ADMIN,
  'Mutation.aggiornaUtente': ADMIN,
  'Mutation.eliminaUtente': ADMIN,
  'Mutation.cambiaPassword': 'authenticated',
  // configuration and activity log
  'Query.configurazioni': ADMIN,
  'Query.configurazione': ADMIN,
  'Mutation.impostaConfigurazione': ADMIN,
  'Mutation.eliminaConfigurazione': ADMIN,
  'Query.logAttivita': ADMIN,
  'Mutation.eliminaLogAttivita': ADMIN,
  // gusti
  'Query.gusti': TUTTI,
  'Mutation.creaGusto': STAFF,
  'Mutation.aggiornaGusto': STAFF,
  'Mutation.eliminaGusto': STAFF,
  'Mutation.attivaGusto': STAFF,
  'Mutation.disattivaGusto': STAFF,
  'Query.gusto': TUTTI,
  'Mutation.duplicaGusto': STAFF,
  'Query.versioniRicetta': TUTTI,
  'Query.versioneRicetta': TUTTI,
  'Mutation.ripristinaVersioneRicetta': STAFF,
  'Query.foglioPesata': TUTTI,
  'Query.impostazioniLaboratorio': TUTTI,
  'Mutation.impostaLaboratorio': ADMIN,
  'Query.verificaAllergeni': STAFF,
  'Query.etichetta': TUTTI,
  'Query.cartelloAllergeni': TUTTI,
  // ingredienti
  'Query.ingredienti': STAFF,
  'Query.ingrediente': STAFF,
  'Query.statisticheIngredienti': STAFF,
  'Mutation.creaIngrediente': STAFF,
  'Mutation.aggiornaIngrediente': STAFF,
  'Mutation.eliminaIngrediente': STAFF,
  'Mutation.attivaIngrediente': STAFF,
  'Mutation.disattivaIngrediente': STAFF,
  // categories and allergens
  'Query.categorieGusti': STAFF,
  'Query.categoriaGusto': STAFF,
  'Mutation.creaCategoriaGusto': ADMIN,
  'Mutation.aggiornaCategoriaGusto': ADMIN,
  'Mutation.eliminaCategoriaGusto': ADMIN,
  'Query.allergeni': STAFF,
  'Query.allergene': STAFF,
  'Mutation.creaAllergene': ADMIN,
  'Mutation.aggiornaAllergene': ADMIN,
  'Mutation.eliminaAllergene': ADMIN,
  // production
  'Query.produzioni': TUTTI,
  'Query.produzione': TUTTI,
  'Mutation.registraProduzione': TUTTI,
  'Mutation.modificaProduzione': STAFF,
  'Mutation.eliminaProduzione': STAFF,
  // e-mail
  'Mutation.inviaEmailProduzione': TUTTI,
  'Query.emailConfig': ADMIN,
  'Mutation.salvaEmailConfig': ADMIN,
  'Mutation.inviaEmailTest': ADMIN,
  'Query.emailLog': ADMIN,
  'Query.emailLogDettaglio': ADMIN,
  'Mutation.reinviaEmail': ADMIN,
  // analytics (cost sub-fields are restricted per field to admin + manager)
  'Query.analytics': TUTTI,
  // database administration
  'Query.adminStats': ADMIN,
  'Mutation.resetDatabase': ADMIN,
  // gelato science
  'Query.profiliBilanciamento': STAFF,
  'Query.profiloBilanciamento': STAFF,
  'Mutation.creaProfiloBilanciamento': ADMIN,
  'Mutation.aggiornaProfiloBilanciamento': ADMIN,
  'Mutation.eliminaProfiloBilanciamento': ADMIN,
  'Query.libreriaIngredienti': STAFF,
  'Query.analisiRicetta': STAFF,
  'Mutation.bilanciaRicetta': STAFF,
  // price list and display case (as REST above)
  'Query.listino': STAFF,
  'Mutation.impostaPrezzoListino': ADMIN,
  'Mutation.eliminaPrezzoListino': ADMIN,
  'Mutation.aumentaListino': ADMIN,
  'Query.prezzoListinoPredefinito': STAFF,
  'Query.porzioni': STAFF,
  'Mutation.impostaPorzione': ADMIN,
  'Mutation.eliminaPorzione': ADMIN,
  'Query.vetrina': TUTTI,
  'Query.riepilogoVetrina': TUTTI,
  'Query.suggerimentoProduzione': TUTTI,
  'Query.previsioni': TUTTI,
  'Query.accuratezzaPrevisioni': STAFF,
  'Query.piano': TUTTI,
  'Query.pianoModifiche': STAFF,
  'Query.configurazionePiano': TUTTI,
  'Mutation.salvaPiano': STAFF,
  'Mutation.registraPiano': STAFF,
  'Mutation.salvaConfigurazionePiano': STAFF,
  'Mutation.caricaVaschetta': TUTTI,
  'Mutation.chiudiVaschetta': TUTTI,
  'Mutation.correggiChiusuraVaschetta': STAFF,
  'Mutation.registraScarto': TUTTI,
  'Mutation.modificaCaricoVetrina': STAFF,
  'Mutation.eliminaCaricoVetrina': STAFF,
  'Mutation.modificaScartoVetrina': STAFF,
  'Mutation.eliminaScartoVetrina': STAFF,
  'Query.giacenze': TUTTI,
  'Query.lottiInScadenza': STAFF,
  'Query.richiamoLotto': TUTTI,
  'Query.ordiniSuggeriti': STAFF,
  'Mutation.registraRettifica': STAFF,
  'Mutation.registraInventario': STAFF,
  'Mutation.impostaScorta': STAFF,
  // suppliers and goods receipts
  'Query.fornitori': TUTTI,
  'Mutation.creaFornitore': STAFF,
  'Mutation.modificaFornitore': STAFF,
  'Mutation.inviaOrdineFornitore': STAFF,
  'Query.ricevimenti': TUTTI,
  'Query.ricevimento': TUTTI,
  'Mutation.registraRicevimento': STAFF,
  'Mutation.importaFattura': STAFF,
  'Query.prezziIngrediente': STAFF,
  'Query.baseCostoPredefinita': STAFF,
  // integrations: admin only
  'Query.chiaviApi': ADMIN,
  'Mutation.creaChiaveApi': ADMIN,
  'Mutation.revocaChiaveApi': ADMIN,
  'Query.webhooks': ADMIN,
  'Mutation.creaWebhook': ADMIN,
  'Mutation.eliminaWebhook': ADMIN,
  'Query.consegneWebhook': ADMIN,
  'Mutation.reinviaConsegnaWebhook': ADMIN,
  // HACCP register
  'Query.dispositiviHaccp': TUTTI,
  'Mutation.creaDispositivoHaccp': STAFF,
  'Mutation.registraLetturaHaccp': TUTTI,
  'Mutation.registraLettureSensori': TUTTI,
  'Query.allarmiHaccp': TUTTI,
  'Mutation.chiudiAllarmeHaccp': TUTTI,
  'Mutation.registraPastorizzazione': TUTTI,
  'Mutation.registraAbbattimento': TUTTI,
  'Mutation.registraPulizia': TUTTI,
  'Mutation.registraControlloMerci': TUTTI,
  'Query.registroHaccp': TUTTI,
  'Query.verificaHaccp': TUTTI,
  'Query.checklistHaccp': TUTTI,
  'Query.lettureMancateHaccp': STAFF,
  'Query.durezzaVetrinaMisurata': TUTTI,
};

/** Operations that revoke the token they are called with: each call gets a fresh login. */
const CONSUMES_TOKEN = new Set(['POST /auth/logout', 'Mutation.logout']);

const allowedRoles = (e: Expected | AccessRule): readonly Ruolo[] =>
  e === 'public' || e === 'authenticated' ? RUOLI : e;
const describeRule = (e: Expected | AccessRule) =>
  e === 'public' ? 'public' : [...allowedRoles(e)].sort().join('+');

const restKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const registeredRest = routes.filter((r) => restKey(r) in REST_TABLE);

const schema = await buildGraphqlSchema(resolvers);
const operations: { key: string; kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({ key: `Query.${field.name}`, kind: 'query' as const, field })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ key: `Mutation.${field.name}`, kind: 'mutation' as const, field })),
];
const subscriptions = Object.keys(schema.getSubscriptionType()?.getFields() ?? {});
const registeredGraphql = operations.filter((op) => op.key in GRAPHQL_TABLE);

let t: TestApp;
const tokens = {} as Record<Ruolo, string>;

beforeAll(async () => {
  // the public login is called with wrong credentials many times: no throttling here
  t = await createTestApp({ LOGIN_MAX_TENTATIVI_ACCOUNT: '10000', LOGIN_MAX_TENTATIVI_IP: '10000' });
  for (const ruolo of RUOLI) tokens[ruolo] = await t.token(ruolo);
});
afterAll(async () => t?.close());

async function tokenFor(ruolo: Ruolo, key: string): Promise<string> {
  if (!CONSUMES_TOKEN.has(key)) return tokens[ruolo];
  const res = await t.rest('POST', '/api/auth/login', { body: { email: t.users[ruolo].email, password: TEST_PASSWORD } });
  return res.body.token;
}

describe('the table covers every registered operation', () => {
  it('every REST route is listed', () => {
    const missing = routes.map(restKey).filter((k) => !(k in REST_TABLE));
    expect(missing, 'REST routes missing from REST_TABLE in test/roles.test.ts').toEqual([]);
  });

  it('every GraphQL Query/Mutation field is listed; there are no subscriptions', () => {
    const missing = operations.map((op) => op.key).filter((k) => !(k in GRAPHQL_TABLE));
    expect(missing, 'GraphQL operations missing from GRAPHQL_TABLE in test/roles.test.ts').toEqual([]);
    expect(subscriptions).toEqual([]);
  });

  it('each REST route declares the rule of the table', () => {
    const mismatches = registeredRest
      .filter((r) => describeRule(r.access) !== describeRule(REST_TABLE[restKey(r)]!))
      .map((r) => `${restKey(r)}: route ${describeRule(r.access)}, table ${describeRule(REST_TABLE[restKey(r)]!)}`);
    expect(mismatches).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// REST

const sampleUrl = (url: string) =>
  '/api' + url.replace(/:key\b/g, 'roles_test_chiave').replace(/:[A-Za-z_]+/g, '999999');

/** Status and (JSON) body; the body is parsed only when it is an error, downloads are not read. */
async function callRest(def: { method: string; url: string }, token?: string) {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(def.method);
  const res = await t.app.inject({
    method: def.method as 'GET',
    url: sampleUrl(def.url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(withBody ? { payload: {} } : {}),
  });
  let body: unknown = null;
  if (res.statusCode >= 400) {
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
  }
  return { status: res.statusCode, body };
}

describe.each(registeredRest.map((r) => [restKey(r), r] as const))('REST %s', (key, def) => {
  const expected = REST_TABLE[key]!;
  const allowed = allowedRoles(expected);

  it(expected === 'public' ? 'is public' : 'without a token: 401', async () => {
    const res = await callRest(def);
    if (expected === 'public') {
      expect(res.status).not.toBe(403);
      expect(res.body).not.toEqual({ error: MESSAGGI.nonAutenticato });
      expect(res.status).toBeLessThan(500);
    } else {
      expect(res.status).toBe(401);
    }
  });

  for (const ruolo of RUOLI) {
    const allow = allowed.includes(ruolo);
    it(`${ruolo}: ${allow ? 'allowed' : '403'}`, async () => {
      const res = await callRest(def, await tokenFor(ruolo, key));
      if (allow) {
        expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: MESSAGGI.vietato });
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------
// GraphQL

const SCALAR_SAMPLES: Record<string, string> = {
  Int: '1',
  Float: '1',
  String: '"x"',
  Boolean: 'false',
  ID: '"1"',
  DateTimeISO: '"2026-01-01T00:00:00.000Z"',
  DateTime: '"2026-01-01T00:00:00.000Z"',
  Date: '"2026-01-01"',
  LocalDate: '"2026-01-01"',
  JSON: '{}',
  JSONObject: '{}',
};

/** A minimal valid literal of an input type: required fields only, empty lists, first enum value. */
function sample(type: GraphQLInputType): string {
  if (type instanceof GraphQLNonNull) return sample(type.ofType as GraphQLInputType);
  if (type instanceof GraphQLList) return '[]';
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.name;
  if (type instanceof GraphQLScalarType) return SCALAR_SAMPLES[type.name] ?? '"x"';
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields()).filter(isRequiredInputField);
    return `{ ${fields.map((f) => `${f.name}: ${sample(f.type)}`).join(', ')} }`;
  }
  throw new Error(`tipo di input non gestito: ${String(type)}`);
}

function document(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter(isRequiredArgument).map((a) => `${a.name}: ${sample(a.type)}`);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

/** Codes meaning the call never reached the access check or broke: never acceptable for an allowed role. */
const BROKEN = ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST', 'INTERNAL_SERVER_ERROR'];

describe.each(registeredGraphql.map((op) => [op.key, op] as const))('GraphQL %s', (key, op) => {
  const expected = GRAPHQL_TABLE[key]!;
  const allowed = allowedRoles(expected);
  const doc = document(op.kind, op.field);

  it(expected === 'public' ? 'is public' : 'without a token: UNAUTHENTICATED', async () => {
    const res = await t.gql(doc);
    const codes = (res.errors ?? []).map((e) => e.extensions?.code);
    if (expected === 'public') {
      expect(codes).not.toContain('FORBIDDEN');
      expect((res.errors ?? []).map((e) => e.message)).not.toContain(MESSAGGI.nonAutenticato);
      for (const c of BROKEN) expect(codes, `${doc} → ${JSON.stringify(res.errors)}`).not.toContain(c);
    } else {
      expect(codes, `${doc} → ${JSON.stringify(res.errors)}`).toEqual(['UNAUTHENTICATED']);
      expect(res.status).toBe(401);
    }
  });

  for (const ruolo of RUOLI) {
    const allow = allowed.includes(ruolo);
    it(`${ruolo}: ${allow ? 'allowed' : 'FORBIDDEN'}`, async () => {
      const res = await t.gql(doc, {}, await tokenFor(ruolo, key));
      const codes = (res.errors ?? []).map((e) => e.extensions?.code);
      if (allow) {
        // a public operation may answer UNAUTHENTICATED for its own reasons (login: wrong credentials)
        const denied = expected === 'public' ? ['FORBIDDEN'] : ['UNAUTHENTICATED', 'FORBIDDEN'];
        for (const c of [...denied, ...BROKEN]) {
          expect(codes, `${doc} → ${JSON.stringify(res.errors)}`).not.toContain(c);
        }
        expect((res.errors ?? []).map((e) => e.message)).not.toContain(MESSAGGI.nonAutenticato);
      } else {
        expect(codes, `${doc} → ${JSON.stringify(res.errors)}`).toEqual(['FORBIDDEN']);
        expect(res.data).toBeNull();
      }
    });
  }
});
