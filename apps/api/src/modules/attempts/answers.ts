// Answer submission: the answers of the students submitting at the same moment are held in
// one transaction (submission-queue.ts). A practice or free-trial answer is final and counts in
// the peer statistics in that transaction; a mock's answers may change until it ends and count
// when it does (mock-counts.ts, decision 0126), so holding one writes nothing shared.
import {
  choiceProblem,
  hasParts,
  partLimits,
  partsOf,
  scoreChoices,
  type TItemLayout,
} from '@prepward/shared/item-types';
import { choiceAnswerMatches, textAnswerMatches } from '@prepward/shared/scoring';
import { TEST_LIMITS } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import type {
  TSubmitAnswersReply,
  TSubmitAnswersRequest,
  TSubmittedAnswer,
} from '@prepward/shared/schemas/attempts';
import type { Database } from '../../db/client';
import {
  execute,
  literal,
  prepared,
  scriptTransaction,
  uuidArray,
  type Script,
  type ScriptRow,
  type Statement,
} from '../../db/script';
import { badRequest, conflict, httpError, notFound } from '../../lib/http-error';
import { keptByBytes } from '../../lib/kept-by-bytes';
import { cardsForAnswersSql } from '../flashcards/automatic';
import {
  heldAnswerOf,
  resultOf,
  TEST_NOT_FOUND,
  type AnswerRow,
  type RevealableContent,
} from './content';
import { pickedIn } from './mock-counts';
import { endOverdueTests, isOverdue, lateAnswerCutoff, type TestRow } from './timer';

export const TEST_ENDED_MESSAGE = 'This test has ended. Answers can no longer be saved or changed.';
export const TEST_PAUSED_MESSAGE = 'This test is paused. Resume it to answer.';
export const ANSWER_FINAL_MESSAGE =
  'This question was already submitted. In a practice test an answer is final.';

type Normalized = {
  selected: string[];
  text: string | null;
  isCorrect: boolean;
  /** Partial credit: the answer's points of the question's most (item-types.ts). */
  points: number;
  maxPoints: number;
  /** An ordering: `selected` is the student's order, not a set. */
  ordered?: boolean;
};

/** The peer figures of a question and its options, which every answer may move. */
type PeerFigures = 'answerCount' | 'correctCount' | 'pickCount';

/**
 * What grading and revealing need of a question, without its peer figures: its content and how
 * its parts are shown. It stays the same while the content token does (decision 0121).
 */
type GradedContent = {
  question: Omit<RevealableContent['question'], PeerFigures>;
  options: Omit<RevealableContent['options'][number], PeerFigures>[];
  layout: TItemLayout;
};

/** A right-or-wrong answer scores 1 or 0 of 1. */
const rightOrWrong = (selected: string[], text: string | null, isCorrect: boolean): Normalized => ({
  selected,
  text,
  isCorrect,
  points: isCorrect ? 1 : 0,
  maxPoints: 1,
});

/**
 * Checks an answer against its question's type and options; scores it. A Next Generation
 * item's chosen options may be in any part, but no more in a part than it takes.
 */
function normalize(
  { question, options, layout }: GradedContent,
  answer: TSubmittedAnswer,
  path: string,
): Normalized {
  const refuse = (message: string) => badRequest(message, [{ path, message }]);
  const optionById = new Map(options.map((option) => [option.id, option]));
  const correctIds = options.filter((option) => option.isCorrect).map((option) => option.id);

  if (question.type === 'fill_in_the_blanks') {
    const text = answer.answerText?.trim() ?? '';
    if (text === '') throw refuse(MESSAGES.noAnswerSelected);
    return rightOrWrong(
      [],
      text,
      textAnswerMatches(text, question.answerText, question.acceptedAnswers),
    );
  }

  const chosen = [
    ...new Set([...(answer.option ? [answer.option] : []), ...(answer.options ?? [])]),
  ];
  if (chosen.length === 0) throw refuse(MESSAGES.noAnswerSelected);
  if (question.type === 'single_choice' && chosen.length > 1) {
    throw refuse('A single-choice question takes one option.');
  }
  if (chosen.some((id) => !optionById.has(id))) {
    throw refuse('The chosen option does not belong to this question.');
  }
  // A set is kept sorted (so the same choice compares equal); an ordering keeps its order.
  const ordered = question.type === 'ordering';
  const selected = ordered ? chosen : chosen.sort();
  if (!hasParts(question.type)) {
    return rightOrWrong(selected, null, choiceAnswerMatches(selected, correctIds));
  }
  const problem = choiceProblem(
    question.type,
    partLimits(question.type, layout, options),
    partsOf(options),
    options,
    selected,
  );
  if (problem) throw refuse(problem);
  const { points, maxPoints } = scoreChoices(question.scoring, options, selected);
  return { selected, text: null, isCorrect: points === maxPoints, points, maxPoints, ordered };
}

