import type { AllergeneView } from './allergene.view.js';
import type { TipoAllergeneIngrediente } from './allergeni-derivati.entity.js';

/** An ingredient's declared allergens, by name. */
export interface AllergeniIngredienteView {
  contiene: string[];
  tracce: string[];
}

/** Why a flavour has an allergen (or a trace): the ingredients of its recipe that declare it. */
export interface OrigineAllergeneView {
  allergene: string;
  tipo: TipoAllergeneIngrediente;
  ingredienti: string[];
}

/** A flavour's allergens: the spec's union plus its parts. */
export interface AllergeniGustoView {
  /** derived ∪ manual, by name (the spec's `allergeni`) */
  allergeni: AllergeneView[];
  derivati: string[];
  /** added by hand and not derived */
  manuali: string[];
  /** may contain: the ingredients' traces minus what the flavour contains */
  tracce: string[];
  origini: OrigineAllergeneView[];
}

export interface VerificaAllergeniView {
  gustiNonSpiegati: { id: number; nome: string; attivo: boolean; allergeni: string[] }[];
  ingredientiNonDichiarati: { id: number; nome: string; attivo: boolean; gusti: string[] }[];
}

/** REST fields of a flavour's allergens (besides the spec's `allergeni` string and `allergeni_ids`). */
export const allergeniGustoToRest = (a: AllergeniGustoView) => ({
  allergeni_derivati: a.derivati,
  allergeni_manuali: a.manuali,
  tracce: a.tracce,
  origine_allergeni: a.origini,
});

export const verificaToRest = (v: VerificaAllergeniView) => ({
  gusti_non_spiegati: v.gustiNonSpiegati,
  ingredienti_non_dichiarati: v.ingredientiNonDichiarati,
});
