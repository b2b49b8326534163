/**
 * @gelatiere/scienza — the gelato science of DOMAIN.md as pure functions: units, ingredient
 * coefficients, mix analysis, freezing curve, default profiles. The HiGHS balancing lives in the
 * separate entry `@gelatiere/scienza/bilancia`, so that importing this one pulls no WASM solver.
 */
export * from './unita.js';
export * from './tipi.js';
export {
  coefficientiDerivati,
  pacPodDaSpettro,
  zuccheriIngrediente,
  polioliIngrediente,
  spettroZuccheriNoto,
  sciroppoNoto,
  pacSciroppo,
  podSciroppo,
  FATTORI_PAC,
  FATTORI_POD,
  FATTORI_ALTRI,
  CAMPI_ALTRI,
  POLIOLI,
  ZUCCHERI_SPETTRO,
} from './coefficienti.js';
export { fpd, sDaTemperatura, TABELLA_FPD, PASSO_TABELLA_FPD } from './fpd.js';
export {
  analizza,
  contributoIngrediente,
  valoreObiettivo,
  esito,
  rigaDiBase,
  CHIAVE_LATTOSIO,
  PAC_SALI_LATTE,
  TEMPERATURA_VETRINA_PREDEFINITA,
  TOLLERANZA_CONTROLLI,
} from './analisi.js';
export { PROFILI_PREDEFINITI, PROFILI_AGGIUNTIVI, LIMITI_COMUNI } from './profili.js';
export { LIBRERIA_INGREDIENTI, type VoceLibreria } from './libreria.js';
