/**
 * Reference library of base ingredients (issue 11): composition per 100 g of the ingredient as sold
 * (wet basis), with the source of every row. "Nuovo ingrediente da libreria" fills the ingredient
 * form from it.
 *
 * Conventions, so that every row is internally consistent:
 * - `carboidrati` are available carbohydrates as on an EU label (fibre apart); for USDA rows it is
 *   "carbohydrate by difference" minus fibre.
 * - `acqua` + fat + protein + available carbohydrates + fibre + ash (+ alcohol) ≈ 100; for dairy
 *   `slng` = 100 − acqua − grassi (protein, lactose and milk salts).
 * - `calorie` use the factors of Reg. (EU) 1169/2011 Annex XIV (fat 9, carbohydrate and protein 4,
 *   fibre 2, alcohol 7 kcal/g), so they match the label the app computes.
 * - The sugar spectrum is always given, so PAC/POD are derived from it (DOMAIN.md); `glucosio` is
 *   anhydrous dextrose (dextrose monohydrate is 91 % glucose + 9 % water), syrups carry their water.
 * - `densita` (kg/l) only for the liquids sold by volume.
 * - `allergeni`: names of the 14 allergens of Reg. (EU) 1169/2011 Annex II as the app lists them;
 *   `tracce` those the product may contain (cross-contact declared on the producers' sheets).
 */
import { CAMPI_ALTRI, coefficientiDerivati } from './coefficienti.js';
import type { ComposizioneIngrediente } from './tipi.js';

export interface VoceLibreria extends ComposizioneIngrediente {
  /** stable key (kebab-case) */
  codice: string;
  nome: string;
  descrizione: string;
  unita_misura: 'kg' | 'l';
  /** EU allergen names (Annex II) the ingredient contains */
  allergeni: string[];
  /** EU allergen names it may contain (traces) */
  tracce: string[];
  /** where the values come from */
  fonte: string;
  /** derived from the sugar spectrum, g of sucrose equivalent per 100 g */
  pac: number;
  pod: number;
}

type Valori = Partial<Omit<ComposizioneIngrediente, 'pac' | 'pod' | 'calorie'>> & { calorie?: number };

/** The composition fields of issue 27 (glucose syrups by DE, polyols, fibres, intense sweeteners): null when not given. */
const CAMPI_NUOVI = ['sciroppo_glucosio', 'de', ...CAMPI_ALTRI] as const;

const USDA = (ndb: string, nome: string) => `USDA FoodData Central, SR Legacy, NDB ${ndb} (${nome})`;
const CREA = (nome: string) => `CREA, Tabelle di composizione degli alimenti (${nome})`;
const PRODUTTORE = (nome: string) => `Scheda tecnica del produttore (${nome})`;

const r1 = (x: number) => Math.round(x * 1000) / 1000;

/** "May contain" of the rows made where other allergens are handled (typical producers' sheets). */
const TRACCE: Record<string, string[]> = {
  'cacao-22-24': ['Latte', 'Frutta a guscio', 'Soia'],
  'cioccolato-fondente-70': ['Latte', 'Frutta a guscio'],
  'cioccolato-stracciatella': ['Latte', 'Frutta a guscio'],
  'pasta-nocciola': ['Arachidi'],
  'pasta-pistacchio': ['Arachidi'],
  savoiardi: ['Latte', 'Frutta a guscio', 'Soia'],
};

