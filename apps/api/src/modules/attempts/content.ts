// Reading a test's questions and turning them into what a student may see.
import {
  partLimits,
  partsOf,
  scoreChoices,
  type ItemScore,
  type TItemLayout,
} from '@prepward/shared/item-types';
import type {
  TAnswerResult,
  THeldAnswer,
  TItemView,
  TTestSummary,
} from '@prepward/shared/schemas/attempts';
import type { TTestCase } from '@prepward/shared/schemas/case-studies';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/client';
import {
  caseStudies,
  courses,
  questionOptions,
  questions,
  questionTags,
  subjects,
  testAnswers,
  tests,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { remainingSecondsOf, type TestRow } from './timer';

export const TEST_NOT_FOUND = 'Test not found';

/** The case study a question is a step of: what every step shows above its own text. */
export type CaseStudyRow = { id: string; title: string; scenarioHtml: string };

export type QuestionRow = {
  id: string;
  type: (typeof questions.$inferSelect)['type'];
  scoring: (typeof questions.$inferSelect)['scoring'];
  layout: TItemLayout;
  maxPoints: number;
  questionHtml: string;
  explanationHtml: string;
  answerText: string | null;
  acceptedAnswers: string[];
  answerCount: number;
  correctCount: number;
  timeSpentSecondsTotal: number;
  courseName: string;
  subjectName: string;
  courseId: string;
  subjectId: string;
  caseStudy: CaseStudyRow | null;
};
export type OptionRow = {
  id: string;
  questionId: string;
  value: string;
  isCorrect: boolean;
  pickCount: number;
  position: number;
  part: number;
};
export type AnswerRow = typeof testAnswers.$inferSelect;
export type QuestionContent = { question: QuestionRow; options: OptionRow[] };
/** What grading an answer and revealing its result need of a question. */
export type RevealableContent = {
  question: Pick<
    QuestionRow,
    | 'id'
    | 'type'
    | 'scoring'
    | 'answerText'
    | 'acceptedAnswers'
    | 'explanationHtml'
    | 'answerCount'
    | 'correctCount'
  >;
  options: Pick<OptionRow, 'id' | 'isCorrect' | 'pickCount' | 'part'>[];
};

/** Percentage with two decimals (a number; the client formats it). */
export function percentageOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}

/** Options are labelled a, b, c ... in their stored order. */
export function optionLabel(index: number): string {
  return String.fromCharCode(97 + index);
}

/**
 * `column = any($1)` with the ids as one array parameter: a 100-question test is one value to
 * bind, not a hundred (inArray), which costs query building and parsing on every page load.
 */
export const anyOf = (column: AnyPgColumn, ids: readonly string[]) =>
  sql`${column} = any(${sql.param([...ids])}::uuid[])`;

/** SQL: the most a new test of these questions scores (partial credit; their sum). */
export const maxPointsOf = (questionIds: readonly string[]) =>
  sql<number>`(select coalesce(sum(${questions.maxPoints}), 0)::int from ${questions}
    where ${anyOf(questions.id, questionIds)})`;

/** Which of these questions the student has tagged: one query, whatever their number. */
export async function loadTaggedIds(
  db: DatabaseOrTransaction,
  userId: string,
  questionIds: readonly string[],
): Promise<Set<string>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .select({ questionId: questionTags.questionId })
    .from(questionTags)
    .where(and(eq(questionTags.userId, userId), anyOf(questionTags.questionId, questionIds)));
  return new Set(rows.map((row) => row.questionId));
}

/** One of this student's tests on this exam; anyone else's answers 404. */
export async function loadOwnTest(
  db: DatabaseOrTransaction,
  ids: { userId: string; examId: string; testId: string },
  options: { lock?: boolean } = {},
): Promise<TestRow> {
  const query = db
    .select()
    .from(tests)
    .where(
      and(eq(tests.id, ids.testId), eq(tests.userId, ids.userId), eq(tests.examId, ids.examId)),
    );
  const [test] = options.lock ? await query.for('update') : await query;
  if (!test) throw notFound(TEST_NOT_FOUND);
  return test;
}

/**
 * The questions (with course and subject names and the case study each is a step of) and their
 * options, by question id.
 */
