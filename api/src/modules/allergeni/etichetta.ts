/**
 * The EU label of a flavour (Reg. (EU) 1169/2011; DOMAIN.md "Allergens and the EU label"), computed
 * from the recipe's lines as masses: pure functions, no I/O.
 */

/** One ingredient of the recipe, its lines summed (mass in kg; pieces have none). */
export interface IngredienteEtichettaInput {
  nome: string;
  /** label name (e.g. "latte intero"); null = nome */
  nomeEtichetta: string | null;
  caratterizzante: boolean;
  /** kg in the batch (volume × density for liquids); 0 for pieces */
  massaKg: number;
  /** pieces (no mass) */
  aPezzi: boolean;
  /** allergens it contains (catalogue names) */
  contiene: string[];
  /** a compound ingredient's own ingredient list (Annex VII Part E); null = simple */
  ingredientiComposti?: string | null;
  /** an additive: printed by its category and name or E number (Art. 18, Annex VII Part C) */
  additivo?: { categoria: string; nome: string | null; eNumero: string | null } | null;
  /** cocoa solids (butter + non-fat) per 100 g: chocolate's cocoa is declared (QUID) */
  cacao?: number | null;
  /** g per 100 g of the ingredient; null = unknown (counted as 0) */
  grassi: number | null;
  grassiSaturi: number | null;
  carboidrati: number | null;
  zuccheri: number | null;
  fibre: number | null;
  proteine: number | null;
  sale: number | null;
  alcol: number | null;
  /** polyols (erythritol, maltitol, sorbitol), inside carboidrati; erythritol alone (0 kJ, Annex XIV) */
  polioli?: number | null;
  eritritolo?: number | null;
}

export interface IngredienteEtichetta {
  nome: string;
  /** share of the mix mass, % with 1 decimal; null for pieces */
  percentuale: number | null;
  /** it contains an allergen: emphasised on the label */
  allergene: boolean;
  /** the allergens it contains */
  allergeni: string[];
  /** its percentage is declared (named in the sales name or characterising: Art. 22) */
  quid: boolean;
  /** as printed in the list: allergens in capitals, QUID, compound ingredients in brackets */
  testo: string;
}

export interface NutrizioneEtichetta {
  energia_kj: number;
  energia_kcal: number;
  grassi: number;
  grassi_saturi: number;
  carboidrati: number;
  zuccheri: number;
  fibre: number;
  proteine: number;
  sale: number;
  /** of which polyols (Annex XV): null when the product has none */
  polioli: number | null;
}

export interface Etichetta {
  denominazione: string;
  ingredienti: IngredienteEtichetta[];
  /** every allergen of the flavour (derived ∪ manual) */
  allergeni: string[];
  /** may contain */
  tracce: string[];
  /** per 100 g, rounded as the guidance says (a value declared as "< 0,5 g" is 0 here) */
  nutrizione: NutrizioneEtichetta;
  /** the declaration as printed, per 100 g: "1003 kJ / 240 kcal", "< 0,5 g", "0,12 g" */
  nutrizione_testo: Record<'energia' | Exclude<keyof NutrizioneEtichetta, 'energia_kj' | 'energia_kcal' | 'polioli'>, string> & { polioli: string | null };
  /** the ready-to-print ingredient line: allergens in capitals, QUID percentages, traces */
  testo: string;
  /** the same line as runs (allergens emphasised: bold in the PDF) */
  tratti: Tratto[];
  /** what may make the label incomplete (undeclared allergens, missing nutrition) */
  avvisi: string[];
}

// ---------------------------------------------------------------------------------------------
// Rounding (Commission guidance on tolerances and rounding, December 2012)

const formato = (decimali: number) => new Intl.NumberFormat('it-IT', { minimumFractionDigits: decimali, maximumFractionDigits: decimali, useGrouping: false });
const arrotonda = (x: number, decimali: number) => {
  const f = 10 ** decimali;
  return Math.round((x + Number.EPSILON) * f) / f;
};

export interface ValoreDichiarato {
  valore: number;
  testo: string;
}