function voce(
  codice: string,
  nome: string,
  unita_misura: 'kg' | 'l',
  descrizione: string,
  fonte: string,
  allergeni: string[],
  v: Valori,
): VoceLibreria {
  const z = (x: number | null | undefined) => x ?? 0;
  const composizione: ComposizioneIngrediente = {
    acqua: z(v.acqua),
    grassi: z(v.grassi),
    grassi_saturi: z(v.grassi_saturi),
    proteine: z(v.proteine),
    carboidrati: z(v.carboidrati),
    zuccheri: z(v.saccarosio) + z(v.glucosio) + z(v.fruttosio) + z(v.lattosio) + z(v.maltosio),
    fibre: z(v.fibre),
    sale: z(v.sale),
    calorie:
      v.calorie ?? Math.round(9 * z(v.grassi) + 4 * (z(v.carboidrati) + z(v.proteine)) + 2 * z(v.fibre) + 7 * z(v.alcol)),
    slng: z(v.slng),
    saccarosio: z(v.saccarosio),
    glucosio: z(v.glucosio),
    fruttosio: z(v.fruttosio),
    lattosio: z(v.lattosio),
    maltosio: z(v.maltosio),
    alcol: z(v.alcol),
    burro_cacao: z(v.burro_cacao),
    solidi_cacao: z(v.solidi_cacao),
    grassi_frutta_secca: z(v.grassi_frutta_secca),
    stabilizzanti: z(v.stabilizzanti),
    densita: v.densita ?? null,
    pac: null,
    pod: null,
    ...Object.fromEntries(CAMPI_NUOVI.map((k) => [k, v[k] ?? null])),
  };
  // a glucose syrup counts in the sugars only for the sugars it declares (DP1 + DP2), trehalose is a sugar
  composizione.zuccheri = r1(v.sciroppo_glucosio !== undefined ? z(v.zuccheri) : composizione.zuccheri! + z(v.trealosio));
  const { pac, pod } = coefficientiDerivati(composizione);
  return { codice, nome, descrizione, unita_misura, allergeni, tracce: (TRACCE[codice] ?? []).filter((t) => !allergeni.includes(t)), fonte, ...composizione, pac: r1(pac ?? 0), pod: r1(pod ?? 0) };
}

const LATTE = 'Latte';

