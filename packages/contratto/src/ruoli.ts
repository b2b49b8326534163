/** Staff roles, most powerful first. */
export const RUOLI = ['admin', 'manager', 'operatore'] as const;
export type Ruolo = (typeof RUOLI)[number];

/** Scopes an API key may hold (per domain and access; `costi:read` unlocks cost fields). */
export const SCOPES = ['produzione:read', 'produzione:write', 'catalogo:read', 'catalogo:write', 'analytics:read', 'vetrina:read', 'vetrina:write', 'haccp:read', 'haccp:write', 'magazzino:read', 'magazzino:write', 'piano:read', 'piano:write', 'costi:read'] as const;
export type Scope = (typeof SCOPES)[number];
