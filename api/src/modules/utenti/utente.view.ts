import type { Ruolo } from '../../common/authz.js';
import type { Utente } from './utente.entity.js';

/** A user as every door shows it (never the password hash). */
export interface UserView {
  id: number;
  nome: string;
  email: string;
  ruolo: Ruolo;
  puntoVenditaId: number | null;
  puntoVenditaNome: string | null;
  attivo: boolean;
  createdAt: Date;
}

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

/** REST shape of spec section 3 (snake_case). */
export function userToRest(u: UserView) {
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    ruolo: u.ruolo,
    punto_vendita_id: u.puntoVenditaId,
    punto_vendita_nome: u.puntoVenditaNome,
    attivo: u.attivo,
    created_at: u.createdAt.toISOString(),
  };
}
