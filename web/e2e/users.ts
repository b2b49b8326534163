/** Users of the end-to-end journeys (created by app.ts on each fresh database). */
export const E2E_USERS = {
  admin: { nome: 'Anna Amministratrice', email: 'admin@e2e.test', password: 'admin-e2e-123' },
  manager: { nome: 'Marco Manager', email: 'manager@e2e.test', password: 'manager-e2e-123' },
  operatore: { nome: 'Olga Operatrice', email: 'operatore@e2e.test', password: 'operatore-e2e-123' },
} as const;

export type E2ERuolo = keyof typeof E2E_USERS;
