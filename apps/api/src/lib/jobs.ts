// Background work on a durable queue in PostgreSQL (pg-boss): outgoing mail and the periodic
// end of overdue tests. A mail is queued in the same transaction as the change that causes it
// (a sign-up and its code, a payment and its receipt), so either both happen or neither; a
// worker sends it after the commit and tries again with growing waits while the mail server
// is away. Periodic work is scheduled once for all instances: whichever instance's worker
// takes a run does it, and only one does.
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle, DatabaseOrTransaction } from '../db/client';
import { quoteIdentifier } from '../db/client';
import type { Mailer, OutgoingMail } from './mail';

export const MAIL_QUEUE = 'mail';
export const OVERDUE_TESTS_QUEUE = 'end-overdue-tests';
export const STUDY_REMINDERS_QUEUE = 'study-reminders';

/** What a queued mail is, for the administrators' list (never its text: codes are secret). */
export const MAIL_KINDS = [
  'verification-code',
  'reset-code',
  'receipt',
  'support-request',
  'study-reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type QueuedMail = OutgoingMail & {
  kind: MailKind;
  /** A support request whose `emailed_at` is set once the mail is sent. */
  supportTicketId?: string;
};

// A mail is tried at once, then after about 5 s, 10 s, 20 s ... (random within each step so
// that a queue of mails does not hit a recovering server at the same instant): 12 tries span
// about three hours. A successful send brings the waiting ones forward (see `sendMail`).
const MAIL_RETRY = { retryLimit: 12, retryDelay: 5, retryBackoff: true } as const;

export type JobsOptions = {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Runs once a minute on one instance. */
  endOverdueTests: () => Promise<number>;
  /** Runs every 15 minutes on one instance: queues the study reminders due; how many. */
  sendStudyReminders?: () => Promise<number>;
  /** Called after a mail was sent (e.g. to mark a support request as emailed). */
  onMailSent?: (mail: QueuedMail) => Promise<void>;
};

export function jobsSchemaFor(appSchema: string) {
  return appSchema === 'public' ? 'prepward_jobs' : `${appSchema}_jobs`;
}

/**
 * A worker for one queue on this instance: fetch, handle, mark done or failed, and wait for
 * the next poll or a wake-up. Every step is awaited (pg-boss's own workers mark jobs done
 * without waiting, so a database lost at that moment became an unhandled rejection that ends
 * the process), and `stop` returns only when nothing is in flight.
 */
function startWorker<T extends object>(options: {
  boss: PgBoss;
  queue: string;
  pollMs: number;
  batchSize: number;
  handle: (data: T) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  const { boss, queue, log } = options;
  let stopping = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  async function loop() {
    while (!stopping) {
      woken = false;
      let fetched = 0;
      try {
        const jobs = await boss.fetch<T>(queue, {
          batchSize: options.batchSize,
          includeMetadata: true,
        });
        // The queue picks the oldest but returns them in no set order: oldest first, so a
        // student who asked twice gets the newer code last.
        jobs.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
        fetched = jobs.length;
        for (const job of jobs) {
          try {
            await options.handle(job.data);
          } catch (error) {
            // Tried again later with a growing wait (the queue's retry policy).
            log.warn({ err: error, queue, job: job.id }, 'job failed; it will be tried again');
            await boss.fail(queue, job.id, { message: (error as Error).message });
            continue;
          }
          await boss.complete(queue, job.id);
        }
      } catch (error) {
        // The database is away: the job stays where it was and is tried again.
        log.warn({ err: error, queue }, 'job queue unavailable; trying again');
      }
      if (!stopping && fetched === 0 && !woken) await pause(options.pollMs);
    }
  }
  const running = loop();
  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopping = true;
      wakeUp?.();
      await running;
    },
  };
}

