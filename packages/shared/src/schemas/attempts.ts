// Test taking: starting a test, answering, the timer, analytics, tags and reports.
import { z } from 'zod';
import { ZItemLayout } from '../item-layout';
import { SCORING_RULES } from '../item-types';
import {
  QUESTION_DIFFICULTIES,
  QUESTION_MODES,
  QUESTION_TYPES,
  TEST_FOCUSES,
  TEST_LIMITS,
  TEST_STATUSES,
  TEST_TYPES,
} from '../constants';
import { MESSAGES } from '../messages';
import { requiredString, ZPagination, ZPaginationQuery, ZUuid } from './common';

const ZIdList = z.array(ZUuid).max(500, 'Too many ids');
const questionsMessage = `Number of questions must be between 1 and ${TEST_LIMITS.maxQuestions}`;
const minutesMessage = `Minutes must be between ${TEST_LIMITS.minMinutes} and ${TEST_LIMITS.maxMinutes}`;

/** A test of an exam, and a question of a test's exam: the test taking operations' params. */
export const ZTestParams = z.object({ examId: ZUuid, testId: ZUuid });
export const ZQuestionParams = z.object({ examId: ZUuid, questionId: ZUuid });

const ZQuestionsCount = z
  .number(questionsMessage)
  .int(questionsMessage)
  .min(1, questionsMessage)
  .max(TEST_LIMITS.maxQuestions, questionsMessage);
const ZFocus = z.enum(TEST_FOCUSES, 'Focus must be any or weakest');
const difficultyMessage = `Difficulty must be one of: ${QUESTION_DIFFICULTIES.join(', ')}`;
const ZDifficulties = z
  .array(z.enum(QUESTION_DIFFICULTIES, difficultyMessage))
  .max(QUESTION_DIFFICULTIES.length, difficultyMessage);
const ZMinutes = z
  .number(minutesMessage)
  .int(minutesMessage)
  .min(TEST_LIMITS.minMinutes, minutesMessage)
  .max(TEST_LIMITS.maxMinutes, minutesMessage);

/**
 * POST /user/test/{examId}. Mock tests take their count and time from the exam and a free
 * trial is capped and untimed, whatever is sent; `endTime` (the first client sends one) is
 * read as a duration when `minutes` is absent. `focus` and `difficulties` shape a practice test
 * (decision 0106): the weakest subjects first, and only questions of these difficulties (none
 * chosen: any); a mock and a free trial leave them aside.
 */
export const ZCreateTestRequest = z.object({
  type: z.enum(TEST_TYPES, 'Type must be practice, mock or free-trial'),
  questions: ZQuestionsCount.optional(),
  questionMode: z.enum(QUESTION_MODES, 'Unknown question mode').optional(),
  courseIds: ZIdList.optional(),
  subjectIds: ZIdList.optional(),
  focus: ZFocus.optional(),
  difficulties: ZDifficulties.optional(),
  timed: z.boolean('timed must be true or false').optional(),
  minutes: ZMinutes.optional(),
  endTime: z.iso
    .datetime({ offset: true, error: 'endTime must be an ISO date and time' })
    .optional(),
});
export type TCreateTestRequest = z.input<typeof ZCreateTestRequest>;

export const ZCreateTestReply = z.object({
  testId: ZUuid,
  /** Null for an untimed test. */
  endTime: z.string().nullable(),
  questionCount: z.number().int(),
});

/** Query lists arrive as a repeated key (one value is a plain string). */
const asList = (value: unknown): unknown =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];
const queryIdList = z.preprocess(asList, ZIdList);

/** The same choices as a practice test's (the focus orders, it does not narrow). */
export const ZQuestionCountQuery = z.object({
  questionMode: z.enum(QUESTION_MODES, 'Unknown question mode').default('all'),
  courseIds: queryIdList,
  subjectIds: queryIdList,
  difficulties: z.preprocess(asList, ZDifficulties),
});
export type TQuestionCountQuery = z.input<typeof ZQuestionCountQuery>;

/**
 * One answer: `option` for single choice, `options` for multiple choice and every Next
 * Generation type (the chosen options of all its parts), `answerText` for fill in the blanks.
 */
