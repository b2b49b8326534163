import type { MotivoScarto } from './vetrina.inputs.js';

/** A price of the list: general when `puntoVenditaId` is null. */
export interface VoceListinoView {
  gustoId: number;
  puntoVenditaId: number | null;
  prezzoKg: number;
}

/** A tray of the display case; `kgRimasti` null while it is not weighed back. */
export interface CaricoView {
  id: number;
  puntoVenditaId: number;
  /** yyyy-MM-dd */
  data: string;
  gustoId: number;
  gustoNome: string;
  gustoColore: string;
  produzioneId: number | null;
  kg: number;
  kgRimasti: number | null;
  operatoreNome: string | null;
  createdAt: Date;
}

export interface ScartoView {
  id: number;
  puntoVenditaId: number;
  data: string;
  gustoId: number;
  gustoNome: string;
  gustoColore: string;
  kg: number;
  motivo: MotivoScarto;
  operatoreNome: string | null;
  createdAt: Date;
}

/** A sales point's day: its trays (with their closing) and its waste. */
export interface VetrinaGiornoView {
  puntoVenditaId: number;
  puntoVenditaNome: string;
  data: string;
  carichi: CaricoView[];
  scarti: ScartoView[];
}

/** Per flavour over a period: kg, sell-through and waste % (percentages 0-100), revenue, cost, margin. */
export interface RiepilogoGustoView {
  gustoId: number;
  nome: string;
  colore: string;
  kgCaricati: number;
  kgVenduti: number;
  kgScarto: number;
  sellThrough: number | null;
  scartoPercentuale: number | null;
  ricavo: number;
  costo: number;
  margine: number;
}

/** The suggested kg of a flavour for a day, with its reasons. */
export interface SuggerimentoView {
  gustoId: number;
  nome: string;
  kgSuggeriti: number;
  media: number;
  /** percent, capped at ±20 */
  trend: number;
  rimasti: number;
}

// ---- REST shapes (snake_case) ----

export const voceListinoToRest = (v: VoceListinoView) => ({ gusto_id: v.gustoId, punto_vendita_id: v.puntoVenditaId, prezzo_kg: v.prezzoKg });

export const caricoToRest = (c: CaricoView) => ({
  id: c.id,
  punto_vendita_id: c.puntoVenditaId,
  data: c.data,
  gusto_id: c.gustoId,
  gusto_nome: c.gustoNome,
  gusto_colore: c.gustoColore,
  produzione_id: c.produzioneId,
  kg: c.kg,
  kg_rimasti: c.kgRimasti,
  operatore_nome: c.operatoreNome,
  created_at: c.createdAt.toISOString(),
});

export const scartoToRest = (s: ScartoView) => ({
  id: s.id,
  punto_vendita_id: s.puntoVenditaId,
  data: s.data,
  gusto_id: s.gustoId,
  gusto_nome: s.gustoNome,
  gusto_colore: s.gustoColore,
  kg: s.kg,
  motivo: s.motivo,
  operatore_nome: s.operatoreNome,
  created_at: s.createdAt.toISOString(),
});

export const giornoToRest = (g: VetrinaGiornoView) => ({
  punto_vendita_id: g.puntoVenditaId,
  punto_vendita_nome: g.puntoVenditaNome,
  data: g.data,
  carichi: g.carichi.map(caricoToRest),
  scarti: g.scarti.map(scartoToRest),
});

/** Revenue, cost and margin only for admin and manager. */
export const riepilogoToRest = (r: RiepilogoGustoView, showCosts: boolean) => ({
  gusto_id: r.gustoId,
  nome: r.nome,
  kg_caricati: r.kgCaricati,
  kg_venduti: r.kgVenduti,
  kg_scarto: r.kgScarto,
  sell_through: r.sellThrough,
  scarto_percentuale: r.scartoPercentuale,
  ...(showCosts ? { ricavo: r.ricavo, costo: r.costo, margine: r.margine } : {}),
});

export const suggerimentoToRest = (s: SuggerimentoView) => ({
  gusto_id: s.gustoId,
  nome: s.nome,
  kg_suggeriti: s.kgSuggeriti,
  media: s.media,
  trend: s.trend,
  rimasti: s.rimasti,
});
