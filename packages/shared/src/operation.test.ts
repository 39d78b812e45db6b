import { describe, expect, it } from 'vitest';
import { pathOf } from './operation';

describe('pathOf', () => {
  it('fills every :name of the template with its encoded param', () => {
    expect(pathOf('/user/test/:examId/:testId', { examId: 'e 1', testId: 'ü/2' })).toBe(
      '/user/test/e%201/%C3%BC%2F2',
    );
    expect(pathOf('/user/cart')).toBe('/user/cart');
  });

  it('refuses a missing or empty param instead of calling a wrong path', () => {
    expect(() => pathOf('/user/sales/:reference', {})).toThrow('reference');
    expect(() => pathOf('/user/sales/:reference', { reference: '' })).toThrow('reference');
  });
});