/**
 * fat, carbohydrate, sugars, protein, fibre: ≥ 10 g to the gram; < 10 g to 0.1 g; ≤ 0.5 g "< 0,5 g"
 * (exactly 0: "0 g").
 */
export function arrotondaMacro(x: number): ValoreDichiarato {
  if (x <= 0) return { valore: 0, testo: '0 g' };
  if (x <= 0.5) return { valore: 0, testo: '< 0,5 g' };
  if (x >= 10) return { valore: arrotonda(x, 0), testo: `${formato(0).format(arrotonda(x, 0))} g` };
  return { valore: arrotonda(x, 1), testo: `${formato(1).format(arrotonda(x, 1))} g` };
}

/** saturates: ≥ 10 g to the gram; < 10 g to 0.1 g; ≤ 0.1 g "< 0,1 g". */
export function arrotondaSaturi(x: number): ValoreDichiarato {
  if (x <= 0) return { valore: 0, testo: '0 g' };
  if (x <= 0.1) return { valore: 0, testo: '< 0,1 g' };
  if (x >= 10) return { valore: arrotonda(x, 0), testo: `${formato(0).format(arrotonda(x, 0))} g` };
  return { valore: arrotonda(x, 1), testo: `${formato(1).format(arrotonda(x, 1))} g` };
}

/** salt: ≥ 1 g to 0.1 g; < 1 g to 0.01 g; ≤ 0.0125 g "< 0,01 g". */
export function arrotondaSale(x: number): ValoreDichiarato {
  if (x <= 0) return { valore: 0, testo: '0 g' };
  if (x <= 0.0125) return { valore: 0, testo: '< 0,01 g' };
  if (x >= 1) return { valore: arrotonda(x, 1), testo: `${formato(1).format(arrotonda(x, 1))} g` };
  return { valore: arrotonda(x, 2), testo: `${formato(2).format(arrotonda(x, 2))} g` };
}

/** Annex XIV conversion factors (kJ, kcal per g): carbohydrate except polyols, polyols, erythritol apart. */
export const FATTORI_ENERGIA = {
  grassi: [37, 9],
  carboidrati: [17, 4],
  polioli: [10, 2.4],
  eritritolo: [0, 0],
  proteine: [17, 4],
  fibre: [8, 2],
  alcol: [29, 7],
} as const;

// ---------------------------------------------------------------------------------------------
// Names: QUID and emphasis

const PAROLE_VUOTE = new Set(['gelato', 'gusto', 'con', 'del', 'della', 'dello', 'dei', 'degli', 'delle', 'alla', 'allo', 'alle', 'agli']);

/** Lower case, no accents, words of ≥ 3 letters without their final vowel (nocciola ≈ nocciole). */
function radici(testo: string): string[] {
  return testo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !PAROLE_VUOTE.has(w))
    .map((w) => (w.length > 3 ? w.replace(/[aeiou]+$/, '') : w));
}

/** True when the two texts share a word (by its root). */
const condividonoParola = (a: string, b: string) => {
  const ra = new Set(radici(a));
  return radici(b).some((w) => ra.has(w));
};

const percentualeTesto = (p: number) => `${formato(p % 1 === 0 ? 0 : 1).format(p)}%`;

/**
 * The words that name each allergen of Annex II specifically, as word roots (lower case, no accents).
 * "Glutine" and "Frutta a guscio" are never enough alone: the cereal and the nut are named (Annex II
 * points 1 and 8, Art. 21): when an ingredient's name and compound list name none, the label says
 * the category and warns.
 */
