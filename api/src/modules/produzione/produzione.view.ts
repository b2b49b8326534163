/** A production line as every door shows it; `foodCost` is the snapshot (euro/kg) taken when recorded. */
export interface ProduzioneGustoView {
  gustoId: number;
  gustoNome: string;
  gustoCategoria: string | null;
  gustoColore: string;
  quantitaKg: number;
  foodCost: number;
  /** the recipe version the line was made from */
  versioneRicetta: number;
}

/** A production as every door shows it (spec section 3). */
export interface ProduzioneView {
  id: number;
  /** yyyy-MM-dd */
  data: string;
  puntoVenditaId: number;
  puntoVenditaNome: string;
  operatoreId: number | null;
  operatoreNome: string | null;
  kgTotale: number;
  /** kg of all productions of the same sales point and day */
  kgTotaleGiornaliero: number;
  gusti: ProduzioneGustoView[];
  note: string | null;
  inviatoEmail: boolean;
  createdAt: Date;
  costoTotale: number;
}

export interface ProduzioniPaginaView {
  righe: ProduzioneView[];
  totale: number;
}

/** Result of an edit: the new totals (spec section 4, "Production edit save"). */
export interface ModificaProduzioneView {
  id: number;
  kgTotale: number;
  costoTotale: number;
}

/**
 * REST shape of spec section 3 (snake_case). Cost fields (`food_cost`, `costo_totale`) are omitted
 * when the caller may not see costs (operatore).
 */
export function produzioneToRest(p: ProduzioneView, showCosts: boolean) {
  return {
    id: p.id,
    data: p.data,
    punto_vendita_id: p.puntoVenditaId,
    punto_vendita_nome: p.puntoVenditaNome,
    operatore_id: p.operatoreId,
    operatore_nome: p.operatoreNome,
    kg_totale: p.kgTotale,
    kg_totale_giornaliero: p.kgTotaleGiornaliero,
    gusti: p.gusti.map((g) => ({
      gusto_id: g.gustoId,
      gusto_nome: g.gustoNome,
      gusto_categoria: g.gustoCategoria,
      gusto_colore: g.gustoColore,
      quantita_kg: g.quantitaKg,
      versione_ricetta: g.versioneRicetta,
      ...(showCosts ? { food_cost: g.foodCost } : {}),
    })),
    note: p.note,
    inviato_email: p.inviatoEmail,
    created_at: p.createdAt.toISOString(),
    ...(showCosts ? { costo_totale: p.costoTotale } : {}),
  };
}

export function modificaToRest(m: ModificaProduzioneView, showCosts: boolean) {
  return { id: m.id, kg_totale: m.kgTotale, ...(showCosts ? { costo_totale: m.costoTotale } : {}) };
}
