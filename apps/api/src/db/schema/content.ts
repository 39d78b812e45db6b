// The catalogue: exams, their courses and subjects, and the questions with their options.
// Apart because it is what administrators write and every student reads; the tables of a
// student's activity refer to it (partOfExam).
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { QUESTION_TYPES } from '@prepward/shared/constants';
import { SCORING_RULES, type TItemLayout } from '@prepward/shared/item-types';
import { QUESTION_DIFFICULTIES, QUESTION_STATUSES } from '@prepward/shared/question-metadata';
import { admins } from './accounts';
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
    /**
     * The share of points a candidate needs to pass, 1 to 100 (per cent), when the exam has
     * one: the readiness estimate compares against it and is not shown without it.
     */
    passMark: smallint('pass_mark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('exams_created_at_idx').on(table.createdAt),
    index('exams_name_trgm_idx').using('gin', trigram('name')),
    check('exams_amount_positive', sql`${table.subscriptionAmount} >= 0`),
    check('exams_mock_positive', sql`${table.mockQuestions} > 0 and ${table.mockTestTime} > 0`),
    check('exams_pass_mark_percent', sql`${table.passMark} between 1 and 100`),
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

/**
 * An unfolding clinical case (decision 0104): a scenario its questions share, each question a
 * step of it (questions.case_study_id, case_step). Tests draw a case whole and in step order.
 */
export const caseStudies = pgTable(
  'case_studies',
  {
    id: id(),
    examId: partOfExam(),
    title: text('title').notNull(),
    /** Sanitized HTML shown above every question of the case. */
    scenarioHtml: text('scenario_html').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('case_studies_exam_idx').on(table.examId, table.title)],
);

/**
 * One row: a token that changes (triggers on questions, migration 0023) whenever a question's
 * stamp moves (an administrator's edit of it, its options or its case, or its removal or
 * restoring) or a question is deleted. A test's questions as shown stay the same while it
 * does, so the one-reply test read keeps them deflated under it and the exam page's questions
 * take it into their ETag (attempts/test-page.ts), instead of reading every question's stamp
 * on every load. Random, not a count: a restored backup brings back a token together with the
 * questions it stood for.
 */
export const questionContentVersion = pgTable(
  'question_content_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: uuid('version').notNull().defaultRandom(),
  },
  (table) => [check('question_content_version_one_row', sql`${table.id}`)],
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
    type: text('type', { enum: QUESTION_TYPES }).notNull(),
    questionHtml: text('question_html').notNull(),
    /** How the points are counted, part by part (item-types.ts). */
    scoring: text('scoring', { enum: SCORING_RULES }).notNull().default('all_or_nothing'),
    /** How a Next Generation item's parts are shown: rows and columns, a cloze's text. */
    layout: jsonb('layout').$type<TItemLayout>().notNull().default({}),
    /** The most the question scores (item-types.ts maxPointsOf), kept with its options. */
    maxPoints: integer('max_points').notNull().default(1),
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
     * Set when an administrator deletes a question that students have answered, or when its
     * answer key changes after they did (a new version replaces it): it leaves new tests and
     * the admin lists, and the answers that refer to it stay intact.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Only published questions reach students (docs/question-bank.md). */
    status: text('status', { enum: QUESTION_STATUSES }).notNull().default('published'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category'),
    difficulty: text('difficulty', { enum: QUESTION_DIFFICULTIES }),
    authorId: uuid('author_id').references(() => admins.id, { onDelete: 'set null' }),
    /**
     * Shared by every version of a question: a new version made because the answer key changed
     * after students answered carries the old one's lineage, so its history and an exported
     * id follow it.
     */
    lineageId: uuid('lineage_id').notNull().defaultRandom(),
    /** The case study it is a step of (1 to 6); both null when it stands alone. */
    // A case is deleted by first taking its questions out of it (its service).
    caseStudyId: uuid('case_study_id').references(() => caseStudies.id),
    caseStep: integer('case_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('questions_subject_idx').on(table.subjectId, table.createdAt),
    index('questions_exam_status_idx').on(table.examId, table.status),
    index('questions_lineage_idx').on(table.lineageId),
    index('questions_tags_idx').using('gin', table.tags),
    check('questions_status_known', sql`${table.status} in ('draft', 'in_review', 'published')`),
    index('questions_exam_idx').on(table.examId, table.createdAt),
    index('questions_course_idx').on(table.courseId),
    index('questions_created_at_idx').on(table.createdAt),
    index('questions_text_trgm_idx').using('gin', trigram('question_html')),
    // One question per step of a case among the questions not retired (a replaced version
    // keeps its place in the answers that refer to it).
    uniqueIndex('questions_case_step_unique')
      .on(table.caseStudyId, table.caseStep)
      .where(sql`${table.retiredAt} is null`),
    check(
      'questions_case_step_with_case',
      sql`(${table.caseStudyId} is null) = (${table.caseStep} is null)`,
    ),
  ],
);

/**
 * SQL: the question reaches students (new tests, the catalogue's counts, being on sale): it is
 * published and not retired. A draft, one in review and a retired one stay in the tests that
 * already hold them.
 */
export const isLiveQuestion = () =>
  and(isNull(questions.retiredAt), eq(questions.status, 'published'))!;

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
    /** Across the question's parts: the options of part 0 first, then part 1 … */
    position: integer('position').notNull(),
    /** The Next Generation types: a matrix row, a cloze blank, a bow-tie column; else 0. */
    part: integer('part').notNull().default(0),
  },
  (table) => [uniqueIndex('question_options_position_unique').on(table.questionId, table.position)],
);

/**
 * Every change to a question, as the whole question after it (a snapshot): who, when, what
 * kind of change, and a reviewer's comment. Kept per lineage, so a question replaced by a new
 * version keeps one history. The history page compares consecutive snapshots.
 */
export const questionVersions = pgTable(
  'question_versions',
  {
    id: id(),
    /** The question the snapshot is of (a lineage may hold several, one live). */
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    lineageId: uuid('lineage_id').notNull(),
    examId: partOfExam(),
    /** 1, 2, 3 … within the lineage. */
    number: integer('number').notNull(),
    /** created, edited, imported, submitted, approved, sent_back, … (question-history.ts). */
    action: text('action').notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Who it was, kept after that administrator is removed. */
    adminName: text('admin_name'),
    snapshot: jsonb('snapshot').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('question_versions_lineage_number_unique').on(table.lineageId, table.number),
    index('question_versions_question_idx').on(table.questionId),
    index('question_versions_exam_idx').on(table.examId, table.createdAt),
  ],
);
