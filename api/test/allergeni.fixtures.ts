import type { TestApp } from './app.js';
import type { NuovoIngrediente, RigaRicetta } from './catalogo.fixtures.js';

/**
 * Test catalogue of the label and derived-allergen tests (values hand-computed in etichetta.test.ts).
 * Nutrition per 100 g; densita kg/l.
 */
export const INGREDIENTI_ALLERGENI = {
  latte: { nome: 'Latte intero fresco Granarolo', nome_etichetta: 'latte intero', costo_per_unita: 1.2, unita_misura: 'l', densita: 1.03, fornitore: 'Granarolo', grassi: 3.6, grassi_saturi: 2.3, carboidrati: 4.8, zuccheri: 4.8, fibre: 0, proteine: 3.3, sale: 0.1, allergeni_contiene: ['Latte'], allergeni_tracce: [] },
  panna: { nome: 'Panna fresca 35%', nome_etichetta: 'panna', costo_per_unita: 4, unita_misura: 'l', fornitore: 'Granarolo', grassi: 35, grassi_saturi: 22, carboidrati: 3, zuccheri: 3, fibre: 0, proteine: 2, sale: 0.1, allergeni_contiene: ['latte'] },
  zucchero: { nome: 'Saccarosio', nome_etichetta: 'zucchero', costo_per_unita: 1.5, unita_misura: 'kg', fornitore: 'Zuccherificio', grassi: 0, grassi_saturi: 0, carboidrati: 100, zuccheri: 100, fibre: 0, proteine: 0, sale: 0, allergeni_contiene: [], allergeni_tracce: [] },
  nocciole: { nome: 'Pasta nocciola Piemonte IGP', nome_etichetta: 'pasta di nocciole', costo_per_unita: 28, unita_misura: 'kg', fornitore: 'Langhe', grassi: 60, grassi_saturi: 4.5, carboidrati: 6, zuccheri: 4, fibre: 10, proteine: 14, sale: 0, allergeni_contiene: ['Frutta a guscio'], allergeni_tracce: ['Arachidi', 'Latte'] },
  tuorlo: { nome: 'Tuorlo pastorizzato', nome_etichetta: "tuorlo d'uovo", caratterizzante: true, costo_per_unita: 9, unita_misura: 'kg', fornitore: 'Ovopro', grassi: 27, grassi_saturi: 9.5, carboidrati: 0.5, zuccheri: 0.5, fibre: 0, proteine: 16, sale: 0.12, allergeni_contiene: ['Uova'], allergeni_tracce: ['Soia'] },
  acqua: { nome: 'Acqua', costo_per_unita: 0.001, unita_misura: 'l', fornitore: 'Acquedotto', grassi: 0, grassi_saturi: 0, carboidrati: 0, zuccheri: 0, fibre: 0, proteine: 0, sale: 0, allergeni_contiene: [] },
  limone: { nome: 'Succo di limone', costo_per_unita: 3, unita_misura: 'l', fornitore: 'Agrumi di Sicilia', grassi: 0.4, grassi_saturi: 0.2, carboidrati: 6.9, zuccheri: 2.5, fibre: 0, proteine: 0.4, sale: 0.01, allergeni_contiene: [] },
  vaniglia: { nome: 'Bacca di vaniglia', costo_per_unita: 2.5, unita_misura: 'pz', fornitore: 'Spezie del Mondo' },
} satisfies Record<string, NuovoIngrediente>;
export type NomeIngredienteAllergeni = keyof typeof INGREDIENTI_ALLERGENI;

export async function creaIngredientiAllergeni(t: TestApp): Promise<Record<NomeIngredienteAllergeni, number>> {
  const admin = await t.token('admin');
  const ids = {} as Record<NomeIngredienteAllergeni, number>;
  for (const [k, body] of Object.entries(INGREDIENTI_ALLERGENI)) {
    const res = await t.rest('POST', '/api/ingredienti', { token: admin, body });
    if (res.status !== 201) throw new Error(`ingrediente ${k}: ${res.status} ${JSON.stringify(res.body)}`);
    ids[k as NomeIngredienteAllergeni] = res.body.id;
  }
  return ids;
}

/**
 * "Nocciola": latte 0.5 l × 1.03 = 0.515 kg, panna 200 ml (density 1.000) = 0.2 kg, zucchero 160 g,
 * pasta di nocciole 100 g, tuorlo 25 g; M = 1.000 kg.
 */
export const ricettaNocciola = (ids: Record<NomeIngredienteAllergeni, number>): RigaRicetta[] => [
  { ingrediente_id: ids.tuorlo, quantita: 25, unita: 'g' },
  { ingrediente_id: ids.zucchero, quantita: 160, unita: 'g' },
  { ingrediente_id: ids.latte, quantita: 0.5, unita: 'l' },
  { ingrediente_id: ids.nocciole, quantita: 100, unita: 'g' },
  { ingrediente_id: ids.panna, quantita: 200, unita: 'ml' },
];

/** "Sorbetto al limone": acqua 0.55 l, zucchero 0.25 kg, succo di limone 0.2 l, vaniglia 1 pz; M = 1.000 kg. */
export const ricettaLimone = (ids: Record<NomeIngredienteAllergeni, number>): RigaRicetta[] => [
  { ingrediente_id: ids.vaniglia, quantita: 1, unita: 'pz' },
  { ingrediente_id: ids.limone, quantita: 0.2, unita: 'l' },
  { ingrediente_id: ids.acqua, quantita: 0.55, unita: 'l' },
  { ingrediente_id: ids.zucchero, quantita: 0.25, unita: 'kg' },
];

export async function creaCategoria(t: TestApp, nome = 'Creme'): Promise<number> {
  const res = await t.rest('POST', '/api/config/categorie', { token: await t.token('admin'), body: { nome } });
  if (res.status !== 201) throw new Error(`categoria: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}
