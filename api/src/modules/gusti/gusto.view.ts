import type { UnitaMisura } from '@gelatiere/scienza';
import { allergeniGustoToRest, type AllergeniGustoView } from '../allergeni/allergeni-derivati.view.js';
import type { CategoriaGustoView } from '../categorie/categoria.view.js';

/** Nutrition table per 100 g of mix. */
export interface NutrizioneView {
  kcal: number;
  carboidrati: number;
  zuccheri: number;
  grassi: number;
  proteine: number;
  sale: number;
}

/** A flavour with its values computed in SQL (gusto.sql.ts); recipe and allergens come from loaders. */
export interface GustoView {
  id: number;
  nome: string;
  descrizione: string | null;
  categoriaId: number;
  categoria: CategoriaGustoView;
  colore: string;
  stagionale: boolean;
  attivo: boolean;
  noteProduzione: string | null;
  /** balancing profile of the flavour (null = its category's, else the default one) */
  profiloId: number | null;
  createdAt: Date;
  /** current recipe version (1, 2, …; recipe versions) */
  versione: number;
  /** euro per kg of mix */
  foodCost: number;
  /** grams of sucrose equivalent in the batch as written */
  pac: number;
  pod: number;
  /** the same per kg of mix */
  pacKg: number;
  podKg: number;
  /** batch mass in kg (a volume × the ingredient's densita; pieces have no mass) */
  massaKg: number;
  /** kcal per 100 g */
  kcal: number;
  nutrizione: NutrizioneView;
}

export interface RigaRicettaView {
  id: number;
  gustoId: number;
  ingredienteId: number;
  /** ingredient name */
  nome: string;
  quantita: number;
  unita: UnitaMisura;
  /** the ingredient's own unit */
  unitaMisura: UnitaMisura;
  ingredienteAttivo: boolean;
}

/**
 * REST shape (spec section 3): ingredienti as JSON text, allergeni as names joined by ', ', categoria
 * as the category name; plus pac_kg, pod_kg, massa_kg and nutrizione. food_cost only when the caller
 * may see costs.
 */
export function gustoToRest(g: GustoView, righe: RigaRicettaView[], dettaglioAllergeni: AllergeniGustoView, conCosti: boolean) {
  const allergeni = dettaglioAllergeni.allergeni;
  return {
    id: g.id,
    nome: g.nome,
    descrizione: g.descrizione,
    categoria: g.categoria.nome,
    categoria_id: g.categoriaId,
    categoria_colore: g.categoria.colore,
    colore: g.colore,
    ingredienti: JSON.stringify(righe.map((r) => ({ ingrediente_id: r.ingredienteId, nome: r.nome, quantita: r.quantita, unita: r.unita }))),
    allergeni: allergeni.map((a) => a.nome).join(', '),
    allergeni_ids: allergeni.map((a) => a.id),
    ...allergeniGustoToRest(dettaglioAllergeni),
    stagionale: g.stagionale,
    attivo: g.attivo,
    note_produzione: g.noteProduzione,
    profilo_id: g.profiloId,
    versione: g.versione,
    ...(conCosti ? { food_cost: g.foodCost } : {}),
    pac: g.pac,
    pod: g.pod,
    kcal: g.kcal,
    pac_kg: g.pacKg,
    pod_kg: g.podKg,
    massa_kg: g.massaKg,
    nutrizione: g.nutrizione,
    created_at: g.createdAt.toISOString(),
  };
}
