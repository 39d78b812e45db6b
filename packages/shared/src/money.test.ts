import { describe, expect, it } from 'vitest';
import { lineAmount, sumAmounts, toCents } from './money';

describe('money', () => {
  it('multiplies and adds in ten-thousandths, so cents stay exact', () => {
    expect(lineAmount(19.99, 3)).toBe(59.97);
    expect(lineAmount(0.1, 3)).toBe(0.3);
    expect(lineAmount(12.3456, 12)).toBe(148.1472);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([])).toBe(0);
  });

  it('rounds to whole cents for the card processor, half a cent up', () => {
    expect(toCents(59.97)).toBe(5997);
    expect(toCents(10.005)).toBe(1001);
    expect(toCents(10.0049)).toBe(1000);
  });
});
