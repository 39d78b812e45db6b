import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shownOrder } from './content';

describe('shownOrder', () => {
  it('never shows an ordering in its right order, and shows it the same way every time', () => {
    for (let round = 0; round < 200; round += 1) {
      const right = Array.from({ length: 3 }, () => ({ id: randomUUID() }));
      const shown = shownOrder('ordering', right);
      expect(shown.map((o) => o.id)).not.toEqual(right.map((o) => o.id));
      expect(shownOrder('ordering', right)).toEqual(shown);
      expect([...shown].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [...right].sort((a, b) => a.id.localeCompare(b.id)),
      );
    }
  });

  it('keeps the stored order of every other type', () => {
    const options = [{ id: 'b' }, { id: 'a' }];
    expect(shownOrder('multiple_choice', options)).toBe(options);
  });
});
