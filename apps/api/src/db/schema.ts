// The whole data model. Every list filter and search has an index;
// substring search on names and emails uses pg_trgm GIN indexes.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money in USD: numeric(12,4), read back as a number. */
const money = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'number' });
const trigram = (column: string) => sql.raw(`${column} gin_trgm_ops`);
// Rows that belong to a student or to an exam go when it goes. (The callbacks run after the
// tables below are defined.)
const ownedByUser = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const partOfExam = () =>
  uuid('exam_id')
    .notNull()
    .references(() => exams.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    profession: text('profession').notNull().default(''),
    country: text('country').notNull().default(''),
    /** Country of the last login's IP address (offline lookup). */
    loginCountry: text('login_country'),
    googleSubject: text('google_subject'),
    verified: boolean('verified').notNull().default(false),
    blacklisted: boolean('blacklisted').notNull().default(false),
    blacklistReason: text('blacklist_reason'),
    blacklistedAt: timestamp('blacklisted_at', { withTimezone: true }),
    /** Bumped on password change or reset: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    index('users_created_at_idx').on(table.createdAt),
    index('users_profession_idx').on(table.profession),
    index('users_blacklisted_idx').on(table.blacklisted),
    index('users_email_trgm_idx').using('gin', trigram('email')),
    index('users_name_trgm_idx').using('gin', sql`(first_name || ' ' || last_name) gin_trgm_ops`),
  ],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    userId: ownedByUser(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Exams this administrator may see and change; empty means all exams. */
    examAccess: uuid('exam_access')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    tokenVersion: integer('token_version').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('admins_email_unique').on(table.email),
    index('admins_created_at_idx').on(table.createdAt),
    index('admins_email_trgm_idx').using('gin', trigram('email')),
    index('admins_name_trgm_idx').using('gin', trigram('name')),
  ],
);

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
  (table) => [index('courses_exam_idx').on(table.examId, table.createdAt)],
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
    /** Expected answer of a fill-in-the-blank question. */
    answerText: text('answer_text'),
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

export const sales = pgTable(
  'sales',
  {
    id: id(),
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['pending', 'success', 'failed'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['sandbox', 'stripe', 'manual'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Administrator who made a manual allocation. */
    createdByAdminId: uuid('created_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sales_reference_unique').on(table.reference),
    index('sales_created_at_idx').on(table.createdAt),
    index('sales_status_idx').on(table.status, table.createdAt),
    index('sales_user_idx').on(table.userId, table.createdAt),
    // The overview's revenue: paid sales by day, read from the index alone (bench/README.md).
    index('sales_paid_created_idx')
      .on(table.createdAt, table.id, table.amount)
      .where(sql`${table.status} = 'success' and ${table.provider} <> 'manual'`),
  ],
);

export const saleItems = pgTable(
  'sale_items',
  {
    id: id(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'restrict' }),
    months: integer('months').notNull(),
    unitAmount: money('unit_amount').notNull(),
    amount: money('amount').notNull(),
  },
  (table) => [
    index('sale_items_sale_idx').on(table.saleId),
    index('sale_items_exam_idx').on(table.examId),
    // Revenue per exam without visiting the table (overview's top exams).
    index('sale_items_sale_exam_amount_idx').on(table.saleId, table.examId, table.amount),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: ownedByUser(),
    examId: partOfExam(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: ['purchase', 'manual'] }).notNull(),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('subscriptions_user_exam_idx').on(table.userId, table.examId, table.expiresAt),
    index('subscriptions_expires_idx').on(table.expiresAt),
    // Students with access now, per exam, from the index alone (overview).
    index('subscriptions_active_idx').on(table.expiresAt, table.userId, table.examId),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: ownedByUser(),
    examId: partOfExam(),
    months: integer('months').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_items_user_exam_unique').on(table.userId, table.examId),
    check('cart_items_months_positive', sql`${table.months} > 0`),
  ],
);

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
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
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
    // Tests started in a period, per exam (overview).
    index('tests_started_exam_idx').on(table.startedAt, table.examId),
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
    isCorrect: boolean('is_correct').notNull(),
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

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Who it was, kept when that administrator is later removed (admin_id becomes null). */
    adminEmail: text('admin_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_entity_created_idx').on(table.entity, table.createdAt),
    index('audit_log_admin_created_idx').on(table.adminId, table.createdAt),
  ],
);