export const ZSubmittedAnswer = z.object({
  questionId: ZUuid,
  option: ZUuid.optional(),
  options: z.array(ZUuid).max(100).optional(),
  answerText: z.string().max(500, 'The answer is too long').optional(),
  /** Seconds spent on the question as the client measured them; capped by the server. */
  timeSpentSeconds: z.number().int().min(0).max(1_000_000).optional(),
});
export type TSubmittedAnswer = z.infer<typeof ZSubmittedAnswer>;

export const ZSubmitAnswersRequest = z.object({
  testId: ZUuid,
  answers: z
    .array(ZSubmittedAnswer)
    .min(1, MESSAGES.noAnswerSelected)
    .max(TEST_LIMITS.maxQuestions, 'Too many answers in one request'),
});
export type TSubmitAnswersRequest = z.infer<typeof ZSubmitAnswersRequest>;

export const ZReportQuestionRequest = z.object({
  reason: requiredString('Reason').max(
    TEST_LIMITS.maxReportLength,
    `Reason must be at most ${TEST_LIMITS.maxReportLength} characters`,
  ),
});
export type TReportQuestionRequest = z.infer<typeof ZReportQuestionRequest>;

export const ZTestHistoryQuery = ZPaginationQuery.extend({
  examId: ZUuid.optional(),
  status: z.enum(TEST_STATUSES, 'Status must be running, paused or ended').optional(),
  type: z.enum(TEST_TYPES, 'Type must be practice, mock or free-trial').optional(),
});
export type TTestHistoryQuery = z.input<typeof ZTestHistoryQuery>;

// ---- replies ----

const ZStatus = z.enum(TEST_STATUSES);

/** The server is the authority on time: the client counts down from these. */
export const ZTestTimer = z.object({
  status: ZStatus,
  timed: z.boolean(),
  /** Time allowed in seconds; null when untimed. */
  durationSeconds: z.number().int().nullable(),
  /** When a running timed test ends; null while paused, when untimed, and once ended. */
  endTime: z.string().nullable(),
  /** Seconds left (running or paused timed tests); null otherwise. */
  remainingSeconds: z.number().int().nullable(),
  serverNow: z.string(),
});
export type TTestTimer = z.infer<typeof ZTestTimer>;

