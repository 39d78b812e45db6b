import { describe, expect, it } from 'vitest';
import { formatPercentage, formatPrice, formatTimer, pageCount, paginationSummary } from './format';

describe('formatPrice', () => {
  it.each([
    [20, '$20'],
    [19.5, '$19.5'],
    [19.99, '$19.99'],
    [12.34567, '$12.3457'],
    [0.1 + 0.2, '$0.3'],
    [0, '$0'],
    [1000.0001, '$1000.0001'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('shows $0 for a non-number', () => {
    expect(formatPrice(Number.NaN)).toBe('$0');
  });
});

describe('formatTimer', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [61, '01:01'],
    [1200, '20:00'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3661, '01:01:01'],
    [-5, '00:00'],
    [12.9, '00:12'],
  ])('formats %s seconds as %s', (seconds, expected) => {
    expect(formatTimer(seconds)).toBe(expected);
  });
});

describe('formatPercentage', () => {
  it('uses two decimals', () => {
    expect(formatPercentage(1, 3)).toBe('33.33%');
    expect(formatPercentage(2, 3)).toBe('66.67%');
    expect(formatPercentage(3, 3)).toBe('100.00%');
  });
  it('is 0.00% when nobody answered', () => {
    expect(formatPercentage(0, 0)).toBe('0.00%');
  });
});

describe('pageCount', () => {
  it('rounds total / perPage up', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(101, 20)).toBe(6);
  });
});

describe('paginationSummary', () => {
  it("says 'Showing x - y of total entries'", () => {
    expect(paginationSummary(1, 10, 25)).toBe('Showing 1 - 10 of 25 entries');
    expect(paginationSummary(3, 10, 25)).toBe('Showing 21 - 25 of 25 entries');
    expect(paginationSummary(1, 10, 0)).toBe('Showing 0 - 0 of 0 entries');
  });
});
