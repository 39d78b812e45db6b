import { describe, expect, it } from 'vitest';
import { kr20, round4 } from './reliability';

describe('kr20', () => {
  it('is k/(k-1) × (1 − Σpq / σ²)', () => {
    // Three items, four tests: scores 3, 2, 1, 0 (each item right for the strongest ones).
    // p = 3/4, 2/4, 1/4: Σpq = 3/16 + 4/16 + 3/16 = 10/16; σ² of 3,2,1,0 = 1.25.
    expect(kr20({ items: 3, tests: 4, sumPQ: 10 / 16, scoreVariance: 1.25 })).toBeCloseTo(
      1.5 * (1 - 0.5),
      10,
    );
  });

  it('can be negative when items pull against each other', () => {
    expect(kr20({ items: 2, tests: 4, sumPQ: 0.5, scoreVariance: 0.25 })).toBe(-2);
  });

  it('is undefined without two items, two tests or varying scores', () => {
    expect(kr20({ items: 1, tests: 10, sumPQ: 0.25, scoreVariance: 0.25 })).toBeNull();
    expect(kr20({ items: 5, tests: 1, sumPQ: 0, scoreVariance: 0 })).toBeNull();
    expect(kr20({ items: 5, tests: 10, sumPQ: 0, scoreVariance: 0 })).toBeNull();
    expect(kr20({ items: 5, tests: 10, sumPQ: 0, scoreVariance: null })).toBeNull();
  });
});

describe('round4', () => {
  it('keeps four decimals and passes null and non-finite values on as null', () => {
    expect(round4(0.123456)).toBe(0.1235);
    expect(round4(-0.7056563)).toBe(-0.7057);
    expect(round4(1.00000000002)).toBe(1);
    expect(round4(null)).toBeNull();
    expect(round4(undefined)).toBeNull();
    expect(round4(Number.NaN)).toBeNull();
  });
});
