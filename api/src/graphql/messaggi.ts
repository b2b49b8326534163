/**
 * Italian messages for the errors graphql-js, graphql-armor and Apollo write in English: parsing,
 * validation (unknown field, wrong argument type, missing argument…) and variable coercion. The
 * names of fields, types and variables stay as the request wrote them; `extensions.code` is kept by
 * the caller (server.ts).
 */

type Regola = readonly [RegExp, (...m: string[]) => string];

/** ` Did you mean "a", "b", or "c"?` → ` Forse intendevi "a", "b" o "c"?`; armor's mask dropped. */
function suggerimento(resto: string | undefined): string {
  const m = /Did you mean (.*)\?/.exec(resto ?? '');
  return m ? ` Forse intendevi ${m[1]!.replace(/,? or /, ' o ')}?` : '';
}

/** Errors of a single value (scalars, enums, input objects): inside coercion and literal errors. */
const VALORI: Regola[] = [
  [/^Int cannot represent non-integer value: (.+)$/s, (v) => `Int non rappresenta valori non interi: ${v}`],
  [/^Int cannot represent non 32-bit signed integer value: (.+)$/s, (v) => `Int non rappresenta valori fuori dagli interi a 32 bit con segno: ${v}`],
  [/^(Float|String|Boolean|ID) cannot represent (?:a )?(?:non[ -][\w-]+ )?value: (.+)$/s, (t, v) => `${t} non rappresenta il valore ${v}`],
  [/^Value "(.+?)" does not exist in "(.+?)" enum\.(.*)$/s, (v, e, r) => `Il valore "${v}" non esiste nell'enum "${e}".${suggerimento(r)}`],
  [/^Enum "(.+?)" cannot represent non-(?:enum|string) value: (.+?)\.(.*)$/s, (e, v, r) => `L'enum "${e}" non rappresenta il valore ${v}.${suggerimento(r)}`],
  [/^Expected type "(.+?)" to be an object\.$/, (t) => `Il valore deve essere un oggetto di tipo "${t}".`],
  [/^Expected non-nullable type "(.+?)" not to be null\.$/, (t) => `Il tipo "${t}" non ammette null.`],
  [/^Expected type "(.+?)"\.\s*(.*)$/s, (t, r) => `Serve un valore di tipo "${t}".${r ? ` ${traduciValore(r)}` : ''}`],
  [/^Field "(.+?)" of required type "(.+?)" was not provided\.$/, (f, t) => `Manca il campo obbligatorio "${f}" di tipo "${t}".`],
  [/^Field "(.+?)" is not defined by type "(.+?)"\.(.*)$/s, (f, t, r) => `Il campo "${f}" non esiste nel tipo "${t}".${suggerimento(r)}`],
  [/^Field "(.+?)" must be non-null\.$/, (f) => `Il campo "${f}" non può essere null.`],
  [/^(?:OneOf Input Object "(.+?)" must specify exactly one key|Exactly one key must be specified for OneOf type "(.+?)")\.$/, (a, b) => `Il tipo "${a ?? b}" vuole esattamente un campo.`],
];

function traduciValore(message: string): string {
  for (const [re, fn] of VALORI) {
    const m = re.exec(message);
    if (m) return fn(...m.slice(1));
  }
  return 'valore non valido.';
}

function traduciSintassi(detail: string): string {
  const expected = /^Expected (.+?), found (.+?)\.$/.exec(detail);
  if (expected) return `atteso ${expected[1]}, trovato ${expected[2]}.`;
  const unexpected = /^Unexpected (.+?)\.$/.exec(detail);
  if (unexpected) return `${unexpected[1]} inatteso.`;
  if (detail === 'Unterminated string.') return 'stringa non chiusa.';
  return 'testo non valido.';
}

