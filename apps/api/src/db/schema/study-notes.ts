// What a student keeps on a question for their own study: highlights in its stem and a note.
// Per student and question (not per test), so they follow the question into later tests and
// review; they go with the student, the question or the exam (cascades).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ownedByUser } from './accounts';
import { createdAt, updatedAt } from './columns';
import { partOfExam, questions } from './content';

const ofQuestion = () =>
  uuid('question_id')
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' });

export const questionNotes = pgTable(
  'question_notes',
  {
    userId: ownedByUser(),
    questionId: ofQuestion(),
    /** Denormalised from the question: a student's notes on an exam are listed without a join. */
    examId: partOfExam(),
    /** Plain text, never empty (an empty note is deleted). */
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    // My notes: one student's notes on one exam, newest first.
    index('question_notes_user_exam_idx').on(table.userId, table.examId, table.updatedAt),
    index('question_notes_question_idx').on(table.questionId),
    check('question_notes_body_not_empty', sql`length(${table.body}) > 0`),
  ],
);

export const questionHighlights = pgTable(
  'question_highlights',
  {
    userId: ownedByUser(),
    questionId: ofQuestion(),
    /** [{start, end}] over the stem's text content, sorted and merged; never empty. */
    ranges: jsonb('ranges').$type<{ start: number; end: number }[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('question_highlights_question_idx').on(table.questionId),
  ],
);
