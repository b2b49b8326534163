import type { Utente } from './utente.entity.js';
import type { UserView } from './utente.schema.js';

export type { UserView };

/** Needs `puntoVendita` populated (or null) to fill the sales point name. */
export function toUserView(u: Utente): UserView {
  const pv = u.puntoVendita ?? null;
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    ruolo: u.ruolo,
    puntoVenditaId: pv ? pv.id : null,
    puntoVenditaNome: pv && 'nome' in pv && typeof pv.nome === 'string' ? pv.nome : null,
    attivo: u.attivo,
    createdAt: u.createdAt,
  };
}