const REGOLE: Regola[] = [
  // validation (graphql-js specified rules)
  [/^Cannot query field "(.+?)" on type "(.+?)"\.(.*)$/s, (f, t, r) => `Il campo "${f}" non esiste nel tipo "${t}".${suggerimento(r)}`],
  [/^Unknown argument "(.+?)" on field "(.+?)"\.(.*)$/s, (a, f, r) => `L'argomento "${a}" non esiste nel campo "${f}".${suggerimento(r)}`],
  [/^Unknown argument "(.+?)" on directive "(.+?)"\.(.*)$/s, (a, d, r) => `L'argomento "${a}" non esiste nella direttiva "${d}".${suggerimento(r)}`],
  [/^Field "(.+?)" argument "(.+?)" of type "(.+?)" is required, but it was not provided\.$/, (f, a, t) => `Manca l'argomento obbligatorio "${a}" (tipo "${t}") del campo "${f}".`],
  [/^Directive "(.+?)" argument "(.+?)" of type "(.+?)" is required, but it was not provided\.$/, (d, a, t) => `Manca l'argomento obbligatorio "${a}" (tipo "${t}") della direttiva "${d}".`],
  [/^Field "(.+?)" must not have a selection since type "(.+?)" has no subfields\.$/, (f, t) => `Il campo "${f}" non ammette sottocampi: il tipo "${t}" non ne ha.`],
  [/^Field "(.+?)" of type "(.+?)" must have (?:a selection of subfields|at least one field selected)\..*$/s, (f, t) => `Il campo "${f}" di tipo "${t}" vuole una selezione di sottocampi, es. ${f} { ... }.`],
  [/^Expected value of type "(.+?)", found (.+?)(?:; (.+)|\.)$/s, (t, v, r) => `Valore non valido per il tipo "${t}": ${v}${r ? `; ${traduciValore(r)}` : '.'}`],
  [/^Variable "(.+?)" is not defined by operation "(.+?)"\.$/, (v, o) => `La variabile "${v}" non è dichiarata dall'operazione "${o}".`],
  [/^Variable "(.+?)" is not defined\.$/, (v) => `La variabile "${v}" non è dichiarata.`],
  [/^Variable "(.+?)" is never used in operation "(.+?)"\.$/, (v, o) => `La variabile "${v}" non è usata dall'operazione "${o}".`],
  [/^Variable "(.+?)" is never used\.$/, (v) => `La variabile "${v}" non è usata.`],
  [/^Variable "(.+?)" of type "(.+?)" used in position expecting type "(.+?)"\.$/, (v, t, e) => `La variabile "${v}" di tipo "${t}" è usata dove serve il tipo "${e}".`],
  [/^Variable "(.+?)" cannot be non-input type "(.+?)"\.$/, (v, t) => `La variabile "${v}" non può avere il tipo "${t}" (non è un tipo di input).`],
  [/^There can be only one variable named "(.+?)"\.$/, (v) => `La variabile "${v}" è dichiarata più volte.`],
  [/^There can be only one (operation|fragment|argument|input field) named "(.+?)"\.$/, (k, n) => `${{ operation: "L'operazione", fragment: 'Il frammento', argument: "L'argomento", 'input field': 'Il campo' }[k]} "${n}" compare più volte.`],
  [/^The directive "(.+?)" can only be used once at this location\.$/, (d) => `La direttiva "${d}" può comparire una sola volta in questo punto.`],
  [/^Unknown type "(.+?)"\.(.*)$/s, (t, r) => `Il tipo "${t}" non esiste.${suggerimento(r)}`],
  [/^Unknown fragment "(.+?)"\.$/, (f) => `Il frammento "${f}" non esiste.`],
  [/^Fragment "(.+?)" is never used\.$/, (f) => `Il frammento "${f}" non è usato.`],
  [/^Cannot spread fragment "(.+?)" within itself.*$/s, (f) => `Il frammento "${f}" include sé stesso.`],
  [/^Fragment (?:"(.+?)" )?cannot (?:be spread here|condition on non composite type).*$/s, (f) => `Il frammento${f ? ` "${f}"` : ''} non può essere usato su questo tipo.`],
  [/^Unknown directive "(.+?)"\.$/, (d) => `La direttiva "${d}" non esiste.`],
  [/^Directive "(.+?)" may not be used on (.+)\.$/, (d, l) => `La direttiva "${d}" non può essere usata su ${l}.`],
  [/^Fields "(.+?)" conflict because .*$/s, (f) => `I campi "${f}" sono in conflitto: usa alias diversi per chiederli entrambi.`],
  [/^This anonymous operation must be the only defined operation\.$/, () => "Un'operazione senza nome deve essere l'unica del documento."],
  [/^The (.+?) definition is not executable\.$/, (d) => `La definizione ${d} non è eseguibile.`],
  [/^(?:Anonymous Subscription|Subscription ".+?") must .*$/s, () => 'Una sottoscrizione deve selezionare un solo campo, non di introspezione.'],
  [/^Maximum introspection depth exceeded$/, () => "Introspezione troppo profonda."],
  [/^Too many validation errors, error limit reached\. Validation aborted\.$/, () => 'Troppi errori di validazione: validazione interrotta.'],
  // variable coercion (execution/values.js)
  [/^Variable "(.+?)" of required type "(.+?)" was not provided\.$/, (v, t) => `Manca la variabile obbligatoria "${v}" di tipo "${t}".`],
  [/^Variable "(.+?)" of non-null type "(.+?)" must not be null\.$/, (v, t) => `La variabile "${v}" di tipo "${t}" non può essere null.`],
  [/^Variable "(.+?)" expected value of type "(.+?)" which cannot be used as an input type\.$/, (v, t) => `La variabile "${v}" ha il tipo "${t}", che non è un tipo di input.`],
  [/^Variable "(.+?)" got invalid value (.*?)(?: at "(.+?)")?; (.*)$/s, (v, val, at, r) => `La variabile "${v}" ha un valore non valido ${val}${at ? ` in "${at}"` : ''}: ${traduciValore(r!)}`],
  // operation choice, limits (graphql-armor, graphql-js parser), Apollo
  [/^Unknown operation named "(.+?)"\.$/, (o) => `L'operazione "${o}" non esiste nel documento.`],
  [/^Must provide operation name if query contains multiple operations\.$/, () => "Il documento contiene più operazioni: indica quale eseguire (operationName)."],
  [/^(?:Syntax Error: )?Aliases limit of (\d+) exceeded, found (\d+)\.$/, (n, x) => `Troppi alias: al massimo ${n}, trovati ${x}.`],
  [/^(?:Syntax Error: )?Query depth limit of (\d+) exceeded, found (\d+)\.$/, (n, x) => `Richiesta troppo annidata: al massimo ${n} livelli, trovati ${x}.`],
  [/^(?:Syntax Error: )?Query Cost limit of (\d+) exceeded, found (\d+)\.$/, (n, x) => `Richiesta troppo costosa: costo massimo ${n}, stimato ${x}.`],
  [/^(?:Syntax Error: )?Directives limit of (\d+) exceeded, found (\d+)\.$/, (n, x) => `Troppe direttive: al massimo ${n}, trovate ${x}.`],
  [/^(?:Syntax Error: )?(?:Document contains more that|Token limit of) (\d+) (?:tokens\. Parsing aborted|exceeded)\.$/, (n) => `La richiesta supera il limite di ${n} token.`],
  [/^Syntax Error: (.*)$/s, (d) => `Errore di sintassi nella richiesta GraphQL: ${traduciSintassi(d)}`],
  [/^GraphQL introspection is not allowed.*$/s, () => "L'introspezione dello schema GraphQL è disattivata."],
  [/^GraphQL operations must contain a non-empty `query`.*$/s, () => 'La richiesta GraphQL deve contenere una query non vuota.'],
  [/^This operation has been blocked as a potential Cross-Site Request Forgery.*$/s, () => "Richiesta bloccata come possibile CSRF: invia l'intestazione Content-Type: application/json o apollo-require-preflight."],
];

/** When nothing above matches: the kind of error, still in Italian. */
const PER_CODICE: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: 'Errore di sintassi nella richiesta GraphQL.',
  GRAPHQL_VALIDATION_FAILED: 'Richiesta GraphQL non valida per lo schema.',
  BAD_USER_INPUT: 'Valore non valido in una variabile della richiesta GraphQL.',
  OPERATION_RESOLUTION_FAILURE: "Impossibile scegliere l'operazione da eseguire.",
  PERSISTED_QUERY_NOT_FOUND: 'Query persistita non trovata.',
  PERSISTED_QUERY_NOT_SUPPORTED: 'Query persistite non supportate.',
};

/** The Italian message of a graphql-js / armor / Apollo error message. */
export function messaggioGraphqlItaliano(message: string, code: string | undefined): string {
  // a literal of the wrong type is reported with the scalar's own message
  for (const [re, fn] of [...REGOLE, ...VALORI]) {
    const m = re.exec(message);
    if (m) return fn(...m.slice(1));
  }
  return PER_CODICE[code ?? ''] ?? 'Richiesta GraphQL non valida.';
}
