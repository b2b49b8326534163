/**
 * Balancing with HiGHS (DOMAIN.md "Targets and balancing"). The solver's answers are checked
 * against the rules, not against fixed numbers: every target met (or named with its gap), the
 * mass kept, locked lines untouched, bounds held, the objective improved.
 */
import { describe, expect, it } from 'vitest';
import { analizza, CHIAVE_LATTOSIO } from './analisi.js';
import { bilancia } from './bilancia.js';
import { AMARENE, CATALOGO, CIOCCOLATO_NOCCIOLA, FIORDILATTE, SALE, SORBETTO_LIMONE } from './ingredienti.fixtures.js';
import { PROFILI_PREDEFINITI } from './profili.js';
import type { Analisi, RichiestaBilanciamento, RigaRicetta } from './tipi.js';
import { massaKg } from './unita.js';

type Profilo = (typeof PROFILI_PREDEFINITI)[number];
const [LATTE_CREME, CIOCCOLATO, SORBETTO] = PROFILI_PREDEFINITI as [Profilo, Profilo, Profilo];
const richiesta = (righe: RichiestaBilanciamento['righe'], profilo: typeof LATTE_CREME, obiettivo: RichiestaBilanciamento['obiettivo']): RichiestaBilanciamento => ({
  righe,
  obiettivi: profilo.obiettivi,
  temperatura_servizio: profilo.temperatura_servizio,
  obiettivo,
});
const fuoriRange = (a: Analisi) => a.controlli.filter((c) => c.chiave !== CHIAVE_LATTOSIO && c.esito !== 'ok').map((c) => c.chiave);
const massaG = (righe: RigaRicetta[]) => righe.reduce((s, r) => s + massaKg(r.quantita, r.unita, CATALOGO.get(r.ingrediente_id)!.densita) * 1000, 0);
const decimi = (q: number) => Math.abs(q * 10 - Math.round(q * 10)) < 1e-6;
const variazioneG = (a: RigaRicetta[], b: RigaRicetta[]) => a.reduce((s, r, i) => s + Math.abs(massaKg(r.quantita, r.unita, CATALOGO.get(r.ingrediente_id)!.densita) - massaKg(b[i]!.quantita, b[i]!.unita, CATALOGO.get(r.ingrediente_id)!.densita)) * 1000, 0);

