/**
 * Analytics, one module per area (shared SQL builders and views in analytics.shared.ts). Routes, the
 * resolver and the export import this barrel.
 */
export { PREZZO_VENDITA_DEFAULT, prezzoVenditaKg, rebuildRollups, type MeseView, type PeriodoView, type RipartizioneView } from './analytics.shared.js';
export * from './analytics.gusti.js';
export * from './analytics.ingredienti.js';
export * from './analytics.periodo.js';
export * from './analytics.costi.js';
export * from './analytics.dashboard.js';
export * from './analytics.margini.js';