export const LIBRERIA_INGREDIENTI: VoceLibreria[] = [
  // --- dairy -------------------------------------------------------------------------------
  voce('latte-intero', 'Latte intero', 'l', 'Latte vaccino intero pastorizzato, 3,6 % di grassi', CREA('latte di vacca intero pastorizzato; acqua per differenza'), [LATTE], {
    acqua: 87.5, grassi: 3.6, grassi_saturi: 2.1, proteine: 3.3, carboidrati: 4.9, lattosio: 4.9, sale: 0.12, slng: 8.9, densita: 1.032,
  }),
  voce('panna-35', 'Panna fresca 35 %', 'l', 'Panna vaccina fresca da centrifuga, 35 % di grassi', CREA('panna; grassi al 35 % come da etichetta, acqua per differenza'), [LATTE], {
    acqua: 59.2, grassi: 35, grassi_saturi: 22, proteine: 2.1, carboidrati: 3.2, lattosio: 3.2, sale: 0.08, slng: 5.8, densita: 0.994,
  }),
  voce('latte-magro-polvere', 'Latte magro in polvere', 'kg', 'Latte scremato in polvere spray (low heat)', USDA('01091', 'Milk, dry, nonfat, regular'), [LATTE], {
    acqua: 3.16, grassi: 0.77, grassi_saturi: 0.5, proteine: 36.16, carboidrati: 51.98, lattosio: 51.98, sale: 1.34, slng: 96.07,
  }),
  voce('latte-intero-polvere', 'Latte intero in polvere', 'kg', 'Latte intero in polvere spray, 26 % di grassi', USDA('01090', 'Milk, dry, whole'), [LATTE], {
    acqua: 2.47, grassi: 26.71, grassi_saturi: 16.74, proteine: 26.32, carboidrati: 38.42, lattosio: 38.42, sale: 0.93, slng: 70.82,
  }),
  voce('burro', 'Burro', 'kg', 'Burro vaccino senza sale, 81 % di grassi', USDA('01145', 'Butter, without salt'), [LATTE], {
    acqua: 17.94, grassi: 81.11, grassi_saturi: 51.37, proteine: 0.85, carboidrati: 0.06, lattosio: 0.06, sale: 0.03, slng: 0.95,
  }),
  voce('mascarpone', 'Mascarpone', 'kg', 'Mascarpone fresco, 44 % di grassi', CREA('mascarpone; acqua per differenza'), [LATTE], {
    acqua: 47.5, grassi: 44, grassi_saturi: 30, proteine: 4.6, carboidrati: 3.2, lattosio: 3.2, sale: 0.1, slng: 8.5,
  }),
  voce('yogurt-intero', 'Yogurt intero', 'kg', 'Yogurt bianco da latte intero, fermenti vivi', USDA('01116', 'Yogurt, plain, whole milk'), [LATTE], {
    acqua: 87.9, grassi: 3.25, grassi_saturi: 2.1, proteine: 3.47, carboidrati: 4.66, lattosio: 4.66, sale: 0.12, slng: 8.85,
  }),
  // --- sugars ------------------------------------------------------------------------------
  voce('saccarosio', 'Saccarosio', 'kg', 'Zucchero semolato (barbabietola o canna raffinato)', USDA('19335', 'Sugars, granulated'), [], {
    acqua: 0.2, carboidrati: 99.8, saccarosio: 99.8,
  }),
  voce('destrosio-monoidrato', 'Destrosio monoidrato', 'kg', 'Destrosio monoidrato: 91 % glucosio anidro + 9 % acqua di cristallizzazione', PRODUTTORE('destrosio monoidrato, ≥ 99,5 % D-glucosio sul secco'), [], {
    acqua: 9, carboidrati: 91, glucosio: 91,
  }),
  // glucose syrups and maltodextrins by their solids and DE (PAC 1.9 × DE per g of solids, POD by DE); zuccheri = DP1 + DP2 declared
  voce('maltodestrina-de20', 'Maltodestrina DE 20', 'kg', 'Maltodestrina di mais DE 18-20, 95 % di sostanza secca (DP1 + DP2 circa 7 % sul secco)', PRODUTTORE('maltodestrina DE 18-20, es. Glucidex 19'), [], {
    acqua: 5, carboidrati: 95, sciroppo_glucosio: 95, de: 20, zuccheri: 6.7,
  }),
  voce('sciroppo-glucosio-de40', 'Sciroppo di glucosio DE 38-42', 'kg', 'Sciroppo di glucosio DE 40 all’80 % di sostanza secca (DP1 16 %, DP2 13 %, DP3+ 71 % sul secco)', PRODUTTORE('sciroppo di glucosio DE 38-42, 80 % s.s.'), [], {
    acqua: 20, carboidrati: 80, sciroppo_glucosio: 80, de: 40, zuccheri: 23.2,
  }),
  voce('sciroppo-glucosio-de60', 'Sciroppo di glucosio DE 60', 'kg', 'Sciroppo di glucosio ad alto DE all’80 % di sostanza secca (DP1 35 %, DP2 30 % sul secco)', PRODUTTORE('sciroppo di glucosio DE 60-63, 80 % s.s.'), [], {
    acqua: 20, carboidrati: 80, sciroppo_glucosio: 80, de: 60, zuccheri: 52,
  }),
  voce('glucosio-disidratato-de38', 'Sciroppo di glucosio disidratato DE 38', 'kg', 'Sciroppo di glucosio atomizzato DE 38, 95 % di sostanza secca (DP1 14 %, DP2 12 % sul secco)', PRODUTTORE('sciroppo di glucosio disidratato DE 36-40, 95 % s.s.'), [], {
    acqua: 5, carboidrati: 95, sciroppo_glucosio: 95, de: 38, zuccheri: 24.7,
  }),
  voce('zucchero-invertito', 'Sciroppo di zucchero invertito', 'kg', 'Zucchero invertito all’80 % di sostanza secca, inversione 90 %', PRODUTTORE('sciroppo di zucchero invertito, 80 % s.s., inversione 90 %'), [], {
    acqua: 20, carboidrati: 80, glucosio: 36, fruttosio: 36, saccarosio: 8,
  }),
  voce('miele', 'Miele millefiori', 'kg', 'Miele di fiori (zuccheri principali fruttosio e glucosio)', USDA('19296', 'Honey'), [], {
    acqua: 17.1, proteine: 0.3, carboidrati: 82.2, fibre: 0.2, fruttosio: 40.94, glucosio: 35.75, saccarosio: 0.89, maltosio: 1.44,
  }),
  voce('inulina', 'Inulina', 'kg', 'Inulina da cicoria in polvere (fibra solubile, ≥ 90 % sul secco)', PRODUTTORE('inulina da cicoria, es. Orafti GR'), [], {
    acqua: 5, carboidrati: 9, fibre: 86, inulina: 86, fruttosio: 4, glucosio: 1, saccarosio: 4,
  }),
  voce('fruttosio', 'Fruttosio', 'kg', 'Fruttosio cristallino', PRODUTTORE('fruttosio cristallino, ≥ 99,5 % sul secco'), [], {
    acqua: 0.1, carboidrati: 99.9, fruttosio: 99.9,
  }),
  voce('trealosio', 'Trealosio', 'kg', 'Trealosio diidrato: 90,5 % trealosio + 9,5 % acqua di cristallizzazione', PRODUTTORE('trealosio diidrato, es. Treha'), [], {
    acqua: 9.5, carboidrati: 90.5, trealosio: 90.5,
  }),
  // --- polyols and intense sweeteners (not sugars on the label: "polioli", Reg. (EU) 1169/2011 Annex XV) ----
  voce('eritritolo', 'Eritritolo', 'kg', 'Eritritolo cristallino (E968), 0 kcal/g', PRODUTTORE('eritritolo cristallino ≥ 99,5 %'), [], {
    acqua: 0.2, carboidrati: 99.8, eritritolo: 99.8, calorie: 0,
  }),
  voce('maltitolo', 'Maltitolo', 'kg', 'Maltitolo cristallino (E965), 2,4 kcal/g', PRODUTTORE('maltitolo cristallino ≥ 98 %, es. Maltisorb'), [], {
    acqua: 0.5, carboidrati: 99.5, maltitolo: 99.5, calorie: 239,
  }),
  voce('sucralosio', 'Sucralosio', 'kg', 'Sucralosio in polvere (E955), circa 600 volte il saccarosio; dosi di 0,1-0,2 g per kg', PRODUTTORE('sucralosio ≥ 98 %'), [], {
    acqua: 0, sucralosio: 100, calorie: 0,
  }),
  // --- cocoa and nuts ----------------------------------------------------------------------
  voce('cacao-22-24', 'Cacao in polvere 22/24', 'kg', 'Cacao amaro in polvere, 22-24 % di burro di cacao (valori UE: carboidrati disponibili, fibra a parte)', PRODUTTORE('cacao in polvere 22-24 %, valori per l’etichetta UE'), [], {
    acqua: 4, grassi: 23, grassi_saturi: 14, proteine: 20, carboidrati: 11.5, fibre: 33, saccarosio: 0.5, sale: 0.05, burro_cacao: 23, solidi_cacao: 73,
  }),
  voce('cioccolato-fondente-70', 'Cioccolato fondente 70 %', 'kg', 'Copertura fondente 70 % di cacao, 38,9 % di grassi, emulsionante lecitina di soia', PRODUTTORE('cioccolato fondente 70-30-38'), ['Soia'], {
    acqua: 0.5, grassi: 38.9, grassi_saturi: 23.4, proteine: 8.2, carboidrati: 33, fibre: 12, saccarosio: 28.6, sale: 0.02, burro_cacao: 38.9, solidi_cacao: 31.6, stabilizzanti: 0.4,
  }),
  voce('pasta-nocciola', 'Pasta di nocciola', 'kg', 'Pasta pura di nocciole tostate, 100 %', USDA('12121', 'Nuts, hazelnuts or filberts, dry roasted, without salt added'), ['Frutta a guscio'], {
    acqua: 2.5, grassi: 62.4, grassi_saturi: 4.5, proteine: 15, carboidrati: 8.2, fibre: 9.4, saccarosio: 4.7, glucosio: 0.1, fruttosio: 0.1, grassi_frutta_secca: 62.4,
  }),
  voce('pasta-pistacchio', 'Pasta di pistacchio', 'kg', 'Pasta pura di pistacchi, 100 %', USDA('12151', 'Nuts, pistachio nuts, raw'), ['Frutta a guscio'], {
    acqua: 4.4, grassi: 45.3, grassi_saturi: 5.9, proteine: 20.2, carboidrati: 16.6, fibre: 10.6, saccarosio: 7.2, glucosio: 0.3, fruttosio: 0.2, grassi_frutta_secca: 45.3,
  }),
  voce('cioccolato-stracciatella', 'Cioccolato per stracciatella', 'kg', 'Cioccolato fondente fluido per stracciatella: 59 % di cacao, 45 % di burro di cacao, lecitina di soia', PRODUTTORE('cioccolato per stracciatella 59 % cacao'), ['Soia'], {
    acqua: 0.5, grassi: 45, grassi_saturi: 27, proteine: 4, carboidrati: 43, fibre: 6, saccarosio: 40, burro_cacao: 45, solidi_cacao: 14, stabilizzanti: 0.5,
  }),
  voce('cocco-grattugiato', 'Cocco grattugiato', 'kg', 'Cocco disidratato rapè, non zuccherato', USDA('12108', 'Nuts, coconut meat, dried (desiccated), not sweetened'), [], {
    acqua: 3, grassi: 64.53, grassi_saturi: 57.22, proteine: 6.88, carboidrati: 7.35, fibre: 16.3, saccarosio: 6.2, glucosio: 0.6, fruttosio: 0.55, sale: 0.09,
  }),
  // --- plant bases (vegan) --------------------------------------------------------------------
  voce('bevanda-avena', 'Bevanda all’avena', 'l', 'Bevanda di avena idrolizzata, non zuccherata (zuccheri dall’idrolisi dell’amido), con olio di girasole', PRODUTTORE('bevanda all’avena non zuccherata, valori medi di etichetta'), ['Glutine'], {
    acqua: 89.6, grassi: 1.5, grassi_saturi: 0.2, proteine: 1, carboidrati: 6.6, fibre: 0.8, maltosio: 3, glucosio: 1, sale: 0.1, densita: 1.03,
  }),
  voce('bevanda-soia', 'Bevanda di soia', 'l', 'Bevanda di soia non zuccherata', PRODUTTORE('bevanda di soia non zuccherata, valori medi di etichetta'), ['Soia'], {
    acqua: 93.4, grassi: 1.8, grassi_saturi: 0.3, proteine: 3.3, carboidrati: 0.3, fibre: 0.6, saccarosio: 0.1, sale: 0.05, densita: 1.03,
  }),
  voce('bevanda-mandorla', 'Bevanda di mandorla', 'l', 'Bevanda di mandorla non zuccherata, 2,5 % di mandorle', PRODUTTORE('bevanda di mandorla non zuccherata, valori medi di etichetta'), ['Frutta a guscio'], {
    acqua: 97.2, grassi: 1.1, grassi_saturi: 0.1, proteine: 0.5, carboidrati: 0.1, fibre: 0.4, saccarosio: 0.1, sale: 0.13, grassi_frutta_secca: 1.1, densita: 1.01,
  }),
  voce('crema-cocco', 'Crema di cocco', 'kg', 'Crema di cocco (estratto della polpa grattugiata)', USDA('12115', 'Nuts, coconut cream, raw (liquid expressed from grated meat)'), [], {
    acqua: 53.9, grassi: 34.68, grassi_saturi: 30.75, proteine: 3.63, carboidrati: 4.45, fibre: 2.2, saccarosio: 3.33, sale: 0.01,
  }),
  voce('burro-cacao', 'Burro di cacao', 'kg', 'Burro di cacao deodorato', USDA('04501', 'Oil, cocoa butter'), [], {
    acqua: 0, grassi: 100, grassi_saturi: 59.7, burro_cacao: 100,
  }),
  // --- eggs, water, fruit ------------------------------------------------------------------
  voce('tuorlo', 'Tuorlo d’uovo', 'kg', 'Tuorlo d’uovo fresco o pastorizzato', USDA('01125', 'Egg, yolk, raw, fresh'), ['Uova'], {
    acqua: 52.31, grassi: 26.54, grassi_saturi: 9.55, proteine: 15.86, carboidrati: 3.59, glucosio: 0.56, sale: 0.12,
  }),
  voce('acqua', 'Acqua', 'l', 'Acqua potabile', USDA('14411', 'Beverages, water, tap, drinking'), [], { acqua: 100, densita: 1 }),
  voce('succo-limone', 'Succo di limone', 'l', 'Succo di limone fresco spremuto: circa 4 g di acido citrico (3 kcal/g) negli altri solidi', USDA('09152', 'Lemon juice, raw'), [], {
    acqua: 92.31, grassi: 0.24, proteine: 0.35, carboidrati: 2.52, fibre: 0.3, glucosio: 0.99, fruttosio: 1.1, saccarosio: 0.43, densita: 1.03, calorie: 26,
  }),
  voce('limone', 'Limoni', 'kg', 'Limoni interi senza buccia (polpa e succo)', USDA('09150', 'Lemons, raw, without peel'), [], {
    acqua: 88.98, grassi: 0.3, proteine: 1.1, carboidrati: 2.5, fibre: 2.8, glucosio: 0.99, fruttosio: 1.1, saccarosio: 0.41, calorie: 29,
  }),
  voce('fragola', 'Fragole', 'kg', 'Fragole fresche mondate', USDA('09316', 'Strawberries, raw'), [], {
    acqua: 90.95, grassi: 0.3, proteine: 0.67, carboidrati: 5.68, fibre: 2, saccarosio: 0.47, glucosio: 1.99, fruttosio: 2.44,
  }),
  voce('banana', 'Banane', 'kg', 'Banane mature sbucciate', USDA('09040', 'Bananas, raw'), [], {
    acqua: 74.91, grassi: 0.33, grassi_saturi: 0.11, proteine: 1.09, carboidrati: 20.24, fibre: 2.6, saccarosio: 2.39, glucosio: 4.98, fruttosio: 4.85, maltosio: 0.01,
  }),
  voce('mango', 'Polpa di mango', 'kg', 'Polpa di mango matura', USDA('09176', 'Mangos, raw'), [], {
    acqua: 83.18, grassi: 0.38, grassi_saturi: 0.09, proteine: 0.82, carboidrati: 13.66, fibre: 1.6, saccarosio: 6.97, glucosio: 2.01, fruttosio: 4.68,
  }),
  voce('frutti-di-bosco', 'Frutti di bosco', 'kg', 'Misto di lamponi, mirtilli, more e ribes', `${USDA('09302', 'Raspberries, raw')} e NDB 09050 (Blueberries, raw), media`, [], {
    acqua: 86, grassi: 0.4, proteine: 1, carboidrati: 6.5, fibre: 5, glucosio: 2.6, fruttosio: 3.1, saccarosio: 0.3,
  }),
  voce('amarene-sciroppate', 'Amarene sciroppate', 'kg', 'Amarene intere in sciroppo di zucchero, per variegatura', PRODUTTORE('amarene intere in sciroppo'), [], {
    acqua: 38.4, grassi: 0.1, proteine: 0.5, carboidrati: 60, fibre: 1, saccarosio: 30, glucosio: 15, fruttosio: 13,
  }),
  // --- others ------------------------------------------------------------------------------
  voce('stabilizzante-carrube-guar', 'Stabilizzante carrube e guar', 'kg', 'Farina di semi di carrube (E410) e gomma di guar (E412): le gomme, fibra solubile, sono contate negli stabilizzanti', PRODUTTORE('miscela di farina di semi di carrube e guar, 12 % di umidità'), [], {
    acqua: 12, proteine: 4, stabilizzanti: 84, calorie: 184,
  }),
  voce('caffe-espresso', 'Caffè espresso', 'l', 'Espresso preparato al momento', USDA('14209', 'Beverages, coffee, brewed, espresso, restaurant-prepared'), [], {
    acqua: 97.8, grassi: 0.18, proteine: 0.12, carboidrati: 1.67, saccarosio: 0, calorie: 9, densita: 1,
  }),
  voce('savoiardi', 'Savoiardi', 'kg', 'Biscotti savoiardi', PRODUTTORE('savoiardi, etichetta nutrizionale'), ['Glutine', 'Uova'], {
    acqua: 7, grassi: 3.8, grassi_saturi: 1.2, proteine: 8.8, carboidrati: 77.5, fibre: 1.5, saccarosio: 35, sale: 0.3,
  }),
  voce('menta-fresca', 'Menta piperita fresca', 'kg', 'Foglie fresche di menta piperita, per infusione', USDA('02064', 'Peppermint, fresh'), [], {
    acqua: 78.65, grassi: 0.94, proteine: 3.75, carboidrati: 6.89, fibre: 8, saccarosio: 0,
  }),
  voce('sale', 'Sale fino', 'kg', 'Cloruro di sodio alimentare', USDA('02047', 'Salt, table'), [], { acqua: 0.2, sale: 99.8 }),
  voce('rum', 'Rum 40 % vol', 'l', 'Distillato a 40 % vol: 33,4 g di etanolo per 100 g', USDA('14037', 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof'), [], {
    acqua: 66.6, alcol: 33.4, densita: 0.948,
  }),
];
