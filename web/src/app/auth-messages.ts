/** Shown when a login fails without a message from the server (network, unexpected answer). */
export const LOGIN_FALLBACK_ERROR = 'Errore durante il login. Verifica le credenziali.';
