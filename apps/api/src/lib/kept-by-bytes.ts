// What a hot path makes once and keeps in memory, within a budget of bytes: the least recently
// used entry goes first once the kept entries' sizes add up to more than the budget.

export type KeptByBytes<K, V> = {
  /** The entry, now the most recently used. */
  get: (key: K) => V | undefined;
  /** Keeps the entry (in place of the key's old one) as the most recently used. */
  set: (key: K, value: V) => void;
};

export function keptByBytes<K, V>(
  budgetBytes: number,
  sizeOf: (key: K, value: V) => number,
): KeptByBytes<K, V> {
  const entries = new Map<K, V>();
  let bytes = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      const old = entries.get(key);
      if (old !== undefined) bytes -= sizeOf(key, old);
      entries.delete(key);
      entries.set(key, value);
      bytes += sizeOf(key, value);
      for (const [oldest, entry] of entries) {
        if (bytes <= budgetBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(oldest, entry);
      }
    },
  };
}