export const ZTestSummary = z.object({
  testId: ZUuid,
  examId: ZUuid,
  examName: z.string(),
  type: z.enum(TEST_TYPES),
  mode: z.enum(QUESTION_MODES),
  status: ZStatus,
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
  /** Null while a mock runs: correctness is secret until its end. */
  correctCount: z.number().int().nullable(),
  timed: z.boolean(),
  endTime: z.string().nullable(),
  remainingSeconds: z.number().int().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TTestSummary = z.infer<typeof ZTestSummary>;

export const ZOptionStat = z.object({
  id: ZUuid,
  pickCount: z.number().int(),
  /** Share of the students who answered the question that picked this option (0-100, 2 decimals). */
  pickPercentage: z.number(),
});

/** A part's points (a matrix row, a cloze blank, a bow-tie column; one part for the others). */
export const ZPartScore = z.object({
  part: z.number().int(),
  points: z.number().int(),
  maxPoints: z.number().int(),
});
export type TPartScore = z.infer<typeof ZPartScore>;

/** What submitting reveals (practice and free trial at once, mock after the end). */
export const ZAnswerResult = z.object({
  /** Full credit. */
  isCorrect: z.boolean(),
  /** Partial credit: the points of the answer under the item's rule (0 when unanswered). */
  points: z.number().int(),
  maxPoints: z.number().int(),
  parts: z.array(ZPartScore),
  correctOptionIds: z.array(ZUuid),
  /** The expected answer of a fill-in-the-blank question (its notation: '4±0.1 g'). */
  correctAnswerText: z.string().nullable(),
  /** Fill in the blanks: the other answers it accepts, in the same notation. */
  acceptedAnswers: z.array(z.string()),
  explanation: z.string(),
  answerCount: z.number().int(),
  options: z.array(ZOptionStat),
});
export type TAnswerResult = z.infer<typeof ZAnswerResult>;

/** The answer the server holds for a question. */
export const ZHeldAnswer = z.object({
  selectedOptionIds: z.array(ZUuid),
  answerText: z.string().nullable(),
  timeSpentSeconds: z.number().int(),
  answeredAt: z.string(),
});
export type THeldAnswer = z.infer<typeof ZHeldAnswer>;

/**
 * How a Next Generation item is shown (item-types.ts): its layout, which holds no answer key,
 * the rule it is scored by, and how many options each part takes (null: any).
 */
export const ZItemView = z.object({
  scoring: z.enum(SCORING_RULES),
  layout: ZItemLayout,
  parts: z.array(z.object({ part: z.number().int(), choose: z.number().int().nullable() })),
});
export type TItemView = z.infer<typeof ZItemView>;

/**
 * A test question's case as the student sees it: the shared scenario and where the question
 * stands in the case within this test (`step` of `steps`, counted in the test's order).
 */
export const ZTestCase = z.object({
  id: ZUuid,
  title: z.string(),
  scenario: z.string(),
  step: z.number().int(),
  steps: z.number().int(),
});
export type TTestCase = z.infer<typeof ZTestCase>;

export const ZTestQuestion = z.object({
  id: ZUuid,
  /** 1-based position in the test. */
  number: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  /** Sanitized HTML, as stored. */
  question: z.string(),
  /** `part`: the Next Generation types' part (a matrix row, a blank); 0 otherwise. */
  options: z.array(
    z.object({ id: ZUuid, label: z.string(), value: z.string(), part: z.number().int() }),
  ),
  item: ZItemView,
  /** The case study the question is a step of (its scenario shown above it); null alone. */
  case: ZTestCase.nullable(),
  tagged: z.boolean(),
  answer: ZHeldAnswer.nullable(),
  result: ZAnswerResult.nullable(),
});
export type TTestQuestion = z.infer<typeof ZTestQuestion>;

export const ZTestDetail = z.object({
  test: ZTestSummary.extend({ timer: ZTestTimer }),
  questions: z.array(ZTestQuestion),
});
export type TTestDetail = z.infer<typeof ZTestDetail>;

/**
 * A test's questions as every student sees them before answering: the same until an
 * administrator edits one, so the browser keeps them and revalidates (ETag).
 */
export const ZTestQuestionContent = ZTestQuestion.pick({
  id: true,
  number: true,
  type: true,
  question: true,
  options: true,
  item: true,
  case: true,
});
export type TTestQuestionContent = z.infer<typeof ZTestQuestionContent>;
export const ZTestQuestionsReply = z.object({ questions: z.array(ZTestQuestionContent) });

/**
 * The student's side of a test: its timer and the questions with a tag, an answer or a result
 * (in the test's order); any other question is untagged, unanswered and unrevealed.
 */
export const ZTestQuestionState = ZTestQuestion.pick({
  id: true,
  tagged: true,
  answer: true,
  result: true,
});
export type TTestQuestionState = z.infer<typeof ZTestQuestionState>;
export const ZTestState = z.object({
  test: ZTestDetail.shape.test,
  questions: z.array(ZTestQuestionState),
});
export type TTestState = z.infer<typeof ZTestState>;

export const ZSubmitAnswersReply = z.object({
  saved: z.array(
    z.object({ questionId: ZUuid, answer: ZHeldAnswer, result: ZAnswerResult.nullable() }),
  ),
  answeredCount: z.number().int(),
});
export type TSubmitAnswersReply = z.infer<typeof ZSubmitAnswersReply>;

export const ZTimerReply = z.object({ timer: ZTestTimer });

export const ZTestHistoryReply = z.object({
  tests: z.array(ZTestSummary),
  pagination: ZPagination,
});

/**
 * Per exam the student may use now: how many questions a review test of their incorrect ones,
 * and of their tagged ones, would hold (as the count before starting says: cases whole).
 */
export const ZReviewCountsReply = z.object({
  exams: z.array(
    z.object({
      examId: ZUuid,
      examName: z.string(),
      incorrect: z.number().int(),
      tagged: z.number().int(),
    }),
  ),
});
export type TReviewCounts = z.infer<typeof ZReviewCountsReply>['exams'][number];

export const ZTagReply = z.object({ tagged: z.boolean() });

const ZScore = z.object({
  total: z.number().int(),
  /** Full credit. */
  correct: z.number().int(),
  /** Less than full credit (some points or none). */
  incorrect: z.number().int(),
  unanswered: z.number().int(),
  /** Points earned and possible: partial credit counts (item-types.ts). */
  points: z.number().int(),
  maxPoints: z.number().int(),
  /** points / maxPoints x 100, two decimals (correct / total when every item scores 0 or 1). */
  percentage: z.number(),
});

export const ZReviewQuestion = z.object({
  id: ZUuid,
  number: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  question: z.string(),
  item: ZItemView,
  case: ZTestCase.nullable(),
  courseName: z.string(),
  subjectId: ZUuid,
  subjectName: z.string(),
  /** Whether the student has tagged the question (for review later). */
  tagged: z.boolean(),
  options: z.array(
    z.object({
      id: ZUuid,
      label: z.string(),
      value: z.string(),
      isCorrect: z.boolean(),
      selected: z.boolean(),
      pickPercentage: z.number(),
      part: z.number().int(),
    }),
  ),
  answer: ZHeldAnswer.nullable(),
  /** Null when unanswered. */
  isCorrect: z.boolean().nullable(),
  /** The answer's points, part by part (0 of the maximum when unanswered). */
  points: z.number().int(),
  maxPoints: z.number().int(),
  parts: z.array(ZPartScore),
  correctAnswerText: z.string().nullable(),
  /** As in the answer result: the other answers accepted. */
  acceptedAnswers: z.array(z.string()),
  explanation: z.string(),
  timeSpentSeconds: z.number().int().nullable(),
  /** Average seconds other students spent on it; null before anyone else answered. */
  peerAverageSeconds: z.number().nullable(),
  /** Share of other students who got it right (0-100); null before anyone else answered. */
  peerCorrectPercentage: z.number().nullable(),
  peerCount: z.number().int(),
});
export type TReviewQuestion = z.infer<typeof ZReviewQuestion>;

export const ZTestAnalytics = z.object({
  test: ZTestSummary,
  score: ZScore,
  time: z.object({
    usedSeconds: z.number().int(),
    allowedSeconds: z.number().int().nullable(),
    averagePerAnswerSeconds: z.number().nullable(),
    peerAveragePerAnswerSeconds: z.number().nullable(),
  }),
  breakdown: z.array(
    ZScore.extend({
      courseId: ZUuid,
      courseName: z.string(),
      subjectId: ZUuid,
      subjectName: z.string(),
    }),
  ),
  /**
   * Each case study of the test as a unit: the points of its questions together, in the
   * order the cases came in the test.
   */
  cases: z.array(ZScore.extend({ caseStudyId: ZUuid, title: z.string() })),
  /** Mock exams only: where the score stands among every ended mock of the exam. */
  percentile: z
    .object({
      /** Share of the other attempts scoring lower (ties count half), 0-100; null when alone. */
      value: z.number().nullable(),
      otherAttempts: z.number().int(),
    })
    .nullable(),
  /**
   * When the peer figures (the percentile, each question's peers) were computed: an ended
   * test's are kept from its first report on. Null while a test runs (they are live).
   */
  peerFiguresAt: z.string().nullable(),
  /** False while a practice test runs: only the submitted questions are reviewed. */
  complete: z.boolean(),
  review: z.array(ZReviewQuestion),
});
export type TTestAnalytics = z.infer<typeof ZTestAnalytics>;

// ---- forms ----

/** The start subject-based test dialog. */
export const ZStartPracticeForm = z.object({
  examId: requiredString('Exam'),
  courseIds: z.array(z.string()),
  subjectIds: z.array(z.string()),
  questions: ZQuestionsCount,
  questionMode: z.enum(QUESTION_MODES, 'Unknown question mode'),
  focus: ZFocus,
  difficulties: ZDifficulties,
  timed: z.boolean(),
  minutes: ZMinutes,
});
export type TStartPracticeForm = z.infer<typeof ZStartPracticeForm>;
