/**
 * Test ingredients with round, hand-checkable compositions (g per 100 g as sold), loosely modelled
 * on public food tables. Used by the tests and the benchmark, never by the package itself.
 */
import type { IngredienteScienza, RigaRicetta } from './tipi.js';

const VUOTO: Omit<IngredienteScienza, 'id' | 'nome' | 'unita_misura' | 'costo_per_unita'> = {
  acqua: null,
  grassi: null,
  grassi_saturi: null,
  proteine: null,
  carboidrati: null,
  zuccheri: null,
  fibre: null,
  sale: null,
  calorie: null,
  slng: null,
  saccarosio: null,
  glucosio: null,
  fruttosio: null,
  lattosio: null,
  maltosio: null,
  alcol: null,
  burro_cacao: null,
  solidi_cacao: null,
  grassi_frutta_secca: null,
  stabilizzanti: null,
  densita: null,
  pac: null,
  pod: null,
};

export const ingrediente = (v: Partial<IngredienteScienza> & Pick<IngredienteScienza, 'id' | 'nome' | 'unita_misura' | 'costo_per_unita'>): IngredienteScienza => ({
  ...VUOTO,
  ...v,
});

export const LATTE = ingrediente({ id: 1, nome: 'Latte intero', unita_misura: 'l', costo_per_unita: 1.2, densita: 1.032, acqua: 87.6, grassi: 3.6, grassi_saturi: 2.3, proteine: 3.3, slng: 8.8, lattosio: 4.8, zuccheri: 4.8, calorie: 64 });
export const PANNA = ingrediente({ id: 2, nome: 'Panna 35%', unita_misura: 'l', costo_per_unita: 4, densita: 0.994, acqua: 58.7, grassi: 35, grassi_saturi: 22, proteine: 2.2, slng: 6.3, lattosio: 3.4, zuccheri: 3.4, calorie: 337 });
export const LATTE_POLVERE = ingrediente({ id: 3, nome: 'Latte magro in polvere', unita_misura: 'kg', costo_per_unita: 3.5, acqua: 3.5, grassi: 1, proteine: 35, slng: 95.5, lattosio: 51, zuccheri: 51, calorie: 360 });
export const SACCAROSIO = ingrediente({ id: 4, nome: 'Saccarosio', unita_misura: 'kg', costo_per_unita: 1, acqua: 0, saccarosio: 100, calorie: 400 });
export const DESTROSIO = ingrediente({ id: 5, nome: 'Destrosio monoidrato', unita_misura: 'kg', costo_per_unita: 1.5, acqua: 9, glucosio: 91, calorie: 364 });
export const NEUTRO = ingrediente({ id: 6, nome: 'Neutro stabilizzante', unita_misura: 'kg', costo_per_unita: 20, acqua: 0, stabilizzanti: 100 });
export const ACQUA = ingrediente({ id: 7, nome: 'Acqua', unita_misura: 'l', costo_per_unita: 0, acqua: 100 });
export const LIMONE = ingrediente({ id: 8, nome: 'Succo di limone', unita_misura: 'kg', costo_per_unita: 2, acqua: 92, saccarosio: 0.5, glucosio: 1, fruttosio: 1, fibre: 0.3, proteine: 0.4, zuccheri: 2.5 });
export const CACAO = ingrediente({ id: 9, nome: 'Cacao in polvere 22/24', unita_misura: 'kg', costo_per_unita: 9, acqua: 3, grassi: 23, burro_cacao: 23, solidi_cacao: 74 });
export const PASTA_NOCCIOLA = ingrediente({ id: 10, nome: 'Pasta di nocciola', unita_misura: 'kg', costo_per_unita: 18, acqua: 1, grassi: 61, grassi_frutta_secca: 61, proteine: 14, zuccheri: 4, fibre: 10 });
export const RUM = ingrediente({ id: 11, nome: 'Rum 40% vol', unita_misura: 'l', costo_per_unita: 12, densita: 0.95, acqua: 66.6, alcol: 33.4 });
export const SCIROPPO_GLUCOSIO = ingrediente({ id: 12, nome: 'Sciroppo di glucosio DE40 (80% s.s.)', unita_misura: 'kg', costo_per_unita: 1.4, acqua: 20, glucosio: 14, maltosio: 12 });
/** No composition: coverage test. */
export const AROMA = ingrediente({ id: 13, nome: 'Aroma vaniglia', unita_misura: 'kg', costo_per_unita: 40 });
export const INULINA = ingrediente({ id: 14, nome: 'Inulina', unita_misura: 'kg', costo_per_unita: 6, acqua: 5, fibre: 90, zuccheri: 5 });
export const BACCELLO = ingrediente({ id: 15, nome: 'Baccello di vaniglia', unita_misura: 'pz', costo_per_unita: 2.5 });
export const FRUTTOSIO = ingrediente({ id: 16, nome: 'Fruttosio', unita_misura: 'kg', costo_per_unita: 2.2, acqua: 0, fruttosio: 100 });
export const PANNA_40 = ingrediente({ id: 17, nome: 'Panna 40%', unita_misura: 'l', costo_per_unita: 5, densita: 0.99, acqua: 54.4, grassi: 40, slng: 5.6, lattosio: 3, zuccheri: 3 });
export const LATTE_SCREMATO = ingrediente({ id: 18, nome: 'Latte scremato', unita_misura: 'l', costo_per_unita: 1, densita: 1.035, acqua: 90.8, grassi: 0.1, slng: 9.1, lattosio: 5, zuccheri: 5 });
export const INVERTITO = ingrediente({ id: 19, nome: 'Zucchero invertito (sciroppo 75%)', unita_misura: 'kg', costo_per_unita: 2, acqua: 25, glucosio: 32.5, fruttosio: 32.5, saccarosio: 10 });
export const TUORLO = ingrediente({ id: 20, nome: 'Tuorlo', unita_misura: 'kg', costo_per_unita: 8, acqua: 52, grassi: 27, proteine: 16, zuccheri: 0.6 });

