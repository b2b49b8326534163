import type { SortState } from '../../components/table-state';
import { formatDate, formatNumber } from '../../lib/format';
import type {
  CampoOrdinamentoProduzioni,
  StoricoProduzioneCampiFragment,
  StoricoProduzioniQueryVariables,
} from '../../gql/graphql';

/** Texts of Storico Produzione (spec sections 2 and 8). */
export const MSG_STORICO = {
  caricamento: 'Errore nel caricamento dei dati',
  email: "Errore nell'invio dell'email",
  /** the server's answer when it gives no message: the e-mail is queued, not yet sent */
  emailInCoda: 'Email in coda di invio',
  eliminazione: "Errore nell'eliminazione del record",
  eliminata: 'Record di produzione eliminato con successo',
  rispostaIncompleta: "Risposta del server incompleta per l'eliminazione della produzione",
  /** The spec's question (binding), then what is deleted: "… record di produzione? 12/07/2026, Gelateria Centro, 18,5 kg" */
  conferma: (p: { data: string; puntoVenditaNome: string; kgTotale: number }) =>
    `Sei sicuro di voler eliminare questo record di produzione? ${formatDate(p.data)}, ${p.puntoVenditaNome}, ${formatNumber(p.kgTotale, 3)} kg`,
  salvataggio: 'Errore nel salvare le modifiche',
  salvata: 'Produzione aggiornata con successo',
  vuoto: 'Nessun record trovato',
} as const;

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_SORT: SortState = { key: 'data', direction: 'desc' };

/** Sortable columns; the column key is the API's sort field (costo only for admin/manager). */
export const CAMPI_ORDINAMENTO: readonly CampoOrdinamentoProduzioni[] = ['data', 'puntoVendita', 'operatore', 'kgTotale', 'costo', 'createdAt'];

export type FiltroEmail = '' | 'si' | 'no';

/** Filter form values as the inputs hold them ('' = no filter). */
export interface FiltriStorico {
  dataInizio: string;
  dataFine: string;
  puntoVenditaId: string;
  gustoId: string;
  operatoreId: string;
  inviatoEmail: FiltroEmail;
}

export const FILTRI_VUOTI: FiltriStorico = {
  dataInizio: '',
  dataFine: '',
  puntoVenditaId: '',
  gustoId: '',
  operatoreId: '',
  inviatoEmail: '',
};

/** How many filters are set (shown on the phone's collapsed filter bar). */
export function numeroFiltriAttivi(filtri: FiltriStorico): number {
  return Object.values(filtri).filter((v) => v !== '').length;
}

export function filtriAttivi(filtri: FiltriStorico): boolean {
  return numeroFiltriAttivi(filtri) > 0;
}

const isCampo = (key: string): key is CampoOrdinamentoProduzioni => (CAMPI_ORDINAMENTO as readonly string[]).includes(key);

/** The variables of the StoricoProduzioni query for the current filters, sort and page. */
export function variabiliStorico(args: {
  filtri: FiltriStorico;
  sort: SortState;
  page: number;
  pageSize: number;
  conCosti: boolean;
}): StoricoProduzioniQueryVariables {
  const { filtri, sort, page, pageSize, conCosti } = args;
  const filtro: NonNullable<StoricoProduzioniQueryVariables['filtro']> = {};
  if (filtri.dataInizio) filtro.dataInizio = filtri.dataInizio;
  if (filtri.dataFine) filtro.dataFine = filtri.dataFine;
  if (filtri.puntoVenditaId) filtro.puntoVenditaId = Number(filtri.puntoVenditaId);
  if (filtri.gustoId) filtro.gustoId = Number(filtri.gustoId);
  // The operator filter exists only for admin and manager.
  if (filtri.operatoreId && conCosti) filtro.operatoreId = Number(filtri.operatoreId);
  if (filtri.inviatoEmail) filtro.inviatoEmail = filtri.inviatoEmail === 'si';
  const campo = isCampo(sort.key) && (sort.key !== 'costo' || conCosti) ? sort.key : 'data';
  return {
    filtro,
    ordinamento: { campo, direzione: sort.direction },
    limit: pageSize,
    offset: (Math.max(1, page) - 1) * pageSize,
    conCosti,
  };
}

type RigaCosto = Pick<StoricoProduzioneCampiFragment, 'gusti'> & { costoTotale?: number | null };

/** Total cost of a production: the API's costoTotale, otherwise Σ food_cost × quantita_kg. */
export function costoTotaleProduzione(row: RigaCosto): number {
  if (typeof row.costoTotale === 'number') return row.costoTotale;
  return Math.round(row.gusti.reduce((sum, g) => sum + (g.foodCost ?? 0) * g.quantitaKg, 0) * 100) / 100;
}
