/**
 * @gelatiere/contratto — the contract shared by the API and the web app: the zod input schemas of the
 * entities the web edits and their Italian messages. Pure: zod only, no server import (the API's
 * *.schema.ts wrap these with restBody and add the response shapes; the web forms validate with them).
 */
export * from './validazione.js';
export * from './messaggi.js';
export * from './ruoli.js';
export * from './partita-iva.js';
export * from './fornitori.js';
export * from './punti-vendita.js';
export * from './categorie.js';
export * from './allergeni.js';
export * from './utenti.js';
export * from './integrazioni.js';
export * from './numeri.js';
export * from './ingredienti.js';
export * from './gusti.js';
export * from './giacenze.js';
export * from './haccp.js';
export * from './laboratorio.js';
export * from './piano.js';
export * from './profili.js';
export * from './vetrina.js';
export * from './ricevimenti.js';
export * from './prezzo-vendita.js';
export * from './email.js';
export * from './produzione.js';
