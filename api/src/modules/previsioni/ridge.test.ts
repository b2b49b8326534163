import { describe, expect, it } from 'vitest';
import { predici, ridge } from './ridge.js';

describe('ridge regression (HiGHS QP)', () => {
  it('with λ → 0 it is ordinary least squares: y = 3 + 2·x₁ − x₂ recovered exactly', async () => {
    const X = [[0, 0], [1, 0], [0, 1], [2, 1], [3, 5], [1, 4]];
    const y = X.map(([a, b]) => 3 + 2 * a! - b!);
    const m = await ridge(X, y, 0);
    expect(m.intercetta).toBeCloseTo(3, 5);
    expect(m.coefficienti[0]).toBeCloseTo(2, 5);
    expect(m.coefficienti[1]).toBeCloseTo(-1, 5);
    expect(predici(m, [10, 10])).toBeCloseTo(13, 4);
  });

  it('one standardised column: the slope shrinks by 1 / (1 + λ) (hand-computed), a constant column gets 0', async () => {
    // x = 1, 2, 3 (mean 2, sd √(2/3)), y = 2x; on the standardised column the OLS slope is 2·sd,
    // ridge gives 2·sd / (1 + λ): back on x the slope is 2 / (1 + λ) = 1.6 for λ = 0.25
    const m = await ridge([[1, 7], [2, 7], [3, 7]], [2, 4, 6], 0.25);
    expect(m.coefficienti[0]).toBeCloseTo(1.6, 5);
    expect(m.coefficienti[1]).toBe(0);
    // the intercept is not penalised: the line goes through the means (2, 4)
    expect(predici(m, [2, 7])).toBeCloseTo(4, 5);
  });
});
