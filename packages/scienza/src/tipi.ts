/**
 * Public shapes of the science core (snake_case keys = the REST shape of issue 11).
 * Every figure is per 100 g of mix unless said otherwise; masses are kg.
 */
import type { Unita } from './unita.js';

/** Grams per 100 g of the ingredient as sold (wet basis); null = unknown (never 0 for unknown). */
export interface ComposizioneIngrediente {
  acqua: number | null;
  grassi: number | null;
  grassi_saturi: number | null;
  proteine: number | null;
  carboidrati: number | null;
  zuccheri: number | null;
  fibre: number | null;
  sale: number | null;
  calorie: number | null;
  slng: number | null;
  saccarosio: number | null;
  glucosio: number | null;
  fruttosio: number | null;
  lattosio: number | null;
  maltosio: number | null;
  alcol: number | null;
  burro_cacao: number | null;
  solidi_cacao: number | null;
  grassi_frutta_secca: number | null;
  stabilizzanti: number | null;
  /** kg/l; null = 1.000 */
  densita: number | null;
  /** glucose syrups, dried syrups, maltodextrins: g of their carbohydrate solids per 100 g as sold */
  sciroppo_glucosio?: number | null;
  /** dextrose equivalent (1–99) of those solids */
  de?: number | null;
  eritritolo?: number | null;
  maltitolo?: number | null;
  sorbitolo?: number | null;
  /** a sugar (counts in zuccheri), with its own PAC/POD */
  trealosio?: number | null;
  /** fibres (also inside `fibre` when entered in the nutrition) */
  inulina?: number | null;
  polidestrosio?: number | null;
  /** intense sweeteners: POD only */
  sucralosio?: number | null;
  glicosidi_steviolo?: number | null;
  /** entered coefficients (g of sucrose equivalent per 100 g as sold), used when no sugar spectrum is given */
  pac: number | null;
  pod: number | null;
}

export interface IngredienteScienza extends ComposizioneIngrediente {
  id: number;
  nome: string;
  unita_misura: Unita;
  /** euro per `unita_misura` */
  costo_per_unita: number;
  /** a piece ingredient's mass per piece (g); null/absent = pieces have no mass */
  peso_pezzo_g?: number | null;
}

export const RUOLI_RIGA = ['base', 'variegato', 'inclusione'] as const;
/** base (default): the mix; variegato (sauces, ripples) and inclusione (chips, nuts…) are added after churning. */
export type RuoloRiga = (typeof RUOLI_RIGA)[number];

export interface RigaRicetta {
  ingrediente_id: number;
  quantita: number;
  unita: Unita;
  /** default base */
  ruolo?: RuoloRiga;
}

export const CHIAVI_MIX = [
  'acqua',
  'solidi_totali',
  'grassi',
  'grassi_saturi',
  'slng',
  'zuccheri',
  'saccarosio',
  'glucosio',
  'fruttosio',
  'lattosio',
  'maltosio',
  'proteine',
  'fibre',
  'alcol',
  'sale',
  /** salt of the ingredients without milk solids (added salt) */
  'sale_aggiunto',
  /** eritritolo + maltitolo + sorbitolo */
  'polioli',
  'stabilizzanti',
  'altri_solidi',
] as const;
export type ChiaveMix = (typeof CHIAVI_MIX)[number];
/** Mix composition, g per 100 g of mix. */
export type Composizione = Record<ChiaveMix, number>;

/** Keys a profile may hold a range for, besides `temperatura_servizio`. */
export const CHIAVI_OBIETTIVO = [...CHIAVI_MIX, 'pod', 'pac_totale', 'abs_pac', 'hf', 'quota_destrosio', 'quota_fruttosio'] as const;
/** Shares of the added sugars (zuccheri − lattosio), %: dextrose (glucosio) and fructose. */
export const CHIAVI_QUOTA = { quota_destrosio: 'glucosio', quota_fruttosio: 'fruttosio' } as const;
export type ChiaveObiettivo = (typeof CHIAVI_OBIETTIVO)[number];

/** A closed range; a null end is open. */
export interface Intervallo {
  min: number | null;
  max: number | null;
}

