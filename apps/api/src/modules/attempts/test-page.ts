// A test as its exam page loads it. The page asks for two things apart: the questions'
// text and options (`getTestQuestions`), the same for every student until an administrator
// edits one, which the browser keeps and revalidates by ETag; and the student's side
// (`getTestState`): the timer, tags, held answers and what may be revealed, small and read
// on every load. `getTest` answers both in one reply, as the API has always offered.
import { createHash } from 'node:crypto';
import type {
  TTestDetail,
  TTestQuestionContent,
  TTestQuestionState,
  TTestState,
} from '@prepward/shared/schemas/attempts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exams, questionTags, testAnswers, tests } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import {
  heldAnswerOf,
  loadContent,
  loadQuestionViews,
  mayReveal,
  optionLabel,
  questionStampsJson,
  resultOf,
  summaryOf,
  TEST_NOT_FOUND,
  type AnswerRow,
  type QuestionStamps,
  type QuestionView,
} from './content';
import type { StudentTest } from './service';
import { endIfOverdue, timerOf } from './timer';

/** Prepared once per database (and so once per connection): planned once, not every load. */
function preparedPerDatabase<T>(prepare: (db: Database) => T) {
  const prepared = new WeakMap<Database, T>();
  return (db: Database) => {
    const query = prepared.get(db) ?? prepare(db);
    prepared.set(db, query);
    return query;
  };
}

const ownTest = () =>
  and(
    eq(tests.id, sql.placeholder('testId')),
    eq(tests.userId, sql.placeholder('userId')),
    eq(tests.examId, sql.placeholder('examId')),
  );

const testPageQuery = preparedPerDatabase((db) =>
  db
    .select({
      test: tests,
      examName: sql<string>`coalesce((select e.name from ${exams} e where e.id = ${tests.examId}), '')`,
      answers: sql<AnswerJson[]>`coalesce((select json_agg(json_build_object(
          'questionId', a.question_id, 'selectedOptionIds', a.selected_option_ids,
          'answerText', a.answer_text, 'isCorrect', a.is_correct,
          'timeSpentSeconds', a.time_spent_seconds,
          'answeredAt', floor(extract(epoch from a.answered_at) * 1000)))
        from ${testAnswers} a where a.test_id = ${tests.id}), '[]'::json)`,
      tagged: sql<string[]>`array(select t.question_id from ${questionTags} t
        where t.user_id = ${tests.userId} and t.question_id = any(${tests.questionIds}))`,
      stamps: questionStampsJson(tests.questionIds),
    })
    .from(tests)
    .where(ownTest())
    .prepare('test_page'),
);

const testQuestionStampsQuery = preparedPerDatabase((db) =>
  db
    .select({ questionIds: tests.questionIds, stamps: questionStampsJson(tests.questionIds) })
    .from(tests)
    .where(ownTest())
    .prepare('test_question_stamps'),
);

type AnswerJson = Omit<AnswerRow, 'testId' | 'answeredAt'> & { answeredAt: number };

/**
 * The student's side of a test in one round trip: the test with its exam's name, the answers
 * held, the questions the student tagged and the stamps of the questions that still exist.
 * A class reloading a mock together is the busiest read there is.
 */
async function loadTestPage(db: Database, ids: StudentTest, now: Date) {
  const [row] = await testPageQuery(db).execute(ids);
  if (!row) throw notFound(TEST_NOT_FOUND);
  const answers = new Map(
    row.answers.map((answer) => [
      answer.questionId,
      { ...answer, testId: row.test.id, answeredAt: new Date(answer.answeredAt) },
    ]),
  );
  const test = await endIfOverdue(db, row.test, now);
  // Results (with the peers' current figures) only for what may be revealed.
  const revealed = test.questionIds.filter((questionId) =>
    mayReveal(test, answers.has(questionId)),
  );
  const secrets = await loadContent(db, revealed);
  const tagged = new Set(row.tagged);
  const stamps: QuestionStamps = new Map(row.stamps);
  return {
    test: { ...summaryOf(test, row.examName, now), timer: timerOf(test, now) },
    questionIds: test.questionIds,
    stamps,
    stateOf: (questionId: string): TTestQuestionState => {
      const answer = answers.get(questionId);
      const secret = secrets.get(questionId);
      return {
        id: questionId,
        tagged: tagged.has(questionId),
        answer: answer ? heldAnswerOf(answer) : null,
        result: secret ? resultOf(secret, answer) : null,
      };
    },
  };
}

/** The questions in the test's order, numbered by their place when it started. */
function contentOf(
  questionIds: readonly string[],
  views: ReadonlyMap<string, QuestionView>,
): TTestQuestionContent[] {
  return questionIds.flatMap((questionId, index) => {
    const view = views.get(questionId);
    if (!view) return [];
    return [
      {
        id: questionId,
        number: index + 1,
        type: view.type,
        question: view.questionHtml,
        options: view.options.map((option, position) => ({
          id: option.id,
          label: optionLabel(position),
          value: option.value,
        })),
      },
    ];
  });
}

/** The test as the exam page rebuilds it: questions, what is held, what may be revealed, time. */
export async function getTest(
  db: Database,
  ids: StudentTest,
  now: Date = new Date(),
): Promise<TTestDetail> {
  const page = await loadTestPage(db, ids, now);
  const views = await loadQuestionViews(db, page.questionIds, page.stamps);
  return {
    test: page.test,
    questions: contentOf(page.questionIds, views).map((content) => ({
      ...content,
      ...page.stateOf(content.id),
    })),
  };
}

/** The student's side of the test, question by question in the test's order. */
export async function getTestState(
  db: Database,
  ids: StudentTest,
  now: Date = new Date(),
): Promise<TTestState> {
  const page = await loadTestPage(db, ids, now);
  return {
    test: page.test,
    // A question deleted outright (never answered) is no longer part of the test.
    questions: page.questionIds
      .filter((questionId) => page.stamps.has(questionId))
      .map(page.stateOf),
  };
}

/**
 * The test's questions, or null when `knownTags` (If-None-Match) holds the current ETag. The
 * ETag names the test and each question's stamp in order, so it changes exactly when an
 * administrator edits, removes or restores one of them; a reload that finds it current costs
 * one small query and no question text.
 */
export async function getTestQuestions(
  db: Database,
  ids: StudentTest,
  knownTags: readonly string[],
): Promise<{ etag: string; questions: TTestQuestionContent[] | null }> {
  const [row] = await testQuestionStampsQuery(db).execute(ids);
  if (!row) throw notFound(TEST_NOT_FOUND);
  const stamps: QuestionStamps = new Map(row.stamps);
  const etag = etagOf(ids.testId, row.questionIds, stamps);
  if (knownTags.includes(etag)) return { etag, questions: null };
  const views = await loadQuestionViews(db, row.questionIds, stamps);
  return { etag, questions: contentOf(row.questionIds, views) };
}

function etagOf(testId: string, questionIds: readonly string[], stamps: QuestionStamps) {
  const hash = createHash('sha256').update(testId);
  for (const questionId of questionIds) hash.update(`|${stamps.get(questionId) ?? '-'}`);
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}