describe('bilancia', () => {
  it('brings a lemon sorbet out of range (solids 26.9, serving −11.7 °C) back into the sorbet profile', async () => {
    expect(fuoriRange(analizza(SORBETTO_LIMONE, CATALOGO, { profilo: SORBETTO }))).toEqual(['solidi_totali', 'temperatura_servizio']);
    const r = await bilancia(richiesta(SORBETTO_LIMONE, SORBETTO, 'modifica_minima'), CATALOGO);
    expect(r.fattibile).toBe(true);
    expect(r.obiettivi_mancati).toEqual([]);
    expect(fuoriRange(r.analisi)).toEqual([]);
    expect(r.analisi.composizione.solidi_totali).toBeGreaterThanOrEqual(28);
    expect(r.analisi.temperatura_servizio).toBeLessThanOrEqual(-12);
    expect(r.analisi.temperatura_servizio).toBeGreaterThanOrEqual(-14);
    // same lines, same units, 0.1 g steps, same batch mass (1003 g, within the rounding)
    expect(r.righe.map((x) => [x.ingrediente_id, x.unita])).toEqual(SORBETTO_LIMONE.map((x) => [x.ingrediente_id, x.unita]));
    expect(r.righe.every((x) => decimi(x.quantita))).toBe(true);
    expect(massaG(r.righe)).toBeCloseTo(1003, 0);
    expect(r.food_cost).toBe(r.analisi.food_cost);
  });

  it('a piece with a mass per piece stays as sent and its grams count in the target mass', async () => {
    const catalogo = new Map(CATALOGO).set(15, { ...CATALOGO.get(15)!, peso_pezzo_g: 3, acqua: 20 });
    const righe: RigaRicetta[] = [...FIORDILATTE, { ingrediente_id: 15, quantita: 2, unita: 'pz' }];
    const r = await bilancia({ ...richiesta(righe, LATTE_CREME, 'costo_minimo'), massa_kg: 1.0183 }, catalogo);
    expect(r.righe.at(-1)).toEqual({ ingrediente_id: 15, quantita: 2, unita: 'pz' });
    // the answer's mix: the weighed lines plus 6 g of pods = 1018.3 g (0.1 g steps)
    expect(r.analisi.massa_kg * 1000).toBeCloseTo(1018.3, 0);
    expect(massaG(r.righe.slice(0, -1)) + 6).toBeCloseTo(1018.3, 0);
  });

  it('finds a cheaper fiordilatte that meets every target', async () => {
    const prima = analizza(FIORDILATTE, CATALOGO, { profilo: LATTE_CREME });
    const r = await bilancia(richiesta(FIORDILATTE, LATTE_CREME, 'costo_minimo'), CATALOGO);
    expect(r.fattibile).toBe(true);
    expect(fuoriRange(r.analisi)).toEqual([]);
    expect(r.food_cost).toBeLessThan(prima.food_cost);
    expect(massaG(r.righe)).toBeCloseTo(1012.3, 0);
    // no other answer to the same targets is cheaper: the minimal-change one costs at least as much
    const m = await bilancia(richiesta(FIORDILATTE, LATTE_CREME, 'modifica_minima'), CATALOGO);
    expect(m.fattibile).toBe(true);
    expect(r.food_cost).toBeLessThanOrEqual(m.food_cost + 1e-3);
    // …and changes the recipe less than the cheapest one does
    expect(variazioneG(m.righe, FIORDILATTE)).toBeLessThanOrEqual(variazioneG(r.righe, FIORDILATTE) + 0.5);
  });

  it('modifica_minima leaves a recipe already within its targets as it is', async () => {
    const r = await bilancia({ righe: FIORDILATTE, obiettivi: LATTE_CREME.obiettivi, obiettivo: 'modifica_minima' }, CATALOGO);
    expect(r.fattibile).toBe(true);
    expect(r.righe).toEqual(FIORDILATTE);
  });

  it('keeps locked lines and per-line bounds', async () => {
    // cream locked at 150 ml, sucrose within 170–200 g, milk at most 700 ml, powder at least 30 g
    const righe = FIORDILATTE.map((x) =>
      x.ingrediente_id === 2
        ? { ...x, bloccata: true }
        : x.ingrediente_id === 4
          ? { ...x, min: 170, max: 200 }
          : x.ingrediente_id === 1
            ? { ...x, max: 700 }
            : x.ingrediente_id === 3
              ? { ...x, min: 30 }
              : { ...x, libera: true },
    );
    const r = await bilancia(richiesta(righe, LATTE_CREME, 'costo_minimo'), CATALOGO);
    expect(r.righe[1]).toEqual({ ingrediente_id: 2, quantita: 150, unita: 'ml' });
    expect(r.righe[3]!.quantita).toBeGreaterThanOrEqual(170);
    expect(r.righe[3]!.quantita).toBeLessThanOrEqual(200);
    expect(r.righe[0]!.quantita).toBeLessThanOrEqual(700);
    expect(r.righe[2]!.quantita).toBeGreaterThanOrEqual(30);
    expect(r.fattibile).toBe(true);
    expect(fuoriRange(r.analisi)).toEqual([]);
  });

  it('scales to a target mass and uses a candidate ingredient within its maximum', async () => {
    // water, lemon and stabiliser only: sugar must come from the candidate sucrose (at most 400 g)
    const righe: RigaRicetta[] = [
      { ingrediente_id: 7, quantita: 600, unita: 'ml' },
      { ingrediente_id: 8, quantita: 300, unita: 'g' },
      { ingrediente_id: 6, quantita: 3, unita: 'g' },
    ];
    const libere = righe.map((x) => ({ ...x, libera: true }));
    const r = await bilancia({ ...richiesta(libere, SORBETTO, 'costo_minimo'), massa_kg: 1.5, candidati: [{ ingrediente_id: 4, max: 400 }] }, CATALOGO);
    expect(r.fattibile).toBe(true);
    expect(r.righe).toHaveLength(4);
    expect(r.righe[3]).toMatchObject({ ingrediente_id: 4, unita: 'g' });
    expect(r.righe[3]!.quantita).toBeGreaterThan(0);
    expect(r.righe[3]!.quantita).toBeLessThanOrEqual(400);
    expect(r.analisi.massa_kg).toBeCloseTo(1.5, 3);
  });

  it('counts the hardening factor in the serving temperature (chocolate and hazelnut, −9.7 °C → −12…−10)', async () => {
    const prima = analizza(CIOCCOLATO_NOCCIOLA, CATALOGO, { profilo: CIOCCOLATO });
    expect(fuoriRange(prima)).toContain('temperatura_servizio'); // also solids 46.2 and fat 10.6 above the range
    const libere = CIOCCOLATO_NOCCIOLA.map((x) => ({ ...x, libera: true }));
    const r = await bilancia({ ...richiesta(libere, CIOCCOLATO, 'modifica_minima'), temperatura_vetrina: -14 }, CATALOGO);
    expect(r.fattibile).toBe(true);
    expect(fuoriRange(r.analisi)).toEqual([]);
    // the bound is on T_h (with hf), not on T: without the hardening factor the mix would read far colder
    expect(r.analisi.hf).toBeGreaterThan(5);
    expect(r.analisi.curva[75]!.temperatura).toBeLessThan(-13);
    expect(r.analisi.temperatura_servizio).toBeLessThanOrEqual(-10);
    expect(r.analisi.temperatura_servizio).toBeGreaterThanOrEqual(-12);
    expect(r.analisi.durezza_vetrina.temperatura).toBe(-14);
  });

  it('holds PAC ranges written on the water (abs_pac) and on the mix (pac_totale)', async () => {
    const r = await bilancia({ righe: FIORDILATTE, obiettivi: { ...LATTE_CREME.obiettivi, abs_pac: { min: 40, max: 44 }, pac_totale: { min: 26, max: null } }, obiettivo: 'modifica_minima' }, CATALOGO);
    expect(r.fattibile).toBe(true);
    expect(r.analisi.abs_pac).toBeGreaterThanOrEqual(40);
    expect(r.analisi.abs_pac).toBeLessThanOrEqual(44); // was 50.7
    expect(r.analisi.pac_totale).toBeGreaterThanOrEqual(26);
  });

  it('names the missed targets when they cannot all be met', async () => {
    // a sorbet cannot reach 5 % fat without a fat ingredient; the other targets still hold
    const r = await bilancia({ ...richiesta(SORBETTO_LIMONE, SORBETTO, 'costo_minimo'), obiettivi: { ...SORBETTO.obiettivi, grassi: { min: 5, max: 8 } } }, CATALOGO);
    expect(r.fattibile).toBe(false);
    expect(r.obiettivi_mancati).toEqual([{ chiave: 'grassi', valore: 0, min: 5, max: 8, scarto: 5 }]);
    expect(r.analisi.composizione.solidi_totali).toBeGreaterThanOrEqual(28);
  });

  it('names the batch mass when locked lines and bounds cannot reach it', async () => {
    const righe = SORBETTO_LIMONE.map((x) => ({ ...x, bloccata: true }));
    const r = await bilancia({ ...richiesta(righe, SORBETTO, 'costo_minimo'), massa_kg: 2 }, CATALOGO);
    expect(r.fattibile).toBe(false);
    expect(r.righe).toEqual(SORBETTO_LIMONE);
    expect(r.obiettivi_mancati[0]).toEqual({ chiave: 'massa_kg', valore: expect.closeTo(1.003, 9), min: 2, max: 2, scarto: expect.closeTo(0.997, 9) });
    expect(r.obiettivi_mancati.map((o) => o.chiave)).toEqual(['massa_kg', 'solidi_totali', 'temperatura_servizio']);
  });

  it('keeps piece lines as sent (cost only)', async () => {
    const righe: RigaRicetta[] = [...FIORDILATTE, { ingrediente_id: 15, quantita: 1, unita: 'pz' }];
    const r = await bilancia(richiesta(righe, LATTE_CREME, 'costo_minimo'), CATALOGO);
    expect(r.righe[6]).toEqual({ ingrediente_id: 15, quantita: 1, unita: 'pz' });
    expect(r.fattibile).toBe(true);
  });
});

