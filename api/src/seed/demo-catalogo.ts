import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { LIBRERIA_INGREDIENTI, type RuoloRiga, type UnitaMisura } from '@gelatiere/scienza';
import { Allergene } from '../modules/allergeni/allergene.entity.js';
import { IngredienteAllergene } from '../modules/allergeni/allergeni-derivati.entity.js';
import { CategoriaGusto } from '../modules/categorie/categoria.entity.js';
import { Gusto, RigaRicetta } from '../modules/gusti/gusto.entity.js';
import { Ingrediente } from '../modules/ingredienti/ingrediente.entity.js';
import { applicaComposizione, campiDaLibreria } from '../modules/ingredienti/ingrediente.scienza.js';
import { ProfiloBilanciamento } from '../modules/scienza/profilo.entity.js';

/*
 * Demo catalogue (DEMO_DATA=true): about 35 ingredients whose composition comes from the reference
 * library of @gelatiere/scienza (per 100 g as sold, wet basis, with the source of each row: dextrose
 * monohydrate at 91 % glucose, syrups with their water, cocoa with EU label values, the density of
 * milk, cream and the other liquids), so every flavour's science is covered at 100 %; PAC/POD are
 * derived from the sugar spectrum as on any ingredient write. Plausible wholesale costs, 6 categories
 * with their balancing profile and 22 classic flavours with ~1 kg recipes: milk gelato PAC about
 * 240-290 per kg, fruit gelato and sorbets about 280-340 (absolute PAC, without the milk salts).
 */

interface IngredienteDemo {
  nome: string;
  /** codice of the reference library row its composition comes from */
  libreria: string;
  costoPerUnita: number;
  fornitore: string;
  descrizione: string;
  /** name on the EU label (null: nome) */
  nomeEtichetta?: string;
  /** label (issue 27): a compound ingredient's own list, an additive, characterising (QUID) */
  ingredientiComposti?: string;
  additivoCategoria?: string;
  additivoNome?: string;
  caratterizzante?: boolean;
}

interface CategoriaDemo {
  nome: string;
  descrizione: string;
  colore: string;
  ordine: number;
  /** name of a default balancing profile (null: the default one) */
  profilo: string | null;
}

interface GustoDemo {
  nome: string;
  categoria: string;
  colore: string;
  stagionale: boolean;
  /** allergens as a shop would type them: those the ingredients explain become derived (issue 12) */
  allergeni: string[];
  descrizione: string;
  noteProduzione: string;
  /** the flavour's own profile when it differs from its category's */
  profilo?: string;
  /** a line's role when not base (variegates and inclusions are added after churning) */
  ricetta: [ingrediente: string, quantita: number, unita: UnitaMisura, ruolo?: RuoloRiga][];
}

const CIOCCOLATO_FRUTTA_SECCA = 'Cioccolato e frutta secca';
const SORBETTO = 'Sorbetto';
const LATTE_CREME = 'Gelato al latte e creme';
const VEGANO = 'Vegano';
const SENZA_ZUCCHERI = 'Senza zuccheri aggiunti';