type HeldAnswer = Pick<
  AnswerRow,
  'selectedOptionIds' | 'answerText' | 'isCorrect' | 'timeSpentSeconds' | 'answeredAt'
>;

const sameAnswer = (previous: HeldAnswer, next: Normalized) =>
  previous.answerText === next.text &&
  previous.selectedOptionIds.length === next.selected.length &&
  (next.ordered ? previous.selectedOptionIds : [...previous.selectedOptionIds].sort()).every(
    (id, index) => id === next.selected[index],
  );

type Plan = { questionId: string; next: Normalized; timeSpentSeconds: number };

type LockedTest = Pick<
  TestRow,
  'id' | 'type' | 'status' | 'questionIds' | 'startedAt' | 'endTime' | 'answeredCount'
>;

// The submission's SQL is written out (not built by drizzle) because it goes to the database
// as one simple-protocol message per step (db/script.ts); table and column names are those of
// db/schema/.

/**
 * Locks the batch's tests in the order of their ids: submissions to one test (a retry, two
 * tabs) take turns, and two batches never wait on each other in a circle. Whose test it is
 * is checked on the rows.
 */
const lockTests = prepared(
  'lock_tests',
  ['uuid[]'],
  `select json_build_object('id', id, 'userId', user_id, 'examId', exam_id, 'type', type,
      'status', status, 'questionIds', question_ids, 'startedAt', started_at,
      'endTime', end_time, 'answeredCount', answered_count) as test
    from tests
    where id = any($1)
    order by id
    for update`,
);

/**
 * As lockTests, for a batch whose tests' facts are kept (`oneMessagePlan`): only their answered
 * counts are read, for the replies.
 */
const lockKeptTests = prepared(
  'lock_kept_tests',
  ['uuid[]'],
  `select id, answered_count from tests where id = any($1) order by id for update`,
);

/** What grading and revealing need of the questions (GradedContent), options in their order. */
const content = prepared(
  'answer_content',
  ['uuid[]'],
  `select json_build_object('id', q.id, 'type', q.type, 'scoring', q.scoring,
      'layout', q.layout, 'answerText', q.answer_text,
      'acceptedAnswers', q.accepted_answers, 'explanationHtml', q.explanation_html,
      'options', coalesce((select json_agg(json_build_object('id', o.id,
          'isCorrect', o.is_correct, 'part', o.part)
          order by o.position)
        from question_options o where o.question_id = q.id), '[]'::json)) as question
    from questions q where q.id = any($1)`,
);
const contentSql = (questionIds: readonly string[]) => execute(content, [uuidArray(questionIds)]);

/** The questions' content token (decision 0115); no row, no token. */
const contentToken = prepared(
  'answer_content_token',
  [],
  `select version::text as token from question_content_version`,
);

/**
 * The questions' graded content as it was under a content token, by `token/questionId`: a class
 * answering the same questions has them read once, not in every batch. An old token's entries
 * are never asked for again and go first when the budget is full.
 */
const keptContent = keptByBytes<string, GradedContent>(
  16 * 1024 * 1024,
  (key, { question, options, layout }) =>
    key.length +
    question.explanationHtml.length +
    (question.answerText?.length ?? 0) +
    question.acceptedAnswers.join('').length +
    JSON.stringify(layout).length +
    options.length * 100 +
    200,
);
/** The token the last batch read: the one its kept content is looked up under first. */
let latestToken: string | null = null;

/**
 * What a batch reads of a test and what never changes once it has started (whose it is, its
 * type, its questions, its start), by test id, as a batch last locked it on this instance:
 * with these and the content kept, a batch needs no first message (`oneMessagePlan`).
 */
