// What students do with the questions: tests, their answers and the questions they tag.
// Apart because these are the busiest tables, written on every answer.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownedByUser } from './accounts';
import { createdAt, id } from './columns';
import { partOfExam, questions } from './content';

/** A finished test's peer figures as computed once (see peerFigures below). */
export type StoredPeerFigures = {
  computedAt: string;
  percentile: { value: number | null; otherAttempts: number } | null;
  questions: Record<
    string,
    {
      peerCount: number;
      peerCorrectPercentage: number | null;
      peerAverageSeconds: number | null;
      /** Share of other students' answers that picked each option, by option id. */
      picks: Record<string, number>;
    }
  >;
};

export const tests = pgTable(
  'tests',
  {
    id: id(),
    userId: ownedByUser(),
    examId: partOfExam(),
    type: text('type', { enum: ['practice', 'mock', 'free-trial'] }).notNull(),
    mode: text('mode', { enum: ['unused', 'used', 'all', 'incorrect', 'tagged'] })
      .notNull()
      .default('all'),
    /** The questions in the order the student sees them. */
    questionIds: uuid('question_ids').array().notNull(),
    courseIds: uuid('course_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    subjectIds: uuid('subject_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status', { enum: ['running', 'paused', 'ended'] })
      .notNull()
      .default('running'),
    /** Null for untimed tests (free trial) and while paused. */
    endTime: timestamp('end_time', { withTimezone: true }),
    /** Time allowed, in seconds; null for untimed tests. */
    durationSeconds: integer('duration_seconds'),
    /** Seconds left while paused (practice only), and what was left when the test ended. */
    remainingSeconds: integer('remaining_seconds'),
    /** Kept by answer submission: answers held and how many of them are right. */
    answeredCount: integer('answered_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    /** Kept by answer submission: the points of the answers held (partial credit). */
    points: integer('points').notNull().default(0),
    /** The most the test's questions score together, as they were when it started. */
    maxPoints: integer('max_points').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * What other students did, as first reported after the end (modules/attempts/
     * peer-figures.ts): a finished test's report does not change as more attempts arrive.
     */
    peerFigures: jsonb('peer_figures').$type<StoredPeerFigures>(),
    /**
     * When an ended mock's answers were added to the peer figures (modules/attempts/
     * mock-counts.ts); null until then, and for any other test, whose answers count as held.
     */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('tests_user_status_idx').on(table.userId, table.status, table.createdAt),
    index('tests_user_exam_idx').on(table.userId, table.examId, table.createdAt),
    index('tests_exam_type_idx').on(table.examId, table.type, table.status),
    // One free trial per student and exam, even when two requests race.
    uniqueIndex('tests_one_free_trial_unique')
      .on(table.userId, table.examId)
      .where(sql`${table.type} = 'free-trial'`),
    // The periodic sweep that ends overdue tests.
    index('tests_running_end_time_idx')
      .on(table.endTime)
      .where(sql`${table.status} = 'running'`),
    // The ended mocks whose answers are still to be counted (mock-counts.ts).
    index('tests_mocks_to_count_idx')
      .on(table.id)
      .where(
        sql`${table.type} = 'mock' and ${table.status} = 'ended' and ${table.countedAt} is null`,
      ),
    // Tests started in a period, per exam (overview).
    index('tests_started_exam_idx').on(table.startedAt, table.examId),
    // An exam's ended tests of a type, by the day they ended (item statistics).
    index('tests_exam_ended_idx')
      .on(table.examId, table.type, table.endedAt)
      .where(sql`${table.status} = 'ended'`),
  ],
);

export const testAnswers = pgTable(
  'test_answers',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    selectedOptionIds: uuid('selected_option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    answerText: text('answer_text'),
    /** Full credit. */
    isCorrect: boolean('is_correct').notNull(),
    /** The answer's points under the question's rule, of its most (item-types.ts). */
    points: integer('points').notNull().default(0),
    maxPoints: integer('max_points').notNull().default(1),
    /** Seconds the student spent on the question, as the client measured it (capped). */
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.testId, table.questionId] }),
    index('test_answers_question_idx').on(table.questionId),
  ],
);

export const questionTags = pgTable(
  'question_tags',
  {
    userId: ownedByUser(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('question_tags_question_idx').on(table.questionId),
  ],
);
