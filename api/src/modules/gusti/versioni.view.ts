import type { UnitaMisura } from '@gelatiere/scienza';

/** A recipe version as every door shows it; `foodCost` and `pacKg` are the values when it was made. */
export interface VersioneView {
  gustoId: number;
  numero: number;
  data: Date;
  autoreId: number | null;
  /** the author's name (null for migrated and seeded recipes) */
  autore: string | null;
  nota: string | null;
  /** € per kg of mix at the time (admin and manager only) */
  foodCost: number;
  /** PAC per kg of mix at the time */
  pacKg: number;
  /** it is the flavour's current version */
  corrente: boolean;
}

export interface RigaVersioneView {
  ingredienteId: number;
  /** ingredient name */
  nome: string;
  quantita: number;
  unita: UnitaMisura;
  /** the ingredient's own unit */
  unitaMisura: UnitaMisura;
}

/** A version with its lines and the batch mass of its lines (kg; pieces have no mass). */
export interface VersioneDettaglioView extends VersioneView {
  righe: RigaVersioneView[];
  massaKg: number;
}

/** REST (snake_case); food_cost only for those who may see costs. */
export function versioneToRest(v: VersioneView, conCosti: boolean) {
  return {
    gusto_id: v.gustoId,
    numero: v.numero,
    data: v.data.toISOString(),
    autore_id: v.autoreId,
    autore: v.autore,
    nota: v.nota,
    ...(conCosti ? { food_cost: v.foodCost } : {}),
    pac_kg: v.pacKg,
    corrente: v.corrente,
  };
}

export function versioneDettaglioToRest(v: VersioneDettaglioView, conCosti: boolean) {
  return {
    ...versioneToRest(v, conCosti),
    massa_kg: v.massaKg,
    righe: v.righe.map((r) => ({ ingrediente_id: r.ingredienteId, nome: r.nome, quantita: r.quantita, unita: r.unita, unita_misura: r.unitaMisura })),
  };
}