type TestFacts = Pick<LockedRow, 'userId' | 'examId' | 'type' | 'questionIds' | 'startedAt'>;
const keptTests = keptByBytes<string, TestFacts>(
  8 * 1024 * 1024,
  (key, facts) => key.length + facts.questionIds.length * 40 + 200,
);

/**
 * In a batch sent in one message, after its tests are locked: whether what may have changed
 * since they were kept still lets the answers be held as planned (every test running and not
 * past its end, $2 the latest cutoff of the batch's submissions; the content token the one
 * they were graded under). When not, it divides by zero (NOT_AS_KEPT), which undoes the whole
 * message; the batch then goes in two messages, whose replies say what changed.
 */
const stillAsKept = prepared(
  'answers_still_as_kept',
  ['uuid[]', 'timestamptz', 'text'],
  `select 1 / ((select count(*) from tests where id = any($1) and status = 'running'
        and (end_time is null or end_time > $2)) = cardinality($1)
      and (select version::text from question_content_version) is not distinct from $3)::int
    as ok`,
);
/** PostgreSQL's division_by_zero: what `stillAsKept` raises. */
const NOT_AS_KEPT = '22012';

/**
 * Locks the questions answered, in the order of their ids, before anything of theirs is
 * written, so two batches never wait on each other in a circle; their options are written only
 * under this lock. (No key update: inserting an answer that refers to the question still may.)
 */
const lockQuestions = prepared(
  'lock_questions',
  ['uuid[]'],
  `select from questions where id = any($1) order by id for no key update`,
);

/**
 * Holds the batch's answers and moves the counts, in one statement. $1 is a JSON array of
 * answers, each to a different (test, question). It reads the answers held before (the tests
 * are locked, so nobody else changes them) and writes an answer only when `replace` (a mock)
 * or when there was none. The tests' counts move by what it wrote; the peer statistics only by
 * what it wrote of a practice test or free trial (never a replacement: such an answer is
 * final), summed by question and option. `ordered`: an ordering's option counts as picked where
 * it was placed in its right position (its stored position), not whenever chosen. It answers
 * the peer figures of the questions answered in a practice test or free trial, which are
 * revealed, as they are after it (read as they were in the statement, plus what it moved).
 * The planner takes any JSON for a hundred rows and would scan whole tables for them: the held
 * answers and the options are looked up row by row through their keys (a lateral subquery
 * with `offset 0`).
 */
