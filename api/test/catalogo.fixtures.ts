import type { CorpoRichiesta, TestApp } from './app.js';

/** A recipe line as the contract takes it (POST/PUT /api/gusti, analysis, balancer). */
export type RigaRicetta = NonNullable<CorpoRichiesta<'POST', '/api/gusti'>['ingredienti']>[number];
/** The body of POST /api/ingredienti. */
export type NuovoIngrediente = CorpoRichiesta<'POST', '/api/ingredienti'>;

/**
 * Test fixtures shared by the catalogue tests (ingredienti, gusti): a small catalogue whose values
 * are computed by hand below. Used only by *.test.ts files.
 */
export const INGREDIENTI_TEST = {
  // l: cost per litre; nutrition per 100 g; PAC/POD per 100 g
  latte: { nome: 'Latte intero', costo_per_unita: 1.2, unita_misura: 'l', fornitore: 'Latteria Sociale', calorie: 64, carboidrati: 4.8, zuccheri: 4.8, grassi: 3.6, proteine: 3.3, sale: 0.1, pac: 4.8, pod: 0.8 },
  saccarosio: { nome: 'Saccarosio', costo_per_unita: 1.5, unita_misura: 'kg', fornitore: 'Zuccherificio', calorie: 400, carboidrati: 100, zuccheri: 100, grassi: 0, proteine: 0, sale: 0, pac: 100, pod: 100 },
  destrosio: { nome: 'Destrosio', costo_per_unita: 0.004, unita_misura: 'g', fornitore: 'Zuccherificio', calorie: 380, carboidrati: 95, zuccheri: 95, grassi: 0, proteine: 0, sale: 0, pac: 190, pod: 70 },
  panna: { nome: 'Panna 35%', costo_per_unita: 0.005, unita_misura: 'ml', fornitore: 'Latteria Sociale', calorie: 337, carboidrati: 3, zuccheri: 3, grassi: 35, proteine: 2, sale: 0.1, pac: 3, pod: 0.5 },
  vaniglia: { nome: 'Bacca di vaniglia', costo_per_unita: 2.5, unita_misura: 'pz', fornitore: 'Spezie del Mondo', calorie: 288, carboidrati: 13, zuccheri: 13, grassi: 0, proteine: 0, sale: 0, pac: 0, pod: 0 },
  acqua: { nome: 'Acqua', costo_per_unita: 0.001, unita_misura: 'l', fornitore: 'Acquedotto', calorie: 0, carboidrati: 0, zuccheri: 0, grassi: 0, proteine: 0, sale: 0, pac: 0, pod: 0 },
  limone: { nome: 'Succo di limone', costo_per_unita: 3, unita_misura: 'l', fornitore: 'Agrumi di Sicilia', calorie: 22, carboidrati: 6.9, zuccheri: 2.5, grassi: 0, proteine: 0.4, sale: 0, pac: 2.5, pod: 2.5 },
} satisfies Record<string, NuovoIngrediente>;

export type NomeIngredienteTest = keyof typeof INGREDIENTI_TEST;

