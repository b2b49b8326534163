import type { Ruolo } from '../gql/graphql';
import type { SessionUser } from '../app/session';

const NAMES: Record<Ruolo, string> = {
  admin: 'Anna Amministratrice',
  manager: 'Mario Manager',
  operatore: 'Olga Operatrice',
};

export function makeUser(ruolo: Ruolo = 'admin', overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: ruolo === 'admin' ? 1 : ruolo === 'manager' ? 2 : 3,
    nome: NAMES[ruolo],
    email: `${ruolo}@gelatiere.test`,
    ruolo,
    puntoVenditaId: 1,
    puntoVenditaNome: 'Laboratorio Centrale',
    attivo: true,
    createdAt: '2024-01-15T09:00:00.000Z',
    ...overrides,
  };
}

export const TEST_TOKEN = 'test-token';

/** The exact menu of each role (spec section 2), in menu order. */
const ADMIN_MENU = [
  'dashboard',
  'analytics',
  'users',
  'punti-vendita',
  'piano-produzione',
  'produzione',
  'storico-produzione',
  'vetrina',
  'registro-haccp',
  'listino',
  'gusti',
  'ingredienti',
  'fornitori',
  'ricevimenti',
  'magazzino',
  'impostazioni-categorie-gusti',
  'impostazioni-allergeni',
  'impostazioni-email',
  'settings',
  'log-attivita',
  'email-log',
  'integrazioni',
];
export const MENU_BY_ROLE = {
  admin: ADMIN_MENU,
  manager: ['dashboard', 'analytics', 'users', 'punti-vendita', 'piano-produzione', 'produzione', 'storico-produzione', 'vetrina', 'registro-haccp', 'listino', 'gusti', 'ingredienti', 'fornitori', 'ricevimenti', 'magazzino'],
  operatore: ['dashboard', 'analytics', 'piano-produzione', 'produzione', 'storico-produzione', 'vetrina', 'registro-haccp', 'magazzino'],
} as const;