const holdAnswers = prepared(
  'hold_answers',
  ['json'],
  `with input as (
      select * from json_to_recordset($1) as i(test_id uuid, question_id uuid,
        selected uuid[], answer_text text, is_correct boolean, seconds integer,
        answered_at timestamptz, replace boolean, points integer, max_points integer,
        ordered boolean)
    ),
    prev as (
      select a.* from input i, lateral (
        select a.test_id, a.question_id, a.selected_option_ids, a.answer_text, a.is_correct,
          a.time_spent_seconds, a.answered_at, a.points
        from test_answers a where a.test_id = i.test_id and a.question_id = i.question_id
        offset 0) a
    ),
    written as (
      insert into test_answers (test_id, question_id, selected_option_ids, answer_text,
        is_correct, time_spent_seconds, answered_at, points, max_points)
      select i.test_id, i.question_id, i.selected, i.answer_text, i.is_correct, i.seconds,
        i.answered_at, i.points, i.max_points
      from input i
      where i.replace or not exists (select from prev p
        where p.test_id = i.test_id and p.question_id = i.question_id)
      on conflict (test_id, question_id) do update set
        selected_option_ids = excluded.selected_option_ids, answer_text = excluded.answer_text,
        is_correct = excluded.is_correct, time_spent_seconds = excluded.time_spent_seconds,
        answered_at = excluded.answered_at, points = excluded.points,
        max_points = excluded.max_points
      returning test_id, question_id
    ),
    change as (
      select i.test_id, i.question_id, i.selected, i.ordered, i.replace, i.seconds,
        (p.test_id is null)::int as answers,
        i.is_correct::int - coalesce(p.is_correct::int, 0) as correct,
        i.points - coalesce(p.points, 0) as points
      from input i
        join written w using (test_id, question_id)
        left join prev p using (test_id, question_id)
    ),
    counted as (
      update questions q set answer_count = q.answer_count + d.answers,
        correct_count = q.correct_count + d.correct,
        time_spent_seconds_total = q.time_spent_seconds_total + d.seconds
      from (select question_id, sum(answers)::int as answers, sum(correct)::int as correct,
          sum(seconds)::int as seconds
        from change where not replace group by question_id) d
      where q.id = d.question_id
      returning q.id, q.answer_count, q.correct_count
    ),
    tested as (
      update tests t set answered_count = t.answered_count + d.answers,
        correct_count = t.correct_count + d.correct, points = t.points + d.points
      from (select test_id, sum(answers)::int as answers, sum(correct)::int as correct,
          sum(points)::int as points
        from change group by test_id) d
      where t.id = d.test_id
    ),
    picked as (
      update question_options o set pick_count = o.pick_count + m.moved
      from (select o.id, sum((${pickedIn('c.selected', 'c.ordered')})::int)::int as moved
        from change c, lateral (select o.id, o.position from question_options o
          where o.question_id = c.question_id offset 0) o
        where not c.replace
        group by o.id) m
      where o.id = m.id and m.moved <> 0
      returning o.id, o.pick_count
    ),
    revealed as (select distinct question_id from input where not replace)
    select (select json_agg(json_build_object('testId', i.test_id,
          'questionId', i.question_id,
          'previous', (select row_to_json(p) from prev p
            where p.test_id = i.test_id and p.question_id = i.question_id),
          'written', exists (select from written w
            where w.test_id = i.test_id and w.question_id = i.question_id)))
        from input i) as answers,
      (select json_object_agg(q.id, json_build_object(
          'answerCount', coalesce(c.answer_count, q.answer_count),
          'correctCount', coalesce(c.correct_count, q.correct_count)))
        from revealed r, lateral (select q.id, q.answer_count, q.correct_count from questions q
          where q.id = r.question_id offset 0) q
          left join counted c on c.id = q.id) as counted,
      (select json_object_agg(o.id, coalesce(p.pick_count, o.pick_count))
        from revealed r, lateral (select o.id, o.pick_count from question_options o
          where o.question_id = r.question_id offset 0) o
          left join picked p on p.id = o.id) as picked`,
);

/** An answer of a batch, as `holdAnswers` takes it. */
type HeldInput = {
  test_id: string;
  question_id: string;
  selected: string[];
  answer_text: string | null;
  is_correct: boolean;
  seconds: number;
  answered_at: string;
  replace: boolean;
  points: number;
  max_points: number;
  ordered: boolean;
};

function holdAnswersSql(answers: readonly HeldInput[]) {
  return execute(holdAnswers, [literal(JSON.stringify(answers))]);
}

type Held = {
  previous: HeldAnswer | null;
  written: boolean;
  /** The question's counts after the batch; only for an answer that is revealed. */
  counted: { answerCount: number; correctCount: number } | null;
  /** Option id -> its pick count after the batch, for the revealed answers' questions. */
  picked: Record<string, number>;
};

type LockedRow = Omit<LockedTest, 'startedAt' | 'endTime'> & {
  userId: string;
  examId: string;
  startedAt: string;
  endTime: string | null;
};

/** The submission's test among the locked rows, if it is the student's test of that exam. */
function lockedTestOf(rows: ReadonlyMap<string, LockedRow>, ids: Submission['ids']): LockedTest {
  const row = rows.get(ids.testId);
  if (!row || row.userId !== ids.userId || row.examId !== ids.examId) {
    throw notFound(TEST_NOT_FOUND);
  }
  const { userId: _user, examId: _exam, ...test } = row;
  return {
    ...test,
    startedAt: new Date(test.startedAt),
    endTime: test.endTime === null ? null : new Date(test.endTime),
  };
}

type PreviousRow = {
  selected_option_ids: string[];
  answer_text: string | null;
  is_correct: boolean;
  time_spent_seconds: number;
  answered_at: string;
};

