// Reads of the same kind that arrive together go to the database as one query. A class loading
// a mock at once sends hundreds of the same small read a second; each one alone costs a round
// trip, and on the server writing the query to the database's socket and handling its reply
// cost more than the read (decision 0120). A read that arrives while the batches before it run
// waits for the next one; one that finds nothing running goes after the current turn of the
// event loop, so a lone read waits for nobody (lib/batch-loop.ts).
import { batchLoop } from './batch-loop';

export type ReadBatchOptions = {
  /** Batches run at once: each takes a connection of the pool while it runs. */
  concurrentBatches?: number;
  /** The most keys one query reads. */
  batchSize?: number;
};

type Waiting<K, V> = { key: K; resolve: (value: V) => void; reject: (error: unknown) => void };

/**
 * `read(key)` answers what `load` answers for that key, read together with the keys asked for
 * at about the same time. `load` takes the batch's keys and answers one value for each, in
 * their order; if it fails, every read of the batch fails with its error.
 */
export function readBatches<K, V>(
  load: (keys: readonly K[]) => Promise<readonly V[]>,
  { concurrentBatches = 2, batchSize = 64 }: ReadBatchOptions = {},
): (key: K) => Promise<V> {
  const waiting: Waiting<K, V>[] = [];
  const schedule = batchLoop({
    waiting,
    take: () => waiting.splice(0, batchSize),
    concurrentBatches,
    async run(batch) {
      try {
        const values = await load(batch.map((entry) => entry.key));
        batch.forEach((entry, index) => entry.resolve(values[index]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    },
  });

  return (key) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      schedule();
    });
}