const INGREDIENTI: IngredienteDemo[] = [
  { nome: "Latte intero", libreria: 'latte-intero', costoPerUnita: 1.15, fornitore: "Latteria Sociale Val Padana", descrizione: "Latte fresco pastorizzato 3,6% di grassi" },
  { nome: "Panna fresca 35%", libreria: 'panna-35', costoPerUnita: 4.2, fornitore: "Latteria Sociale Val Padana", descrizione: "Panna fresca da centrifuga, 35% di grassi" },
  { nome: "Latte magro in polvere", libreria: 'latte-magro-polvere', costoPerUnita: 4.5, fornitore: "Dairy Italia Srl", descrizione: "Latte scremato in polvere spray", nomeEtichetta: "latte scremato in polvere" },
  { nome: "Yogurt intero", libreria: 'yogurt-intero', costoPerUnita: 2.6, fornitore: "Latteria Sociale Val Padana", descrizione: "Yogurt bianco intero, fermenti vivi" },
  { nome: "Mascarpone", libreria: 'mascarpone', costoPerUnita: 8.5, fornitore: "Caseificio Lombardo", descrizione: "Mascarpone fresco" },
  { nome: "Tuorlo d'uovo pastorizzato", libreria: 'tuorlo', costoPerUnita: 7.5, fornitore: "Ovoprodotti Veneti", descrizione: "Tuorlo liquido pastorizzato refrigerato", nomeEtichetta: "tuorlo d'uovo" },
  { nome: "Saccarosio", libreria: 'saccarosio', costoPerUnita: 1.1, fornitore: "Zuccheri Italia", descrizione: "Zucchero semolato di barbabietola", nomeEtichetta: "zucchero" },
  { nome: "Destrosio monoidrato", libreria: 'destrosio-monoidrato', costoPerUnita: 1.9, fornitore: "Zuccheri Italia", descrizione: "Destrosio monoidrato: 91% glucosio, 9% acqua", nomeEtichetta: "destrosio" },
  { nome: "Sciroppo di glucosio DE40", libreria: 'sciroppo-glucosio-de40', costoPerUnita: 1.8, fornitore: "Zuccheri Italia", descrizione: "Sciroppo di glucosio 80% secco, DE 40" },
  { nome: "Zucchero invertito", libreria: 'zucchero-invertito', costoPerUnita: 2.6, fornitore: "Zuccheri Italia", descrizione: "Sciroppo di zucchero invertito 80% secco" },
  { nome: "Cacao in polvere 22/24", libreria: 'cacao-22-24', costoPerUnita: 9.8, fornitore: "Cacao & Co.", descrizione: "Cacao amaro in polvere, 22-24% burro di cacao" },
  { nome: "Cioccolato fondente 70%", libreria: 'cioccolato-fondente-70', costoPerUnita: 11.5, fornitore: "Cacao & Co.", descrizione: "Copertura fondente 70% in gocce", nomeEtichetta: "cioccolato fondente", ingredientiComposti: "pasta di cacao, zucchero, burro di cacao, emulsionante: lecitina di soia, estratto naturale di vaniglia" },
  { nome: "Cioccolato per stracciatella", libreria: 'cioccolato-stracciatella', costoPerUnita: 9.5, fornitore: "Cacao & Co.", descrizione: "Cioccolato fluido per stracciatella, aggiunto a fine mantecazione", nomeEtichetta: "cioccolato fondente", caratterizzante: true, ingredientiComposti: "pasta di cacao, zucchero, burro di cacao, emulsionante: lecitina di soia, aroma naturale di vaniglia" },
  { nome: "Pasta di nocciola Piemonte IGP", libreria: 'pasta-nocciola', costoPerUnita: 19.0, fornitore: "Nocciole delle Langhe", descrizione: "Pasta pura di nocciole tostate, 100%", nomeEtichetta: "pasta di nocciole Piemonte IGP" },
  { nome: "Pasta di pistacchio pura", libreria: 'pasta-pistacchio', costoPerUnita: 34.0, fornitore: "Pistacchi di Bronte Srl", descrizione: "Pasta pura di pistacchio, 100%", nomeEtichetta: "pasta di pistacchi" },
  { nome: "Fragole", libreria: 'fragola', costoPerUnita: 4.5, fornitore: "Ortofrutta Rossi", descrizione: "Fragole fresche mondate" },
  { nome: "Limoni", libreria: 'limone', costoPerUnita: 2.2, fornitore: "Agrumi di Sicilia", descrizione: "Limoni di Sicilia non trattati (scorza)" },
  { nome: "Succo di limone", libreria: 'succo-limone', costoPerUnita: 2.8, fornitore: "Agrumi di Sicilia", descrizione: "Succo fresco spremuto" },
  { nome: "Banane", libreria: 'banana', costoPerUnita: 1.9, fornitore: "Ortofrutta Rossi", descrizione: "Banane mature sbucciate" },
  { nome: "Polpa di mango", libreria: 'mango', costoPerUnita: 4.8, fornitore: "Frutta Esotica Import", descrizione: "Polpa di mango Alphonso" },
  { nome: "Frutti di bosco", libreria: 'frutti-di-bosco', costoPerUnita: 6.5, fornitore: "Ortofrutta Rossi", descrizione: "Mix surgelato: lamponi, mirtilli, more, ribes" },
  { nome: "Amarene sciroppate", libreria: 'amarene-sciroppate', costoPerUnita: 9.0, fornitore: "Frutta Candita Emiliana", descrizione: "Amarene intere in sciroppo per variegatura", ingredientiComposti: "amarene, zucchero, sciroppo di glucosio-fruttosio, acidificante: acido citrico; aromi" },
  { nome: "Cocco grattugiato", libreria: 'cocco-grattugiato', costoPerUnita: 7.5, fornitore: "Frutta Esotica Import", descrizione: "Cocco disidratato rapè" },
  { nome: "Caffè espresso", libreria: 'caffe-espresso', costoPerUnita: 6.0, fornitore: "Torrefazione Trieste", descrizione: "Espresso ristretto preparato al momento" },
  { nome: "Savoiardi", libreria: 'savoiardi', costoPerUnita: 6.8, fornitore: "Biscottificio Piemontese", descrizione: "Biscotti savoiardi (glutine, uova)", ingredientiComposti: "farina di frumento, zucchero, uova, sciroppo di glucosio, agenti lievitanti: carbonato acido d'ammonio, carbonato acido di sodio; aromi" },
  { nome: "Menta piperita fresca", libreria: 'menta-fresca', costoPerUnita: 20.0, fornitore: "Erbe Aromatiche Pancalieri", descrizione: "Foglie fresche per infusione" },
  { nome: "Stabilizzante neutro", libreria: 'stabilizzante-carrube-guar', costoPerUnita: 18.0, fornitore: "Dairy Italia Srl", descrizione: "Miscela di farina di semi di carrube e guar, 5 g/kg", nomeEtichetta: "addensanti: farina di semi di carrube, gomma di guar", additivoCategoria: "addensanti", additivoNome: "farina di semi di carrube, gomma di guar" },
  { nome: "Sale fino", libreria: 'sale', costoPerUnita: 0.6, fornitore: "Saline di Trapani", descrizione: "Sale marino fino" },
  { nome: "Acqua", libreria: 'acqua', costoPerUnita: 0.002, fornitore: "Acquedotto comunale", descrizione: "Acqua potabile microfiltrata" },
  { nome: "Latte intero in polvere", libreria: 'latte-intero-polvere', costoPerUnita: 6.2, fornitore: "Dairy Italia Srl", descrizione: "Latte intero in polvere spray, 26% di grassi" },
  { nome: "Burro", libreria: 'burro', costoPerUnita: 9.0, fornitore: "Latteria Sociale Val Padana", descrizione: "Burro di centrifuga senza sale" },
  { nome: "Miele millefiori", libreria: 'miele', costoPerUnita: 9.5, fornitore: "Apicoltura Alpina", descrizione: "Miele italiano di millefiori" },
  { nome: "Inulina", libreria: 'inulina', costoPerUnita: 7.0, fornitore: "Dairy Italia Srl", descrizione: "Inulina da cicoria" },
  // sugar-free and vegan bases (issue 27)
  { nome: "Bevanda di soia", libreria: 'bevanda-soia', costoPerUnita: 1.6, fornitore: "Bevande Vegetali Srl", descrizione: "Bevanda di soia non zuccherata" },
  { nome: "Crema di cocco", libreria: 'crema-cocco', costoPerUnita: 5.5, fornitore: "Frutta Esotica Import", descrizione: "Crema di cocco, 35% di grassi" },
  { nome: "Eritritolo", libreria: 'eritritolo', costoPerUnita: 7.0, fornitore: "Zuccheri Italia", descrizione: "Eritritolo cristallino (E968)" },
  { nome: "Maltitolo", libreria: 'maltitolo', costoPerUnita: 5.5, fornitore: "Zuccheri Italia", descrizione: "Maltitolo cristallino (E965)" },
  { nome: "Sucralosio", libreria: 'sucralosio', costoPerUnita: 150, fornitore: "Zuccheri Italia", descrizione: "Sucralosio in polvere (E955), 0,1-0,2 g per kg" },
];

