import type { GraphQLResolveInfo } from 'graphql';
import { type AccessRule, type Scope } from '../../common/authz.js';

/**
 * Which scopes an API key needs for each REST route and GraphQL operation (deny by default: `null`
 * means no key reaches it). REST derives them from the route's domain (its OpenAPI tag) and method:
 * GET → `<dominio>:read`, other methods → `<dominio>:write`; a GET that operators may not call holds
 * costs or prices, so it also needs `costi:read`. Admin-only routes and untagged domains (users,
 * configuration, backup, reset, logs, e-mail, integrations, science) are never reachable by a key.
 */
const DOMINIO_PER_TAG: Record<string, string> = {
  Produzione: 'produzione',
  Gusti: 'catalogo',
  Ingredienti: 'catalogo',
  'Categorie gusti': 'catalogo',
  Allergeni: 'catalogo',
  'Punti vendita': 'catalogo',
  Analytics: 'analytics',
  Vetrina: 'vetrina',
  Listino: 'vetrina',
  HACCP: 'haccp',
  Fornitori: 'magazzino',
  Magazzino: 'magazzino',
  Piano: 'piano',
};

/** Routes whose derived scopes are wrong (categories and allergens hold no costs though staff-only). */
const ECCEZIONI_REST: Record<string, readonly Scope[] | null> = {
  // the price history of an ingredient is read from the receipts (stock domain), and holds prices
  'GET /ingredienti/:id/prezzi': ['magazzino:read', 'costi:read'],
  'GET /config/categorie': ['catalogo:read'],
  'GET /config/categorie/:id': ['catalogo:read'],
  'GET /config/allergeni': ['catalogo:read'],
  'GET /config/allergeni/:id': ['catalogo:read'],
  // missed readings hold no costs though staff-only; an alert is closed by a person, never by a key
  'GET /haccp/letture-mancate': ['haccp:read'],
  'POST /haccp/allarmi/:id/chiusura': null,
  // expiry warnings are staff-only but hold no prices
  'GET /magazzino/scadenze': ['magazzino:read'],
  // the purchase order shows prices only to who may see costs (canSeeCosts), quantities otherwise
  'GET /magazzino/riordino/:id/pdf': ['magazzino:read'],
  // the forecast's accuracy is staff-only but holds no cost
  'GET /previsioni/accuratezza': ['vetrina:read'],
  // the plan's change history is staff-only but holds no cost
  'GET /piano/modifiche': ['piano:read'],
};

const soloAdmin = (rule: AccessRule) => Array.isArray(rule) && rule.every((r) => r === 'admin');
const esclusiOperatori = (rule: AccessRule) => Array.isArray(rule) && !rule.includes('operatore');

/** What of a REST route (rest/route.ts RouteDef) decides its scopes. */
export interface RottaPerScope {
  method: string;
  url: string;
  tags: readonly string[];
  access: AccessRule;
}

export function routeScopes(def: RottaPerScope): readonly Scope[] | null {
  const key = `${def.method} ${def.url}`;
  if (key in ECCEZIONI_REST) return ECCEZIONI_REST[key]!;
  if (def.access === 'public' || soloAdmin(def.access)) return null;
  const domini = [...new Set(def.tags.map((t) => DOMINIO_PER_TAG[t]))];
  if (domini.length !== 1 || !domini[0]) return null;
  const lettura = def.method === 'GET';
  const scope = `${domini[0]}:${lettura ? 'read' : 'write'}` as Scope;
  return lettura && esclusiOperatori(def.access) ? [scope, 'costi:read'] : [scope];
}

