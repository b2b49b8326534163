import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitaMisura } from '@gelatiere/scienza';
import { Allergene } from '../../modules/allergeni/allergene.entity.js';
import { CategoriaGusto } from '../../modules/categorie/categoria.entity.js';
import { Gusto, RigaRicetta } from '../../modules/gusti/gusto.entity.js';
import { Ingrediente } from '../../modules/ingredienti/ingrediente.entity.js';

/*
 * Demo catalogue (DEMO_DATA=true): about 30 ingredients with real nutrition per 100 g, plausible
 * wholesale costs and PAC/POD per 100 g on the sucrose = 100 scale (sucrose 100/100, dextrose 190/70,
 * glucose syrup DE40 90/50, invert sugar 190/130, lactose-bearing dairy = lactose x 1 / x 0.16,
 * fruit from its glucose/fructose/sucrose, salt 590/0), 6 categories and 22 classic flavours with
 * ~1 kg balanced recipes: milk gelato PAC about 240-290 per kg, fruit gelato and sorbets about 300-340.
 */

interface IngredienteDemo {
  nome: string;
  unitaMisura: UnitaMisura;
  costoPerUnita: number;
  calorie: number;
  carboidrati: number;
  zuccheri: number;
  grassi: number;
  proteine: number;
  sale: number;
  pac: number;
  pod: number;
  fornitore: string;
  descrizione: string;
}

interface CategoriaDemo {
  nome: string;
  descrizione: string;
  colore: string;
  ordine: number;
}

interface GustoDemo {
  nome: string;
  categoria: string;
  colore: string;
  stagionale: boolean;
  allergeni: string[];
  descrizione: string;
  noteProduzione: string;
  ricetta: [ingrediente: string, quantita: number, unita: UnitaMisura][];
}

