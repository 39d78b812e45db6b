// What administrators see of the mail queue: mails waiting for the mail server (with what it
// said), mails given up on, mails sent. Read from the queue's own tables, newest first; the
// text is never shown (code mails carry one-time codes).
import type { TMailCounts, TMailListQuery, TOutgoingMail } from '@prepward/shared/schemas/mail';
import type pg from 'pg';
import { quoteIdentifier } from '../../db/client';
import { MAIL_QUEUE, type Jobs } from '../../lib/jobs';
import { pageWindow, paginationOf } from '../../lib/pagination';

const STATES: Record<TMailListQuery['status'], string[]> = {
  unsent: ['created', 'retry', 'active'],
  failed: ['failed'],
  sent: ['completed'],
};

type Row = {
  id: string;
  data: { kind?: string; to?: string };
  state: string;
  retry_count: number;
  output: { message?: string } | null;
  created_on: Date;
  start_after: Date;
  completed_on: Date | null;
};

function present(row: Row): TOutgoingMail {
  const status =
    row.state === 'active'
      ? 'sending'
      : row.state === 'failed'
        ? 'failed'
        : row.state === 'completed'
          ? 'sent'
          : 'waiting';
  // pg-boss counts the tries after the first (it adds one as it fetches a retry).
  const attempts = row.state === 'created' ? 0 : row.retry_count + 1;
  return {
    id: row.id,
    kind: row.data.kind ?? 'unknown',
    to: row.data.to ?? '',
    status,
    attempts,
    lastError: row.state === 'completed' ? null : (row.output?.message ?? null),
    createdAt: row.created_on.toISOString(),
    nextAttemptAt: status === 'waiting' ? row.start_after.toISOString() : null,
    sentAt: status === 'sent' ? (row.completed_on?.toISOString() ?? null) : null,
  };
}

export function createOutgoingMail({ pool, jobs }: { pool: pg.Pool; jobs: Jobs }) {
  const schema = quoteIdentifier(jobs.schema);
  // Finished mails move to the archive after a while; both are one list.
  const both = `(SELECT id, name, data, state, retry_count, output, created_on, start_after, completed_on FROM ${schema}.job
     UNION ALL SELECT id, name, data, state, retry_count, output, created_on, start_after, completed_on FROM ${schema}.archive) AS mail`;

  async function counts(): Promise<TMailCounts> {
    const { rows } = await pool.query<{ unsent: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE state = ANY($2))::int AS unsent,
              count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM ${both} WHERE name = $1`,
      [MAIL_QUEUE, STATES.unsent],
    );
    return rows[0] ?? { unsent: 0, failed: 0 };
  }

  return {
    async list(query: TMailListQuery) {
      const { limit, offset } = pageWindow(query);
      const states = STATES[query.status];
      const [page, total, summary] = await Promise.all([
        pool.query<Row>(
          `SELECT * FROM ${both} WHERE name = $1 AND state = ANY($2)
            ORDER BY created_on DESC, id DESC LIMIT $3 OFFSET $4`,
          [MAIL_QUEUE, states, limit, offset],
        ),
        pool.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM ${both} WHERE name = $1 AND state = ANY($2)`,
          [MAIL_QUEUE, states],
        ),
        counts(),
      ]);
      return {
        mails: page.rows.map(present),
        counts: summary,
        pagination: paginationOf(total.rows[0]?.total ?? 0, query),
      };
    },

    retry: (id: string) => jobs.retryMail(id),
  };
}
export type OutgoingMailView = ReturnType<typeof createOutgoingMail>;