/** What the batch's statement says of each answer, by test and question. */
function heldOf(row: ScriptRow | undefined): (testId: string, questionId: string) => Held {
  const answers = (row?.answers ?? []) as {
    testId: string;
    questionId: string;
    previous: PreviousRow | null;
    written: boolean;
  }[];
  const counted = (row?.counted ?? {}) as Record<string, Held['counted']>;
  const picked = (row?.picked ?? {}) as Held['picked'];
  const byKey = new Map(
    answers.map((answer) => [`${answer.testId}/${answer.questionId}`, answer] as const),
  );
  return (testId, questionId) => {
    const answer = byKey.get(`${testId}/${questionId}`);
    const previous = answer?.previous ?? null;
    return {
      previous: previous && {
        selectedOptionIds: previous.selected_option_ids,
        answerText: previous.answer_text,
        isCorrect: previous.is_correct,
        timeSpentSeconds: previous.time_spent_seconds,
        answeredAt: new Date(previous.answered_at),
      },
      written: answer?.written === true,
      counted: counted[questionId] ?? null,
      picked,
    };
  };
}

/** The question with its peer figures as the batch's statement left them. */
function withFreshCounts(content: GradedContent, held: Held): RevealableContent {
  const { counted, picked } = held;
  if (!counted || content.options.some((option) => picked[option.id] === undefined)) {
    throw new Error(`The peer figures of question ${content.question.id} were not read.`);
  }
  return {
    question: { ...content.question, ...counted },
    options: content.options.map((option) => ({ ...option, pickCount: picked[option.id]! })),
  };
}

/** One request to submit answers, as the route received it, at the time it arrived. */
export type Submission = {
  ids: { userId: string; examId: string; testId: string };
  request: TSubmitAnswersRequest;
  now: Date;
};

/** What became of one submission of a batch: its reply, or the error its route answers. */
export type SubmissionOutcome = { reply: TSubmitAnswersReply } | { error: unknown };

/** Checks what needs no database; throws the request's 400. */
export function checkSubmission({ ids, request }: Submission): void {
  if (request.testId !== ids.testId) {
    throw badRequest('testId in the body must be the test of the address.');
  }
  const questionIds = request.answers.map((answer) => answer.questionId);
  if (new Set(questionIds).size !== questionIds.length) {
    throw badRequest('Each question may be answered once per request.');
  }
}

/**
 * A submission of several answers to a practice test is refused whole when one of them would
 * change a final answer, so its commit waits for that check. The test's type is known only once
 * it is locked, so every submission of several answers runs alone, never batched with others.
 */
export const runsAlone = ({ request }: Submission) => request.answers.length > 1;

type GradedQuestions = Map<string, GradedContent>;

function gradedQuestionsOf(rows: readonly ScriptRow[] | undefined): GradedQuestions {
  return new Map(
    (rows ?? []).map((row) => {
      const question = row.question as GradedContent['question'] & {
        options: GradedContent['options'];
        layout: TItemLayout;
      };
      const { options, layout, ...rest } = question;
      return [question.id, { question: rest, options, layout }] as const;
    }),
  );
}

/**
 * Locks the batch's tests and reads the token, in one message with the graded content of the
 * questions not kept under the token the last batch read. The content is read after the token,
 * so never older than it, and kept under the token read; when the token has moved, the kept
 * content of the others is read again before the answers are graded.
 */
async function lockTestsAndGrade(
  script: Script,
  testIds: readonly string[],
  questionIds: readonly string[],
): Promise<{ lockedRows: ScriptRow[] | undefined; questions: GradedQuestions }> {
  const token = latestToken;
  const kept: GradedQuestions = new Map();
  for (const id of token === null ? [] : questionIds) {
    const graded = keptContent.get(`${token}/${id}`);
    if (graded) kept.set(id, graded);
  }
  const missing = questionIds.filter((id) => !kept.has(id));
  const [lockedRows, tokenRows, contentRows] = await script.run([
    execute(lockTests, [uuidArray(testIds)]),
    execute(contentToken, []),
    ...(missing.length > 0 ? [contentSql(missing)] : []),
  ]);
  const read = (tokenRows?.[0]?.token as string | undefined) ?? null;
  const fresh = gradedQuestionsOf(contentRows);
  if (read !== token && kept.size > 0) {
    const [again] = await script.run([contentSql([...kept.keys()])]);
    for (const [id, graded] of gradedQuestionsOf(again)) fresh.set(id, graded);
    kept.clear();
  }
  latestToken = read;
  // Only what was read now is kept: what was found kept is the most recently used already.
  if (read !== null) {
    for (const [id, graded] of fresh) keptContent.set(`${read}/${id}`, graded);
  }
  return { lockedRows, questions: new Map([...kept, ...fresh]) };
}

