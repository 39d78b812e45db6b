// A batch of answers goes to the database in one message when this instance has locked the
// tests before and keeps the questions' content (decision 0123). What may have changed since
// (the test paused, its time up, a question edited) is checked in that message, and a batch
// that finds it changed is held the long way, with the long way's replies.
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tests } from '../../db/schema';
import { answering, editInPlace, type Saved } from '../../test/answer-fixtures';
import {
  dataOf,
  rightAnswer,
  seedExam,
  testCatalogue,
  wrongAnswer,
  type SeededExam,
  type SeededQuestion,
} from '../../test/attempt-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { TEST_ENDED_MESSAGE, TEST_PAUSED_MESSAGE } from './answers';

type State = { questions: { id: string; answer: object | null }[] };

describe('answers held in one message', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db, testCatalogue());
  });
  afterAll(() => context.close());

  const { seeded, startFor } = answering(() => ({ context, exam }));
  type Student = Awaited<ReturnType<typeof startFor>>;

  /** The single-choice questions of the student's test, in its order. */
  const singleChoices = ({ detail }: Student) =>
    detail.questions
      .filter((question) => question.type === 'single_choice')
      .map(({ id }) => seeded(id));

  /**
   * The texts of the messages sent to the database, by the transactions that take a connection
   * of their own (scripts), while `work` runs. Other queries pass through.
   */
  async function messagesDuring(work: () => Promise<unknown>): Promise<string[]> {
    const pool = (
      context.db as unknown as { $client: { connect: (...args: unknown[]) => unknown } }
    ).$client;
    const connect = pool.connect;
    const texts: string[] = [];
    pool.connect = function recording(this: unknown, ...args: unknown[]) {
      // pg's own pool.query asks for a connection with a callback: left alone.
      if (args.length > 0) return connect.apply(this, args);
      return (connect.call(this) as Promise<pg.PoolClient>).then((client) => {
        const { query, release } = client;
        client.query = ((text: unknown, ...rest: unknown[]) => {
          if (typeof text === 'string') texts.push(text);
          return (query as (...args: unknown[]) => unknown).call(client, text, ...rest);
        }) as typeof client.query;
        client.release = (...releaseArgs) => {
          client.query = query;
          client.release = release;
          return release.call(client, ...releaseArgs);
        };
        return client;
      });
    };
    try {
      await work();
    } finally {
      // The pool's own method again (from its prototype).
      delete (pool as { connect?: unknown }).connect;
    }
    return texts.filter(
      (text) => !text.startsWith('PREPARE') && /hold_answers|lock_(kept_)?tests/.test(text),
    );
  }

  /** Moves the test's end time, as the clock passing it would. */
  const setEndTime = (testId: string, secondsFromNow: number) =>
    context.db
      .update(tests)
      .set({ endTime: new Date(Date.now() + secondsFromNow * 1000) })
      .where(eq(tests.id, testId));

  /** The questions the student's test holds an answer to. */
  const answeredIds = async (student: Student) =>
    dataOf<State>(await student.api.get(`/user/test/${exam.id}/${student.testId}/state`))
      .questions.filter((question) => question.answer !== null)
      .map((question) => question.id);

  it('locks the test, holds the answer and commits in one message once the test is known', async () => {
    const student = await startFor('mock');
    const [first] = singleChoices(student) as [SeededQuestion];
    // The first answer of a test reads it first: two messages.
    const before = await messagesDuring(async () =>
      dataOf<Saved>(await student.api.submit(exam.id, student.testId, [rightAnswer(first)])),
    );
    expect(before.filter((text) => text.includes('hold_answers'))).toHaveLength(1);
    expect(
      before.some((text) => text.includes('lock_tests') && !text.includes('hold_answers')),
    ).toBe(true);

    // A change of that answer: the test and the question's content are known now.
    let reply: Saved | undefined;
    const after = await messagesDuring(async () => {
      reply = dataOf<Saved>(
        await student.api.submit(exam.id, student.testId, [wrongAnswer(first)]),
      );
    });
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(/^BEGIN;\nEXECUTE lock_kept_tests.*EXECUTE hold_answers.*COMMIT$/s);
    expect(reply).toMatchObject({
      answeredCount: 1,
      saved: [{ questionId: first.id, answer: { selectedOptionIds: [wrongAnswer(first).option] } }],
    });
    const [row] = await context.db.select().from(tests).where(eq(tests.id, student.testId));
    expect(row).toMatchObject({ answeredCount: 1, correctCount: 0 });
  });

  it('refuses an answer to a test paused since its last answer, and takes it once resumed', async () => {
    const student = await startFor('practice');
    const [first, second] = singleChoices(student) as [SeededQuestion, SeededQuestion];
    dataOf(await student.api.submit(exam.id, student.testId, [rightAnswer(first)]));
    expect(
      (await student.api.post(`/user/test/${exam.id}/${student.testId}/pause`)).statusCode,
    ).toBe(200);

    // The same answer again (a retry), which would go in one message were the test running.
    const refused = await student.api.submit(exam.id, student.testId, [rightAnswer(first)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: TEST_PAUSED_MESSAGE, error: 'Paused' });
    expect(await answeredIds(student)).toEqual([first.id]);

    expect(
      (await student.api.post(`/user/test/${exam.id}/${student.testId}/resume`)).statusCode,
    ).toBe(200);
    const taken = dataOf<Saved>(
      await student.api.submit(exam.id, student.testId, [rightAnswer(second)]),
    );
    expect(taken).toMatchObject({ answeredCount: 2, saved: [{ questionId: second.id }] });
  });

  it('refuses an answer once the time is up since the last one, and ends the test', async () => {
    const student = await startFor('mock');
    const [first] = singleChoices(student) as [SeededQuestion];
    dataOf(await student.api.submit(exam.id, student.testId, [rightAnswer(first)]));
    // Past the end and the late answers' grace.
    await setEndTime(student.testId, -60);

    const refused = await student.api.submit(exam.id, student.testId, [wrongAnswer(first)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: TEST_ENDED_MESSAGE, error: 'TestEnded' });
    const [row] = await context.db.select().from(tests).where(eq(tests.id, student.testId));
    expect(row).toMatchObject({ status: 'ended', answeredCount: 1, correctCount: 1 });
  });

  it('grades by the content of the moment when a question was edited since it was kept', async () => {
    const reader = await startFor('practice');
    const student = await startFor('practice');
    const shared = singleChoices(student).filter((question) =>
      reader.detail.questions.some(({ id }) => id === question.id),
    );
    const [first, edited] = shared as [SeededQuestion, SeededQuestion];
    // Another student's answer has the edited question's content kept; this student's first
    // answer has the test kept.
    const read = dataOf<Saved>(
      await reader.api.submit(exam.id, reader.testId, [rightAnswer(edited)]),
    );
    dataOf(await student.api.submit(exam.id, student.testId, [rightAnswer(first)]));

    await editInPlace(context, edited, '<p>Edited?</p>');

    const reply = dataOf<Saved>(
      await student.api.submit(exam.id, student.testId, [rightAnswer(edited)]),
    );
    expect(reply.saved[0]!.result).toMatchObject({
      isCorrect: true,
      explanation: '<p>Because.</p>',
      // One more than the reader saw: the earlier tests here may have answered it too.
      answerCount: read.saved[0]!.result!.answerCount + 1,
    });
  });
});