export async function loadContent(
  db: DatabaseOrTransaction,
  questionIds: readonly string[],
): Promise<Map<string, QuestionContent>> {
  if (questionIds.length === 0) return new Map();
  // One round trip: the options come along as JSON (answer submission is the hot path).
  const rows = await db
    .select({
      id: questions.id,
      type: questions.type,
      scoring: questions.scoring,
      layout: questions.layout,
      maxPoints: questions.maxPoints,
      questionHtml: questions.questionHtml,
      explanationHtml: questions.explanationHtml,
      answerText: questions.answerText,
      acceptedAnswers: questions.acceptedAnswers,
      answerCount: questions.answerCount,
      correctCount: questions.correctCount,
      timeSpentSecondsTotal: questions.timeSpentSecondsTotal,
      courseId: questions.courseId,
      subjectId: questions.subjectId,
      courseName: courses.name,
      subjectName: subjects.name,
      caseStudy: {
        id: caseStudies.id,
        title: caseStudies.title,
        scenarioHtml: caseStudies.scenarioHtml,
      },
      options: sql<OptionRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', ${questionOptions.id}, 'questionId', ${questionOptions.questionId},
          'value', ${questionOptions.value}, 'isCorrect', ${questionOptions.isCorrect},
          'pickCount', ${questionOptions.pickCount}, 'position', ${questionOptions.position},
          'part', ${questionOptions.part})
          order by ${questionOptions.position})
        from ${questionOptions} where ${questionOptions.questionId} = ${questions.id}), '[]'::json)`,
    })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .leftJoin(caseStudies, eq(caseStudies.id, questions.caseStudyId))
    .where(anyOf(questions.id, questionIds));
  return new Map(rows.map(({ options, ...question }) => [question.id, { question, options }]));
}

/** What every student sees of a question before answering it: the same for everyone. */
export type QuestionView = Pick<QuestionRow, 'type' | 'questionHtml' | 'caseStudy'> & {
  options: Pick<OptionRow, 'id' | 'value' | 'part'>[];
  item: TItemView;
};

/**
 * How an item is shown: its layout, rule and each part's limit. Public (no answer key), though
 * made from the key: an item that states its count says how many options are right.
 */
export function itemViewOf({ question, options }: QuestionContent): TItemView {
  const limits = partLimits(question.type, question.layout, options);
  return {
    scoring: question.scoring,
    layout: question.layout,
    parts:
      question.type === 'fill_in_the_blanks'
        ? []
        : partsOf(options).map((part, index) => ({
            part,
            choose: limits[index]?.choose ?? null,
          })),
  };
}

/**
 * Where each question of a case stands in the case within this test: `step` of `steps`, counted
 * over the case's questions the test holds, in the test's order (a test draws a case in step
 * order; a step deleted since is not counted). `questionIds`: those that exist, in order.
 */
export function testCasesOf(
  questionIds: readonly string[],
  caseStudyOf: (questionId: string) => CaseStudyRow | null,
): Map<string, TTestCase> {
  const stepsOfCase = new Map<string, string[]>();
  for (const questionId of questionIds) {
    const caseStudy = caseStudyOf(questionId);
    if (!caseStudy) continue;
    const steps = stepsOfCase.get(caseStudy.id) ?? [];
    steps.push(questionId);
    stepsOfCase.set(caseStudy.id, steps);
  }
  const cases = new Map<string, TTestCase>();
  for (const questionId of questionIds) {
    const caseStudy = caseStudyOf(questionId);
    if (!caseStudy) continue;
    const steps = stepsOfCase.get(caseStudy.id)!;
    cases.set(questionId, {
      id: caseStudy.id,
      title: caseStudy.title,
      scenario: caseStudy.scenarioHtml,
      step: steps.indexOf(questionId) + 1,
      steps: steps.length,
    });
  }
  return cases;
}

/**
 * The options in the order students see them: as stored, except an ordering's, whose stored
 * order is its answer: those go by id, an order of their own that says nothing of the right one
 * and is the same on every load; where that happens to be the right order (one in six for three
 * items), the first goes last.
 */
export function shownOrder<T extends { id: string }>(type: QuestionRow['type'], options: T[]): T[] {
  if (type !== 'ordering') return options;
  const byId = [...options].sort((a, b) => a.id.localeCompare(b.id));
  const right = byId.every((option, index) => option.id === options[index]!.id);
  return right && byId.length > 1 ? [...byId.slice(1), byId[0]!] : byId;
}

/** Questions whose views each instance keeps (a few megabytes of question text). */
const VIEW_CACHE_SIZE = 5_000;
type CachedView = { stamp: string; view: QuestionView };
// One cache per database: the tests run several databases in one process.
const viewCaches = new WeakMap<object, Map<string, CachedView>>();

/** Each question's `updated_at` as text (exact to the microsecond), by id. */
export type QuestionStamps = ReadonlyMap<string, string>;

/** The stamps of the questions `ids` names that exist, as JSON `[[id, stamp], ...]`, for a
 * query that reads them along with other things. */
export const questionStampsJson = (ids: AnyPgColumn | SQL) =>
  sql<[string, string][]>`coalesce((select json_agg(json_build_array(q.id, q.updated_at::text))
    from ${questions} q where q.id = any(${ids})), '[]'::json)`;

/**
 * The questions as a page load shows them. Their text and options (and their case's title and
 * scenario) change only when an administrator edits them, which moves `updated_at` in the same
 * transaction (a case's edit moves its questions'); so a page load reads the ids' stamps (here,
 * or with the test in one query: `questionStampsJson`) and the full content only of questions
 * this instance has not seen at that stamp. A 100-question mock that a class loads together is
 * read in full once.
 */
export async function loadQuestionViews(
  db: DatabaseOrTransaction,
  questionIds: readonly string[],
  knownStamps?: QuestionStamps,
): Promise<Map<string, QuestionView>> {
  const cache = viewCaches.get(db) ?? new Map<string, CachedView>();
  viewCaches.set(db, cache);
  const stampOf =
    knownStamps ??
    new Map(
      (
        await db
          .select({ id: questions.id, stamp: sql<string>`${questions.updatedAt}::text` })
          .from(questions)
          .where(anyOf(questions.id, questionIds))
      ).map((row) => [row.id, row.stamp]),
    );
  const stamps = [...stampOf].map(([id, stamp]) => ({ id, stamp }));
  const stale = stamps.filter((row) => cache.get(row.id)?.stamp !== row.stamp);
  if (stale.length > 0) {
    const content = await loadContent(
      db,
      stale.map((row) => row.id),
    );
    for (const [id, { question, options }] of content) {
      cache.delete(id);
      if (cache.size >= VIEW_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(id, {
        // Read after the stamp: content newer than its stamp is only read again next time.
        stamp: stampOf.get(id)!,
        view: {
          type: question.type,
          questionHtml: question.questionHtml,
          caseStudy: question.caseStudy,
          options: shownOrder(question.type, options).map(({ id: optionId, value, part }) => ({
            id: optionId,
            value,
            part,
          })),
          item: itemViewOf({ question, options }),
        },
      });
    }
  }
  return new Map(
    stamps.flatMap((row) => {
      const cached = cache.get(row.id);
      return cached ? [[row.id, cached.view] as const] : [];
    }),
  );
}

export async function loadAnswers(
  db: DatabaseOrTransaction,
  testId: string,
  questionIds?: readonly string[],
): Promise<Map<string, AnswerRow>> {
  const rows = await db
    .select()
    .from(testAnswers)
    .where(
      and(
        eq(testAnswers.testId, testId),
        questionIds ? anyOf(testAnswers.questionId, questionIds) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.questionId, row]));
}

export function heldAnswerOf(
  answer: Pick<AnswerRow, 'selectedOptionIds' | 'answerText' | 'timeSpentSeconds' | 'answeredAt'>,
): THeldAnswer {
  return {
    selectedOptionIds: answer.selectedOptionIds,
    answerText: answer.answerText,
    timeSpentSeconds: answer.timeSpentSeconds,
    answeredAt: answer.answeredAt.toISOString(),
  };
}

/** An answer's points, part by part (none: nothing chosen). Fill in the blanks: 0 or 1. */
export function scoreOf(
  {
    question,
    options,
  }: Pick<RevealableContent, 'options'> & {
    question: Pick<QuestionRow, 'type' | 'scoring'>;
  },
  answer: Pick<AnswerRow, 'isCorrect' | 'selectedOptionIds'> | undefined,
): ItemScore {
  if (question.type === 'fill_in_the_blanks') {
    const points = answer?.isCorrect ? 1 : 0;
    return { points, maxPoints: 1, parts: [{ part: 0, points, maxPoints: 1 }] };
  }
  return scoreChoices(question.scoring, options, answer?.selectedOptionIds ?? []);
}

/** The secrets of a question with the peer statistics; only for what may be revealed. */
export function resultOf(
  { question, options }: RevealableContent,
  answer: Pick<AnswerRow, 'isCorrect' | 'selectedOptionIds'> | undefined,
): TAnswerResult {
  return {
    isCorrect: answer?.isCorrect ?? false,
    ...scoreOf({ question, options }, answer),
    correctOptionIds: options.filter((option) => option.isCorrect).map((option) => option.id),
    correctAnswerText: question.type === 'fill_in_the_blanks' ? question.answerText : null,
    acceptedAnswers: question.type === 'fill_in_the_blanks' ? question.acceptedAnswers : [],
    explanation: question.explanationHtml,
    answerCount: question.answerCount,
    options: options.map((option) => ({
      id: option.id,
      pickCount: option.pickCount,
      pickPercentage: percentageOf(option.pickCount, question.answerCount),
    })),
  };
}

/**
 * The rule of answer secrecy (docs/architecture.md): revealed once submitted in practice and free trial, and
 * for every question once the test has ended.
 */
export function mayReveal(test: TestRow, answered: boolean): boolean {
  return test.status === 'ended' || (answered && test.type !== 'mock');
}

export function summaryOf(test: TestRow, examName: string, now: Date): TTestSummary {
  return {
    testId: test.id,
    examId: test.examId,
    examName,
    type: test.type,
    mode: test.mode,
    status: test.status,
    questionCount: test.questionIds.length,
    answeredCount: test.answeredCount,
    // A running mock's count of right answers would leak correctness.
    correctCount: test.type === 'mock' && test.status !== 'ended' ? null : test.correctCount,
    timed: test.durationSeconds !== null,
    endTime: test.endTime?.toISOString() ?? null,
    remainingSeconds: remainingSecondsOf(test, now),
    startedAt: test.startedAt.toISOString(),
    endedAt: test.endedAt?.toISOString() ?? null,
  };
}
