/**
 * Balancing with HiGHS (DOMAIN.md "Targets and balancing"). The solver's answers are checked
 * against the rules, not against fixed numbers: every target met (or named with its gap), the
 * mass kept, locked lines untouched, bounds held, the objective improved.
 */
import { describe, expect, it } from 'vitest';
import { analizza, CHIAVE_LATTOSIO } from './analisi.js';
import { bilancia } from './bilancia.js';
import { CATALOGO, CIOCCOLATO_NOCCIOLA, FIORDILATTE, SORBETTO_LIMONE } from './ingredienti.fixtures.js';
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
              : x,
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
    const r = await bilancia({ ...richiesta(righe, SORBETTO, 'costo_minimo'), massa_kg: 1.5, candidati: [{ ingrediente_id: 4, max: 400 }] }, CATALOGO);
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
    const r = await bilancia({ ...richiesta(CIOCCOLATO_NOCCIOLA, CIOCCOLATO, 'modifica_minima'), temperatura_vetrina: -14 }, CATALOGO);
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