/** The vanilla pod is counted in pieces: no mass, so no composition (DOMAIN.md). */
const VANIGLIA = { nome: "Bacca di vaniglia Bourbon", unitaMisura: 'pz' as const, costoPerUnita: 2.8, calorie: 288, carboidrati: 13, zuccheri: 13, grassi: 0.1, proteine: 0.1, sale: 0, pac: 0, pod: 0, acqua: 25, fornitore: "Spezie del Mondo", descrizione: "Bacca intera di vaniglia Bourbon del Madagascar", nomeEtichetta: "bacca di vaniglia", pesoPezzoG: 3 };

const CATEGORIE: CategoriaDemo[] = [
  { nome: 'Creme', descrizione: "Gelati a base di latte e crema", colore: '#F5DEB3', ordine: 1, profilo: null },
  { nome: 'Cioccolati', descrizione: "Gusti al cioccolato e al cacao", colore: '#8B4513', ordine: 2, profilo: CIOCCOLATO_FRUTTA_SECCA },
  { nome: 'Frutta', descrizione: "Gusti alla frutta", colore: '#FF6F61', ordine: 3, profilo: SORBETTO },
  { nome: 'Sorbetti', descrizione: "Sorbetti senza latte", colore: '#FFE66D', ordine: 4, profilo: SORBETTO },
  { nome: 'Speciali', descrizione: "Gusti speciali della casa", colore: '#9B59B6', ordine: 5, profilo: null },
  { nome: 'Stagionali', descrizione: "Gusti disponibili solo in stagione", colore: '#2ECC71', ordine: 6, profilo: SORBETTO },
];

