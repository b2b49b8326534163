import type { UnitaMisura } from '@gelatiere/scienza';
import type { AllergeniIngredienteView } from '../allergeni/allergeni-derivati.view.js';
import type { Ingrediente } from './ingrediente.entity.js';

/**
 * Composition fields of the gelato science (DOMAIN.md), g per 100 g as sold, plus densita (kg/l):
 * camelCase (GraphQL, services) -> snake_case (REST) and the label used in messages. Unknown = null.
 */
export const CAMPI_COMPOSIZIONE = {
  acqua: { rest: 'acqua', etichetta: 'acqua' },
  grassiSaturi: { rest: 'grassi_saturi', etichetta: 'grassi saturi' },
  fibre: { rest: 'fibre', etichetta: 'fibre' },
  slng: { rest: 'slng', etichetta: 'SLNG (solidi magri del latte)' },
  saccarosio: { rest: 'saccarosio', etichetta: 'saccarosio' },
  glucosio: { rest: 'glucosio', etichetta: 'glucosio' },
  fruttosio: { rest: 'fruttosio', etichetta: 'fruttosio' },
  lattosio: { rest: 'lattosio', etichetta: 'lattosio' },
  maltosio: { rest: 'maltosio', etichetta: 'maltosio' },
  alcol: { rest: 'alcol', etichetta: 'alcol' },
  burroCacao: { rest: 'burro_cacao', etichetta: 'burro di cacao' },
  solidiCacao: { rest: 'solidi_cacao', etichetta: 'solidi di cacao' },
  grassiFruttaSecca: { rest: 'grassi_frutta_secca', etichetta: 'grassi della frutta secca' },
  stabilizzanti: { rest: 'stabilizzanti', etichetta: 'stabilizzanti' },
  densita: { rest: 'densita', etichetta: 'densità' },
} as const;
export type CampoComposizione = keyof typeof CAMPI_COMPOSIZIONE;
export type ComposizioneView = Record<CampoComposizione, number | null>;

/** An ingredient as both doors show it. */
export interface IngredienteView extends ComposizioneView {
  id: number;
  nome: string;
  descrizione: string | null;
  costoPerUnita: number;
  unitaMisura: UnitaMisura;
  fornitore: string;
  calorie: number | null;
  carboidrati: number | null;
  zuccheri: number | null;
  grassi: number | null;
  proteine: number | null;
  sale: number | null;
  pac: number | null;
  pod: number | null;
  /** pac/pod derived from the sugar spectrum (DOMAIN.md), not entered */
  pacPodDerivati: boolean;
  /** allergens (issue 12): names of the catalogue; declared = also "none" was said */
  allergeniContiene: string[];
  allergeniTracce: string[];
  allergeniDichiarati: boolean;
  nomeEtichetta: string | null;
  caratterizzante: boolean;
  attivo: boolean;
  createdAt: Date;
}

const num = (x: number | string | null | undefined) => (x === null || x === undefined ? null : Number(x));

function composizioneView(i: Ingrediente): ComposizioneView {
  const out = {} as ComposizioneView;
  for (const k of Object.keys(CAMPI_COMPOSIZIONE) as CampoComposizione[]) out[k] = num(i[k]);
  return out;
}

/** The view of an ingredient; its allergen names come from allergeniDegliIngredienti (one batch). */
export function toIngredienteView(i: Ingrediente, allergeni: AllergeniIngredienteView = { contiene: [], tracce: [] }): IngredienteView {
  return {
    id: i.id,
    nome: i.nome,
    descrizione: i.descrizione ?? null,
    costoPerUnita: Number(i.costoPerUnita),
    unitaMisura: i.unitaMisura,
    fornitore: i.fornitore,
    calorie: num(i.calorie),
    carboidrati: num(i.carboidrati),
    zuccheri: num(i.zuccheri),
    grassi: num(i.grassi),
    proteine: num(i.proteine),
    sale: num(i.sale),
    pac: num(i.pac),
    pod: num(i.pod),
    ...composizioneView(i),
    pacPodDerivati: i.pacPodDerivati,
    allergeniContiene: allergeni.contiene,
    allergeniTracce: allergeni.tracce,
    allergeniDichiarati: i.allergeniDichiarati,
    nomeEtichetta: i.nomeEtichetta ?? null,
    caratterizzante: i.caratterizzante,
    attivo: i.attivo,
    createdAt: i.createdAt,
  };
}

/** REST shape of spec section 3 (snake_case). Ingredients are visible to admin and manager only. */
export function ingredienteToRest(i: IngredienteView) {
  return {
    id: i.id,
    nome: i.nome,
    descrizione: i.descrizione,
    costo_per_unita: i.costoPerUnita,
    unita_misura: i.unitaMisura,
    fornitore: i.fornitore,
    calorie: i.calorie,
    carboidrati: i.carboidrati,
    zuccheri: i.zuccheri,
    grassi: i.grassi,
    proteine: i.proteine,
    sale: i.sale,
    pac: i.pac,
    pod: i.pod,
    ...Object.fromEntries(Object.entries(CAMPI_COMPOSIZIONE).map(([camel, { rest }]) => [rest, i[camel as CampoComposizione]])),
    pac_pod_derivati: i.pacPodDerivati,
    allergeni_contiene: i.allergeniContiene,
    allergeni_tracce: i.allergeniTracce,
    allergeni_dichiarati: i.allergeniDichiarati,
    nome_etichetta: i.nomeEtichetta,
    caratterizzante: i.caratterizzante,
    attivo: i.attivo,
    created_at: i.createdAt.toISOString(),
  };
}

/** Ingredient statistics over a period (spec section 3). */
export interface StatisticaIngredienteView {
  id: number;
  nome: string;
  gustiUtilizzati: number;
  kgProdottiTotali: number;
  quantitaUtilizzataKg: number;
  quantitaUtilizzata: number;
  costoPerUnita: number;
  unitaMisura: UnitaMisura;
  costoTotaleUtilizzato: number;
  costoMedioEffettivo: number;
  fornitore: string;
}

export interface StatisticheIngredientiView {
  periodo: { dataInizio: string; dataFine: string };
  totali: { ingredientiAnalizzati: number; kgTotaliProdotti: number; quantitaTotaleUtilizzata: number; costoTotale: number };
  statistiche: StatisticaIngredienteView[];
}

export function statisticheToRest(s: StatisticheIngredientiView) {
  return {
    periodo: { data_inizio: s.periodo.dataInizio, data_fine: s.periodo.dataFine },
    totali: {
      ingredienti_analizzati: s.totali.ingredientiAnalizzati,
      kg_totali_prodotti: s.totali.kgTotaliProdotti,
      quantita_totale_utilizzata: s.totali.quantitaTotaleUtilizzata,
      costo_totale: s.totali.costoTotale,
    },
    statistiche: s.statistiche.map((r) => ({
      id: r.id,
      nome: r.nome,
      gusti_utilizzati: r.gustiUtilizzati,
      kg_prodotti_totali: r.kgProdottiTotali,
      quantita_utilizzata_kg: r.quantitaUtilizzataKg,
      quantita_utilizzata: r.quantitaUtilizzata,
      costo_per_unita: r.costoPerUnita,
      unita_misura: r.unitaMisura,
      costo_totale_utilizzato: r.costoTotaleUtilizzato,
      costo_medio_effettivo: r.costoMedioEffettivo,
      fornitore: r.fornitore,
    })),
  };
}