/** What a submission does once its test is locked: write its answers, or not. */
type Decision =
  | { kind: 'refused'; error: unknown }
  /** The test has ended; `overdue` when it is still to be ended (after the batch). */
  | { kind: 'ended'; overdue: boolean }
  | {
      kind: 'write';
      submission: Submission;
      test: LockedTest;
      plans: Plan[];
      /** After its answers, in the same commit: the practice answers' flashcards. */
      cards: Statement[];
    };

function decide(
  submission: Submission,
  tests: ReadonlyMap<string, LockedRow>,
  questions: GradedQuestions,
): Decision {
  const { ids, request, now } = submission;
  try {
    const test = lockedTestOf(tests, ids);
    if (isOverdue(test, lateAnswerCutoff(now))) {
      return { kind: 'ended', overdue: true };
    }
    if (test.status === 'ended') return { kind: 'ended', overdue: false };
    if (test.status === 'paused') throw httpError(409, TEST_PAUSED_MESSAGE, { code: 'Paused' });
    const inTest = new Set(test.questionIds);
    const outside = request.answers.findIndex((answer) => !inTest.has(answer.questionId));
    if (outside >= 0) {
      const message = 'That question is not part of this test.';
      throw badRequest(message, [{ path: `answers.${outside}.questionId`, message }]);
    }
    const elapsedSeconds = Math.ceil((now.getTime() - test.startedAt.getTime()) / 1000);
    const timeCap = Math.max(0, Math.min(TEST_LIMITS.maxSecondsPerQuestion, elapsedSeconds));
    const plans: Plan[] = request.answers.map((answer, index) => {
      const graded = questions.get(answer.questionId);
      if (!graded) throw badRequest('That question is not part of this test.');
      return {
        questionId: answer.questionId,
        next: normalize(graded, answer, `answers.${index}`),
        timeSpentSeconds: Math.min(answer.timeSpentSeconds ?? 0, timeCap),
      };
    });
    // A practice answer is revealed now: a wrong one (or one to a tagged question) becomes a
    // flashcard in the same commit. A mock's cards are made when it ends, a free trial's never.
    const questionIds = plans.map((plan) => plan.questionId);
    const cards =
      test.type === 'practice'
        ? [cardsForAnswersSql({ userId: ids.userId, testId: test.id }, questionIds, now)]
        : [];
    return { kind: 'write', submission, test, plans, cards };
  } catch (error) {
    return { kind: 'refused', error };
  }
}

/** The reply to a submission whose answers were held; throws when one was final already. */
function replyOf(
  { submission, test, plans }: WriteDecision,
  questions: GradedQuestions,
  held: (questionId: string) => Held,
): TSubmitAnswersReply {
  const mock = test.type === 'mock';
  let newAnswers = 0;
  const saved = plans.map((plan) => {
    const { previous, written } = held(plan.questionId);
    if (!written && previous && !sameAnswer(previous, plan.next)) {
      throw conflict(ANSWER_FINAL_MESSAGE);
    }
    if (written && !previous) newAnswers += 1;
    const answer: HeldAnswer =
      written || !previous
        ? {
            selectedOptionIds: plan.next.selected,
            answerText: plan.next.text,
            isCorrect: plan.next.isCorrect,
            timeSpentSeconds: plan.timeSpentSeconds,
            answeredAt: submission.now,
          }
        : previous;
    return { plan, answer };
  });
  // Practice and free trial: the reply reveals the result with fresh peer percentages.
  // A mock reveals nothing until its end.
  return {
    saved: saved.map(({ plan, answer }) => ({
      questionId: plan.questionId,
      answer: heldAnswerOf(answer),
      result: mock
        ? null
        : resultOf(withFreshCounts(questions.get(plan.questionId)!, held(plan.questionId)), answer),
    })),
    answeredCount: test.answeredCount + newAnswers,
  };
}

