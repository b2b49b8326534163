import type { ProduzioneDatiRegistrazioneQuery } from '../../gql/graphql';

export type GustoRegistrazione = ProduzioneDatiRegistrazioneQuery['gusti'][number];
export type PuntoVenditaRegistrazione = ProduzioneDatiRegistrazioneQuery['puntiVendita'][number];

export interface CategoriaGruppo {
  id: number;
  nome: string;
  colore: string;
  ordine: number;
  gusti: GustoRegistrazione[];
}

const byNome = (a: { nome: string }, b: { nome: string }) => a.nome.localeCompare(b.nome, 'it', { sensitivity: 'base' });

/** Active flavours grouped by category (category order, then name), optionally one category only. */
export function gruppiPerCategoria(gusti: readonly GustoRegistrazione[], categoriaId: number | null = null): CategoriaGruppo[] {
  const groups = new Map<number, CategoriaGruppo>();
  for (const g of gusti) {
    if (!g.attivo) continue;
    if (categoriaId !== null && g.categoria.id !== categoriaId) continue;
    let group = groups.get(g.categoria.id);
    if (!group) {
      group = { ...g.categoria, gusti: [] };
      groups.set(g.categoria.id, group);
    }
    group.gusti.push(g);
  }
  const list = [...groups.values()].sort((a, b) => a.ordine - b.ordine || byNome(a, b));
  for (const group of list) group.gusti.sort(byNome);
  return list;
}

/** The categories that have at least one active flavour (for the filter chips). */
export function categorieConGusti(gusti: readonly GustoRegistrazione[]): Omit<CategoriaGruppo, 'gusti'>[] {
  return gruppiPerCategoria(gusti).map(({ gusti: _gusti, ...categoria }) => categoria);
}

/** Active sales points by name. */
export function puntiVenditaAttivi(punti: readonly PuntoVenditaRegistrazione[]): PuntoVenditaRegistrazione[] {
  return punti.filter((p) => p.attivo).sort(byNome);
}

/**
 * The sales points a user may record at (productions and display case, the server's rule): an
 * operatore assigned to one only that one; everyone else (and an operatore with none) every active one.
 */
export function puntiVenditaConsentiti(
  punti: readonly PuntoVenditaRegistrazione[],
  utente: { ruolo: string; puntoVenditaId?: number | null },
): PuntoVenditaRegistrazione[] {
  const attivi = puntiVenditaAttivi(punti);
  if (utente.ruolo !== 'operatore' || utente.puntoVenditaId == null) return attivi;
  return attivi.filter((p) => p.id === utente.puntoVenditaId);
}

/** Whether the user is bound to their own sales point (an operatore assigned to one). */
export const legatoAlProprioPunto = (utente: { ruolo: string; puntoVenditaId?: number | null }) => utente.ruolo === 'operatore' && utente.puntoVenditaId != null;

/**
 * The sales point a recording starts with: the user's own when it is active, otherwise the only
 * active one; null when the user must choose.
 */
export function puntoVenditaIniziale(punti: readonly PuntoVenditaRegistrazione[], proprioId: number | null | undefined): number | null {
  if (proprioId != null && punti.some((p) => p.id === proprioId && p.attivo)) return proprioId;
  const attivi = punti.filter((p) => p.attivo);
  return attivi.length === 1 ? attivi[0]!.id : null;
}