export const PAROLE_ALLERGENI: Record<string, readonly string[]> = {
  glutine: ['frumento', 'grano', 'orzo', 'segale', 'avena', 'farro', 'kamut', 'spelta'],
  'frutta a guscio': ['mandorl', 'nocciol', 'noci', 'noce', 'anacard', 'pecan', 'brasile', 'pistacch', 'macadamia', 'queensland'],
  latte: ['latte', 'lattosio', 'latticini'],
  uova: ['uovo', 'uova', 'tuorlo', 'tuorli', 'albume'],
  soia: ['soia'],
  arachidi: ['arachid'],
  crostacei: ['crostace', 'gamber', 'granchi', 'aragost', 'scamp'],
  pesce: ['pesce', 'acciug', 'tonno', 'merluzz', 'salmone'],
  sedano: ['sedano'],
  senape: ['senape'],
  sesamo: ['sesamo'],
  solfiti: ['solfit', 'anidride solforosa', 'metabisolfit'],
  lupini: ['lupin'],
  molluschi: ['mollusc', 'cozz', 'vongol', 'calamar', 'polpo', 'seppi'],
};

const senzaAccenti = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The specific names of Annex II points 1 and 8 (Italian, plural as the regulation lists them), by word root. */
const NOMI_SPECIFICI: Record<string, readonly [radice: string, nome: string][]> = {
  glutine: [['frumento', 'frumento'], ['grano', 'frumento'], ['orzo', 'orzo'], ['segale', 'segale'], ['avena', 'avena'], ['farro', 'farro'], ['spelta', 'farro'], ['kamut', 'kamut']],
  'frutta a guscio': [
    ['mandorl', 'mandorle'], ['nocciol', 'nocciole'], ['anacard', 'anacardi'], ['acagiu', 'anacardi'], ['pecan', 'noci pecan'], ['brasile', 'noci del Brasile'],
    ['pistacch', 'pistacchi'], ['macadamia', 'noci macadamia'], ['queensland', 'noci del Queensland'], ['noci', 'noci'], ['noce', 'noci'],
  ],
};

/**
 * An allergen as the label and the sign name it: for cereals containing gluten and nuts, the cereal and
 * the nut that `testi` (the names and compound lists of the ingredients that contain it) name — "Frutta
 * a guscio (pistacchi)", "Glutine (frumento)" (Annex II points 1 and 8, Art. 21); the category alone when
 * none is named (the label then warns); any other allergen as it is.
 */
export function nomeAllergeneSpecifico(allergene: string, testi: readonly string[]): string {
  const specifici = NOMI_SPECIFICI[senzaAccenti(allergene)];
  if (!specifici) return allergene;
  const trovati: string[] = [];
  for (const t of testi) {
    const parole = senzaAccenti(t).split(/[^a-z]+/);
    for (let k = 0; k < parole.length; k++) {
      const p = parole[k]!;
      // "noci pecan", "noci del Brasile", "noci macadamia": the qualified nut, not plain walnuts
      const dopo = parole.slice(k + 1, k + 3).join(' ');
      if ((p === 'noci' || p === 'noce') && /^(pecan|del brasile|macadamia|del queensland|di acagiu)/.test(dopo)) continue;
      const s = specifici.find(([radice]) => p.startsWith(radice));
      if (s && !trovati.includes(s[1])) trovati.push(s[1]);
    }
  }
  return trovati.length === 0 ? allergene : `${allergene} (${trovati.join(', ')})`;
}

/** The words of `testo` that name `allergene` specifically (their positions), e.g. "pistacchi" for Frutta a guscio. */
function paroleAllergene(testo: string, allergene: string): { da: number; a: number }[] {
  const radici = PAROLE_ALLERGENI[senzaAccenti(allergene)] ?? [senzaAccenti(allergene)];
  const piano = senzaAccenti(testo); // same length as testo (combining marks only on letters that had them)
  const out: { da: number; a: number }[] = [];
  for (const m of piano.matchAll(/[a-z]+/g)) {
    const parola = m[0];
    if (radici.some((r) => (r.includes(' ') ? false : parola.startsWith(r)))) out.push({ da: m.index, a: m.index + parola.length });
  }
  for (const r of radici.filter((x) => x.includes(' '))) {
    const i = piano.indexOf(r);
    if (i >= 0) out.push({ da: i, a: i + r.length });
  }
  return out;
}

/** A run of the printed list: the PDF puts the emphasised ones in bold (Art. 21). */
export interface Tratto {
  testo: string;
  allergene: boolean;
}

