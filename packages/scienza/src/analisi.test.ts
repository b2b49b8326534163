/**
 * Hand-computed analyses (DOMAIN.md "Gelato science"). Masses in g below; per-100 g values are
 * Σ m × k / M. Ingredient compositions: ingredienti.fixtures.ts.
 */
import { describe, expect, it } from 'vitest';
import { analizza, CHIAVE_LATTOSIO } from './analisi.js';
import { AMARENE, CACAO, CATALOGO, CIOCCOLATO_NOCCIOLA, CREMA_RUM, FIORDILATTE, SORBETTO_LIMONE } from './ingredienti.fixtures.js';
import { PROFILI_PREDEFINITI } from './profili.js';
import type { Analisi, RigaRicetta } from './tipi.js';

const [LATTE_CREME, CIOCCOLATO, SORBETTO] = PROFILI_PREDEFINITI as [never, never, never];
const esiti = (a: Analisi) => Object.fromEntries(a.controlli.map((c) => [c.chiave, c.esito]));

describe('fiordilatte', () => {
  // milk 600 ml × 1.032 = 619.2 g, cream 150 ml × 0.994 = 149.1 g, skim milk powder 40, sucrose 160,
  // dextrose monohydrate 40, stabiliser 4: M = 1012.3 g
  const a = analizza(FIORDILATTE, CATALOGO, { profilo: LATTE_CREME });

  it('composition per 100 g of mix', () => {
    expect(a.massa_kg).toBeCloseTo(1.0123, 12);
    const c = a.composizione;
    // acqua = (619.2 × 87.6 + 149.1 × 58.7 + 40 × 3.5 + 40 × 9) / 1012.3 = 6349.409 / 1012.3 = 62.722602
    expect(c.acqua).toBeCloseTo(62.722602, 5);
    expect(c.solidi_totali).toBeCloseTo(37.277398, 5); // 100 − 62.722602 − 0
    // grassi = (619.2 × 3.6 + 149.1 × 35 + 40 × 1) / 1012.3 = 748.762 / 1012.3 = 7.396641
    expect(c.grassi).toBeCloseTo(7.396641, 5);
    // slng = (619.2 × 8.8 + 149.1 × 6.3 + 40 × 95.5) / 1012.3 = 1020.829 / 1012.3 = 10.084254
    expect(c.slng).toBeCloseTo(10.084254, 5);
    // lattosio = (619.2 × 4.8 + 149.1 × 3.4 + 40 × 51) / 1012.3 = 551.91 / 1012.3 = 5.452040
    expect(c.lattosio).toBeCloseTo(5.45204, 5);
    expect(c.saccarosio).toBeCloseTo(15.805591, 5); // 1600 / 1012.3
    expect(c.glucosio).toBeCloseTo(3.595772, 5); // 40 × 91 / 1012.3
    expect(c.zuccheri).toBeCloseTo(24.853403, 5); // lactose + sucrose + glucose
    expect(c.stabilizzanti).toBeCloseTo(0.39514, 5); // 400 / 1012.3
    // altri_solidi = max(0, 37.277398 − 7.396641 − 10.084254 − (24.853403 − 5.45204) − 0.39514 − 0) = 0
    expect(c.altri_solidi).toBeCloseTo(0, 9);
    expect(c.alcol).toBe(0);
  });

  it('PAC with milk salts, POD, abs PAC, density, cost', () => {
    // pac_sali_latte = 10.084254 × 36.74 / 100 = 3.704955
    expect(a.pac_sali_latte).toBeCloseTo(3.704955, 5);
    // Σ m × pac = 619.2 × 4.8 + 149.1 × 3.4 + 40 × 51 + 160 × 100 + 40 × 172.9 = 2843.51 → / 1012.3 = 28.089598
    // pac_totale = 28.089598 + 3.704955 = 31.794553
    expect(a.pac_totale).toBeCloseTo(31.794553, 5);
    expect(a.hf).toBe(0);
    // pod = (619.2 × 0.768 + 149.1 × 0.544 + 40 × 8.16 + 160 × 100 + 40 × 72.8) / 1012.3 = 1979.5056 / 1012.3 = 19.554535
    expect(a.pod).toBeCloseTo(19.554535, 5);
    expect(a.abs_pac).toBeCloseTo(50.690743, 5); // 31.794553 / 62.722602 × 100
    // density = 1 / (0.07396641 × 1.075 + (0.37277398 − 0.07396641) × 0.63 + 0.62722602) = 1 / 0.894985 = 1.117333
    expect(a.densita_mix).toBeCloseTo(1.117333, 5);
    // cost: 0.6 l × 1.2 + 0.15 l × 4 + 0.04 × 3.5 + 0.16 × 1 + 0.04 × 1.5 + 0.004 × 20 = 1.76 € / 1.0123 kg
    expect(a.food_cost).toBeCloseTo(1.738615, 5);
    expect(a.copertura).toEqual({ percentuale: 100, ingredienti_senza_composizione: [] });
  });

  it('curve at x = 0, 50, 75, serving temperature and display-case hardness', () => {
    expect(a.curva).toHaveLength(100);
    expect(a.curva.map((p) => p.x)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    // x = 0: s = 31.794553 / 62.722602 × 100 = 50.6907 → table 48 → 2.99, 51 → 3.20: 2.99 + (2.6907 / 3) × 0.21 = 3.178352
    expect(a.curva[0]!.temperatura).toBeCloseTo(-3.178352, 5);
    expect(a.punto_congelamento).toBeCloseTo(-3.178352, 5);
    // x = 50: W = 31.361301, s = 101.3815 → table 99 → 7.04, 102 → 7.32: 7.04 + (2.3815 / 3) × 0.28 = 7.262272
    expect(a.curva[50]!.temperatura).toBeCloseTo(-7.262272, 5);
    // x = 75: W = 15.680651, s = 202.7630 → beyond 180: 13.68 + (22.763 / 3) × 0.20 = 15.197531
    expect(a.curva[75]!.temperatura).toBeCloseTo(-15.197531, 5);
    expect(a.curva[75]!.temperatura_durezza).toBeCloseTo(-15.197531, 5); // hf = 0
    expect(a.temperatura_servizio).toBeCloseTo(-15.197531, 5);
    // −12 °C ⇔ s = 157.3846; W = 3179.4553 / 157.3846 = 20.2018 = 62.722602 × (100 − x) / 100 → x ≈ 67.79
    expect(a.durezza_vetrina.temperatura).toBe(-12);
    expect(a.durezza_vetrina.punto_vendita_id).toBeNull();
    expect(a.durezza_vetrina.percentuale).toBeCloseTo(67.79, 1);
  });

  it('checks against the milk profile and the lactose limit', () => {
    expect(esiti(a)).toEqual({
      solidi_totali: 'ok',
      grassi: 'ok',
      slng: 'ok',
      zuccheri: 'ok',
      stabilizzanti: 'ok',
      pod: 'ok',
      sale_aggiunto: 'ok',
      alcol: 'ok',
      quota_destrosio: 'ok',
      quota_fruttosio: 'ok',
      temperatura_servizio: 'basso', // −15.2 °C < −13
      [CHIAVE_LATTOSIO]: 'ok',
    });
    // Hyde–Rothwell: (100 − 7.396641 − (24.853403 − 5.45204) − 0.39514 − 0) / 7 = 10.400979 ≥ slng 10.084254
    const l = a.controlli.find((c) => c.chiave === CHIAVE_LATTOSIO)!;
    expect(l.max).toBeCloseTo(10.400979, 5);
    expect(l.valore).toBeCloseTo(10.084254, 5);
    expect(a.profilo?.nome).toBe('Gelato al latte e creme');
  });

  it('uses the sales point display case', () => {
    const b = analizza(FIORDILATTE, CATALOGO, { temperatura_vetrina: -3, punto_vendita_id: 7 });
    expect(b.durezza_vetrina).toEqual({ punto_vendita_id: 7, temperatura: -3, percentuale: null }); // T_h(0) = −3.18 < −3: never crosses
    expect(b.controlli.map((c) => c.chiave)).toEqual([CHIAVE_LATTOSIO]);
    expect(b.profilo).toBeNull();
  });
});

describe('lemon sorbet', () => {
  // water 500 ml (density 1), lemon juice 250, sucrose 220, dextrose 30, stabiliser 3: M = 1003 g
  const a = analizza(SORBETTO_LIMONE, CATALOGO, { profilo: SORBETTO });

  it('composition, PAC, POD', () => {
    // acqua = (500 × 100 + 250 × 92 + 30 × 9) / 1003 = 73270 / 1003 = 73.050847
    expect(a.composizione.acqua).toBeCloseTo(73.050847, 5);
    expect(a.composizione.solidi_totali).toBeCloseTo(26.949153, 5);
    // zuccheri = (250 × 2.5 + 220 × 100 + 30 × 91) / 1003 = 25355 / 1003 = 25.279163
    expect(a.composizione.zuccheri).toBeCloseTo(25.279163, 5);
    expect(a.composizione.fibre).toBeCloseTo(0.074776, 5); // 250 × 0.3 / 1003
    // altri_solidi = 26.949153 − 0 − 0 − 25.279163 − 0.299103 − 0.074776 = 1.296112
    expect(a.composizione.altri_solidi).toBeCloseTo(1.296112, 5);
    // pac = (250 × 4.3 + 220 × 100 + 30 × 172.9) / 1003 = 28262 / 1003 = 28.177468 (no milk salts)
    expect(a.pac_totale).toBeCloseTo(28.177468, 5);
    expect(a.pac_sali_latte).toBe(0);
    // pod = (250 × 3.03 + 220 × 100 + 30 × 72.8) / 1003 = 24941.5 / 1003 = 24.866899
    expect(a.pod).toBeCloseTo(24.866899, 5);
    expect(a.food_cost).toBeCloseTo(0.822532, 5); // (0.25 × 2 + 0.22 + 0.045 + 0.06) / 1.003
  });

  it('curve and checks: solids too low, too warm at serving', () => {
    // x = 0: s = 28.177468 / 73.050847 × 100 = 38.5724 → table 36 → 2.21, 39 → 2.40: 2.21 + (2.5724 / 3) × 0.19 = 2.372919
    expect(a.curva[0]!.temperatura).toBeCloseTo(-2.372919, 5);
    // x = 50: s = 77.1448 → table 75 → 5.00, 78 → 5.26: 5.00 + (2.1448 / 3) × 0.26 = 5.185883
    expect(a.curva[50]!.temperatura).toBeCloseTo(-5.185883, 5);
    // x = 75: s = 154.2896 → table 153 → 11.63, 156 → 11.88: 11.63 + (1.2896 / 3) × 0.25 = 11.737468
    expect(a.temperatura_servizio).toBeCloseTo(-11.737468, 5);
    expect(esiti(a)).toEqual({
      solidi_totali: 'basso',
      grassi: 'ok',
      slng: 'ok',
      zuccheri: 'ok',
      sale_aggiunto: 'ok',
      alcol: 'ok',
      quota_destrosio: 'ok',
      quota_fruttosio: 'ok',
      temperatura_servizio: 'alto',
      [CHIAVE_LATTOSIO]: 'ok',
    });
  });
});

describe('chocolate and hazelnut with hardening factor', () => {
  // milk 500 ml → 516 g, cream 100 ml → 99.4, skim milk powder 30, sucrose 170, dextrose 30, cocoa 22/24 50,
  // hazelnut paste 60, stabiliser 4: M = 959.4 g
  const a = analizza(CIOCCOLATO_NOCCIOLA, CATALOGO, { profilo: CIOCCOLATO });

  it('hardening factor and the two curves', () => {
    // hf = (0.9 × 50 × 23 + 1.8 × 50 × 74 + 1.4 × 60 × 61) / 959.4 = (1035 + 6660 + 5124) / 959.4 = 13.361476
    expect(a.hf).toBeCloseTo(13.361476, 5);
    // grassi = (516 × 3.6 + 99.4 × 35 + 30 × 1 + 50 × 23 + 60 × 61) / 959.4 = 10.607255
    expect(a.composizione.grassi).toBeCloseTo(10.607255, 5);
    // zuccheri: hazelnut paste has no spectrum → its nutrition 4 g: 25.343715
    expect(a.composizione.zuccheri).toBeCloseTo(25.343715, 5);
    expect(a.composizione.altri_solidi).toBeCloseTo(5.357515, 5);
    // pac_totale = Σ m pac / M + 8.37192 × 0.3674 = 30.730377; acqua 53.8059
    expect(a.pac_totale).toBeCloseTo(30.730377, 5);
    expect(a.composizione.acqua).toBeCloseTo(53.8059, 4);
    // x = 0: T from s = 57.1134 → table 57 → 3.63, 60 → 3.85: 3.63 + (0.1134 / 3) × 0.22 = 3.638316;
    // T_h from s = (30.730377 − 13.361476) / 53.8059 × 100 = 32.2807 → table 30 → 1.86, 33 → 2.03: 1.86 + (2.2807 / 3) × 0.17 = 1.989238
    expect(a.curva[0]!.temperatura).toBeCloseTo(-3.638316, 5);
    expect(a.curva[0]!.temperatura_durezza).toBeCloseTo(-1.989238, 5);
    // x = 50: T_h from s = 64.5613 → table 63 → 4.10, 66 → 4.33: 4.10 + (1.5613 / 3) × 0.23 = 4.219702
    expect(a.curva[50]!.temperatura_durezza).toBeCloseTo(-4.219702, 5);
    // x = 75: T from s = 228.4536 → 13.68 + (48.4536 / 3) × 0.2 = 16.910239; T_h from s = 129.1227 → table 129 → 9.71, 132 → 9.96: 9.720221
    expect(a.curva[75]!.temperatura).toBeCloseTo(-16.910239, 5);
    expect(a.temperatura_servizio).toBeCloseTo(-9.720221, 5);
    expect(esiti(a).temperatura_servizio).toBe('alto'); // −9.72 > −10
    expect(a.food_cost).toBeCloseTo(3.053992, 5); // (0.6 + 0.4 + 0.105 + 0.17 + 0.045 + 0.45 + 1.08 + 0.08) / 0.9594
  });
});

describe('rum cream (alcohol)', () => {
  // milk 619.2, cream 149.1, sucrose 150, rum 50 ml × 0.95 = 47.5, stabiliser 3: M = 968.8 g
  const a = analizza(CREMA_RUM, CATALOGO);

  it('alcohol is neither water nor solid, and lowers the freezing point', () => {
    // alcol = 47.5 × 33.4 / 968.8 = 1.637593; acqua = (619.2 × 87.6 + 149.1 × 58.7 + 47.5 × 66.6) / 968.8 = 68.288181
    expect(a.composizione.alcol).toBeCloseTo(1.637593, 5);
    expect(a.composizione.acqua).toBeCloseTo(68.288181, 5);
    expect(a.composizione.solidi_totali).toBeCloseTo(30.074226, 5); // 100 − 68.288181 − 1.637593
    // pac = (619.2 × 4.8 + 149.1 × 3.4 + 150 × 100 + 47.5 × 248.162) / 968.8 + 6.594024 × 0.3674 = 33.664175
    expect(a.pac_totale).toBeCloseTo(33.664175, 5);
    // x = 75: s = 197.1889 → 13.68 + (17.1889 / 3) × 0.2 = 14.825925
    expect(a.temperatura_servizio).toBeCloseTo(-14.825925, 5);
    // density ignores the alcohol volume: 1 / (0.07687469 × 1.075 + (0.30074226 − 0.07687469) × 0.63 + 0.68288181) = 1.103073
    expect(a.densita_mix).toBeCloseTo(1.103073, 5);
    expect(a.food_cost).toBeCloseTo(2.198596, 5); // (0.72 + 0.6 + 0.15 + 0.05 × 12 + 0.06) / 0.9688
  });
});

describe('coverage, pieces, empty recipe', () => {
  it('names the ingredients without composition and their share of the mass', () => {
    // + 10 g vanilla flavour without composition: M = 1022.3, known 1012.3 → 99.021813 %
    const a = analizza([...FIORDILATTE, { ingrediente_id: 13, quantita: 10, unita: 'g' }], CATALOGO);
    expect(a.copertura.percentuale).toBeCloseTo(99.021813, 5);
    expect(a.copertura.ingredienti_senza_composizione).toEqual([{ id: 13, nome: 'Aroma vaniglia' }]);
  });

  it('mass of unknown composition counts at 1 kg/l in the mix density (not as solids at 1/0.63 ≈ 1.59 kg/l)', () => {
    // only the vanilla flavour, no composition: solids 100 % by difference, volume 0.63 + 1 × (1 − 0.63) = 1 l/kg
    const a = analizza([{ ingrediente_id: 13, quantita: 100, unita: 'g' }], CATALOGO);
    expect(a.copertura.percentuale).toBe(0);
    expect(a.densita_mix).toBeCloseTo(1, 12);
  });

  it('pieces count in the cost only', () => {
    // + 2 vanilla pods at 2.50 €: mass unchanged, cost (1.76 + 5) / 1.0123 = 6.677862
    const a = analizza([...FIORDILATTE, { ingrediente_id: 15, quantita: 2, unita: 'pz' }], CATALOGO);
    expect(a.massa_kg).toBeCloseTo(1.0123, 12);
    expect(a.food_cost).toBeCloseTo(6.677862, 5);
    expect(a.composizione.acqua).toBeCloseTo(62.722602, 5);
    expect(a.copertura.percentuale).toBe(100);
  });

  it('a piece with its mass per piece counts in the mix (DOMAIN "Recipe versions and the weighing sheet")', () => {
    // 2 pods of 3 g each: M = 1.0123 + 0.006 = 1.0183 kg; cost (1.76 + 5) / 1.0183 = 6.638515; water 634.94 / 1.0183
    // (the pod, no composition given, is named in the coverage)
    const pod = { ...CATALOGO.get(15)!, peso_pezzo_g: 3 };
    const catalogo = new Map(CATALOGO).set(15, pod);
    const a = analizza([...FIORDILATTE, { ingrediente_id: 15, quantita: 2, unita: 'pz' }], catalogo);
    expect(a.massa_kg).toBeCloseTo(1.0183, 12);
    expect(a.food_cost).toBeCloseTo(6.76 / 1.0183, 9);
    expect(a.composizione.acqua).toBeCloseTo((62.722602 * 1.0123) / 1.0183, 5);
    expect(a.copertura.ingredienti_senza_composizione).toEqual([{ id: 15, nome: 'Baccello di vaniglia' }]);
  });

  it('M = 0 gives zeros, never NaN', () => {
    const a = analizza([{ ingrediente_id: 15, quantita: 1, unita: 'pz' }], CATALOGO, { profilo: SORBETTO });
    expect(a.massa_kg).toBe(0);
    expect(a.food_cost).toBe(0);
    expect(Object.values(a.composizione).every((v) => v === 0)).toBe(true);
    expect([a.pac_totale, a.pod, a.abs_pac, a.densita_mix, a.temperatura_servizio, a.punto_congelamento]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(a.durezza_vetrina.percentuale).toBeNull();
    expect(JSON.stringify(a)).not.toMatch(/NaN|Infinity|null,"max":null/);
    expect(a.curva.every((p) => p.temperatura === 0 && p.temperatura_durezza === 0)).toBe(true);
  });
});

describe('recipe line roles (issue 27): the science of the base lines only', () => {
  // the lemon sorbet (1003 g, above) with 150 g of sour cherries in syrup rippled in after churning
  const variegato: RigaRicetta[] = [...SORBETTO_LIMONE, { ingrediente_id: AMARENE.id, quantita: 150, unita: 'g', ruolo: 'variegato' }];

  it('a variegate changes neither the composition nor the curve nor the serving temperature', () => {
    const senza = analizza(SORBETTO_LIMONE, CATALOGO, { profilo: SORBETTO });
    const con = analizza(variegato, CATALOGO, { profilo: SORBETTO });
    expect(con.massa_kg).toBeCloseTo(1.003, 9);
    expect(con.composizione).toEqual(senza.composizione);
    expect(con.pac_totale).toBeCloseTo(28.177468, 5);
    expect(con.temperatura_servizio).toBeCloseTo(-11.737468, 5);
    expect(con.curva).toEqual(senza.curva);
    expect(con.controlli).toEqual(senza.controlli);
  });

  it('…while the cost counts every line: (0.825 + 0.15 × 8) / 1.153 = 1.756288 €/kg', () => {
    expect(analizza(variegato, CATALOGO).food_cost).toBeCloseTo(1.756288, 5);
    expect(analizza(SORBETTO_LIMONE, CATALOGO).food_cost).toBeCloseTo(0.822532, 5);
  });

  it('counted as mix, the same cherries would make it read softer than it is', () => {
    // pac = (28262 + 150 × 83.2) / 1153 = 35.335646; acqua = (73270 + 150 × 38.4) / 1153 = 68.542931
    const sbagliata = analizza([...SORBETTO_LIMONE, { ingrediente_id: AMARENE.id, quantita: 150, unita: 'g' }], CATALOGO);
    expect(sbagliata.pac_totale).toBeCloseTo(35.335646, 5);
    expect(sbagliata.composizione.acqua).toBeCloseTo(68.542931, 5);
    expect(sbagliata.temperatura_servizio).toBeLessThan(-13);
  });

  it('an inclusion is left out of the mix too', () => {
    const con = analizza([...SORBETTO_LIMONE, { ingrediente_id: CACAO.id, quantita: 40, unita: 'g', ruolo: 'inclusione' }], CATALOGO);
    expect(con.hf).toBe(0);
    expect(con.temperatura_servizio).toBeCloseTo(-11.737468, 5);
  });
});
