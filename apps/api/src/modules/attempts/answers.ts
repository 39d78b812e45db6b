// Answer submission: one transaction that holds the answer and keeps the peer statistics
// exact. Each student's final answer to a question in a test is counted once: a new answer
// adds to the counts, a changed mock answer moves them from the old options to the new ones.
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
  uuidLiteral,
  type ScriptRow,
} from '../../db/script';
import { badRequest, conflict, httpError, notFound } from '../../lib/http-error';
import { cardsForAnswersSql } from '../flashcards/automatic';
import {
  heldAnswerOf,
  resultOf,
  TEST_NOT_FOUND,
  type AnswerRow,
  type RevealableContent,
} from './content';
import { isOverdue, lateAnswerCutoff, type TestRow } from './timer';

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

/** What grading needs of a question: its content and how its parts are shown. */
type GradedContent = RevealableContent & { layout: TItemLayout };

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

/** Locks this student's test: their submissions to it (a retry, two tabs) take turns. */
const lockTest = prepared(
  'lock_test',
  ['uuid', 'uuid', 'uuid'],
  `select json_build_object('id', id, 'type', type, 'status', status,
      'questionIds', question_ids, 'startedAt', started_at, 'endTime', end_time,
      'answeredCount', answered_count) as test
    from tests
    where id = $1 and user_id = $2 and exam_id = $3
    for update`,
);
const lockTestSql = (ids: { userId: string; examId: string; testId: string }) =>
  execute(lockTest, [ids.testId, ids.userId, ids.examId].map(uuidLiteral));

/** What grading and revealing need of the questions, options in their order. */
const content = prepared(
  'answer_content',
  ['uuid[]'],
  `select json_build_object('id', q.id, 'type', q.type, 'scoring', q.scoring,
      'layout', q.layout, 'answerText', q.answer_text,
      'acceptedAnswers', q.accepted_answers, 'explanationHtml', q.explanation_html,
      'answerCount', q.answer_count, 'correctCount', q.correct_count,
      'options', coalesce((select json_agg(json_build_object('id', o.id,
          'isCorrect', o.is_correct, 'pickCount', o.pick_count, 'part', o.part)
          order by o.position)
        from question_options o where o.question_id = q.id), '[]'::json)) as question
    from questions q where q.id = any($1)`,
);
const contentSql = (questionIds: readonly string[]) => execute(content, [uuidArray(questionIds)]);

/** As endIfOverdue: an overdue test ends as of its end time, with nothing left. */
const endTestSql = (testId: string) =>
  `update tests set status = 'ended', ended_at = end_time, remaining_seconds = 0
    where id = ${uuidLiteral(testId)} and status = 'running'`;

/** SQL: whether option `o` counts as picked in the answer `ids` (see $11 below). */
const pickedIn = (ids: string) =>
  `case when $11 then coalesce(array_position(${ids}, o.id) = o.position + 1, false)
    else o.id = any(${ids}) end`;

/**
 * Holds one answer and moves the peer statistics, in one statement. It reads the answer held
 * before (the test is locked, so nobody else changes it) and writes only when `replace` (a
 * mock) or when there was none; counts move only when it wrote. The question row is updated
 * (and so locked) before any of its options: the options update waits for the question's new
 * row through its sub-select, so every submission takes the locks in the same order.
 * $1 test, $2 question, $3 selected options, $4 text, $5 correct, $6 seconds, $7 answered at,
 * $8 replace, $9 points, $10 most points, $11 ordered: an ordering's option counts as picked
 * where it was placed in its right position (its stored position), not whenever chosen.
 */