export type Obiettivi = Partial<Record<ChiaveObiettivo, Intervallo>>;

export interface ProfiloBilanciamento {
  id?: number;
  nome: string;
  obiettivi: Obiettivi;
  /** °C */
  temperatura_servizio: Intervallo | null;
}

export type Esito = 'ok' | 'basso' | 'alto';

export interface Controllo {
  /** a ChiaveObiettivo, 'temperatura_servizio' or CHIAVE_LATTOSIO */
  chiave: string;
  valore: number;
  min: number | null;
  max: number | null;
  esito: Esito;
}

export interface PuntoCurva {
  /** % of the water frozen, 0..99 */
  x: number;
  /** °C, T(x) */
  temperatura: number;
  /** °C, T_h(x) (with the hardening factor) */
  temperatura_durezza: number;
}

export interface DurezzaVetrina {
  punto_vendita_id: number | null;
  /** the display case's temperature, °C */
  temperatura: number;
  /** % of water frozen at that temperature (where T_h crosses it); null when T_h never reaches it in 0..99 */
  percentuale: number | null;
}

export interface Copertura {
  /** % of the mass whose ingredients have a known `acqua` (100 when M = 0) */
  percentuale: number;
  ingredienti_senza_composizione: { id: number; nome: string }[];
}

export interface Analisi {
  massa_kg: number;
  composizione: Composizione;
  pac_totale: number;
  pac_sali_latte: number;
  hf: number;
  pod: number;
  abs_pac: number;
  punto_congelamento: number;
  temperatura_servizio: number;
  durezza_vetrina: DurezzaVetrina;
  densita_mix: number;
  copertura: Copertura;
  /** 100 points, x = 0..99 */
  curva: PuntoCurva[];
  /** every profile target, temperatura_servizio (when the profile has it) and the lactose check */
  controlli: Controllo[];
  profilo: ProfiloBilanciamento | null;
  /** euro per kg of mix: Σ q_i × costo_i / M, 0 when M = 0 */
  food_cost: number;
}

export interface OpzioniAnalisi {
  /** °C, default −12 */
  temperatura_vetrina?: number;
  punto_vendita_id?: number | null;
  profilo?: ProfiloBilanciamento | null;
}

export interface RigaBilanciamento extends RigaRicetta {
  /** the line keeps its quantity */
  bloccata?: boolean;
  /** the line is free of its identity bounds (±30 % of its share) */
  libera?: boolean;
  /** a characterising line never goes below its current share */
  caratterizzante?: boolean;
  /** in the line's unit */
  min?: number;
  /** in the line's unit */
  max?: number;
}

export interface CandidatoBilanciamento {
  ingrediente_id: number;
  /** upper bound in the candidate's default recipe unit (g for kg ingredients, ml for l, pz); none = free */
  max?: number;
}

export interface RichiestaBilanciamento {
  righe: RigaBilanciamento[];
  /** target batch mass, kg; default the current mass */
  massa_kg?: number;
  obiettivi: Obiettivi;
  temperatura_servizio?: Intervallo | null;
  obiettivo: 'costo_minimo' | 'modifica_minima';
  candidati?: CandidatoBilanciamento[];
  temperatura_vetrina?: number;
  /** the flavour's name: lines whose ingredient it names are characterising */
  nome_gusto?: string;
}

export interface ObiettivoMancato {
  chiave: string;
  valore: number;
  min: number | null;
  max: number | null;
  /** how far `valore` is outside [min, max] (always > 0; same unit as the key) */
  scarto: number;
}

export interface RisultatoBilanciamento {
  fattibile: boolean;
  /** same units as sent, rounded to 0.1 g / 0.1 ml (pz kept as sent); candidates used appended */
  righe: RigaRicetta[];
  analisi: Analisi;
  food_cost: number;
  obiettivi_mancati: ObiettivoMancato[];
  /** the constraints binding at the optimum, in Italian */
  vincoli_attivi: VincoloAttivo[];
}

export interface VincoloAttivo {
  /** e.g. riga_3_min, solidi_totali_max, lattosio_hyde_rothwell */
  chiave: string;
  /** plain Italian, e.g. "Limoni al minimo: 25 %" */
  descrizione: string;
}