const ended = () => httpError(409, TEST_ENDED_MESSAGE, { code: 'TestEnded' });

/** The answers of the batch's writing submissions, as `holdAnswers` takes them. */
function heldInputOf(writes: readonly WriteDecision[]): HeldInput[] {
  return writes.flatMap(({ submission, test, plans }) =>
    plans.map((plan) => ({
      test_id: test.id,
      question_id: plan.questionId,
      selected: plan.next.selected,
      answer_text: plan.next.text,
      is_correct: plan.next.isCorrect,
      seconds: plan.timeSpentSeconds,
      answered_at: submission.now.toISOString(),
      replace: test.type === 'mock',
      points: plan.next.points,
      max_points: plan.next.maxPoints,
      ordered: plan.next.ordered === true,
    })),
  );
}

/**
 * Locks the questions whose counts the answers move (a practice test's or free trial's; a
 * mock's move none), in the order of their ids, and holds the answers (none when nothing is
 * written); `heldOf` reads the last statement's row.
 */
function holdsOf(answers: readonly HeldInput[]): Statement[] {
  if (answers.length === 0) return [];
  const counted = answers.filter((answer) => !answer.replace);
  const answered = [...new Set(counted.map((answer) => answer.question_id))];
  return [
    ...(answered.length > 0 ? [execute(lockQuestions, [uuidArray(answered)])] : []),
    holdAnswersSql(answers),
  ];
}

type WriteDecision = Extract<Decision, { kind: 'write' }>;

const lockedRowsOf = (rows: readonly ScriptRow[] | undefined) =>
  new Map(
    (rows ?? []).map((row) => {
      const test = row.test as LockedRow;
      return [test.id, test] as const;
    }),
  );

function outcomesOf(
  decisions: readonly Decision[],
  questions: GradedQuestions,
  held: ReturnType<typeof heldOf>,
): SubmissionOutcome[] {
  return decisions.map((decision): SubmissionOutcome => {
    if (decision.kind === 'refused') return { error: decision.error };
    if (decision.kind === 'ended') return { error: ended() };
    try {
      return { reply: replyOf(decision, questions, (id) => held(decision.test.id, id)) };
    } catch (error) {
      return { error };
    }
  });
}

/**
 * A batch that can go in one message: every submission one answer to a test this instance has
 * locked before, to questions whose content is kept under the latest token, and each one
 * accepted when graded as if its test were still running. Null when one is not.
 */
function oneMessagePlan(
  submissions: readonly Submission[],
): { token: string; questions: GradedQuestions; writes: WriteDecision[] } | null {
  const token = latestToken;
  if (token === null || submissions.some(runsAlone)) return null;
  const tests = new Map<string, LockedRow>();
  for (const { ids } of submissions) {
    const facts = keptTests.get(ids.testId);
    if (!facts) return null;
    // Its status and end time are checked in the message (stillAsKept); its count is read there.
    tests.set(ids.testId, {
      ...facts,
      id: ids.testId,
      status: 'running',
      endTime: null,
      answeredCount: 0,
    });
  }
  const questions: GradedQuestions = new Map();
  for (const { request } of submissions) {
    for (const { questionId } of request.answers) {
      const graded = keptContent.get(`${token}/${questionId}`);
      if (!graded) return null;
      questions.set(questionId, graded);
    }
  }
  const writes: WriteDecision[] = [];
  for (const submission of submissions) {
    const decision = decide(submission, tests, questions);
    if (decision.kind !== 'write') return null;
    writes.push(decision);
  }
  return { token, questions, writes };
}

/**
 * Holds a batch planned by `oneMessagePlan` in one message and one round trip: it locks the
 * tests, checks that they are as kept, holds the answers, makes the practice answers'
 * flashcards and commits. Null when a test or the content was not as kept (nothing is held).
 */
