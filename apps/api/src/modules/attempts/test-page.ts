// A test as its exam page loads it. The page asks for two things apart: the questions'
// text and options (`getTestQuestions`), the same for every student until an administrator
// edits one, which the browser keeps and revalidates by ETag; and the student's side
// (`getTestState`): the timer, tags, held answers and what may be revealed, small and read
// on every load. The one-reply read (`getTestText`, `getTestGzipped`) answers both in one
// reply, as the API has always offered, its questions written once (and deflated once) and
// kept while they and the student's side stay the same.
import { envelopeOf } from '@prepward/shared/operation';
import {
  ZTestDetail,
  ZTestQuestion,
  type TTestDetail,
  type TTestQuestion,
  type TTestQuestionContent,
  type TTestQuestionState,
  type TTestState,
} from '@prepward/shared/schemas/attempts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  exams,
  questionContentVersion,
  questions,
  questionTags,
  testAnswers,
  tests,
} from '../../db/schema';
import { deflateTail, gzipWithTail, type DeflatedTail } from '../../lib/gzip-parts';
import { notFound } from '../../lib/http-error';
import { keptByBytes } from '../../lib/kept-by-bytes';
import { readBatches } from '../../lib/read-batches';
import { compileReplyWriter } from '../../lib/reply-serializer';
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
  testCasesOf,
  type AnswerRow,
  type QuestionView,
} from './content';
import type { StudentTest } from './service';
import { endIfOverdueAndCount, timerOf } from './timer';

/**
 * Made once per database: a prepared query (planned once per connection, not every load), or
 * the batches of a read.
 */
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

/**
 * What a read of the test takes besides the student's side: the token of every question's
 * content (the one-reply read, whose questions are kept: decisions 0115 and 0119), or nothing
 * (the state).
 */
type TestPageRead = 'contentVersion' | 'state';

/**
 * The tests with their exams' names, their answers and tags, and what `read` asks for: many
 * tests in one query (`testPageReads`), whose owners are checked on the rows.
 */
function testPageSelect(db: Database, read: TestPageRead) {
  return db
    .select({
      test: {
        ...getTableColumns(tests),
        // As JSON: the driver's parser of uuid[] costs more than JSON.parse (a 40-id test).
        questionIds: sql<string[]>`array_to_json(${tests.questionIds})`,
        courseIds: sql<string[]>`array_to_json(${tests.courseIds})`,
        subjectIds: sql<string[]>`array_to_json(${tests.subjectIds})`,
      },
      examName: sql<string>`coalesce((select e.name from ${exams} e where e.id = ${tests.examId}), '')`,
      answers: sql<AnswerJson[]>`coalesce((select json_agg(json_build_object(
          'questionId', a.question_id, 'selectedOptionIds', a.selected_option_ids,
          'answerText', a.answer_text, 'isCorrect', a.is_correct,
          'timeSpentSeconds', a.time_spent_seconds,
          'answeredAt', floor(extract(epoch from a.answered_at) * 1000)))
        from ${testAnswers} a where a.test_id = ${tests.id}), '[]'::json)`,
      tagged: sql<string[]>`array(select t.question_id from ${questionTags} t
        where t.user_id = ${tests.userId} and t.question_id = any(${tests.questionIds}))`,
      contentVersion:
        read === 'contentVersion'
          ? sql<string | null>`(select v.version::text from ${questionContentVersion} v)`
          : sql<string | null>`null`,
    })
    .from(tests)
    .where(sql`${tests.id} = any(${sql.placeholder('testIds')})`)
    .prepare(`test_page_${read}`);
}

type TestPageRow = Awaited<ReturnType<ReturnType<typeof testPageSelect>['execute']>>[number];

/**
 * The read of a test page, batched (decision 0120): the tests asked for together are read in
 * one query; each answers its row if it is that student's test of that exam.
 */
function testPageReader(read: TestPageRead) {
  return preparedPerDatabase((db) => {
    const query = testPageSelect(db, read);
    return readBatches<StudentTest, TestPageRow | undefined>(async (keys) => {
      const rows = await query.execute({ testIds: [...new Set(keys.map((key) => key.testId))] });
      const byId = new Map(rows.map((row) => [row.test.id, row]));
      return keys.map((key) => {
        const row = byId.get(key.testId);
        return row?.test.userId === key.userId && row.test.examId === key.examId ? row : undefined;
      });
    });
  });
}

const testPageReads = {
  contentVersion: testPageReader('contentVersion'),
  state: testPageReader('state'),
};

