// Answer submission: one transaction that holds the answer and keeps the peer statistics
// exact. Each student's final answer to a question in a test is counted once: a new answer
// adds to the counts, a changed mock answer moves them from the old options to the new ones.
import { TEST_LIMITS } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import type {
  TSubmitAnswersReply,
  TSubmitAnswersRequest,
  TSubmittedAnswer,
} from '@prepward/shared/schemas/tests';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { questionOptions, questions, testAnswers, tests } from '../../db/schema';
import { badRequest, conflict, httpError } from '../../lib/http-error';
import {
  heldAnswerOf,
  loadAnswers,
  loadContent,
  loadOwnTest,
  resultOf,
  type AnswerRow,
  type QuestionContent,
} from './content';
import { endIfOverdue } from './timer';

export const TEST_ENDED_MESSAGE = 'This test has ended. Answers can no longer be saved or changed.';
export const TEST_PAUSED_MESSAGE = 'This test is paused. Resume it to answer.';
export const ANSWER_FINAL_MESSAGE =
  'This question was already submitted. In a practice test an answer is final.';

type Normalized = { selected: string[]; text: string | null; isCorrect: boolean };

const normalizeText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Checks an answer against its question's type and options; decides whether it is right. */
function normalize(
  { question, options }: QuestionContent,
  answer: TSubmittedAnswer,
  path: string,
): Normalized {
  const refuse = (message: string) => badRequest(message, [{ path, message }]);
  const optionById = new Map(options.map((option) => [option.id, option]));
  const correctIds = options.filter((option) => option.isCorrect).map((option) => option.id);

  if (question.type === 'fill_in_the_blanks') {
    const text = answer.answerText?.trim() ?? '';
    if (text === '') throw refuse(MESSAGES.noAnswerSelected);
    const expected = question.answerText ?? '';
    return {
      selected: [],
      text,
      isCorrect: expected.trim() !== '' && normalizeText(text) === normalizeText(expected),
    };
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
  const selected = chosen.sort();
  const isCorrect =
    selected.length === correctIds.length && selected.every((id) => correctIds.includes(id));
  return { selected, text: null, isCorrect };
}

const sameAnswer = (previous: AnswerRow, next: Normalized) =>
  previous.answerText === next.text &&
  previous.selectedOptionIds.length === next.selected.length &&
  [...previous.selectedOptionIds].sort().every((id, index) => id === next.selected[index]);

type Plan = {
  questionId: string;
  next: Normalized;
  timeSpentSeconds: number;
  previous: AnswerRow | undefined;
  /** False when a practice answer is sent again unchanged (a retry): nothing to write. */
  write: boolean;
};

/**
 * Moves the peer statistics of one question in one statement. The question row is updated
 * (and so locked) before any of its options: the options update waits for the question's
 * new row through its sub-select, so every submission takes the locks in the same order.
 */
async function applyCounts(
  tx: DatabaseOrTransaction,
  plan: Plan,
  testCounters: { testId: string; newAnswers: number; correctDelta: number } | null,
) {
  const { previous, next } = plan;
  const before = new Set(previous?.selectedOptionIds ?? []);
  const after = new Set(next.selected);
  const added = next.selected.filter((id) => !before.has(id));
  const removed = [...before].filter((id) => !after.has(id));
  const answerDelta = previous ? 0 : 1;
  const correctDelta = Number(next.isCorrect) - Number(previous?.isCorrect ?? false);
  const timeDelta = plan.timeSpentSeconds - (previous?.timeSpentSeconds ?? 0);
  const changed = [...added, ...removed];
  const steps = [
    sql`counted as (update ${questions} set
      answer_count = answer_count + ${answerDelta},
      correct_count = correct_count + ${correctDelta},
      time_spent_seconds_total = time_spent_seconds_total + ${timeDelta}
    where id = ${plan.questionId} returning id)`,
  ];
  if (testCounters) {
    steps.push(sql`tested as (update ${tests} set
      answered_count = answered_count + ${testCounters.newAnswers},
      correct_count = correct_count + ${testCounters.correctDelta}
    where id = ${testCounters.testId})`);
  }
  const delta = sql.join(
    [
      ...added.map((id) => sql`when ${id}::uuid then 1`),
      ...removed.map((id) => sql`when ${id}::uuid then -1`),
    ],
    sql` `,
  );
  const main =
    changed.length === 0
      ? sql`select id from counted`
      : sql`update ${questionOptions} set pick_count = pick_count + (case id ${delta} else 0 end)
    where question_id = (select id from counted)
      and id in (${sql.join(
        changed.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;
  await tx.execute(sql`with ${sql.join(steps, sql`, `)} ${main}`);
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

  const outcome = await db.transaction(async (tx) => {
    // Locking the test serialises this student's submissions to it (a retry racing the
    // original, two tabs); other students are not held up.
    const test = await endIfOverdue(tx, await loadOwnTest(tx, ids, { lock: true }), now);
    if (test.status === 'ended') return { ended: true as const };
    if (test.status === 'paused') throw httpError(409, TEST_PAUSED_MESSAGE, { code: 'Paused' });
    const inTest = new Set(test.questionIds);
    const outside = request.answers.findIndex((answer) => !inTest.has(answer.questionId));
    if (outside >= 0) {
      const message = 'That question is not part of this test.';
      throw badRequest(message, [{ path: `answers.${outside}.questionId`, message }]);
    }

    const content = await loadContent(tx, questionIds);
    // Read after the lock, in a statement of its own: in READ COMMITTED a statement sees what
    // was committed before it began, so this one sees the answers of a submission that held
    // the lock a moment ago (a sub-select of the locking statement would not).
    const existing = await loadAnswers(tx, test.id, questionIds);
    const elapsedSeconds = Math.ceil((now.getTime() - test.startedAt.getTime()) / 1000);
    const timeCap = Math.max(0, Math.min(TEST_LIMITS.maxSecondsPerQuestion, elapsedSeconds));

    const plans: Plan[] = request.answers.map((answer, index) => {
      const questionContent = content.get(answer.questionId);
      if (!questionContent) throw badRequest('That question is not part of this test.');
      const next = normalize(questionContent, answer, `answers.${index}`);
      const previous = existing.get(answer.questionId);
      const timeSpentSeconds = Math.min(answer.timeSpentSeconds ?? 0, timeCap);
      if (previous && test.type !== 'mock') {
        if (!sameAnswer(previous, next)) throw conflict(ANSWER_FINAL_MESSAGE);
        return { questionId: answer.questionId, next, timeSpentSeconds, previous, write: false };
      }
      return { questionId: answer.questionId, next, timeSpentSeconds, previous, write: true };
    });

    const writes = plans.filter((plan) => plan.write);
    let saved = new Map<string, AnswerRow>(existing);
    if (writes.length > 0) {
      const rows: AnswerRow[] = writes.map((plan) => ({
        testId: test.id,
        questionId: plan.questionId,
        selectedOptionIds: plan.next.selected,
        answerText: plan.next.text,
        isCorrect: plan.next.isCorrect,
        timeSpentSeconds: plan.timeSpentSeconds,
        answeredAt: now,
      }));
      await tx
        .insert(testAnswers)
        .values(rows)
        .onConflictDoUpdate({
          target: [testAnswers.testId, testAnswers.questionId],
          set: {
            selectedOptionIds: sql`excluded.selected_option_ids`,
            answerText: sql`excluded.answer_text`,
            isCorrect: sql`excluded.is_correct`,
            timeSpentSeconds: sql`excluded.time_spent_seconds`,
            answeredAt: sql`excluded.answered_at`,
          },
        });
      saved = new Map([...saved, ...rows.map((row) => [row.questionId, row] as const)]);

      const newAnswers = writes.filter((plan) => !plan.previous).length;
      const correctDelta = writes.reduce(
        (sum, plan) =>
          sum + Number(plan.next.isCorrect) - Number(plan.previous?.isCorrect ?? false),
        0,
      );
      // Question rows are locked in one order by every submission, so two students'
      // transactions never wait on each other in a circle. The test's own counters ride
      // along with the first statement (its row is already this transaction's).
      const ordered = [...writes].sort((a, b) => a.questionId.localeCompare(b.questionId));
      for (const [position, plan] of ordered.entries()) {
        await applyCounts(
          tx,
          plan,
          position === 0 ? { testId: test.id, newAnswers, correctDelta } : null,
        );
      }
      test.answeredCount += newAnswers;
    }

    // Practice and free trial: the reply reveals the result with fresh peer percentages.
    // A mock reveals nothing until its end.
    const reveal = test.type !== 'mock';
    const fresh = reveal ? await loadContent(tx, questionIds) : content;
    return {
      ended: false as const,
      reply: {
        saved: plans.map((plan) => {
          const answer = saved.get(plan.questionId)!;
          return {
            questionId: plan.questionId,
            answer: heldAnswerOf(answer),
            result: reveal ? resultOf(fresh.get(plan.questionId)!, answer) : null,
          };
        }),
        answeredCount: test.answeredCount,
      },
    };
  });

  if (outcome.ended) throw httpError(409, TEST_ENDED_MESSAGE, { code: 'TestEnded' });
  return outcome.reply;
}
