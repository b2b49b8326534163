import type { PuntoVendita } from './punto-vendita.entity.js';

/** A sales point as every door shows it. */
export interface PuntoVenditaView {
  id: number;
  nome: string;
  indirizzo: string | null;
  attivo: boolean;
  createdAt: Date;
}

export const toPuntoVenditaView = (pv: PuntoVendita): PuntoVenditaView => ({
  id: pv.id,
  nome: pv.nome,
  indirizzo: pv.indirizzo ?? null,
  attivo: pv.attivo,
  createdAt: pv.createdAt,
});

/** REST shape of spec section 3 (snake_case). */
export const puntoVenditaToRest = (pv: PuntoVenditaView) => ({
  id: pv.id,
  nome: pv.nome,
  indirizzo: pv.indirizzo,
  attivo: pv.attivo,
  created_at: pv.createdAt.toISOString(),
});