describe('bilancia keeps the identity of the recipe (issue 27)', () => {
  const quota = (righe: RigaRicetta[], i: number) => massaKg(righe[i]!.quantita, righe[i]!.unita, CATALOGO.get(righe[i]!.ingrediente_id)!.densita) * 1000 / massaG(righe.filter((r) => (r.ruolo ?? 'base') === 'base'));
  // rounding to 0.1 g moves a share by at most 0.05 g over ~1 kg
  const TOLL = 0.0001;

  it('minimum cost keeps every line within ±30 % of its share, the lemon (named in the flavour) never below it', async () => {
    const r = await bilancia({ ...richiesta(SORBETTO_LIMONE, SORBETTO, 'costo_minimo'), nome_gusto: 'Sorbetto al limone' }, CATALOGO);
    expect(r.fattibile).toBe(true);
    SORBETTO_LIMONE.forEach((_, i) => {
      const prima = quota(SORBETTO_LIMONE, i);
      const dopo = quota(r.righe, i);
      expect(dopo).toBeGreaterThanOrEqual((i === 1 ? 1 : 0.7) * prima - TOLL);
      expect(dopo).toBeLessThanOrEqual(1.3 * prima + TOLL);
    });
    // the lemon juice is at its minimum share (250/1003 = 24.9 %): the cheapest answer would take less
    expect(r.vincoli_attivi).toContainEqual({ chiave: 'riga_2_min', descrizione: 'Succo di limone al minimo: 24,9\u00a0% (caratterizzante: mai sotto la quota attuale)' });
  });

  it('a line freed, or bounded by the user, leaves its identity bounds', async () => {
    const righe = SORBETTO_LIMONE.map((x, i) => (i === 1 ? { ...x, libera: true } : i === 4 ? { ...x, min: 1, max: 10 } : x));
    const r = await bilancia(richiesta(righe, SORBETTO, 'costo_minimo'), CATALOGO);
    expect(r.fattibile).toBe(true);
    expect(r.righe[1]!.quantita).toBeLessThan(0.7 * 250); // freed: the (dear) lemon juice goes down
    expect(r.righe[4]!.quantita).toBeGreaterThanOrEqual(1);
    expect(r.righe[4]!.quantita).toBeLessThanOrEqual(10);
  });

  it('a line marked caratterizzante never goes below its share', async () => {
    const righe = SORBETTO_LIMONE.map((x, i) => (i === 1 ? { ...x, caratterizzante: true } : x));
    const r = await bilancia(richiesta(righe, SORBETTO, 'costo_minimo'), CATALOGO);
    expect(quota(r.righe, 1)).toBeGreaterThanOrEqual(quota(SORBETTO_LIMONE, 1) - TOLL);
  });

  it('never picks added salt as a candidate, and caps the salt already there at 0.2 g per 100 g', async () => {
    const libere = SORBETTO_LIMONE.map((x) => ({ ...x, libera: true }));
    const r = await bilancia({ ...richiesta(libere, SORBETTO, 'costo_minimo'), candidati: [{ ingrediente_id: SALE.id }] }, CATALOGO);
    expect(r.righe.map((x) => x.ingrediente_id)).not.toContain(SALE.id);
    // 5 g of salt in the recipe (0.5 %): the answer takes it to at most 0.2 g per 100 g of mix
    const salato = [...libere, { ingrediente_id: SALE.id, quantita: 5, unita: 'g' as const, libera: true }];
    const s = await bilancia(richiesta(salato, SORBETTO, 'costo_minimo'), CATALOGO);
    expect(s.analisi.composizione.sale_aggiunto).toBeLessThanOrEqual(0.2 + 1e-6);
    expect(s.vincoli_attivi).toContainEqual({ chiave: 'sale_aggiunto_max', descrizione: 'Sale aggiunto al massimo: 0,2\u00a0%' });
  });

  it('holds the sugar mix: dextrose at most 35 % of the added sugars', async () => {
    const libere = SORBETTO_LIMONE.map((x) => ({ ...x, libera: true }));
    const r = await bilancia(richiesta(libere, SORBETTO, 'costo_minimo'), CATALOGO);
    const c = r.analisi.composizione;
    expect(c.glucosio / (c.zuccheri - c.lattosio)).toBeLessThanOrEqual(0.35 + 1e-6);
    expect(r.analisi.controlli.find((x) => x.chiave === 'quota_destrosio')!.esito).toBe('ok');
  });

  it('the lactose check binds, and is named, when the milk solids are pushed up', async () => {
    const libere = FIORDILATTE.map((x) => ({ ...x, libera: true }));
    const r = await bilancia({ righe: libere, obiettivi: { ...LATTE_CREME.obiettivi, slng: { min: 11.5, max: 12 } }, temperatura_servizio: LATTE_CREME.temperatura_servizio, obiettivo: 'costo_minimo' }, CATALOGO);
    const hr = r.analisi.controlli.find((x) => x.chiave === CHIAVE_LATTOSIO)!;
    expect(hr.esito).toBe('ok');
    expect(hr.max! - hr.valore).toBeLessThan(0.1);
    expect(r.vincoli_attivi.map((v) => v.chiave)).toContain(CHIAVE_LATTOSIO);
    expect(r.vincoli_attivi.find((v) => v.chiave === CHIAVE_LATTOSIO)!.descrizione).toMatch(/^Controllo del lattosio \(Hyde–Rothwell\) al limite: SLNG 11,5/);
  });

  it('names the lactose check when it is missed (milk powder locked at 120 g)', async () => {
    const righe = FIORDILATTE.map((x) => (x.ingrediente_id === 3 ? { ...x, quantita: 120, bloccata: true } : { ...x, libera: true }));
    const r = await bilancia(richiesta(righe, LATTE_CREME, 'costo_minimo'), CATALOGO);
    expect(r.fattibile).toBe(false);
    expect(r.obiettivi_mancati.map((o) => o.chiave)).toContain(CHIAVE_LATTOSIO);
  });

  it('balances the base lines only: a variegate is kept as sent and out of the mass', async () => {
    const righe: RigaRicetta[] = [...SORBETTO_LIMONE, { ingrediente_id: AMARENE.id, quantita: 150, unita: 'g', ruolo: 'variegato' }];
    const r = await bilancia(richiesta(righe, SORBETTO, 'modifica_minima'), CATALOGO);
    expect(r.fattibile).toBe(true);
    expect(r.righe[5]).toEqual({ ingrediente_id: AMARENE.id, quantita: 150, unita: 'g', ruolo: 'variegato' });
    expect(r.analisi.massa_kg).toBeCloseTo(1.003, 3);
  });
});