/** Generated catalogue data (see the comment at the top of this file). */
const INGREDIENTI: IngredienteDemo[] = [
  { nome: "Latte intero", unitaMisura: 'l', costoPerUnita: 1.15, calorie: 64, carboidrati: 4.8, zuccheri: 4.8, grassi: 3.6, proteine: 3.3, sale: 0.1, pac: 4.8, pod: 0.8, fornitore: "Latteria Sociale Val Padana", descrizione: "Latte fresco pastorizzato 3,6% di grassi" },
  { nome: "Panna fresca 35%", unitaMisura: 'l', costoPerUnita: 4.2, calorie: 337, carboidrati: 3.0, zuccheri: 3.0, grassi: 35, proteine: 2.1, sale: 0.08, pac: 3.0, pod: 0.5, fornitore: "Latteria Sociale Val Padana", descrizione: "Panna fresca da centrifuga, 35% di grassi" },
  { nome: "Latte magro in polvere", unitaMisura: 'kg', costoPerUnita: 4.5, calorie: 360, carboidrati: 52, zuccheri: 52, grassi: 1.0, proteine: 35, sale: 1.3, pac: 52, pod: 8.3, fornitore: "Dairy Italia Srl", descrizione: "Latte scremato in polvere spray" },
  { nome: "Yogurt intero", unitaMisura: 'kg', costoPerUnita: 2.6, calorie: 61, carboidrati: 4.7, zuccheri: 4.7, grassi: 3.3, proteine: 3.5, sale: 0.12, pac: 4.7, pod: 0.8, fornitore: "Latteria Sociale Val Padana", descrizione: "Yogurt bianco intero, fermenti vivi" },
  { nome: "Mascarpone", unitaMisura: 'kg', costoPerUnita: 8.5, calorie: 429, carboidrati: 4.8, zuccheri: 4.8, grassi: 44, proteine: 4.6, sale: 0.1, pac: 4.8, pod: 0.8, fornitore: "Caseificio Lombardo", descrizione: "Mascarpone fresco" },
  { nome: "Tuorlo d'uovo pastorizzato", unitaMisura: 'kg', costoPerUnita: 7.5, calorie: 322, carboidrati: 3.6, zuccheri: 0.6, grassi: 26.5, proteine: 15.9, sale: 0.12, pac: 0, pod: 0, fornitore: "Ovoprodotti Veneti", descrizione: "Tuorlo liquido pastorizzato refrigerato" },
  { nome: "Saccarosio", unitaMisura: 'kg', costoPerUnita: 1.1, calorie: 400, carboidrati: 100, zuccheri: 100, grassi: 0, proteine: 0, sale: 0, pac: 100, pod: 100, fornitore: "Zuccheri Italia", descrizione: "Zucchero semolato di barbabietola" },
  { nome: "Destrosio", unitaMisura: 'kg', costoPerUnita: 1.9, calorie: 365, carboidrati: 92, zuccheri: 92, grassi: 0, proteine: 0, sale: 0, pac: 190, pod: 70, fornitore: "Zuccheri Italia", descrizione: "Destrosio monoidrato" },
  { nome: "Sciroppo di glucosio DE40", unitaMisura: 'kg', costoPerUnita: 1.8, calorie: 316, carboidrati: 79, zuccheri: 32, grassi: 0, proteine: 0, sale: 0, pac: 90, pod: 50, fornitore: "Zuccheri Italia", descrizione: "Sciroppo di glucosio 80% secco, DE 40" },
  { nome: "Zucchero invertito", unitaMisura: 'kg', costoPerUnita: 2.6, calorie: 300, carboidrati: 75, zuccheri: 75, grassi: 0, proteine: 0, sale: 0, pac: 190, pod: 130, fornitore: "Zuccheri Italia", descrizione: "Sciroppo di zucchero invertito 75% secco" },
  { nome: "Cacao in polvere 22/24", unitaMisura: 'kg', costoPerUnita: 9.8, calorie: 228, carboidrati: 58, zuccheri: 1.8, grassi: 13.7, proteine: 19.6, sale: 0.05, pac: 0, pod: 0, fornitore: "Cacao & Co.", descrizione: "Cacao amaro in polvere, 22-24% burro di cacao" },
  { nome: "Cioccolato fondente 70%", unitaMisura: 'kg', costoPerUnita: 11.5, calorie: 598, carboidrati: 46, zuccheri: 29, grassi: 43, proteine: 7.8, sale: 0.05, pac: 29, pod: 29, fornitore: "Cacao & Co.", descrizione: "Copertura fondente 70% in gocce" },
  { nome: "Cioccolato per stracciatella", unitaMisura: 'kg', costoPerUnita: 9.5, calorie: 560, carboidrati: 50, zuccheri: 45, grassi: 38, proteine: 5, sale: 0.05, pac: 45, pod: 45, fornitore: "Cacao & Co.", descrizione: "Cioccolato fluido per stracciatella, aggiunto a fine mantecazione" },
  { nome: "Pasta di nocciola Piemonte IGP", unitaMisura: 'kg', costoPerUnita: 19.0, calorie: 646, carboidrati: 17, zuccheri: 4.3, grassi: 61, proteine: 15, sale: 0, pac: 4, pod: 4, fornitore: "Nocciole delle Langhe", descrizione: "Pasta pura di nocciole tostate, 100%" },
  { nome: "Pasta di pistacchio pura", unitaMisura: 'kg', costoPerUnita: 34.0, calorie: 560, carboidrati: 28, zuccheri: 7.7, grassi: 45, proteine: 20, sale: 0, pac: 8, pod: 8, fornitore: "Pistacchi di Bronte Srl", descrizione: "Pasta pura di pistacchio, 100%" },
  { nome: "Fragole", unitaMisura: 'kg', costoPerUnita: 4.5, calorie: 32, carboidrati: 7.7, zuccheri: 4.9, grassi: 0.3, proteine: 0.7, sale: 0, pac: 8.9, pod: 6.0, fornitore: "Ortofrutta Rossi", descrizione: "Fragole fresche mondate" },
  { nome: "Limoni", unitaMisura: 'kg', costoPerUnita: 2.2, calorie: 29, carboidrati: 9.3, zuccheri: 2.5, grassi: 0.3, proteine: 1.1, sale: 0, pac: 4.5, pod: 2.5, fornitore: "Agrumi di Sicilia", descrizione: "Limoni di Sicilia non trattati (scorza)" },
  { nome: "Succo di limone", unitaMisura: 'l', costoPerUnita: 2.8, calorie: 22, carboidrati: 6.9, zuccheri: 2.5, grassi: 0.2, proteine: 0.4, sale: 0, pac: 4.5, pod: 2.5, fornitore: "Agrumi di Sicilia", descrizione: "Succo fresco spremuto" },
  { nome: "Banane", unitaMisura: 'kg', costoPerUnita: 1.9, calorie: 89, carboidrati: 22.8, zuccheri: 12.2, grassi: 0.3, proteine: 1.1, sale: 0, pac: 21, pod: 14, fornitore: "Ortofrutta Rossi", descrizione: "Banane mature sbucciate" },
  { nome: "Polpa di mango", unitaMisura: 'kg', costoPerUnita: 4.8, calorie: 60, carboidrati: 15, zuccheri: 13.7, grassi: 0.4, proteine: 0.8, sale: 0, pac: 19.7, pod: 16.4, fornitore: "Frutta Esotica Import", descrizione: "Polpa di mango Alphonso" },
  { nome: "Frutti di bosco", unitaMisura: 'kg', costoPerUnita: 6.5, calorie: 45, carboidrati: 10, zuccheri: 6.5, grassi: 0.3, proteine: 1.0, sale: 0, pac: 11, pod: 8, fornitore: "Ortofrutta Rossi", descrizione: "Mix surgelato: lamponi, mirtilli, more, ribes" },
  { nome: "Amarene sciroppate", unitaMisura: 'kg', costoPerUnita: 9.0, calorie: 250, carboidrati: 60, zuccheri: 55, grassi: 0.1, proteine: 0.5, sale: 0, pac: 70, pod: 60, fornitore: "Frutta Candita Emiliana", descrizione: "Amarene intere in sciroppo per variegatura" },
  { nome: "Cocco grattugiato", unitaMisura: 'kg', costoPerUnita: 7.5, calorie: 660, carboidrati: 24, zuccheri: 7.4, grassi: 64, proteine: 6.9, sale: 0.04, pac: 7.4, pod: 7.4, fornitore: "Frutta Esotica Import", descrizione: "Cocco disidratato rapè" },
  { nome: "Caffè espresso", unitaMisura: 'l', costoPerUnita: 6.0, calorie: 9, carboidrati: 1.7, zuccheri: 0, grassi: 0.2, proteine: 0.1, sale: 0, pac: 0, pod: 0, fornitore: "Torrefazione Trieste", descrizione: "Espresso ristretto preparato al momento" },
  { nome: "Savoiardi", unitaMisura: 'kg', costoPerUnita: 6.8, calorie: 386, carboidrati: 77, zuccheri: 35, grassi: 3.8, proteine: 8.8, sale: 0.3, pac: 35, pod: 35, fornitore: "Biscottificio Piemontese", descrizione: "Biscotti savoiardi (glutine, uova)" },
  { nome: "Menta piperita fresca", unitaMisura: 'kg', costoPerUnita: 20.0, calorie: 44, carboidrati: 8, zuccheri: 0, grassi: 0.7, proteine: 3.8, sale: 0, pac: 0, pod: 0, fornitore: "Erbe Aromatiche Pancalieri", descrizione: "Foglie fresche per infusione" },
  { nome: "Bacca di vaniglia Bourbon", unitaMisura: 'pz', costoPerUnita: 2.8, calorie: 288, carboidrati: 13, zuccheri: 13, grassi: 0.1, proteine: 0.1, sale: 0, pac: 0, pod: 0, fornitore: "Spezie del Mondo", descrizione: "Bacca intera di vaniglia Bourbon del Madagascar" },
  { nome: "Stabilizzante neutro", unitaMisura: 'kg', costoPerUnita: 18.0, calorie: 200, carboidrati: 80, zuccheri: 0, grassi: 0, proteine: 1.0, sale: 0.5, pac: 0, pod: 0, fornitore: "Dairy Italia Srl", descrizione: "Miscela di farina di semi di carrube e guar, 5 g/kg" },
  { nome: "Sale fino", unitaMisura: 'kg', costoPerUnita: 0.6, calorie: 0, carboidrati: 0, zuccheri: 0, grassi: 0, proteine: 0, sale: 100, pac: 590, pod: 0, fornitore: "Saline di Trapani", descrizione: "Sale marino fino" },
  { nome: "Acqua", unitaMisura: 'l', costoPerUnita: 0.002, calorie: 0, carboidrati: 0, zuccheri: 0, grassi: 0, proteine: 0, sale: 0, pac: 0, pod: 0, fornitore: "Acquedotto comunale", descrizione: "Acqua potabile microfiltrata" },
];