/** `testo` with the words naming `allergeni` emphasised; the allergens it does not name specifically. */
function evidenzia(testo: string, allergeni: string[]): { tratti: Tratto[]; nonDetti: string[] } {
  // NFC: one code unit per accented letter, so positions in senzaAccenti(pos) are positions in pos
  const pos = testo.normalize('NFC');
  const intervalli: { da: number; a: number }[] = [];
  const nonDetti: string[] = [];
  for (const a of allergeni) {
    const trovati = paroleAllergene(pos, a);
    if (trovati.length === 0) nonDetti.push(a);
    intervalli.push(...trovati);
  }
  intervalli.sort((x, y) => x.da - y.da);
  const tratti: Tratto[] = [];
  let i = 0;
  for (const { da, a } of intervalli) {
    if (da < i) continue;
    if (da > i) tratti.push({ testo: pos.slice(i, da), allergene: false });
    tratti.push({ testo: pos.slice(da, a), allergene: true });
    i = a;
  }
  if (i < pos.length) tratti.push({ testo: pos.slice(i), allergene: false });
  return { tratti, nonDetti };
}

/** The allergens an ingredient's label name does not say ("panna" does not say "Latte"): named after it. */
export const allergeniNonDetti = (nome: string, allergeni: string[]) => evidenzia(nome, allergeni).nonDetti;

/** Emphasised runs as text: allergens in capitals ("pasta di PISTACCHI"). */
export const trattiTesto = (tratti: Tratto[]) => tratti.map((t) => (t.allergene ? t.testo.toLocaleUpperCase('it-IT') : t.testo)).join('');

/** Below this share of the product a compound ingredient's own list may be left out (Annex VII Part E 2). */
export const SOGLIA_COMPOSTO_PERCENTO = 2;

/**
 * One entry of the list as runs: the name (an additive: "category: name or E number"), the allergens
 * its name and compound list do not name in brackets, its QUID percentage, a compound ingredient's
 * list in brackets (unless under 2 %: then its allergens only), chocolate's cocoa.
 */
function voce(i: IngredienteEtichettaInput, nome: string, percentuale: number | null, quid: boolean): { tratti: Tratto[]; nonSpecifici: string[] } {
  const additivo = i.additivo ? `${i.additivo.categoria}: ${i.additivo.nome ?? i.additivo.eNumero}` : null;
  const composti = i.ingredientiComposti?.trim() || null;
  const conLista = composti !== null && (percentuale === null || percentuale >= SOGLIA_COMPOSTO_PERCENTO);
  const base = evidenzia(additivo ?? nome, i.contiene);
  const lista = composti ? evidenzia(composti, i.contiene) : null;
  // allergens neither the name nor (when printed) the compound list names
  const nonDetti = base.nonDetti.filter((a) => !(conLista && lista && !lista.nonDetti.includes(a)));
  const tratti: Tratto[] = [...base.tratti];
  if (quid && percentuale !== null) tratti.push({ testo: ` ${percentualeTesto(percentuale)}`, allergene: false });
  const dentro: Tratto[][] = [];
  if (conLista && lista) dentro.push(lista.tratti);
  if (i.cacao && i.cacao > 0 && /cioccolat/i.test(nome)) dentro.push([{ testo: `cacao: ${formato(0).format(Math.floor(i.cacao))}% minimo`, allergene: false }]);
  // named by its category only (glutine, frutta a guscio): the category, flagged by the caller
  const nonSpecifici = nonDetti.filter((a) => ['glutine', 'frutta a guscio'].includes(senzaAccenti(a)));
  if (nonDetti.length > 0) dentro.push(nonDetti.map((a, n) => [{ testo: a.toLocaleLowerCase('it-IT'), allergene: true }, ...(n < nonDetti.length - 1 ? [{ testo: ', ', allergene: false }] : [])]).flat());
  if (dentro.length > 0) {
    tratti.push({ testo: ' (', allergene: false });
    dentro.forEach((d, n) => {
      tratti.push(...d);
      if (n < dentro.length - 1) tratti.push({ testo: '; ', allergene: false });
    });
    tratti.push({ testo: ')', allergene: false });
  }
  return { tratti, nonSpecifici };
}