async function holdInOneMessage(
  db: Database,
  { token, questions, writes }: NonNullable<ReturnType<typeof oneMessagePlan>>,
): Promise<SubmissionOutcome[] | null> {
  const testIds = writes.map(({ test }) => test.id);
  const latest = Math.max(...writes.map(({ submission }) => submission.now.getTime()));
  const cutoff = lateAnswerCutoff(new Date(latest)).toISOString();
  try {
    const holds = holdsOf(heldInputOf(writes));
    const rows = await scriptTransaction(db, (script) =>
      script.commit([
        execute(lockKeptTests, [uuidArray(testIds)]),
        execute(stillAsKept, [uuidArray(testIds), literal(cutoff), literal(token)]),
        ...holds,
        ...writes.flatMap((write) => write.cards),
      ]),
    );
    // The answered counts of the tests as locked, for the replies.
    const answered = new Map(
      (rows[0] ?? []).map((row) => [row.id as string, row.answered_count as number] as const),
    );
    const decisions = writes.map((write) => ({
      ...write,
      test: { ...write.test, answeredCount: answered.get(write.test.id)! },
    }));
    return outcomesOf(decisions, questions, heldOf(rows[1 + holds.length]?.[0]));
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_AS_KEPT) return null;
    throw error;
  }
}

/**
 * Holds the answers of several submissions, each to a different test, in one transaction and
 * so one commit (group commit, decision 0112). When this instance knows what the first message
 * would read, one message does it all (`holdInOneMessage`, decision 0123). Otherwise two: the
 * first locks the tests in the order of their ids and reads the questions; the second locks
 * the questions answered in the order of theirs, holds every answer in one statement and
 * commits. A submission refused on its own (a paused test, an option of another question)
 * writes nothing and leaves the others be.
 */
export async function submitBatch(
  db: Database,
  submissions: readonly Submission[],
): Promise<SubmissionOutcome[]> {
  if (submissions.length > 1 && submissions.some(runsAlone)) {
    throw new TypeError('A submission of several answers runs alone.');
  }
  const plan = oneMessagePlan(submissions);
  const outcomes = plan && (await holdInOneMessage(db, plan));
  if (outcomes) return outcomes;
  const { outcomes: held, overdue } = await holdInTwoMessages(db, submissions);
  // A test found past its end is ended now, as the sweep would, with its mock answers counted:
  // in a transaction of its own, whose locks never mix with the batch's.
  // The answers are committed and the replies say the test ended: should this fail, the sweep
  // ends it within the minute.
  for (const { ids, now } of overdue) {
    await endOverdueTests(db, lateAnswerCutoff(now), { testId: ids.testId }).catch(() => 0);
  }
  return held;
}

async function holdInTwoMessages(
  db: Database,
  submissions: readonly Submission[],
): Promise<{ outcomes: SubmissionOutcome[]; overdue: Submission[] }> {
  return scriptTransaction(db, async (script) => {
    const questionIds = [
      ...new Set(
        submissions.flatMap(({ request }) => request.answers.map((answer) => answer.questionId)),
      ),
    ];
    const testIds = submissions.map((submission) => submission.ids.testId);
    const { lockedRows, questions } = await lockTestsAndGrade(script, testIds, questionIds);
    const tests = lockedRowsOf(lockedRows);
    for (const { id, userId, examId, type, questionIds, startedAt } of tests.values()) {
      keptTests.set(id, { userId, examId, type, questionIds, startedAt });
    }
    const decisions = submissions.map((submission) => decide(submission, tests, questions));

    const writes = decisions.flatMap((decision) => (decision.kind === 'write' ? [decision] : []));
    const holds = holdsOf(heldInputOf(writes));
    const after = writes.flatMap((write) => write.cards);
    const overdue = submissions.filter((_, index) => {
      const decision = decisions[index]!;
      return decision.kind === 'ended' && decision.overdue;
    });
    // In practice an answer is final: a request that tries to change one must leave every
    // answer of it as it was, so with several answers the commit waits for that check.
    const only = writes.length === 1 && decisions.length === 1 ? writes[0] : undefined;
    const mayRefuse = only !== undefined && only.test.type !== 'mock' && only.plans.length > 1;
    const rows = mayRefuse ? await script.run(holds) : await script.commit([...holds, ...after]);
    const outcomes = outcomesOf(decisions, questions, heldOf(rows[holds.length - 1]?.[0]));
    if (mayRefuse) {
      const [outcome] = outcomes;
      if (outcome && 'error' in outcome) throw outcome.error;
      await script.commit(after);
    }
    return { outcomes, overdue };
  });
}
