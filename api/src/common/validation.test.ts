import { describe, expect, it } from 'vitest';
import { v } from './validation.js';

describe('v: strict numbers (issue 10, defect 9)', () => {
  it('an id is a JSON integer or a string of decimal digits, nothing looser', () => {
    for (const ok of [1, 12, '12', '2147483647']) expect(v.id.safeParse(ok).success, String(ok)).toBe(true);
    expect(v.id.parse('12')).toBe(12);
    for (const bad of [true, false, '0x1F', '1e2', ' 12 ', '12 ', '+12', '-1', '1.0', 1.5, 0, '0', '', null, [], {}, '2147483648', 2147483648, 'Infinity'])
      expect(v.id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('a JSON number must be a number', () => {
    const kg = v.numero('Quantità non valida');
    expect(kg.parse(2.5)).toBe(2.5);
    for (const bad of ['2.5', '0x1F', '1e2', ' 12 ', true, null, [], Number.NaN, Number.POSITIVE_INFINITY]) expect(kg.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('an object body must be an object', () => {
    const body = v.oggetto({});
    expect(body.safeParse({}).success).toBe(true);
    for (const bad of [[], 'x', 5, null, true]) expect(body.safeParse(bad).error?.issues[0]?.message).toBe('Il corpo della richiesta deve essere un oggetto JSON');
  });
});