const holdAnswer = prepared(
  'hold_answer',
  [
    'uuid',
    'uuid',
    'uuid[]',
    'text',
    'boolean',
    'integer',
    'timestamptz',
    'boolean',
    'integer',
    'integer',
    'boolean',
  ],
  `with prev as (
      select selected_option_ids, answer_text, is_correct, time_spent_seconds, answered_at,
        points
      from test_answers where test_id = $1 and question_id = $2
    ),
    written as (
      insert into test_answers (test_id, question_id, selected_option_ids, answer_text,
        is_correct, time_spent_seconds, answered_at, points, max_points)
      select $1, $2, $3, $4, $5, $6, $7, $9, $10
      where $8 or not exists (select from prev)
      on conflict (test_id, question_id) do update set
        selected_option_ids = excluded.selected_option_ids, answer_text = excluded.answer_text,
        is_correct = excluded.is_correct, time_spent_seconds = excluded.time_spent_seconds,
        answered_at = excluded.answered_at, points = excluded.points,
        max_points = excluded.max_points
      returning 1
    ),
    change as (
      select (not exists (select from prev))::int as answers,
        $5::int - coalesce((select is_correct::int from prev), 0) as correct,
        $9 - coalesce((select points from prev), 0) as points,
        $6 - coalesce((select time_spent_seconds from prev), 0) as seconds,
        coalesce((select selected_option_ids from prev), '{}'::uuid[]) as before
      where exists (select from written)
    ),
    counted as (
      update questions q set answer_count = q.answer_count + c.answers,
        correct_count = q.correct_count + c.correct,
        time_spent_seconds_total = q.time_spent_seconds_total + c.seconds
      from change c where q.id = $2
      returning q.id, q.answer_count, q.correct_count
    ),
    tested as (
      update tests t set answered_count = t.answered_count + c.answers,
        correct_count = t.correct_count + c.correct, points = t.points + c.points
      from change c where t.id = $1
    ),
    picked as (
      update question_options o
      set pick_count = o.pick_count + (${pickedIn('$3')})::int - (${pickedIn('c.before')})::int
      from change c
      where o.question_id = (select id from counted)
        and (${pickedIn('$3')}) <> (${pickedIn('c.before')})
      returning o.id, o.pick_count
    )
    select (select row_to_json(prev) from prev) as previous,
      exists (select from written) as written,
      (select json_build_object('answerCount', answer_count, 'correctCount', correct_count)
        from counted) as counted,
      (select json_object_agg(id, pick_count) from picked) as picked`,
);

function holdAnswerSql(testId: string, plan: Plan, now: Date, replace: boolean) {
  return execute(holdAnswer, [
    uuidLiteral(testId),
    uuidLiteral(plan.questionId),
    uuidArray(plan.next.selected),
    literal(plan.next.text),
    literal(plan.next.isCorrect),
    literal(plan.timeSpentSeconds),
    `${literal(now.toISOString())}::timestamptz`,
    literal(replace),
    literal(plan.next.points),
    literal(plan.next.maxPoints),
    literal(plan.next.ordered === true),
  ]);
}

type Held = {
  previous: HeldAnswer | null;
  written: boolean;
  counted: { answerCount: number; correctCount: number } | null;
  picked: Record<string, number> | null;
};

function lockedTestOf(row: ScriptRow | undefined): LockedTest {
  if (!row) throw notFound(TEST_NOT_FOUND);
  const test = row.test as Omit<LockedTest, 'startedAt' | 'endTime'> & {
    startedAt: string;
    endTime: string | null;
  };
  return {
    ...test,
    startedAt: new Date(test.startedAt),
    endTime: test.endTime === null ? null : new Date(test.endTime),
  };
}

function heldOf(row: ScriptRow | undefined): Held {
  const previous = row?.previous as {
    selected_option_ids: string[];
    answer_text: string | null;
    is_correct: boolean;
    time_spent_seconds: number;
    answered_at: string;
  } | null;
  return {
    previous: previous && {
      selectedOptionIds: previous.selected_option_ids,
      answerText: previous.answer_text,
      isCorrect: previous.is_correct,
      timeSpentSeconds: previous.time_spent_seconds,
      answeredAt: new Date(previous.answered_at),
    },
    written: row?.written === true,
    counted: (row?.counted ?? null) as Held['counted'],
    picked: (row?.picked ?? null) as Held['picked'],
  };
}

/** The question's statistics with this answer counted (the counts its statement returned). */
function withFreshCounts(content: RevealableContent, held: Held): RevealableContent {
  if (!held.counted) return content;
  const picked = held.picked ?? {};
  return {
    question: { ...content.question, ...held.counted },
    options: content.options.map((option) => ({
      ...option,
      pickCount: picked[option.id] ?? option.pickCount,
    })),
  };
}

