// Reads of the same kind that arrive together go to the database as one query. A class loading
// a mock at once sends hundreds of the same small read a second; each one alone costs a round
// trip, and on the server writing the query to the database's socket and handling its reply
// cost more than the read (decision 0120). A read that arrives while the batches before it run
// waits for the next one; one that finds nothing running goes after the current turn of the
// event loop, so a lone read waits for nobody.

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
  let running = 0;
  let scheduled = false;

  async function run(batch: Waiting<K, V>[]): Promise<void> {
    try {
      const values = await load(batch.map((entry) => entry.key));
      batch.forEach((entry, index) => entry.resolve(values[index]!));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  function schedule(): void {
    if (scheduled || running >= concurrentBatches || waiting.length === 0) return;
    scheduled = true;
    // Reads that arrived in the same turn of the event loop join the batch.
    setImmediate(() => {
      scheduled = false;
      const batch = waiting.splice(0, batchSize);
      if (batch.length === 0) return;
      running += 1;
      void run(batch).finally(() => {
        running -= 1;
        schedule();
      });
      schedule();
    });
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      schedule();
    });
}
