// Entries kept within a budget of bytes: the least recently used go first, a replaced entry's
// old size no longer counts.
import { describe, expect, it } from 'vitest';
import { keptByBytes } from './kept-by-bytes';

describe('kept by bytes', () => {
  const sized = () => keptByBytes<string, string>(10, (_key, value) => value.length);

  it('lets the least recently used go once the sizes pass the budget', () => {
    const kept = sized();
    kept.set('a', 'aaaa');
    kept.set('b', 'bbbb');
    expect(kept.get('a')).toBe('aaaa'); // now b is the least recently used
    kept.set('c', 'cccc');
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe('aaaa');
    expect(kept.get('c')).toBe('cccc');
  });

  it('counts a replaced entry at its new size only', () => {
    const kept = sized();
    kept.set('a', 'aaaaaaaa');
    kept.set('a', 'aa');
    kept.set('b', 'bbbbbbbb');
    expect(kept.get('a')).toBe('aa');
    expect(kept.get('b')).toBe('bbbbbbbb');
  });

  it('keeps nothing larger than the budget', () => {
    const kept = sized();
    kept.set('a', 'a'.repeat(11));
    expect(kept.get('a')).toBeUndefined();
  });
});
