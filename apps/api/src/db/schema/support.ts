// What students raise and administrators handle: reports of a faulty question and support
// requests. Apart from the catalogue and the tests because each has its own open/handled cycle.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins, ownedByUser } from './accounts';
import { createdAt, id } from './columns';
import { partOfExam, questions } from './content';

export const questionReports = pgTable(
  'question_reports',
  {
    id: id(),
    userId: ownedByUser(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    examId: partOfExam(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolvedByAdminId: uuid('resolved_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    resolutionNote: text('resolution_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('question_reports_status_idx').on(table.status, table.createdAt),
    index('question_reports_exam_idx').on(table.examId, table.createdAt),
    index('question_reports_question_idx').on(table.questionId),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    userId: ownedByUser(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** When the request was handed to the SMTP server for SUPPORT_EMAIL; null if it was not. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** The administrator who marked it handled (status closed). */
    handledByAdminId: uuid('handled_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_tickets_user_idx').on(table.userId, table.createdAt),
    index('support_tickets_status_idx').on(table.status, table.createdAt),
    index('support_tickets_created_at_idx').on(table.createdAt),
  ],
);
