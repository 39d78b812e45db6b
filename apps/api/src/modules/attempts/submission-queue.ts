// Answer submissions wait here to be held together (group commit, decision 0112). Holding an
// answer is a durable commit: its cost is the flush to disk and the round trips, not the work,
// so a class answering at once would queue on the commits one by one. Submissions that arrive
// while the batches before them are held go in the next batch, one commit for all of them;
// one that finds the queue idle goes at once, so a lone student waits for nobody.
import type { TSubmitAnswersReply } from '@prepward/shared/schemas/attempts';
import type { Database } from '../../db/client';
import { batchLoop } from '../../lib/batch-loop';
import {
  checkSubmission,
  runsAlone,
  submitBatch,
  type Submission,
  type SubmissionOutcome,
} from './answers';

type Waiting = {
  submission: Submission;
  resolve: (reply: TSubmitAnswersReply) => void;
  reject: (error: unknown) => void;
};

export type SubmissionQueueOptions = {
  /** Batches held at once: each takes a connection of the pool while it runs. */
  concurrentBatches?: number;
  /** The most submissions one transaction holds. */
  batchSize?: number;
  /** Holds a batch (tests replace it to see the batches or make them fail). */
  hold?: (db: Database, submissions: readonly Submission[]) => Promise<SubmissionOutcome[]>;
};

export type SubmissionQueue = { submit: (submission: Submission) => Promise<TSubmitAnswersReply> };

export function submissionQueue(
  db: Database,
  { concurrentBatches = 2, batchSize = 64, hold = submitBatch }: SubmissionQueueOptions = {},
): SubmissionQueue {
  const waiting: Waiting[] = [];

  const settle = (entry: Waiting, outcome: SubmissionOutcome) =>
    'reply' in outcome ? entry.resolve(outcome.reply) : entry.reject(outcome.error);

  /** The next batch: in arrival order, one submission per test, a lone one alone. */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const tests = new Set<string>();
    for (let index = 0; index < waiting.length && batch.length < batchSize;) {
      const entry = waiting[index]!;
      const alone = runsAlone(entry.submission);
      if ((alone && batch.length > 0) || tests.has(entry.submission.ids.testId)) {
        index += 1;
        continue;
      }
      waiting.splice(index, 1);
      batch.push(entry);
      tests.add(entry.submission.ids.testId);
      if (alone) break;
    }
    return batch;
  }

  async function run(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await hold(
        db,
        batch.map((entry) => entry.submission),
      );
      batch.forEach((entry, index) => settle(entry, outcomes[index]!));
    } catch (error) {
      // The whole transaction failed (a lost connection, a deadlock with another kind of
      // write): each submission is tried again on its own, so one cannot fail the others.
      // Holding an answer again is harmless: the same answer moves no counts.
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((entry) => run([entry])));
    }
  }

  const schedule = batchLoop({ waiting, take: takeBatch, run, concurrentBatches });

  return {
    submit(submission) {
      checkSubmission(submission);
      return new Promise((resolve, reject) => {
        waiting.push({ submission, resolve, reject });
        schedule();
      });
    },
  };
}