const CATEGORIE: CategoriaDemo[] = [
  { nome: 'Creme', descrizione: "Gelati a base di latte e crema", colore: '#F5DEB3', ordine: 1 },
  { nome: 'Cioccolati', descrizione: "Gusti al cioccolato e al cacao", colore: '#8B4513', ordine: 2 },
  { nome: 'Frutta', descrizione: "Gusti alla frutta", colore: '#FF6F61', ordine: 3 },
  { nome: 'Sorbetti', descrizione: "Sorbetti senza latte", colore: '#FFE66D', ordine: 4 },
  { nome: 'Speciali', descrizione: "Gusti speciali della casa", colore: '#9B59B6', ordine: 5 },
  { nome: 'Stagionali', descrizione: "Gusti disponibili solo in stagione", colore: '#2ECC71', ordine: 6 },
];

const GUSTI: GustoDemo[] = [
  { nome: "Fiordilatte", categoria: 'Creme', colore: '#FFFDF5', stagionale: false, allergeni: ["Latte"], descrizione: "Il gusto del latte fresco, senza aromi", noteProduzione: "Pastorizzare a 85 °C, maturare 4 ore a 4 °C", ricetta: [["Latte intero", 650, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 130, 'g'], ["Destrosio", 30, 'g'], ["Stabilizzante neutro", 5, 'g']] },
  { nome: "Crema", categoria: 'Creme', colore: '#F3E5AB', stagionale: false, allergeni: ["Latte", "Uova"], descrizione: "Crema all'uovo con scorza di limone", noteProduzione: "Pastorizzare a 85 °C; scorza di limone in infusione", ricetta: [["Latte intero", 580, 'ml'], ["Panna fresca 35%", 120, 'ml'], ["Latte magro in polvere", 35, 'g'], ["Saccarosio", 140, 'g'], ["Destrosio", 30, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Tuorlo d'uovo pastorizzato", 70, 'g'], ["Limoni", 5, 'g']] },
  { nome: "Vaniglia", categoria: 'Creme', colore: '#F7E7B4', stagionale: false, allergeni: ["Latte", "Uova"], descrizione: "Vaniglia Bourbon in bacca", noteProduzione: "Infondere le bacche aperte durante la pastorizzazione", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 140, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 130, 'g'], ["Destrosio", 30, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Tuorlo d'uovo pastorizzato", 40, 'g'], ["Bacca di vaniglia Bourbon", 1, 'pz']] },
  { nome: "Stracciatella", categoria: 'Creme', colore: '#F5F0E6', stagionale: false, allergeni: ["Latte", "Soia"], descrizione: "Fiordilatte con scaglie di cioccolato", noteProduzione: "Versare il cioccolato fuso a filo a fine mantecazione", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 130, 'g'], ["Destrosio", 30, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Cioccolato per stracciatella", 80, 'g']] },
  { nome: "Caffè", categoria: 'Creme', colore: '#6F4E37', stagionale: false, allergeni: ["Latte"], descrizione: "Crema al caffè espresso", noteProduzione: "Espresso ristretto freddo aggiunto alla miscela", ricetta: [["Latte intero", 560, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 135, 'g'], ["Destrosio", 30, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Caffè espresso", 80, 'ml']] },
  { nome: "Yogurt", categoria: 'Creme', colore: '#FAFAFA', stagionale: false, allergeni: ["Latte"], descrizione: "Yogurt intero cremoso", noteProduzione: "Aggiungere lo yogurt a freddo, dopo la pastorizzazione", ricetta: [["Yogurt intero", 500, 'g'], ["Latte intero", 220, 'ml'], ["Panna fresca 35%", 100, 'ml'], ["Latte magro in polvere", 25, 'g'], ["Saccarosio", 120, 'g'], ["Destrosio", 40, 'g'], ["Stabilizzante neutro", 5, 'g']] },
  { nome: "Tiramisù", categoria: 'Speciali', colore: '#C8A27A', stagionale: false, allergeni: ["Latte", "Uova", "Glutine"], descrizione: "Mascarpone, caffè e savoiardi", noteProduzione: "Savoiardi inzuppati al caffè a strati; spolverare di cacao", ricetta: [["Latte intero", 470, 'ml'], ["Panna fresca 35%", 60, 'ml'], ["Latte magro in polvere", 30, 'g'], ["Saccarosio", 130, 'g'], ["Destrosio", 35, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Mascarpone", 120, 'g'], ["Tuorlo d'uovo pastorizzato", 30, 'g'], ["Caffè espresso", 40, 'ml'], ["Savoiardi", 40, 'g'], ["Cacao in polvere 22/24", 5, 'g']] },
  { nome: "Cioccolato", categoria: 'Cioccolati', colore: '#5D3A1A', stagionale: false, allergeni: ["Latte"], descrizione: "Cioccolato al latte cremoso con cacao", noteProduzione: "Sciogliere il cacao nel latte caldo", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 80, 'ml'], ["Latte magro in polvere", 30, 'g'], ["Saccarosio", 140, 'g'], ["Destrosio", 40, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Cacao in polvere 22/24", 70, 'g']] },
  { nome: "Cioccolato fondente", categoria: 'Cioccolati', colore: '#3B2314', stagionale: false, allergeni: ["Latte", "Soia"], descrizione: "Fondente extra 70% con un pizzico di sale", noteProduzione: "Fondere il cioccolato a 45 °C, emulsionare con il mixer", ricetta: [["Latte intero", 560, 'ml'], ["Latte magro in polvere", 25, 'g'], ["Cacao in polvere 22/24", 50, 'g'], ["Cioccolato fondente 70%", 90, 'g'], ["Saccarosio", 125, 'g'], ["Destrosio", 40, 'g'], ["Stabilizzante neutro", 4, 'g'], ["Sale fino", 0.5, 'g']] },
  { nome: "Bacio", categoria: 'Cioccolati', colore: '#6B4226', stagionale: false, allergeni: ["Latte", "Frutta a guscio", "Soia"], descrizione: "Cioccolato e nocciola", noteProduzione: "Variegare con granella di nocciole", ricetta: [["Latte intero", 560, 'ml'], ["Panna fresca 35%", 80, 'ml'], ["Latte magro in polvere", 30, 'g'], ["Saccarosio", 145, 'g'], ["Destrosio", 35, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Cacao in polvere 22/24", 40, 'g'], ["Pasta di nocciola Piemonte IGP", 60, 'g']] },
  { nome: "Nocciola", categoria: 'Creme', colore: '#A67B5B', stagionale: false, allergeni: ["Latte", "Frutta a guscio"], descrizione: "Nocciola Piemonte IGP tostata", noteProduzione: "Pasta pura di Nocciola Piemonte IGP al 11%", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 60, 'ml'], ["Latte magro in polvere", 35, 'g'], ["Saccarosio", 135, 'g'], ["Destrosio", 40, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Pasta di nocciola Piemonte IGP", 110, 'g']] },
  { nome: "Pistacchio", categoria: 'Creme', colore: '#93C572', stagionale: false, allergeni: ["Latte", "Frutta a guscio"], descrizione: "Pistacchio di Bronte", noteProduzione: "Pasta pura di pistacchio di Bronte al 10%", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 60, 'ml'], ["Latte magro in polvere", 35, 'g'], ["Saccarosio", 135, 'g'], ["Destrosio", 40, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Pasta di pistacchio pura", 100, 'g']] },
  { nome: "Cocco", categoria: 'Speciali', colore: '#FFF8E7', stagionale: false, allergeni: ["Latte"], descrizione: "Crema al cocco rapè", noteProduzione: "Idratare il cocco nel latte caldo per 30 minuti", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 80, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 135, 'g'], ["Destrosio", 40, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Cocco grattugiato", 80, 'g']] },
  { nome: "Menta", categoria: 'Speciali', colore: '#98FF98', stagionale: true, allergeni: ["Latte", "Soia"], descrizione: "Menta fresca con scaglie di cioccolato", noteProduzione: "Infusione a freddo delle foglie per 12 ore, poi filtrare", ricetta: [["Latte intero", 620, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 130, 'g'], ["Destrosio", 30, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Menta piperita fresca", 15, 'g'], ["Cioccolato per stracciatella", 50, 'g']] },
  { nome: "Amarena", categoria: 'Speciali', colore: '#7B1E3A', stagionale: false, allergeni: ["Latte"], descrizione: "Fiordilatte variegato all'amarena", noteProduzione: "Variegare con le amarene a fine mantecazione", ricetta: [["Latte intero", 600, 'ml'], ["Panna fresca 35%", 150, 'ml'], ["Latte magro in polvere", 40, 'g'], ["Saccarosio", 105, 'g'], ["Destrosio", 30, 'g'], ["Stabilizzante neutro", 5, 'g'], ["Amarene sciroppate", 120, 'g']] },
  { nome: "Fragola", categoria: 'Frutta', colore: '#FC5A8D', stagionale: true, allergeni: [], descrizione: "Fragole fresche, senza latte", noteProduzione: "Frullare le fragole fresche con il limone", ricetta: [["Fragole", 500, 'g'], ["Acqua", 250, 'ml'], ["Saccarosio", 170, 'g'], ["Destrosio", 60, 'g'], ["Succo di limone", 20, 'ml'], ["Stabilizzante neutro", 4, 'g']] },
  { nome: "Banana", categoria: 'Frutta', colore: '#FFE135', stagionale: false, allergeni: ["Latte"], descrizione: "Banana al latte", noteProduzione: "Frullare le banane al momento con il succo di limone", ricetta: [["Banane", 400, 'g'], ["Latte intero", 380, 'ml'], ["Saccarosio", 130, 'g'], ["Destrosio", 35, 'g'], ["Succo di limone", 15, 'ml'], ["Stabilizzante neutro", 4, 'g']] },
  { nome: "Mango", categoria: 'Frutta', colore: '#FFB347', stagionale: true, allergeni: [], descrizione: "Mango Alphonso", noteProduzione: "Polpa di mango Alphonso, senza latte", ricetta: [["Polpa di mango", 500, 'g'], ["Acqua", 250, 'ml'], ["Saccarosio", 140, 'g'], ["Destrosio", 45, 'g'], ["Succo di limone", 15, 'ml'], ["Stabilizzante neutro", 4, 'g']] },
  { nome: "Frutti di bosco", categoria: 'Frutta', colore: '#8E4585', stagionale: true, allergeni: [], descrizione: "Lamponi, mirtilli, more e ribes", noteProduzione: "Frullare e passare al setaccio per togliere i semi", ricetta: [["Frutti di bosco", 450, 'g'], ["Acqua", 280, 'ml'], ["Saccarosio", 170, 'g'], ["Destrosio", 55, 'g'], ["Succo di limone", 15, 'ml'], ["Stabilizzante neutro", 4, 'g']] },
  { nome: "Limone", categoria: 'Sorbetti', colore: '#FFF44F', stagionale: false, allergeni: [], descrizione: "Sorbetto al limone di Sicilia", noteProduzione: "Infondere la scorza nello sciroppo caldo e filtrare", ricetta: [["Acqua", 530, 'ml'], ["Succo di limone", 200, 'ml'], ["Saccarosio", 200, 'g'], ["Destrosio", 60, 'g'], ["Limoni", 5, 'g'], ["Stabilizzante neutro", 5, 'g']] },
  { nome: "Sorbetto al cioccolato", categoria: 'Sorbetti', colore: '#4A2C2A', stagionale: false, allergeni: [], descrizione: "Cioccolato senza latte", noteProduzione: "Senza latte: adatto ai vegani", ricetta: [["Acqua", 620, 'ml'], ["Cacao in polvere 22/24", 80, 'g'], ["Saccarosio", 190, 'g'], ["Destrosio", 60, 'g'], ["Sciroppo di glucosio DE40", 20, 'g'], ["Stabilizzante neutro", 4, 'g']] },
  { nome: "Caffè granita", categoria: 'Stagionali', colore: '#4B3621', stagionale: true, allergeni: [], descrizione: "Sorbetto estivo al caffè", noteProduzione: "Mantecare poco: consistenza granulosa", ricetta: [["Caffè espresso", 500, 'ml'], ["Acqua", 270, 'ml'], ["Saccarosio", 190, 'g'], ["Destrosio", 40, 'g']] },
];

/** Seeds the demo catalogue; reuses categories and ingredients that already exist by name. */
export async function seedDemoCatalogo(em: EntityManager, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  const ingredienti = new Map((await em.find(Ingrediente, {})).map((i) => [i.nome, i]));
  for (const d of INGREDIENTI) {
    if (!ingredienti.has(d.nome)) ingredienti.set(d.nome, em.create(Ingrediente, { ...d, attivo: true }));
  }
  const categorie = new Map((await em.find(CategoriaGusto, {})).map((c) => [c.nome, c]));
  for (const d of CATEGORIE) {
    if (!categorie.has(d.nome)) categorie.set(d.nome, em.create(CategoriaGusto, { ...d, attivo: true }));
  }
  const allergeni = new Map((await em.find(Allergene, {})).map((a) => [a.nome, a]));
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
    });
    for (const [nome, quantita, unita] of d.ricetta) {
      em.create(RigaRicetta, { gusto: g, ingrediente: ingredienti.get(nome)!, quantita, unita });
    }
    const links = d.allergeni.map((n) => allergeni.get(n)).filter((a): a is Allergene => !!a);
    if (links.length < d.allergeni.length) log.warn(`Dati dimostrativi: allergeni mancanti per il gusto ${d.nome}`);
    g.allergeni.set(links);
    creati++;
  }
  await em.flush();
  log.info(`Catalogo dimostrativo: ${INGREDIENTI.length} ingredienti, ${CATEGORIE.length} categorie, ${creati} gusti`);
}
