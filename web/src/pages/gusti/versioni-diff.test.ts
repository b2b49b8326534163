import { describe, expect, it } from 'vitest';
import { diffRighe, inUnitaIngrediente, riepilogo, variazione, type RigaVersione } from './versioni-diff';

const r = (ingredienteId: number, nome: string, quantita: number, unita: RigaVersione['unita'], unitaMisura: RigaVersione['unitaMisura']): RigaVersione => ({
  ingredienteId,
  nome,
  quantita,
  unita,
  unitaMisura,
});

// v1 and v2 of the API test (api/src/modules/gusti/versioni.test.ts), plus a removed and an added line
const v1 = [r(1, 'Saccarosio', 0.25, 'kg', 'kg'), r(2, 'Acqua', 0.45, 'l', 'l'), r(3, 'Succo di limone', 250, 'ml', 'l'), r(4, 'Destrosio', 10, 'g', 'g')];
const v2 = [r(1, 'Saccarosio', 250, 'g', 'kg'), r(2, 'Acqua', 0.35, 'l', 'l'), r(3, 'Succo di limone', 350, 'ml', 'l'), r(5, 'Bacca di vaniglia', 1, 'pz', 'pz')];

describe('versioni-diff', () => {
  it('converts to the ingredient unit', () => {
    expect(inUnitaIngrediente(250, 'g', 'kg')).toBe(0.25);
    expect(inUnitaIngrediente(0.35, 'l', 'l')).toBe(0.35);
    expect(inUnitaIngrediente(350, 'ml', 'l')).toBe(0.35);
    expect(inUnitaIngrediente(2, 'pz', 'pz')).toBe(2);
  });

  it('added, removed, changed (in the ingredient unit) and unchanged lines, in the new order then the removed', () => {
    const diff = diffRighe(v1, v2);
    expect(diff.map(({ ruolo: _r, caratterizzante: _c, altreModifiche: _a, ...d }) => d)).toEqual([
      // 0.25 kg -> 250 g is the same quantity
      { ingredienteId: 1, nome: 'Saccarosio', unitaMisura: 'kg', prima: { quantita: 0.25, unita: 'kg' }, dopo: { quantita: 250, unita: 'g' }, stato: 'invariato', variazione: 0 },
      { ingredienteId: 2, nome: 'Acqua', unitaMisura: 'l', prima: { quantita: 0.45, unita: 'l' }, dopo: { quantita: 0.35, unita: 'l' }, stato: 'modificato', variazione: -0.1 },
      { ingredienteId: 3, nome: 'Succo di limone', unitaMisura: 'l', prima: { quantita: 250, unita: 'ml' }, dopo: { quantita: 350, unita: 'ml' }, stato: 'modificato', variazione: 0.1 },
      { ingredienteId: 5, nome: 'Bacca di vaniglia', unitaMisura: 'pz', prima: null, dopo: { quantita: 1, unita: 'pz' }, stato: 'aggiunto', variazione: null },
      { ingredienteId: 4, nome: 'Destrosio', unitaMisura: 'g', prima: { quantita: 10, unita: 'g' }, dopo: null, stato: 'rimosso', variazione: null },
    ]);
    expect(riepilogo(diff)).toEqual({ aggiunto: 1, rimosso: 1, modificato: 2, invariato: 1 });
  });

  it('an ingredient listed twice is compared by its total', () => {
    const diff = diffRighe([r(1, 'Saccarosio', 100, 'g', 'kg'), r(1, 'Saccarosio', 150, 'g', 'kg')], [r(1, 'Saccarosio', 0.25, 'kg', 'kg')]);
    expect(diff[0]).toMatchObject({ stato: 'invariato', prima: { quantita: 250, unita: 'g' } });
    const mixed = diffRighe([r(1, 'Saccarosio', 100, 'g', 'kg'), r(1, 'Saccarosio', 0.1, 'kg', 'kg')], []);
    expect(mixed[0]).toMatchObject({ stato: 'rimosso', prima: { quantita: 0.2, unita: 'kg' } });
  });

  it('food cost and PAC/kg change (hand-computed: 1.1847 -> 1.5004 €/kg, 269.74 -> 272.37)', () => {
    expect(variazione(1.1847, 1.5004)).toEqual({ prima: 1.1847, dopo: 1.5004, differenza: 0.3157, percentuale: 26.6 });
    expect(variazione(269.74, 272.37)).toEqual({ prima: 269.74, dopo: 272.37, differenza: 2.63, percentuale: 1 });
    expect(variazione(0, 2).percentuale).toBeNull();
  });

  it('a line marked characterising or moved to a variegate is a change, said in Italian (issue 27)', () => {
    const prima = [{ ...r(1, 'Pasta di pistacchio', 100, 'g', 'kg') }, { ...r(2, 'Amarene', 120, 'g', 'kg') }];
    const dopo = [{ ...prima[0]!, caratterizzante: true }, { ...prima[1]!, ruolo: 'variegato' }];
    const diff = diffRighe(prima, dopo);
    expect(diff.map((d) => [d.nome, d.stato, d.variazione, d.altreModifiche])).toEqual([
      ['Pasta di pistacchio', 'modificato', 0, ['caratterizzante: no → sì']],
      ['Amarene', 'modificato', 0, ['ruolo: Miscela → Variegato']],
    ]);
    expect(diff[0]!.caratterizzante).toEqual({ prima: false, dopo: true });
    expect(diff[1]!.ruolo).toEqual({ prima: 'base', dopo: 'variegato' });
  });
});
