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
  /** g per 100 g of the ingredient; null = unknown (counted as 0) */
  grassi: number | null;
  grassiSaturi: number | null;
  carboidrati: number | null;
  zuccheri: number | null;
  fibre: number | null;
  proteine: number | null;
  sale: number | null;
  alcol: number | null;
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
  nutrizione_testo: Record<'energia' | Exclude<keyof NutrizioneEtichetta, 'energia_kj' | 'energia_kcal'>, string>;
  /** the ready-to-print ingredient line: allergens in capitals, QUID percentages, traces */
  testo: string;
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

/** Annex XIV conversion factors (kJ, kcal per g). */
export const FATTORI_ENERGIA = {
  grassi: [37, 9],
  carboidrati: [17, 4],
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
    .map((w) => (w.length > 3 ? w.replace(/[aeiou]$/, '') : w));
}

/** True when the two texts share a word (by its root). */
const condividonoParola = (a: string, b: string) => {
  const ra = new Set(radici(a));
  return radici(b).some((w) => ra.has(w));
};

const percentualeTesto = (p: number) => `${formato(p % 1 === 0 ? 0 : 1).format(p)}%`;

/** The allergens an ingredient's label name does not say ("panna" does not say "Latte"): named after it. */
export const allergeniNonDetti = (nome: string, allergeni: string[]) => allergeni.filter((a) => !condividonoParola(nome, a));

/** "LATTE INTERO", or "PANNA (LATTE)" when the name does not say the allergen. */
function nomeEvidenziato(nome: string, allergeni: string[]): string {
  const maiuscolo = nome.toLocaleUpperCase('it-IT');
  const nonDetti = allergeniNonDetti(nome, allergeni);
  return nonDetti.length === 0 ? maiuscolo : `${maiuscolo} (${nonDetti.map((a) => a.toLocaleUpperCase('it-IT')).join(', ')})`;
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

  const ingredienti: IngredienteEtichetta[] = [...conMassa, ...aPezzi].map((i) => {
    const nome = i.nomeEtichetta?.trim() || i.nome;
    return {
      nome,
      percentuale: !i.aPezzi && M > 0 ? arrotonda((i.massaKg / M) * 100, 1) : null,
      allergene: i.contiene.length > 0,
      allergeni: i.contiene,
      quid: i.caratterizzante || condividonoParola(d.denominazione, nome),
    };
  });

  // per 100 g of mix = Σ m_i × x_i / M (unknown = 0)
  const media = (k: keyof Pick<IngredienteEtichettaInput, 'grassi' | 'grassiSaturi' | 'carboidrati' | 'zuccheri' | 'fibre' | 'proteine' | 'sale' | 'alcol'>) =>
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
  };
  const energia = (j: 0 | 1) =>
    grezzi.grassi * FATTORI_ENERGIA.grassi[j] +
    grezzi.carboidrati * FATTORI_ENERGIA.carboidrati[j] +
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

  const voci = ingredienti.map((i) => {
    const nome = i.allergene ? nomeEvidenziato(i.nome, i.allergeni) : i.nome;
    return i.quid && i.percentuale !== null ? `${nome} ${percentualeTesto(i.percentuale)}` : nome;
  });
  const maiuscole = (xs: string[]) => xs.map((x) => x.toLocaleUpperCase('it-IT')).join(', ');
  const testo = [
    voci.length > 0 ? `Ingredienti: ${voci.join(', ')}.` : '',
    d.manuali.length > 0 ? `Contiene: ${maiuscole(d.manuali)}.` : '',
    d.tracce.length > 0 ? `Può contenere: ${maiuscole(d.tracce)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const senzaNutrizione = d.ingredienti.filter((i) => !i.aPezzi && i.grassi === null && i.carboidrati === null && i.proteine === null).map((i) => i.nome);
  const avvisi = [
    ...(d.ingredienti.length === 0 ? ['La ricetta è vuota: etichetta senza ingredienti'] : []),
    ...(d.nonDichiarati.length > 0 ? [`Allergeni non dichiarati per: ${d.nonDichiarati.join(', ')}`] : []),
    ...(senzaNutrizione.length > 0 ? [`Valori nutrizionali mancanti per: ${senzaNutrizione.join(', ')}`] : []),
  ];

  return {
    denominazione: d.denominazione,
    ingredienti,
    allergeni: d.allergeni,
    tracce: d.tracce,
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
    },
    testo,
    avvisi,
  };
}
