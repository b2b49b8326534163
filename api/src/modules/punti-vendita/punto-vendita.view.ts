import type { PuntoVendita } from './punto-vendita.entity.js';

/** A sales point as every door shows it. */
export interface PuntoVenditaView {
  id: number;
  nome: string;
  indirizzo: string | null;
  attivo: boolean;
  /** °C (DOMAIN.md: the display case's temperature, default −12) */
  temperaturaVetrina: number;
  createdAt: Date;
}

export const toPuntoVenditaView = (pv: PuntoVendita): PuntoVenditaView => ({
  id: pv.id,
  nome: pv.nome,
  indirizzo: pv.indirizzo ?? null,
  attivo: pv.attivo,
  temperaturaVetrina: Number(pv.temperaturaVetrina),
  createdAt: pv.createdAt,
});

/** REST shape of spec section 3 (snake_case). */
export const puntoVenditaToRest = (pv: PuntoVenditaView) => ({
  id: pv.id,
  nome: pv.nome,
  indirizzo: pv.indirizzo,
  attivo: pv.attivo,
  temperatura_vetrina: pv.temperaturaVetrina,
  created_at: pv.createdAt.toISOString(),
});