const R = (...s: Scope[]) => s;
/** GraphQL operations a key may call (explicit: an operation not listed is never reachable by a key). */
export const SCOPES_GRAPHQL: Record<string, readonly Scope[]> = {
  'Query.produzioni': R('produzione:read'),
  'Query.produzione': R('produzione:read'),
  'Mutation.registraProduzione': R('produzione:write'),
  'Mutation.modificaProduzione': R('produzione:write'),
  'Mutation.eliminaProduzione': R('produzione:write'),
  'Query.gusti': R('catalogo:read'),
  'Query.gusto': R('catalogo:read'),
  'Mutation.creaGusto': R('catalogo:write'),
  'Mutation.aggiornaGusto': R('catalogo:write'),
  'Mutation.eliminaGusto': R('catalogo:write'),
  'Mutation.attivaGusto': R('catalogo:write'),
  'Mutation.disattivaGusto': R('catalogo:write'),
  'Mutation.duplicaGusto': R('catalogo:write'),
  'Query.ingredienti': R('catalogo:read', 'costi:read'),
  'Query.ingrediente': R('catalogo:read', 'costi:read'),
  'Query.statisticheIngredienti': R('catalogo:read', 'costi:read'),
  'Mutation.creaIngrediente': R('catalogo:write'),
  'Mutation.aggiornaIngrediente': R('catalogo:write'),
  'Mutation.eliminaIngrediente': R('catalogo:write'),
  'Mutation.attivaIngrediente': R('catalogo:write'),
  'Mutation.disattivaIngrediente': R('catalogo:write'),
  'Query.categorieGusti': R('catalogo:read'),
  'Query.categoriaGusto': R('catalogo:read'),
  'Query.allergeni': R('catalogo:read'),
  'Query.allergene': R('catalogo:read'),
  'Query.puntiVendita': R('catalogo:read'),
  'Query.analytics': R('analytics:read'),
  'Query.vetrina': R('vetrina:read'),
  'Query.riepilogoVetrina': R('vetrina:read'),
  'Query.suggerimentoProduzione': R('vetrina:read'),
  'Query.previsioni': R('vetrina:read'),
  'Query.accuratezzaPrevisioni': R('vetrina:read'),
  'Query.listino': R('vetrina:read', 'costi:read'),
  // as GET /listino/porzioni; the portion writes (impostaPorzione, eliminaPorzione), like every price-list
  // write, are admin-only on REST (routeScopes → null), so no key reaches them on either door
  'Query.porzioni': R('vetrina:read', 'costi:read'),
  'Mutation.caricaVaschetta': R('vetrina:write'),
  'Mutation.chiudiVaschetta': R('vetrina:write'),
  'Mutation.registraScarto': R('vetrina:write'),
  'Mutation.modificaCaricoVetrina': R('vetrina:write'),
  'Mutation.eliminaCaricoVetrina': R('vetrina:write'),
  'Mutation.modificaScartoVetrina': R('vetrina:write'),
  'Mutation.eliminaScartoVetrina': R('vetrina:write'),
  'Query.durezzaVetrinaMisurata': R('vetrina:read'),
  'Query.dispositiviHaccp': R('haccp:read'),
  'Query.allarmiHaccp': R('haccp:read'),
  'Query.registroHaccp': R('haccp:read'),
  'Query.verificaHaccp': R('haccp:read'),
  'Query.checklistHaccp': R('haccp:read'),
  'Query.lettureMancateHaccp': R('haccp:read'),
  'Mutation.creaDispositivoHaccp': R('haccp:write'),
  'Mutation.registraLetturaHaccp': R('haccp:write'),
  'Mutation.registraLettureSensori': R('haccp:write'),
  'Mutation.registraPastorizzazione': R('haccp:write'),
  'Mutation.registraAbbattimento': R('haccp:write'),
  'Mutation.registraPulizia': R('haccp:write'),
  'Mutation.registraControlloMerci': R('haccp:write'),
  'Query.giacenze': R('magazzino:read'),
  'Query.lottiInScadenza': R('magazzino:read'),
  'Query.richiamoLotto': R('magazzino:read'),
  'Query.ordiniSuggeriti': R('magazzino:read', 'costi:read'),
  'Mutation.registraRettifica': R('magazzino:write'),
  'Mutation.impostaScorta': R('magazzino:write'),
  'Mutation.inviaOrdineFornitore': R('magazzino:write'),
  'Query.fornitori': R('magazzino:read'),
  'Mutation.creaFornitore': R('magazzino:write'),
  'Mutation.modificaFornitore': R('magazzino:write'),
  'Query.ricevimenti': R('magazzino:read'),
  'Query.ricevimento': R('magazzino:read'),
  'Mutation.registraRicevimento': R('magazzino:write'),
  'Mutation.importaFattura': R('magazzino:write'),
  'Query.prezziIngrediente': R('magazzino:read', 'costi:read'),
  'Query.piano': R('piano:read'),
  'Query.pianoModifiche': R('piano:read'),
  'Query.configurazionePiano': R('piano:read'),
  'Mutation.salvaPiano': R('piano:write'),
  'Mutation.registraPiano': R('piano:write'),
  'Mutation.salvaConfigurazionePiano': R('piano:write'),
};

/**
 * Scopes for a GraphQL field: an operation (Query/Mutation field) from the table above; a nested
 * field restricted to staff is a cost field (`costi:read`); other nested fields add nothing.
 */
export function graphqlScopes(info: Pick<GraphQLResolveInfo, 'parentType' | 'fieldName'>, rule: AccessRule): readonly Scope[] | null {
  const parent = info.parentType.name;
  if (parent === 'Query' || parent === 'Mutation') return SCOPES_GRAPHQL[`${parent}.${info.fieldName}`] ?? null;
  if (Array.isArray(rule) && !rule.includes('operatore')) return soloAdmin(rule) ? null : ['costi:read'];
  return [];
}