const GUSTI: GustoDemo[] = [
  { nome: "Fiordilatte", categoria: 'Creme', colore: '#FFFDF5', stagionale: false, allergeni: ["Latte"], descrizione: "Il gusto del latte fresco, senza aromi", noteProduzione: "Pastorizzare a 85 °C, maturare 4 ore a 4 °C", ricetta: [["Latte intero", 650, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 130, 'g'], ["Destrosio monoidrato", 35, 'g'], ["Stabilizzante neutro", 5, 'g']] },
  { nome: "Crema", categoria: 'Creme', colore: '#F3E5AB', stagionale: false, allergeni: ["Latte", "Uova"], descrizione: "Crema all'uovo con scorza di limone", noteProduzione: "Pastorizzare a 85 °C; scorza di limone in infusione", ricetta: [["Latte intero", 580, 'ml'], ["Panna fresca 35%", 120, 'ml'], ["Latte magro in polvere", 35, 'g'], ["Saccarosio", 140, 'g'], ["Destrosio monoidrato", 30, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Tuorlo d'uovo pastorizzato", 70, 'g'], ["Limoni", 5, 'g']] },
  { nome: "Vaniglia", categoria: 'Creme', colore: '#F7E7B4', stagionale: false, allergeni: ["Latte", "Uova"], descrizione: "Vaniglia Bourbon in bacca", noteProduzione: "Infondere le bacche aperte durante la pastorizzazione", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 140, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 130, 'g'], ["Destrosio monoidrato", 35, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Tuorlo d'uovo pastorizzato", 40, 'g'], ["Bacca di vaniglia Bourbon", 1, 'pz']] },
  { nome: "Stracciatella", categoria: 'Creme', colore: '#F5F0E6', stagionale: false, allergeni: ["Latte", "Soia"], descrizione: "Fiordilatte con scaglie di cioccolato", noteProduzione: "Versare il cioccolato fuso a filo a fine mantecazione", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 130, 'g'], ["Destrosio monoidrato", 30, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Cioccolato per stracciatella", 80, 'g', 'inclusione']] },
  { nome: "Caffè", categoria: 'Creme', colore: '#6F4E37', stagionale: false, allergeni: ["Latte"], descrizione: "Crema al caffè espresso", noteProduzione: "Espresso ristretto freddo aggiunto alla miscela", ricetta: [["Latte intero", 560, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 135, 'g'], ["Destrosio monoidrato", 35, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Caffè espresso", 80, 'ml']] },
  { nome: "Yogurt", categoria: 'Creme', colore: '#FAFAFA', stagionale: false, allergeni: ["Latte"], descrizione: "Yogurt intero cremoso", noteProduzione: "Aggiungere lo yogurt a freddo, dopo la pastorizzazione", ricetta: [["Yogurt intero", 500, 'g'], ["Latte intero", 220, 'ml'], ["Panna fresca 35%", 100, 'ml'], ["Latte magro in polvere", 25, 'g'], ["Saccarosio", 120, 'g'], ["Destrosio monoidrato", 45, 'g'], ["Stabilizzante neutro", 5, 'g']] },
  { nome: "Tiramisù", categoria: 'Speciali', colore: '#C8A27A', stagionale: false, allergeni: ["Latte", "Uova", "Glutine"], descrizione: "Mascarpone, caffè e savoiardi", noteProduzione: "Savoiardi inzuppati al caffè a strati; spolverare di cacao", ricetta: [["Latte intero", 470, 'ml'], ["Panna fresca 35%", 60, 'ml'], ["Latte magro in polvere", 30, 'g'], ["Saccarosio", 130, 'g'], ["Destrosio monoidrato", 35, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Mascarpone", 120, 'g'], ["Tuorlo d'uovo pastorizzato", 30, 'g'], ["Caffè espresso", 40, 'ml'], ["Savoiardi", 40, 'g'], ["Cacao in polvere 22/24", 5, 'g']] },
  { nome: "Cioccolato", categoria: 'Cioccolati', colore: '#5D3A1A', stagionale: false, allergeni: ["Latte"], descrizione: "Cioccolato al latte cremoso con cacao", noteProduzione: "Sciogliere il cacao nel latte caldo", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 80, 'ml'], ["Latte magro in polvere", 30, 'g'], ["Saccarosio", 140, 'g'], ["Destrosio monoidrato", 40, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Cacao in polvere 22/24", 70, 'g']] },
  { nome: "Cioccolato fondente", categoria: 'Cioccolati', colore: '#3B2314', stagionale: false, allergeni: ["Latte", "Soia"], descrizione: "Fondente extra 70% con un pizzico di sale", noteProduzione: "Fondere il cioccolato a 45 °C, emulsionare con il mixer", ricetta: [["Latte intero", 580, 'ml'], ["Latte magro in polvere", 30, 'g'], ["Cacao in polvere 22/24", 35, 'g'], ["Cioccolato fondente 70%", 90, 'g'], ["Saccarosio", 125, 'g'], ["Destrosio monoidrato", 40, 'g'], ["Stabilizzante neutro", 4, 'g'], ["Sale fino", 0.5, 'g']] },
  { nome: "Bacio", categoria: 'Cioccolati', colore: '#6B4226', stagionale: false, allergeni: ["Latte", "Frutta a guscio"], descrizione: "Cioccolato e nocciola", noteProduzione: "Variegare con granella di nocciole", ricetta: [["Latte intero", 560, 'ml'], ["Panna fresca 35%", 80, 'ml'], ["Latte magro in polvere", 30, 'g'], ["Saccarosio", 145, 'g'], ["Destrosio monoidrato", 35, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Cacao in polvere 22/24", 40, 'g'], ["Pasta di nocciola Piemonte IGP", 60, 'g']] },
  { nome: "Nocciola", categoria: 'Creme', profilo: CIOCCOLATO_FRUTTA_SECCA, colore: '#A67B5B', stagionale: false, allergeni: ["Latte", "Frutta a guscio"], descrizione: "Nocciola Piemonte IGP tostata", noteProduzione: "Pasta pura di Nocciola Piemonte IGP al 11%", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 60, 'ml'], ["Latte magro in polvere", 35, 'g'], ["Saccarosio", 135, 'g'], ["Destrosio monoidrato", 40, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Pasta di nocciola Piemonte IGP", 110, 'g']] },
  { nome: "Pistacchio", categoria: 'Creme', profilo: CIOCCOLATO_FRUTTA_SECCA, colore: '#93C572', stagionale: false, allergeni: ["Latte", "Frutta a guscio"], descrizione: "Pistacchio di Bronte", noteProduzione: "Pasta pura di pistacchio di Bronte al 10%", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 60, 'ml'], ["Latte magro in polvere", 35, 'g'], ["Saccarosio", 135, 'g'], ["Destrosio monoidrato", 40, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Pasta di pistacchio pura", 100, 'g']] },
  { nome: "Cocco", categoria: 'Speciali', colore: '#FFF8E7', stagionale: false, allergeni: ["Latte"], descrizione: "Crema al cocco rapè", noteProduzione: "Idratare il cocco nel latte caldo per 30 minuti", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 80, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 135, 'g'], ["Destrosio monoidrato", 40, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Cocco grattugiato", 80, 'g']] },
  { nome: "Menta", categoria: 'Speciali', colore: '#98FF98', stagionale: true, allergeni: ["Latte", "Soia"], descrizione: "Menta fresca con scaglie di cioccolato", noteProduzione: "Infusione a freddo delle foglie per 12 ore, poi filtrare", ricetta: [["Latte intero", 620, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 140, 'g'], ["Destrosio monoidrato", 30, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Menta piperita fresca", 15, 'g'], ["Cioccolato per stracciatella", 50, 'g', 'inclusione']] },
  { nome: "Amarena", categoria: 'Speciali', colore: '#7B1E3A', stagionale: false, allergeni: ["Latte"], descrizione: "Fiordilatte variegato all'amarena", noteProduzione: "Variegare con le amarene a fine mantecazione", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 105, 'g'], ["Destrosio monoidrato", 30, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Amarene sciroppate", 120, 'g', 'variegato']] },
  { nome: "Fragola", categoria: 'Frutta', colore: '#FC5A8D', stagionale: true, allergeni: [], descrizione: "Fragole fresche, senza latte", noteProduzione: "Frullare le fragole fresche con il limone", ricetta: [["Fragole", 500, 'g'], ["Acqua", 250, 'ml'], ["Saccarosio", 170, 'g'], ["Destrosio monoidrato", 60, 'g'], ["Succo di limone", 20, 'ml'], ["Stabilizzante neutro", 4, 'g']] },
  { nome: "Banana", categoria: 'Frutta', profilo: LATTE_CREME, colore: '#FFE135', stagionale: false, allergeni: ["Latte"], descrizione: "Banana al latte", noteProduzione: "Frullare le banane al momento con il succo di limone", ricetta: [["Banane", 400, 'g'], ["Latte intero", 380, 'ml'], ["Saccarosio", 130, 'g'], ["Destrosio monoidrato", 35, 'g'], ["Succo di limone", 15, 'ml'], ["Stabilizzante neutro", 4, 'g']] },
  { nome: "Mango", categoria: 'Frutta', colore: '#FFB347', stagionale: true, allergeni: [], descrizione: "Mango Alphonso", noteProduzione: "Polpa di mango Alphonso, senza latte", ricetta: [["Polpa di mango", 500, 'g'], ["Acqua", 250, 'ml'], ["Saccarosio", 140, 'g'], ["Destrosio monoidrato", 45, 'g'], ["Succo di limone", 15, 'ml'], ["Stabilizzante neutro", 4, 'g']] },
  { nome: "Frutti di bosco", categoria: 'Frutta', colore: '#8E4585', stagionale: true, allergeni: [], descrizione: "Lamponi, mirtilli, more e ribes", noteProduzione: "Frullare e passare al setaccio per togliere i semi", ricetta: [["Frutti di bosco", 450, 'g'], ["Acqua", 280, 'ml'], ["Saccarosio", 170, 'g'], ["Destrosio monoidrato", 55, 'g'], ["Succo di limone", 15, 'ml'], ["Stabilizzante neutro", 4, 'g']] },
  { nome: "Limone", categoria: 'Sorbetti', colore: '#FFF44F', stagionale: false, allergeni: [], descrizione: "Sorbetto al limone di Sicilia", noteProduzione: "Infondere la scorza nello sciroppo caldo e filtrare", ricetta: [["Acqua", 530, 'ml'], ["Succo di limone", 200, 'ml'], ["Saccarosio", 200, 'g'], ["Destrosio monoidrato", 60, 'g'], ["Limoni", 5, 'g'], ["Stabilizzante neutro", 5, 'g']] },
  { nome: "Sorbetto al cioccolato", categoria: 'Sorbetti', colore: '#4A2C2A', stagionale: false, allergeni: [], descrizione: "Cioccolato senza latte", noteProduzione: "Senza latte: adatto ai vegani", ricetta: [["Acqua", 620, 'ml'], ["Cacao in polvere 22/24", 80, 'g'], ["Saccarosio", 190, 'g'], ["Destrosio monoidrato", 60, 'g'], ["Sciroppo di glucosio DE40", 20, 'g'], ["Stabilizzante neutro", 4, 'g']] },
  { nome: "Cioccolato vegano", categoria: 'Cioccolati', profilo: VEGANO, colore: '#4E2A1E', stagionale: false, allergeni: ["Soia"], descrizione: "Cioccolato fondente senza latte né uova, su bevanda di soia e crema di cocco", noteProduzione: "Sciogliere cacao e cioccolato nella bevanda di soia calda", ricetta: [["Bevanda di soia", 480, 'ml'], ["Acqua", 150, 'ml'], ["Crema di cocco", 70, 'g'], ["Cacao in polvere 22/24", 35, 'g'], ["Cioccolato fondente 70%", 45, 'g'], ["Saccarosio", 130, 'g'], ["Destrosio monoidrato", 75, 'g'], ["Zucchero invertito", 35, 'g'], ["Inulina", 15, 'g'], ["Stabilizzante neutro", 5, 'g']] },
  { nome: "Fiordilatte senza zuccheri aggiunti", categoria: 'Creme', profilo: SENZA_ZUCCHERI, colore: '#FFFEF8', stagionale: false, allergeni: ["Latte"], descrizione: "Fiordilatte dolcificato con polioli e sucralosio: i soli zuccheri sono quelli del latte", noteProduzione: "Sciogliere i polioli nel latte a 40 °C; il sucralosio si pesa sulla bilancia di precisione", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 45, 'g'], ["Eritritolo", 12, 'g'], ["Maltitolo", 125, 'g'], ["Inulina", 40, 'g'], ["Sucralosio", 0.1, 'g'], ["Stabilizzante neutro", 5, 'g']] },
  { nome: "Caffè granita", categoria: 'Stagionali', colore: '#4B3621', stagionale: true, allergeni: [], descrizione: "Sorbetto estivo al caffè", noteProduzione: "Mantecare poco: consistenza granulosa", ricetta: [["Caffè espresso", 500, 'ml'], ["Acqua", 270, 'ml'], ["Saccarosio", 190, 'g'], ["Destrosio monoidrato", 40, 'g']] },
];

/** Seeds the demo catalogue; reuses categories and ingredients that already exist by name. */
export async function seedDemoCatalogo(em: EntityManager, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  const libreria = new Map(LIBRERIA_INGREDIENTI.map((v) => [v.codice, v]));
  const ingredienti = new Map((await em.find(Ingrediente, {})).map((i) => [i.nome, i]));
  for (const d of INGREDIENTI) {
    if (ingredienti.has(d.nome)) continue;
    const voce = libreria.get(d.libreria);
    if (!voce) throw new Error(`Dati dimostrativi: voce di libreria sconosciuta ${d.libreria}`);
    const { libreria: _codice, ...campi } = d;
    const ing = em.create(Ingrediente, { ...campi, ...campiDaLibreria(voce), attivo: true });
    applicaComposizione(ing);
    ingredienti.set(d.nome, ing);
  }
  if (!ingredienti.has(VANIGLIA.nome)) ingredienti.set(VANIGLIA.nome, em.create(Ingrediente, { ...VANIGLIA, allergeniDichiarati: true, attivo: true }));
  const allergeni = new Map((await em.find(Allergene, {})).map((a) => [a.nome, a]));
  // the allergens of the library rows (contains and traces), declared on the demo ingredients
  await em.flush();
  const contengono = new Map<string, Set<string>>();
  const dichiarati = new Set((await em.find(IngredienteAllergene, {}, { populate: ['ingrediente'] })).map((x) => x.ingrediente.id));
  for (const d of INGREDIENTI) {
    const voce = libreria.get(d.libreria)!;
    const ing = ingredienti.get(d.nome)!;
    contengono.set(d.nome, new Set(voce.allergeni));
    if (dichiarati.has(ing.id) || ing.allergeniDichiarati) continue;
    for (const [nomi, tipo] of [[voce.allergeni, 'contiene'], [voce.tracce, 'tracce']] as const) {
      for (const n of nomi) {
        const a = allergeni.get(n);
        if (a) em.create(IngredienteAllergene, { ingrediente: ing, allergene: a, tipo });
        else log.warn(`Dati dimostrativi: allergene sconosciuto ${n}`);
      }
    }
    ing.allergeniDichiarati = true;
  }
  const profili = new Map((await em.find(ProfiloBilanciamento, {})).map((p) => [p.nome, p]));
  const profilo = (nome: string | null | undefined) => (nome ? (profili.get(nome) ?? null) : null);
  const categorie = new Map((await em.find(CategoriaGusto, {})).map((c) => [c.nome, c]));
  for (const { profilo: p, ...d } of CATEGORIE) {
    if (!categorie.has(d.nome)) categorie.set(d.nome, em.create(CategoriaGusto, { ...d, profilo: profilo(p), attivo: true }));
  }
  const esistenti = new Set((await em.find(Gusto, {})).map((g) => g.nome));
  let creati = 0;
  for (const d of GUSTI) {
    if (esistenti.has(d.nome)) continue;
    const g = em.create(Gusto, {
      nome: d.nome,
      descrizione: d.descrizione,
      categoria: categorie.get(d.categoria)!,
      colore: d.colore,
      stagionale: d.stagionale,
      attivo: true,
      noteProduzione: d.noteProduzione,
      profilo: profilo(d.profilo),
    });
    for (const [nome, quantita, unita, ruolo] of d.ricetta) {
      em.create(RigaRicetta, { gusto: g, ingrediente: ingredienti.get(nome)!, quantita, unita, ruolo: ruolo ?? 'base' });
    }
    // manual only what no ingredient of the recipe contains (derived allergens come from the recipe)
    const derivati = new Set(d.ricetta.flatMap(([nome]) => [...(contengono.get(nome) ?? [])]));
    const manuali = d.allergeni.filter((n) => !derivati.has(n));
    const links = manuali.map((n) => allergeni.get(n)).filter((a): a is Allergene => !!a);
    if (links.length < manuali.length) log.warn(`Dati dimostrativi: allergeni mancanti per il gusto ${d.nome}`);
    g.allergeni.set(links);
    creati++;
  }
  await em.flush();
  log.info(`Catalogo dimostrativo: ${INGREDIENTI.length + 1} ingredienti, ${CATEGORIE.length} categorie, ${creati} gusti`);
}
