// Group commit of answer submissions: many students' answers in one transaction, each with
// its own reply or refusal, the peer counts exact; a failed batch tried again one by one.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, tests } from '../../db/schema';
import { answering } from '../../test/answer-fixtures';
import {
  dataOf,
  rightAnswer,
  seedExam,
  wrongAnswer,
  type SeededExam,
} from '../../test/attempt-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { submitBatch, type Submission } from './answers';
import { mockCountsSettled } from './mock-counts';
import { submissionQueue } from './submission-queue';

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;

describe('answer submissions held together', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db);
  });
  afterAll(() => context.close());

  const { seeded, startFor } = answering(() => ({ context, exam }));

  it('holds a class answering at once in few commits, each answer replied and counted once', async () => {
    const own = await seedExam(context.db);
    const mocks = await Promise.all(Array.from({ length: 12 }, () => startFor('mock', {}, own)));
    const practices = await Promise.all(
      Array.from({ length: 8 }, () => startFor('practice', {}, own)),
    );
    const batchSizes: number[] = [];
    const queue = submissionQueue(context.db, {
      hold: (db, submissions) => {
        batchSizes.push(submissions.length);
        return submitBatch(db, submissions);
      },
    });
    const submissionOf = (
      started: Awaited<ReturnType<typeof startFor>>,
      answer: ReturnType<typeof rightAnswer>,
    ): Submission => ({
      ids: { userId: started.student.id, examId: own.id, testId: started.testId },
      request: { testId: started.testId, answers: [answer] },
      now: new Date(),
    });
    // Everyone answers their test's first question: several answers to one question, whose
    // row every batch takes in the same order.
    const all = [...mocks, ...practices];
    const sent = all.map((started, index) => {
      const question = seeded(started.detail.questions[0]!.id, own);
      return index % 2 === 0 ? rightAnswer(question) : wrongAnswer(question, index);
    });
    const foreign = mocks[0]!;
    const target = mocks[1]!.detail.questions[2]!.id;
    const otherQuestion = own.questions.find(
      (question) => question.options.length > 0 && question.id !== target,
    )!;
    const replies = await Promise.allSettled([
      ...all.map((started, index) => queue.submit(submissionOf(started, sent[index]!))),
      // Refused on their own: an option of another question, and someone else's test.
      queue.submit(
        submissionOf(mocks[1]!, {
          questionId: target,
          option: otherQuestion.options[0]!.id,
        }),
      ),
      queue.submit({
        ...submissionOf(foreign, rightAnswer(otherQuestion)),
        ids: { userId: practices[0]!.student.id, examId: own.id, testId: foreign.testId },
      }),
    ]);

    expect(batchSizes.length).toBeLessThan(all.length);
    expect(Math.max(...batchSizes)).toBeGreaterThan(1);
    replies.slice(0, all.length).forEach((reply, index) => {
      expect(reply.status).toBe('fulfilled');
      const saved = (reply as PromiseFulfilledResult<{ saved: { result: unknown }[] }>).value;
      // A mock reveals nothing; practice reveals the result at once.
      expect(saved.saved[0]!.result === null).toBe(index < mocks.length);
    });
    const [wrongOption, notTheirs] = replies.slice(all.length);
    expect(statusOf((wrongOption as PromiseRejectedResult).reason)).toBe(400);
    expect(statusOf((notTheirs as PromiseRejectedResult).reason)).toBe(404);

    // Counted once each, by question: what was sent, independently of the server. The
    // practice answers count at once; the mocks' when they end.
    const expectCounted = async (counted: (index: number) => boolean) => {
      const expected = new Map<string, { answers: number; correct: number }>();
      sent.forEach((answer, index) => {
        const counts = expected.get(answer.questionId) ?? { answers: 0, correct: 0 };
        expected.set(answer.questionId, {
          answers: counts.answers + (counted(index) ? 1 : 0),
          correct: counts.correct + (counted(index) && index % 2 === 0 ? 1 : 0),
        });
      });
      for (const [questionId, counts] of expected) {
        const [row] = await context.db
          .select({ answers: questions.answerCount, correct: questions.correctCount })
          .from(questions)
          .where(eq(questions.id, questionId));
        expect(row).toEqual(counts);
      }
    };
    await expectCounted((index) => index >= mocks.length);
    for (const { api, testId } of mocks)
      dataOf(await api.post(`/user/test/${own.id}/${testId}/end`));
    await mockCountsSettled(context.db);
    await expectCounted(() => true);
    const [answered] = await context.db
      .select({ total: sql<number>`sum(${tests.answeredCount})::int` })
      .from(tests)
      .where(eq(tests.examId, own.id));
    expect(answered!.total).toBe(all.length);
  });
});

describe('the submission queue', () => {
  const submission = (testId: string, answers = 1): Submission => ({
    ids: { userId: 'u', examId: 'e', testId },
    request: {
      testId,
      answers: Array.from({ length: answers }, (_, index) => ({ questionId: `q${index}` })),
    },
    now: new Date(),
  });
  const reply = (submission: Submission) => ({
    reply: { saved: [], answeredCount: submission.request.answers.length },
  });
  const db = {} as TestContext['db'];

  it('never puts two submissions to one test, or a submission of several answers, in a batch with others', async () => {
    const batches: string[][] = [];
    const queue = submissionQueue(db, {
      concurrentBatches: 1,
      hold: async (_, submissions) => {
        batches.push(submissions.map((s) => `${s.ids.testId}/${s.request.answers.length}`));
        return submissions.map(reply);
      },
    });
    await Promise.all([
      queue.submit(submission('a')),
      queue.submit(submission('b')),
      queue.submit(submission('a')),
      queue.submit(submission('c', 3)),
      queue.submit(submission('d')),
    ]);
    expect(batches).toEqual([['a/1', 'b/1', 'd/1'], ['a/1'], ['c/3']]);
  });

  it('tries each submission of a failed batch again on its own', async () => {
    const held: string[][] = [];
    const queue = submissionQueue(db, {
      concurrentBatches: 1,
      hold: async (_, submissions) => {
        held.push(submissions.map((s) => s.ids.testId));
        if (submissions.length > 1) throw new Error('deadlock detected');
        if (submissions[0]!.ids.testId === 'broken') throw new Error('connection lost');
        return submissions.map(reply);
      },
    });
    const outcomes = await Promise.allSettled([
      queue.submit(submission('a')),
      queue.submit(submission('broken')),
      queue.submit(submission('b')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(held).toEqual([['a', 'broken', 'b'], ['a'], ['broken'], ['b']]);
  });

  it('answers a malformed request at once, without the database', async () => {
    const queue = submissionQueue(db, {
      hold: () => Promise.reject(new Error('not called')),
    });
    const mismatched = { ...submission('a'), request: { ...submission('b').request } };
    expect(() => queue.submit(mismatched)).toThrow('testId in the body must be the test');
  });
});
