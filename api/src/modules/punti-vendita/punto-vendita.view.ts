import type { PuntoVendita } from './punto-vendita.entity.js';
import type { PuntoVenditaView } from './punto-vendita.schema.js';

export type { PuntoVenditaView };

export const toPuntoVenditaView = (pv: PuntoVendita): PuntoVenditaView => ({
  id: pv.id,
  nome: pv.nome,
  indirizzo: pv.indirizzo ?? null,
  attivo: pv.attivo,
  temperaturaVetrina: Number(pv.temperaturaVetrina),
  createdAt: pv.createdAt,
});