export function createJobs(options: JobsOptions) {
  const { database, log, mailer } = options;
  const schema = jobsSchemaFor(database.schema);
  const table = `${quoteIdentifier(schema)}.job`;
  const boss = new PgBoss({
    // Our pool: the queue's statements share the app's connections and its recovery from a
    // database restart.
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    schema,
    // Sent mail is kept an hour (then archived and deleted a week later); failures a week.
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 7,
  });
  // The queue's own housekeeping reports what it could not do (the database away, say) and
  // tries again itself.
  boss.on('error', (error) => log.warn({ err: error }, 'job queue: %s', error.message));

  let workers: ReturnType<typeof startWorker>[] = [];
  let mailWorker: ReturnType<typeof startWorker> | null = null;

  async function sendMail(mail: QueuedMail) {
    await mailer.send(mail);
    await options.onMailSent?.(mail);
    // The mail server answers again: what waits for a retry need not wait for its turn.
    await database.pool.query(
      `UPDATE ${table} SET start_after = now() WHERE name = $1 AND state = 'retry' AND start_after > now()`,
      [MAIL_QUEUE],
    );
  }

  return {
    schema,

    async start() {
      // The queue creates its tables on its first start (and upgrades them after an update).
      // Two instances starting together on a new database both tried, and one stopped with
      // "duplicate key value violates unique constraint" despite the queue's own lock: they
      // take turns, and the later one finds the tables made.
      await oneInstanceAtATime(database, `prepward-jobs-setup:${schema}`, async () => {
        await boss.start();
        await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...MAIL_RETRY });
        await boss.createQueue(OVERDUE_TESTS_QUEUE, {
          name: OVERDUE_TESTS_QUEUE,
          policy: 'singleton',
        });
        await boss.createQueue(STUDY_REMINDERS_QUEUE, {
          name: STUDY_REMINDERS_QUEUE,
          policy: 'singleton',
        });
      });
      mailWorker = startWorker<QueuedMail>({
        boss,
        queue: MAIL_QUEUE,
        pollMs: 2000,
        batchSize: 5,
        handle: sendMail,
        log,
      });
      const sweeper = startWorker({
        boss,
        queue: OVERDUE_TESTS_QUEUE,
        pollMs: 15_000,
        batchSize: 1,
        handle: async () => {
          const ended = await options.endOverdueTests();
          if (ended > 0) log.info({ ended }, 'ended overdue tests');
        },
        log,
      });
      workers = [mailWorker, sweeper];
      await boss.schedule(OVERDUE_TESTS_QUEUE, '* * * * *');
      const { sendStudyReminders } = options;
      if (sendStudyReminders) {
        workers.push(
          startWorker({
            boss,
            queue: STUDY_REMINDERS_QUEUE,
            pollMs: 60_000,
            batchSize: 1,
            handle: async () => {
              const sent = await sendStudyReminders();
              if (sent > 0) log.info({ sent }, 'queued study reminders');
            },
            log,
          }),
        );
        // A quarter of an hour: a reminder comes within 15 minutes of its hour.
        await boss.schedule(STUDY_REMINDERS_QUEUE, '*/15 * * * *');
      }
    },

    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
      await boss.stop({ graceful: false, close: false });
    },

    /**
     * Queues a mail in the caller's transaction: it is sent only if that transaction commits.
     * Call `wake()` after the commit so it leaves at once rather than at the next poll.
     */
    async enqueueMail(executor: DatabaseOrTransaction, mail: QueuedMail) {
      await boss.send(MAIL_QUEUE, mail, {
        ...MAIL_RETRY,
        db: {
          executeSql: async (text, values) => {
            // A transaction of node-postgres: its result carries the rows.
            const result = (await executor.execute(withValues(text, values))) as {
              rows: unknown[];
            };
            return { rows: result.rows };
          },
        },
      });
    },

    /** Wakes this instance's mail worker: a mail queued by a committed change goes now. */
    wake() {
      mailWorker?.wake();
    },

    /** Queues one run of the overdue sweep now (it also runs every minute on its own). */
    async sweepOverdueTestsNow() {
      await boss.send(OVERDUE_TESTS_QUEUE, {});
      for (const worker of workers) worker.wake();
    },

    /** Mails queued and due now, or being sent: what a sign-up still waits for. */
    async mailInFlight(): Promise<number> {
      const { rows } = await database.pool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${table} WHERE name = $1 AND (state IN ('created', 'active') OR (state = 'retry' AND start_after <= now()))`,
        [MAIL_QUEUE],
      );
      return rows[0]?.count ?? 0;
    },

    /**
     * Tries a mail again now: one waiting for its next try, or one given up on (it gets one
     * more try). False when there is no such mail (sent, or gone from the queue).
     */
    async retryMail(id: string): Promise<boolean> {
      const { rowCount } = await database.pool.query(
        `UPDATE ${table} SET state = 'retry', start_after = now(), retry_limit = GREATEST(retry_limit, retry_count + 1) WHERE name = $1 AND id = $2 AND state IN ('created', 'retry', 'failed')`,
        [MAIL_QUEUE, id],
      );
      mailWorker?.wake();
      return (rowCount ?? 0) > 0;
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Runs `work` while holding a lock named `name` that every instance on the database agrees on. */
async function oneInstanceAtATime(
  database: DatabaseHandle,
  name: string,
  work: () => Promise<void>,
) {
  const connection = await database.pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
    await work();
  } finally {
    await connection
      .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name])
      .catch(() => {});
    connection.release();
  }
}

/**
 * The queue's parameterised statement as drizzle SQL, so it runs on the caller's transaction
 * connection: `$n` placeholders become bound values again.
 */
function withValues(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
    ),
  );
}