// ---------------------------------------------------------------------------------------------

export interface DatiEtichetta {
  denominazione: string;
  ingredienti: IngredienteEtichettaInput[];
  allergeni: string[];
  /** manual allergens no ingredient carries: declared after the list ("Contiene: ...") */
  manuali: string[];
  tracce: string[];
  /** ingredients whose allergens were never declared */
  nonDichiarati: string[];
}

export function calcolaEtichetta(d: DatiEtichetta): Etichetta {
  const M = d.ingredienti.reduce((s, i) => s + (i.aPezzi ? 0 : i.massaKg), 0);
  const conMassa = d.ingredienti.filter((i) => !i.aPezzi && i.massaKg > 0).sort((a, b) => b.massaKg - a.massaKg || a.nome.localeCompare(b.nome, 'it'));
  const aPezzi = d.ingredienti.filter((i) => i.aPezzi || i.massaKg <= 0).sort((a, b) => a.nome.localeCompare(b.nome, 'it'));

  const nonSpecifici: string[] = [];
  const voci = [...conMassa, ...aPezzi].map((i) => {
    const nome = i.nomeEtichetta?.trim() || i.nome;
    const percentuale = !i.aPezzi && M > 0 ? arrotonda((i.massaKg / M) * 100, 1) : null;
    const quid = i.caratterizzante || condividonoParola(d.denominazione, nome);
    const v = voce(i, nome, percentuale, quid);
    if (v.nonSpecifici.length > 0) nonSpecifici.push(`${nome} (${v.nonSpecifici.join(', ').toLocaleLowerCase('it-IT')})`);
    return { i, nome, percentuale, quid, tratti: v.tratti };
  });
  const ingredienti: IngredienteEtichetta[] = voci.map((v) => ({
    nome: v.nome,
    percentuale: v.percentuale,
    allergene: v.i.contiene.length > 0,
    allergeni: v.i.contiene,
    quid: v.quid,
    testo: trattiTesto(v.tratti),
  }));
  // the list as runs: "Ingredienti: " entries joined by ", ", then the manual allergens and the traces
  const elenco: Tratto[] = [];
  voci.forEach((v, n) => {
    elenco.push(...v.tratti);
    if (n < voci.length - 1) elenco.push({ testo: ', ', allergene: false });
  });
  const dopo = (titolo: string, nomi: string[]): Tratto[] =>
    nomi.length === 0 ? [] : [{ testo: ` ${titolo}: `, allergene: false }, { testo: nomi.join(', ').toLocaleLowerCase('it-IT'), allergene: true }, { testo: '.', allergene: false }];
  const tratti: Tratto[] = [
    ...(voci.length > 0 ? [{ testo: 'Ingredienti: ', allergene: false }, ...elenco, { testo: '.', allergene: false }] : []),
    ...dopo('Contiene', d.manuali),
    ...dopo('Può contenere', d.tracce),
  ];
  if (voci.length === 0 && tratti.length > 0) tratti[0] = { ...tratti[0]!, testo: tratti[0]!.testo.trimStart() };

  // per 100 g of mix = Σ m_i × x_i / M (unknown = 0)
  const media = (k: keyof Pick<IngredienteEtichettaInput, 'grassi' | 'grassiSaturi' | 'carboidrati' | 'zuccheri' | 'fibre' | 'proteine' | 'sale' | 'alcol' | 'polioli' | 'eritritolo'>) =>
    M > 0 ? d.ingredienti.reduce((s, i) => s + (i.aPezzi ? 0 : i.massaKg * (i[k] ?? 0)), 0) / M : 0;
  const grezzi = {
    grassi: media('grassi'),
    grassiSaturi: media('grassiSaturi'),
    carboidrati: media('carboidrati'),
    zuccheri: media('zuccheri'),
    fibre: media('fibre'),
    proteine: media('proteine'),
    sale: media('sale'),
    alcol: media('alcol'),
    polioli: media('polioli'),
    eritritolo: media('eritritolo'),
  };
  // carbohydrate includes the polyols (Annex I 7): they count at their own factor, erythritol at 0
  const energia = (j: 0 | 1) =>
    grezzi.grassi * FATTORI_ENERGIA.grassi[j] +
    Math.max(0, grezzi.carboidrati - grezzi.polioli) * FATTORI_ENERGIA.carboidrati[j] +
    Math.max(0, grezzi.polioli - grezzi.eritritolo) * FATTORI_ENERGIA.polioli[j] +
    grezzi.eritritolo * FATTORI_ENERGIA.eritritolo[j] +
    grezzi.proteine * FATTORI_ENERGIA.proteine[j] +
    grezzi.fibre * FATTORI_ENERGIA.fibre[j] +
    grezzi.alcol * FATTORI_ENERGIA.alcol[j];
  const kj = arrotonda(energia(0), 0);
  const kcal = arrotonda(energia(1), 0);
  const grassi = arrotondaMacro(grezzi.grassi);
  const saturi = arrotondaSaturi(grezzi.grassiSaturi);
  const carboidrati = arrotondaMacro(grezzi.carboidrati);
  const zuccheri = arrotondaMacro(grezzi.zuccheri);
  const fibre = arrotondaMacro(grezzi.fibre);
  const proteine = arrotondaMacro(grezzi.proteine);
  const sale = arrotondaSale(grezzi.sale);
  // "di cui polioli" only where the product has them (Annex XV: the particulars declared)
  const polioli = grezzi.polioli > 0 ? arrotondaMacro(grezzi.polioli) : null;

  const senzaNutrizione = d.ingredienti.filter((i) => !i.aPezzi && i.grassi === null && i.carboidrati === null && i.proteine === null).map((i) => i.nome);
  const pezziSenzaPeso = d.ingredienti.filter((i) => i.aPezzi).map((i) => i.nome);
  const avvisi = [
    ...(d.ingredienti.length === 0 ? ['La ricetta è vuota: etichetta senza ingredienti'] : []),
    ...(d.nonDichiarati.length > 0 ? [`Allergeni non dichiarati per: ${d.nonDichiarati.join(', ')}`] : []),
    ...(senzaNutrizione.length > 0 ? [`Valori nutrizionali mancanti per: ${senzaNutrizione.join(', ')}`] : []),
    ...(nonSpecifici.length > 0 ? [`Indicare il cereale o la frutta a guscio specifici nel nome o negli ingredienti composti di: ${nonSpecifici.join(', ')}`] : []),
    ...(pezziSenzaPeso.length > 0 ? [`Peso del pezzo mancante per: ${pezziSenzaPeso.join(', ')} (in fondo all'elenco, fuori dai valori nutrizionali)`] : []),
  ];

  return {
    denominazione: d.denominazione,
    ingredienti,
    tracce: d.tracce,
    // named specifically from the ingredients that contain each (not from those at 0 or manual additions)
    allergeni: d.allergeni.map((a) =>
      nomeAllergeneSpecifico(
        a,
        d.ingredienti.filter((i) => i.contiene.includes(a)).flatMap((i) => [i.nome, i.nomeEtichetta ?? '', i.ingredientiComposti ?? '']),
      ),
    ),
    nutrizione: {
      energia_kj: kj,
      energia_kcal: kcal,
      grassi: grassi.valore,
      grassi_saturi: saturi.valore,
      carboidrati: carboidrati.valore,
      zuccheri: zuccheri.valore,
      fibre: fibre.valore,
      proteine: proteine.valore,
      sale: sale.valore,
      polioli: polioli?.valore ?? null,
    },
    nutrizione_testo: {
      energia: `${formato(0).format(kj)} kJ / ${formato(0).format(kcal)} kcal`,
      grassi: grassi.testo,
      grassi_saturi: saturi.testo,
      carboidrati: carboidrati.testo,
      zuccheri: zuccheri.testo,
      fibre: fibre.testo,
      proteine: proteine.testo,
      sale: sale.testo,
      polioli: polioli?.testo ?? null,
    },
    testo: trattiTesto(tratti),
    tratti,
    avvisi,
  };
}
