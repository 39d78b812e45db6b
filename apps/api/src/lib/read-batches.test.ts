// Reads asked for together share one load; a lone read goes at once; a failed load fails only
// its own batch; no more batches run at once than allowed.
import { describe, expect, it } from 'vitest';
import { readBatches } from './read-batches';

/** A load that records its batches and answers when told to. */
function recordedLoad() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const load = (keys: readonly number[]) => {
    batches.push([...keys]);
    return new Promise<number[]>((resolve) => pending.push(() => resolve(keys.map((k) => k * 10))));
  };
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  /** Answers every load, and the loads they lead to, until none is left. */
  const finishAll = async () => {
    for (let idle = 0; idle < 3; idle += 1) {
      if (pending.length > 0) idle = 0;
      pending.splice(0).forEach((finish) => finish());
      await nextTurn();
    }
  };
  return { batches, load, finishAll };
}

describe('read batches', () => {
  it('reads the keys asked for in the same turn in one load, each answered its own value', async () => {
    const { batches, load, finishAll } = recordedLoad();
    const read = readBatches(load);
    const values = Promise.all([1, 2, 3].map((key) => read(key)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2, 3]]);
    await finishAll();
    expect(await values).toEqual([10, 20, 30]);
  });

  it('reads a lone key at once', async () => {
    const read = readBatches(async (keys: readonly number[]) => keys.map((key) => key + 1));
    expect(await read(41)).toBe(42);
  });

  it('holds what arrives while the batches run for the next one, never more batches at once', async () => {
    const { batches, load, finishAll } = recordedLoad();
    const read = readBatches(load, { concurrentBatches: 2, batchSize: 2 });
    const first = read(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = read(2);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [3, 4, 5, 6, 7].map((key) => read(key));
    await new Promise((resolve) => setImmediate(resolve));
    // Two batches run; the rest waits.
    expect(batches).toEqual([[1], [2]]);
    await finishAll();
    expect(batches).toEqual([[1], [2], [3, 4], [5, 6], [7]]);
    expect(await Promise.all([first, second, ...later])).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('fails every read of a failed batch, and only that batch', async () => {
    let calls = 0;
    const read = readBatches(async (keys: readonly number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return keys;
    });
    const failed = Promise.allSettled([read(1), read(2)]);
    expect((await failed).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await read(3)).toBe(3);
  });
});