const testQuestionStampsQuery = preparedPerDatabase((db) =>
  db
    .select({ questionIds: tests.questionIds, stamps: questionStampsJson(tests.questionIds) })
    .from(tests)
    .where(ownTest())
    .prepare('test_question_stamps'),
);

/**
 * The ETag of a test's questions, made by the database: the test and the token of every
 * question's content (decision 0115), which moves with any administrator's edit, removal or
 * restoring of a question or its case (decision 0118). Checking it is one lookup of a
 * one-row table: it reads no question text and no question's stamp. Without a token (its row
 * emptied by hand, until the next edit writes one) it falls back on each question's stamp
 * (or its absence) in the test's order.
 */
const testQuestionsEtagQuery = preparedPerDatabase((db) =>
  db
    .select({
      etag: sql<string>`md5(${tests.id}::text || coalesce(
        (select 'v' || v.version::text from ${questionContentVersion} v),
        's' || coalesce((
          select string_agg(coalesce(q.updated_at::text, '-'), '|' order by u.n)
          from unnest(${tests.questionIds}) with ordinality u(id, n)
          left join ${questions} q on q.id = u.id), '')))`,
    })
    .from(tests)
    .where(ownTest())
    .prepare('test_questions_etag'),
);

type AnswerJson = Omit<AnswerRow, 'testId' | 'answeredAt'> & { answeredAt: number };

/**
 * The student's side of a test in one round trip: the test with its exam's name, the answers
 * held and the questions the student tagged; for the one-reply read also the token of the
 * questions' content (the state needs none).
 * A class reloading a mock together is the busiest read there is.
 */
async function loadTestPage(db: Database, ids: StudentTest, now: Date, read: TestPageRead) {
  const row = await testPageReads[read](db)(ids);
  if (!row) throw notFound(TEST_NOT_FOUND);
  const answers = new Map(
    row.answers.map((answer) => [
      answer.questionId,
      { ...answer, testId: row.test.id, answeredAt: new Date(answer.answeredAt) },
    ]),
  );
  const test = await endIfOverdueAndCount(db, row.test, now);
  // Results (with the peers' current figures) only for what may be revealed.
  const revealed = test.questionIds.filter((questionId) =>
    mayReveal(test, answers.has(questionId)),
  );
  const secrets = await loadContent(db, revealed);
  const tagged = new Set(row.tagged);
  return {
    test: { ...summaryOf(test, row.examName, now), timer: timerOf(test, now) },
    questionIds: test.questionIds,
    contentVersion: row.contentVersion,
    /** Whether the question has anything of the student's: a tag, an answer or a result. */
    touched: (questionId: string) =>
      tagged.has(questionId) || answers.has(questionId) || secrets.has(questionId),
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

/**
 * The questions in the test's order, numbered by their place when it started, each with its
 * case study (scenario, and its step of the case's steps in this test).
 */
function contentOf(
  questionIds: readonly string[],
  views: ReadonlyMap<string, QuestionView>,
): TTestQuestionContent[] {
  const cases = testCasesOf(
    questionIds.filter((questionId) => views.has(questionId)),
    (questionId) => views.get(questionId)!.caseStudy,
  );
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
          part: option.part,
        })),
        item: view.item,
        case: cases.get(questionId) ?? null,
      },
    ];
  });
}

type TestPage = Awaited<ReturnType<typeof loadTestPage>>;

/** The questions of the one-reply read: each one's text and options, and the student's side. */
async function questionsOf(db: Database, page: TestPage): Promise<TTestQuestion[]> {
  const views = await loadQuestionViews(db, page.questionIds);
  return contentOf(page.questionIds, views).map((content) => ({
    ...content,
    ...page.stateOf(content.id),
  }));
}

/**
 * The writers of the one-reply read's text in two parts (decisions 0113, 0119): the envelope with
 * the test and no questions, cut where its questions begin, and the questions. Both are the
 * route's own compiled writers, so the text is what the route writes.
 */
const testReplyWriters = (() => {
  let writers: {
    head: (test: TTestDetail['test']) => string;
    questions: (list: TTestQuestion[]) => string;
  } | null = null;
  return () => {
    if (writers) return writers;
    const envelope = compileReplyWriter(envelopeOf(ZTestDetail));
    const questions = compileReplyWriter(z.array(ZTestQuestion));
    if (!envelope || !questions) throw new Error('The test reply has no compiled writer');
    const QUESTIONS_LAST = '"questions":[]}}';
    writers = {
      head: (test) => {
        const text = envelope({
          message: 'success',
          data: { message: 'success', test, questions: [] },
        });
        if (!text.endsWith(QUESTIONS_LAST))
          throw new Error('The test reply does not end with its questions');
        return text.slice(0, -'[]}}'.length);
      },
      questions,
    };
    return writers;
  };
})();