export async function creaCatalogoTest(t: TestApp) {
  const admin = await t.token('admin');
  const ids = {} as Record<NomeIngredienteTest, number>;
  for (const [k, body] of Object.entries(INGREDIENTI_TEST)) {
    const res = await t.rest('POST', '/api/ingredienti', { token: admin, body });
    if (res.status !== 201) throw new Error(`ingrediente ${k}: ${res.status} ${JSON.stringify(res.body)}`);
    ids[k as NomeIngredienteTest] = res.body.id;
  }
  const cat = async (nome: string, attivo = true) => {
    const res = await t.rest('POST', '/api/config/categorie', { token: admin, body: { nome, attivo } });
    if (res.status !== 201) throw new Error(`categoria ${nome}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  };
  const categorie = { creme: await cat('Creme'), sorbetti: await cat('Sorbetti'), archivio: await cat('Archivio', false) };
  return { ids, categorie };
}

/**
 * Crema alla vaniglia (mixes l, g on a kg ingredient, g, ml and pz):
 *   Latte 0.7 l (m 0.7 kg), Saccarosio 150 g (q 0.15 kg), Destrosio 50 g, Panna 300 ml (m 0.3), Vaniglia 2 pz (m 0)
 *   M = 0.7 + 0.15 + 0.05 + 0.3 = 1.2 kg
 *   cost = 0.7×1.20 + 0.15×1.50 + 50×0.004 + 300×0.005 + 2×2.50 = 0.84 + 0.225 + 0.2 + 1.5 + 5 = 7.765
 *   food_cost = 7.765 / 1.2 = 6.470833 -> 6.4708 €/kg
 *   PAC = Σ m×1000×pac/100 = 0.7×10×4.8 + 0.15×10×100 + 0.05×10×190 + 0.3×10×3 = 33.6 + 150 + 95 + 9 = 287.6 g
 *   PAC/kg = 287.6 / 1.2 = 239.67
 *   POD = 0.7×10×0.8 + 150 + 0.05×10×70 + 0.3×10×0.5 = 5.6 + 150 + 35 + 1.5 = 192.1 g ; POD/kg = 160.08
 *   kcal/100 g = (0.7×64 + 0.15×400 + 0.05×380 + 0.3×337) / 1.2 = (44.8 + 60 + 19 + 101.1) / 1.2 = 224.9 / 1.2 = 187.42
 *   grassi = (0.7×3.6 + 0.3×35) / 1.2 = 13.02 / 1.2 = 10.85
 *   zuccheri = carboidrati = (3.36 + 15 + 4.75 + 0.9) / 1.2 = 24.01 / 1.2 = 20.01
 *   proteine = (2.31 + 0.6) / 1.2 = 2.425 -> 2.43 ; sale = (0.07 + 0.03) / 1.2 = 0.083
 */
export const crema = (ids: Record<NomeIngredienteTest, number>): (RigaRicetta & { nome: string })[] => [
  { ingrediente_id: ids.latte, nome: 'Latte intero', quantita: 0.7, unita: 'l' },
  { ingrediente_id: ids.saccarosio, nome: 'Saccarosio', quantita: 150, unita: 'g' },
  { ingrediente_id: ids.destrosio, nome: 'Destrosio', quantita: 50, unita: 'g' },
  { ingrediente_id: ids.panna, nome: 'Panna 35%', quantita: 300, unita: 'ml' },
  { ingrediente_id: ids.vaniglia, nome: 'Bacca di vaniglia', quantita: 2, unita: 'pz' },
];

/**
 * Sorbetto al limone (kg on a kg ingredient, l and ml on l ingredients):
 *   Saccarosio 0.25 kg, Acqua 0.45 l, Succo di limone 250 ml ; M = 0.95 kg
 *   cost = 0.375 + 0.00045 + 0.75 = 1.12545 ; food_cost = 1.12545 / 0.95 = 1.184684 -> 1.1847
 *   PAC = 0.25×10×100 + 0 + 0.25×10×2.5 = 256.25 ; PAC/kg = 269.74 ; POD the same
 *   kcal = (0.25×400 + 0.25×22) / 0.95 = 105.5 / 0.95 = 111.05
 */
export const sorbetto = (ids: Record<NomeIngredienteTest, number>): RigaRicetta[] => [
  { ingrediente_id: ids.saccarosio, quantita: 0.25, unita: 'kg' },
  { ingrediente_id: ids.acqua, quantita: 0.45, unita: 'l' },
  { ingrediente_id: ids.limone, quantita: 250, unita: 'ml' },
];

/**
 * Productions for tests, written straight into the production tables (not through the service: no
 * versions; the rollups follow by their triggers). Lines at `foodCost` (default 0), at the first sales
 * point unless `puntoVenditaId` is given.
 */
export async function registraProduzione(
  t: TestApp,
  data: string,
  righe: { gustoId: number; kg: number; foodCost?: number }[],
  { puntoVenditaId }: { puntoVenditaId?: number } = {},
): Promise<number> {
  const conn = t.orm.em.fork().getConnection();
  const [pv] = puntoVenditaId ? [{ id: puntoVenditaId }] : await conn.execute<{ id: number }[]>('select id from punti_vendita order by id limit 1');
  const [p] = await conn.execute<{ id: number }[]>('insert into produzioni (data, punto_vendita_id) values (?, ?) returning id', [data, pv!.id]);
  for (const r of righe) {
    await conn.execute('insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost) values (?, ?, ?, ?)', [p!.id, r.gustoId, r.kg, r.foodCost ?? 0]);
  }
  return p!.id;
}
