// The catalogue: exams, their courses and subjects, and the questions with their options.
// Apart because it is what administrators write and every student reads; the tables of a
// student's activity refer to it (partOfExam).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money, trigram, updatedAt } from './columns';

export const exams = pgTable(
  'exams',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Price per month of access, USD. */
    subscriptionAmount: money('subscription_amount').notNull(),
    mockQuestions: integer('mock_questions').notNull(),
    /** Minutes. */
    mockTestTime: integer('mock_test_time').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('exams_created_at_idx').on(table.createdAt),
    index('exams_name_trgm_idx').using('gin', trigram('name')),
    check('exams_amount_positive', sql`${table.subscriptionAmount} >= 0`),
    check('exams_mock_positive', sql`${table.mockQuestions} > 0 and ${table.mockTestTime} > 0`),
  ],
);

/** Rows that belong to an exam go when it goes. */
export const partOfExam = () =>
  uuid('exam_id')
    .notNull()
    .references(() => exams.id, { onDelete: 'cascade' });

export const courses = pgTable(
  'courses',
  {
    id: id(),
    examId: partOfExam(),
    name: text('name').notNull(),
    /**
     * Set when an administrator deletes a course some of whose questions students have
     * answered: the course leaves the admin lists and the catalogue, its answered questions
     * are retired and the answers that refer to them stay intact.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('courses_exam_idx').on(table.examId, table.createdAt),
    // One live course of a name per exam, whatever its case: the bulk import matches by name.
    uniqueIndex('courses_exam_name_unique')
      .on(table.examId, sql`lower(${table.name})`)
      .where(sql`${table.retiredAt} is null`),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Denormalised from the course so exam-wide queries need no join. */
    examId: partOfExam(),
    name: text('name').notNull(),
    /** As courses.retired_at, for a deleted subject whose questions students answered. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('subjects_course_idx').on(table.courseId, table.createdAt),
    index('subjects_exam_idx').on(table.examId),
    // One live subject of a name per course, whatever its case.
    uniqueIndex('subjects_course_name_unique')
      .on(table.courseId, sql`lower(${table.name})`)
      .where(sql`${table.retiredAt} is null`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    examId: partOfExam(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['single_choice', 'multiple_choice', 'fill_in_the_blanks'],
    }).notNull(),
    questionHtml: text('question_html').notNull(),
    explanationHtml: text('explanation_html').notNull().default(''),
    /**
     * Expected answer of a fill-in-the-blank question, and the others it accepts, in the
     * notation of packages/shared/src/accepted-answers.ts ('4±0.1 g', 'four grams').
     */
    answerText: text('answer_text'),
    acceptedAnswers: text('accepted_answers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Peer statistics, kept by answer submission in the same transaction as the answer: each
     * student's final answer in a test counts once (answers, right ones, seconds spent).
     */
    answerCount: integer('answer_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    timeSpentSecondsTotal: bigint('time_spent_seconds_total', { mode: 'number' })
      .notNull()
      .default(0),
    /**
     * Set when an administrator deletes a question that students have answered: it leaves
     * new tests and the admin lists, and the answers that refer to it stay intact.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('questions_subject_idx').on(table.subjectId, table.createdAt),
    index('questions_exam_idx').on(table.examId, table.createdAt),
    index('questions_course_idx').on(table.courseId),
    index('questions_created_at_idx').on(table.createdAt),
    index('questions_text_trgm_idx').using('gin', trigram('question_html')),
  ],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    pickCount: integer('pick_count').notNull().default(0),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('question_options_position_unique').on(table.questionId, table.position)],
);
