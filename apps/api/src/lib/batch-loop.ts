// The loop behind work that is done in batches (answers held together, decision 0112; reads
// asked together, decision 0120): what arrives waits in a list; a batch is taken from it after
// the current turn of the event loop, so what arrived in the same turn joins it; no more than
// `concurrentBatches` run at once, and each batch that ends takes the next. Something that
// finds nothing running goes after the current turn, so a lone caller waits for nobody.

export type BatchLoop<T> = {
  /** The list the caller adds to; `schedule` takes its batches from it. */
  waiting: T[];
  /** Takes the next batch out of `waiting` (empty when nothing may go yet). */
  take: () => T[];
  /** Runs a batch; settles each of its callers itself, and never throws. */
  run: (batch: T[]) => Promise<void>;
  /** Batches run at once: each takes a connection of the pool while it runs. */
  concurrentBatches: number;
};

/** Answers `schedule`: to be called after anything joins `waiting`. */
export function batchLoop<T>({ waiting, take, run, concurrentBatches }: BatchLoop<T>) {
  let running = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || running >= concurrentBatches || waiting.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const batch = take();
      if (batch.length === 0) return;
      running += 1;
      void run(batch).finally(() => {
        running -= 1;
        schedule();
      });
      schedule();
    });
  }
  return schedule;
}
