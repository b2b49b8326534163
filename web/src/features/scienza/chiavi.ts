import { CHIAVE_LATTOSIO } from '@gelatiere/scienza';
import { formatDecimal, formatNumber } from '../../lib/format';

/**
 * The Italian names, and units of the gelato-science keys (DOMAIN.md "Gelato science").
 * Keys are the API's `chiave` strings (snake_case); composition values are g per 100 g of mix.
 */
export interface InfoChiave {
  label: string;
  /** '%' (g/100 g), '°C' or '' (an index without unit) */
  unita: '%' | '°C' | '';
  decimali: number;
  /** the full name, when the label is an abbreviation */
  descrizione?: string;
}

export { CHIAVE_LATTOSIO };

export const INFO_CHIAVI: Record<string, InfoChiave> = {
  acqua: { label: 'Acqua', unita: '%', decimali: 1 },
  solidi_totali: { label: 'Solidi totali', unita: '%', decimali: 1 },
  grassi: { label: 'Grassi', unita: '%', decimali: 1 },
  grassi_saturi: { label: 'di cui saturi', unita: '%', decimali: 1 },
  slng: { label: 'SLNG', unita: '%', decimali: 1, descrizione: 'Solidi magri del latte (lattosio, proteine, sali)' },
  zuccheri: { label: 'Zuccheri', unita: '%', decimali: 1 },
  saccarosio: { label: 'Saccarosio', unita: '%', decimali: 1 },
  glucosio: { label: 'Glucosio (destrosio)', unita: '%', decimali: 1 },
  fruttosio: { label: 'Fruttosio', unita: '%', decimali: 1 },
  lattosio: { label: 'Lattosio', unita: '%', decimali: 1 },
  maltosio: { label: 'Maltosio', unita: '%', decimali: 1 },
  proteine: { label: 'Proteine', unita: '%', decimali: 1 },
  fibre: { label: 'Fibre', unita: '%', decimali: 1 },
  alcol: { label: 'Alcol', unita: '%', decimali: 1 },
  sale: { label: 'Sale', unita: '%', decimali: 2 },
  sale_aggiunto: { label: 'Sale aggiunto', unita: '%', decimali: 2, descrizione: 'Sale degli ingredienti senza solidi del latte' },
  polioli: { label: 'Polioli', unita: '%', decimali: 1, descrizione: 'Eritritolo, maltitolo, sorbitolo' },
  quota_destrosio: { label: 'Destrosio sugli zuccheri aggiunti', unita: '%', decimali: 1 },
  quota_fruttosio: { label: 'Fruttosio sugli zuccheri aggiunti', unita: '%', decimali: 1 },
  stabilizzanti: { label: 'Stabilizzanti', unita: '%', decimali: 2 },
  altri_solidi: { label: 'Altri solidi', unita: '%', decimali: 1 },
  pod: { label: 'POD', unita: '', decimali: 1 },
  pac_totale: { label: 'PAC', unita: '', decimali: 1 },
  abs_pac: { label: 'abs-PAC', unita: '', decimali: 1, descrizione: "PAC riferito all'acqua" },
  hf: { label: 'HF', unita: '', decimali: 1, descrizione: 'Fattore di durezza (cacao e frutta secca)' },
  temperatura_servizio: { label: 'Temperatura di servizio', unita: '°C', decimali: 1 },
  [CHIAVE_LATTOSIO]: { label: 'SLNG massimi (lattosio)', unita: '%', decimali: 1 },
};

export function infoChiave(chiave: string): InfoChiave {
  return INFO_CHIAVI[chiave] ?? { label: chiave, unita: '', decimali: 1 };
}

const MINUS = '\u2212';

/** A number of a key with its unit, Italian format: '31,2 %', '−11,4 °C', '22,5'. */
export function formatValore(chiave: string, valore: number | null | undefined, opzioni: { decimali?: number; fisso?: boolean } = {}): string {
  const info = infoChiave(chiave);
  return formatConUnita(valore, info.unita, opzioni.decimali ?? info.decimali, opzioni.fisso);
}

/**
 * '31,2 %', '−11,4 °C' (true minus sign, non-breaking space before the unit); '-' when missing.
 * `fisso` keeps trailing zeros (aligned columns); temperatures always do.
 */
export function formatConUnita(valore: number | null | undefined, unita: string, decimali = 1, fisso = false): string {
  if (typeof valore !== 'number' || !Number.isFinite(valore)) return '-';
  const testo = (fisso || unita === '°C' ? formatDecimal(valore, decimali) : formatNumber(valore, decimali)).replace('-', MINUS);
  return unita ? `${testo}\u00a0${unita}` : testo;
}

/** '−11,4 °C' */
export const formatTemperatura = (t: number | null | undefined) => formatConUnita(t, '°C', 1);

/** A profile range as text: '18–25 %', '≥ 0,2 %', '≤ 1 %', '−13…−11 °C'. */
export function formatIntervallo(chiave: string, min: number | null | undefined, max: number | null | undefined): string {
  const info = infoChiave(chiave);
  const n = (v: number) => formatConUnita(v, '', info.decimali);
  const u = info.unita ? `\u00a0${info.unita}` : '';
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (hasMin && hasMax) return `${n(min)}${info.unita === '°C' ? '…' : '–'}${n(max)}${u}`;
  if (hasMin) return `≥ ${n(min)}${u}`;
  if (hasMax) return `≤ ${n(max)}${u}`;
  return '-';
}

export interface Mancato {
  chiave: string;
  valore: number;
  min?: number | null;
  max?: number | null;
  scarto: number;
  /** the API's Italian sentence: the missed target, by how much, and what would fix it */
  messaggio: string;
}

/** How far a missed target is from its range: '1,2 %'. */
export function formatScarto(m: Pick<Mancato, 'chiave' | 'scarto'>): string {
  return formatValore(m.chiave, Math.abs(m.scarto));
}