/**
 * The questions of recent one-reply reads, by test, with what they were made from: the token
 * of every question's content (decision 0115), and the student's side of the questions with
 * any (tags, answers, results). Kept as text for a client that takes no gzip and deflated for
 * one that does, each made at the first read that asks for it (decision 0119). The key is read
 * from the database on every load, so an entry is never stale, on this instance or another: a
 * change makes a new key and the entry is made again. The questions are read after the key, so
 * an edit in between is kept under the old key and made again at the next load; never the
 * other way round.
 */
type KeptQuestions = { key: string; text?: Buffer; deflated?: DeflatedTail };
/** About 2,000 tests of 40 questions deflated, or 800 as text. */
const keptQuestions = keptByBytes<string, KeptQuestions>(
  32 * 1024 * 1024,
  (_testId, kept) => (kept.text?.length ?? 0) + (kept.deflated?.deflated.length ?? 0),
);

/**
 * The one-reply read as its route writes it, in two parts: the envelope with the test (and its
 * timer), written on every load, and the questions with the student's side of them, which stay
 * the same from one load to the next until the student answers or tags or an administrator
 * edits. `encoding` says which form of the questions the reply needs; it is made once and kept.
 */
async function testReplyParts<E extends 'text' | 'deflated'>(
  db: Database,
  ids: StudentTest,
  now: Date,
  encoding: E,
): Promise<{ head: string; questions: NonNullable<KeptQuestions[E]> }> {
  const page = await loadTestPage(db, ids, now, 'contentVersion');
  const writers = testReplyWriters();
  const key = `${page.contentVersion}\n${JSON.stringify(
    page.questionIds.filter(page.touched).map(page.stateOf),
  )}`;
  const kept = keptQuestions.get(ids.testId);
  const current = kept?.key === key ? kept : { key };
  type Form = NonNullable<KeptQuestions[E]>;
  let questions = current[encoding] as Form | undefined;
  if (!questions) {
    const text = `${writers.questions(await questionsOf(db, page))}}}`;
    questions = (encoding === 'text' ? Buffer.from(text) : deflateTail(text)) as Form;
    // Without a token (its row emptied, until the next edit writes it) nothing is kept.
    if (page.contentVersion !== null) {
      keptQuestions.set(ids.testId, { ...current, [encoding]: questions });
    }
  }
  return { head: writers.head(page.test), questions };
}

/** The one-reply read as its route writes it, for a client that takes no gzip. */
export async function getTestText(
  db: Database,
  ids: StudentTest,
  now: Date = new Date(),
): Promise<Buffer> {
  const { head, questions } = await testReplyParts(db, ids, now, 'text');
  return Buffer.concat([Buffer.from(head), questions]);
}

/**
 * The one-reply read as its route writes it, gzipped, for a client that takes gzip: only the
 * envelope and the test are compressed on each load. Gzip was half the route's time.
 */
export async function getTestGzipped(
  db: Database,
  ids: StudentTest,
  now: Date = new Date(),
): Promise<Buffer> {
  const { head, questions } = await testReplyParts(db, ids, now, 'deflated');
  return gzipWithTail(head, questions);
}

/**
 * The student's side of the test: the questions with a tag, an answer or a result, in the
 * test's order; every other question of the test is untagged, unanswered and unrevealed. A
 * fresh test's state is a few hundred bytes. (Answers, tags and results exist only for
 * questions that exist: the questions' read says which ones the test still has.)
 */
export async function getTestState(
  db: Database,
  ids: StudentTest,
  now: Date = new Date(),
): Promise<TTestState> {
  const page = await loadTestPage(db, ids, now, 'state');
  return {
    test: page.test,
    questions: page.questionIds.filter(page.touched).map(page.stateOf),
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
  const [current] = await testQuestionsEtagQuery(db).execute(ids);
  if (!current) throw notFound(TEST_NOT_FOUND);
  const etag = `"${current.etag}"`;
  if (knownTags.includes(etag)) return { etag, questions: null };
  // Read after the ETag: an edit in between is sent now and under the old tag, so the
  // next load sends it again; never the other way round.
  const [row] = await testQuestionStampsQuery(db).execute(ids);
  if (!row) throw notFound(TEST_NOT_FOUND);
  const views = await loadQuestionViews(db, row.questionIds, new Map(row.stamps));
  return { etag, questions: contentOf(row.questionIds, views) };
}