export async function submitAnswers(
  db: Database,
  ids: { userId: string; examId: string; testId: string },
  request: TSubmitAnswersRequest,
  now: Date = new Date(),
): Promise<TSubmitAnswersReply> {
  if (request.testId !== ids.testId) {
    throw badRequest('testId in the body must be the test of the address.');
  }
  const questionIds = request.answers.map((answer) => answer.questionId);
  if (new Set(questionIds).size !== questionIds.length) {
    throw badRequest('Each question may be answered once per request.');
  }

  const outcome = await scriptTransaction(db, async (script) => {
    const [testRows, contentRows] = await script.run([lockTestSql(ids), contentSql(questionIds)]);
    const test = lockedTestOf(testRows?.[0]);
    if (isOverdue(test, lateAnswerCutoff(now))) {
      await script.commit([endTestSql(test.id)]);
      return { ended: true as const };
    }
    if (test.status === 'ended') return { ended: true as const };
    if (test.status === 'paused') throw httpError(409, TEST_PAUSED_MESSAGE, { code: 'Paused' });
    const inTest = new Set(test.questionIds);
    const outside = request.answers.findIndex((answer) => !inTest.has(answer.questionId));
    if (outside >= 0) {
      const message = 'That question is not part of this test.';
      throw badRequest(message, [{ path: `answers.${outside}.questionId`, message }]);
    }

    const content = new Map(
      (contentRows ?? []).map((row) => {
        const question = row.question as RevealableContent['question'] & {
          options: RevealableContent['options'];
          layout: TItemLayout;
        };
        const { options, layout, ...rest } = question;
        return [question.id, { question: rest, options, layout }] as const;
      }),
    );
    const elapsedSeconds = Math.ceil((now.getTime() - test.startedAt.getTime()) / 1000);
    const timeCap = Math.max(0, Math.min(TEST_LIMITS.maxSecondsPerQuestion, elapsedSeconds));
    const plans: Plan[] = request.answers.map((answer, index) => {
      const questionContent = content.get(answer.questionId);
      if (!questionContent) throw badRequest('That question is not part of this test.');
      return {
        questionId: answer.questionId,
        next: normalize(questionContent, answer, `answers.${index}`),
        timeSpentSeconds: Math.min(answer.timeSpentSeconds ?? 0, timeCap),
      };
    });

    // Question rows are locked in one order by every submission, so two students'
    // transactions never wait on each other in a circle.
    const ordered = [...plans].sort((a, b) => a.questionId.localeCompare(b.questionId));
    const mock = test.type === 'mock';
    const statements = ordered.map((plan) => holdAnswerSql(test.id, plan, now, mock));
    // In practice an answer is final: a request that tries to change one must leave every
    // answer of it as it was, so with several answers the commit waits for that check.
    const mayRefuse = !mock && plans.length > 1;
    // A practice answer is revealed now: a wrong one (or one to a tagged question) becomes a
    // flashcard in the same commit. A mock's cards are made when it ends, a free trial's never.
    const cards =
      test.type === 'practice'
        ? [cardsForAnswersSql({ userId: ids.userId, testId: test.id }, questionIds, now)]
        : [];
    const rows = mayRefuse
      ? await script.run(statements)
      : await script.commit([...statements, ...cards]);
    const held = new Map(ordered.map((plan, index) => [plan.questionId, heldOf(rows[index]?.[0])]));

    let newAnswers = 0;
    const saved = plans.map((plan) => {
      const { previous, written } = held.get(plan.questionId)!;
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
              answeredAt: now,
            }
          : previous;
      return { plan, answer };
    });
    if (mayRefuse) await script.commit(cards);

    // Practice and free trial: the reply reveals the result with fresh peer percentages.
    // A mock reveals nothing until its end.
    return {
      ended: false as const,
      reply: {
        saved: saved.map(({ plan, answer }) => ({
          questionId: plan.questionId,
          answer: heldAnswerOf(answer),
          result: mock
            ? null
            : resultOf(
                withFreshCounts(content.get(plan.questionId)!, held.get(plan.questionId)!),
                answer,
              ),
        })),
        answeredCount: test.answeredCount + newAnswers,
      },
    };
  });

  if (outcome.ended) throw httpError(409, TEST_ENDED_MESSAGE, { code: 'TestEnded' });
  return outcome.reply;
}
