import type { PuntoVendita } from './punto-vendita.entity.js';
import type { PuntoVenditaView } from './punto-vendita.schema.js';

export type { PuntoVenditaView };

export const toPuntoVenditaView = (pv: PuntoVendita): PuntoVenditaView => ({
  id: pv.id,
  nome: pv.nome,
  indirizzo: pv.indirizzo ?? null,
  attivo: pv.attivo,
  temperaturaVetrina: Number(pv.temperaturaVetrina),
  latitudine: pv.latitudine === null || pv.latitudine === undefined ? null : Number(pv.latitudine),
  longitudine: pv.longitudine === null || pv.longitudine === undefined ? null : Number(pv.longitudine),
  santoPatrono: pv.santoPatrono ?? null,
  createdAt: pv.createdAt,
});