export const AMARENE = ingrediente({ id: 21, nome: 'Amarene sciroppate', unita_misura: 'kg', costo_per_unita: 8, acqua: 38.4, saccarosio: 30, glucosio: 15, fruttosio: 13 });
export const SALE = ingrediente({ id: 22, nome: 'Sale fino', unita_misura: 'kg', costo_per_unita: 0.5, acqua: 0.2, sale: 99.8 });
/** A DE 42 glucose syrup at 80 % solids, entered with `sciroppo_glucosio` + `de` (no spectrum). */
export const SCIROPPO_DE42 = ingrediente({ id: 23, nome: 'Sciroppo di glucosio DE 42', unita_misura: 'kg', costo_per_unita: 1.5, acqua: 20, sciroppo_glucosio: 80, de: 42, zuccheri: 30 });
export const ERITRITOLO = ingrediente({ id: 24, nome: 'Eritritolo', unita_misura: 'kg', costo_per_unita: 6, acqua: 0, eritritolo: 100 });

export const TUTTI = [LATTE, PANNA, LATTE_POLVERE, SACCAROSIO, DESTROSIO, NEUTRO, ACQUA, LIMONE, CACAO, PASTA_NOCCIOLA, RUM, SCIROPPO_GLUCOSIO, AROMA, INULINA, BACCELLO, FRUTTOSIO, PANNA_40, LATTE_SCREMATO, INVERTITO, TUORLO, AMARENE, SALE, SCIROPPO_DE42, ERITRITOLO];
export const CATALOGO: ReadonlyMap<number, IngredienteScienza> = new Map(TUTTI.map((i) => [i.id, i]));

const riga = (ingrediente_id: number, quantita: number, unita: RigaRicetta['unita']): RigaRicetta => ({ ingrediente_id, quantita, unita });

/** Fiordilatte: masses 619.2 + 149.1 + 40 + 160 + 40 + 4 = 1012.3 g (milk and cream weighed with their density). */
export const FIORDILATTE: RigaRicetta[] = [riga(1, 600, 'ml'), riga(2, 150, 'ml'), riga(3, 40, 'g'), riga(4, 160, 'g'), riga(5, 40, 'g'), riga(6, 4, 'g')];
/** Lemon sorbet: 500 + 250 + 220 + 30 + 3 = 1003 g; solids 26.9 (below the sorbet range) and too warm. */
export const SORBETTO_LIMONE: RigaRicetta[] = [riga(7, 500, 'ml'), riga(8, 250, 'g'), riga(4, 220, 'g'), riga(5, 30, 'g'), riga(6, 3, 'g')];
/** Chocolate and hazelnut: 516 + 99.4 + 30 + 170 + 30 + 50 + 60 + 4 = 959.4 g. */
export const CIOCCOLATO_NOCCIOLA: RigaRicetta[] = [riga(1, 500, 'ml'), riga(2, 100, 'ml'), riga(3, 30, 'g'), riga(4, 170, 'g'), riga(5, 30, 'g'), riga(9, 50, 'g'), riga(10, 60, 'g'), riga(6, 4, 'g')];
/** Rum cream: 619.2 + 149.1 + 150 + 47.5 + 3 = 968.8 g. */
export const CREMA_RUM: RigaRicetta[] = [riga(1, 600, 'ml'), riga(2, 150, 'ml'), riga(4, 150, 'g'), riga(11, 50, 'ml'), riga(6, 3, 'g')];
