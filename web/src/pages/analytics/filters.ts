import type { AnalyticsFiltro } from '../../gql/graphql';

/** Italian month names (1-12). */
export const MESI = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
] as const;

export const MESI_BREVI = MESI.map((m) => m.slice(0, 3));

/** Spec section 9: year selectors offer 10 years. */
export const ANNI_SELEZIONABILI = 10;
/** Spec section 9: top lists show 10 rows. */
export const LIMITE_TOP = 10;

/** The form values of the filter bar: select values as strings, '' = no filter. */
export interface FiltriAnalytics {
  anno: string;
  confrontaAnno: string;
  mese: string;
  puntoVenditaId: string;
  categoriaGusto: string;
  gustoId: string;
  ingredienteId: string;
  operatoreId: string;
}

export function filtriPredefiniti(annoCorrente: number = new Date().getFullYear()): FiltriAnalytics {
  return {
    anno: String(annoCorrente),
    confrontaAnno: '',
    mese: '',
    puntoVenditaId: '',
    categoriaGusto: '',
    gustoId: '',
    ingredienteId: '',
    operatoreId: '',
  };
}

/** The current year and the 9 before it, newest first. */
export function anniDisponibili(annoCorrente: number = new Date().getFullYear()): number[] {
  return Array.from({ length: ANNI_SELEZIONABILI }, (_, i) => annoCorrente - i);
}

/** The 10 years before the selected one, newest first. */
export function anniConfronto(anno: number): number[] {
  return Array.from({ length: ANNI_SELEZIONABILI }, (_, i) => anno - 1 - i);
}

const intero = (value: string): number | undefined => {
  if (value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
};

/**
 * The GraphQL filter: only the fields that are set. Without a comparison year the server compares
 * with the year before; the page then shows the selected year alone.
 */
export function toFiltro(f: FiltriAnalytics): AnalyticsFiltro {
  const filtro: AnalyticsFiltro = {};
  const anno = intero(f.anno);
  if (anno !== undefined) filtro.anno = anno;
  const confrontaAnno = intero(f.confrontaAnno);
  if (confrontaAnno !== undefined) filtro.confrontaAnno = confrontaAnno;
  const mese = intero(f.mese);
  if (mese !== undefined) filtro.mese = mese;
  const puntoVenditaId = intero(f.puntoVenditaId);
  if (puntoVenditaId !== undefined) filtro.puntoVenditaId = puntoVenditaId;
  if (f.categoriaGusto !== '') filtro.categoriaGusto = f.categoriaGusto;
  const gustoId = intero(f.gustoId);
  if (gustoId !== undefined) filtro.gustoId = gustoId;
  const ingredienteId = intero(f.ingredienteId);
  if (ingredienteId !== undefined) filtro.ingredienteId = ingredienteId;
  const operatoreId = intero(f.operatoreId);
  if (operatoreId !== undefined) filtro.operatoreId = operatoreId;
  return filtro;
}

/** Query string of GET /api/analytics/export (formato=excel plus the same filters). */
export function exportQueryString(filtro: AnalyticsFiltro): string {
  const params = new URLSearchParams({ formato: 'excel' });
  for (const [key, value] of Object.entries(filtro)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

/** File name of the download: the server's Content-Disposition name, else analytics_{anno}[_{mm}].xlsx. */
export function exportFileName(contentDisposition: string | null, filtro: AnalyticsFiltro): string {
  const match = contentDisposition ? /filename="?([^";]+)"?/i.exec(contentDisposition) : null;
  if (match?.[1]) return match[1];
  const anno = filtro.anno ?? new Date().getFullYear();
  const mese = filtro.mese ? `_${String(filtro.mese).padStart(2, '0')}` : '';
  return `analytics_${anno}${mese}.xlsx`;
}
