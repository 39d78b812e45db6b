// A mock's answers count in the peer figures once, soon after it ends, whichever way it ends;
// a student's own running mock is neither in the counters nor taken off their other figures.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, tests } from '../../db/schema';
import { answering } from '../../test/answer-fixtures';
import {
  dataOf,
  rightAnswer,
  seedExam,
  testCatalogue,
  type SeededExam,
} from '../../test/attempt-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { countEndedMocks, mockCountsSettled } from './mock-counts';
import { endIfOverdueAndCount, endOverdueTests, LATE_ANSWER_GRACE_MS } from './timer';

describe("a mock's answers in the peer figures", () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db);
  });
  afterAll(() => context.close());

  const { seeded, startFor } = answering(() => ({ context, exam }));

  /** A new exam's mock, every question answered right by a new student. */
  async function answeredMock() {
    const own = await seedExam(context.db);
    const started = await startFor('mock', {}, own);
    const answers = started.detail.questions.map((q) => rightAnswer(seeded(q.id, own)));
    dataOf(await started.api.submit(own.id, started.testId, answers));
    return { own, ...started, answered: answers.length };
  }

  /** The exam's questions' answer and right-answer counts, summed, once the counts asked for ran. */
  async function countsOf(own: SeededExam) {
    await mockCountsSettled(context.db);
    const [row] = await context.db
      .select({
        answers: sql<number>`sum(${questions.answerCount})::int`,
        correct: sql<number>`sum(${questions.correctCount})::int`,
      })
      .from(questions)
      .where(
        inArray(
          questions.id,
          own.questions.map((question) => question.id),
        ),
      );
    return row;
  }

  /** Puts the test's end time past the grace for late answers. */
  const makeOverdue = (testId: string) =>
    context.db
      .update(tests)
      .set({ endTime: new Date(Date.now() - LATE_ANSWER_GRACE_MS - 1000) })
      .where(eq(tests.id, testId));

  it('counts nothing while the mock runs, and everything once when its end is sent twice', async () => {
    const { own, api, testId, answered } = await answeredMock();
    expect(await countsOf(own)).toEqual({ answers: 0, correct: 0 });
    dataOf(await api.post(`/user/test/${own.id}/${testId}/end`));
    expect(await countsOf(own)).toEqual({ answers: answered, correct: answered });
    dataOf(await api.post(`/user/test/${own.id}/${testId}/end`));
    expect(await countsOf(own)).toEqual({ answers: answered, correct: answered });
  });

  it('counts once when two reads of the running mock both find it past its end', async () => {
    const { own, testId, answered } = await answeredMock();
    await makeOverdue(testId);
    const [stale] = await context.db.select().from(tests).where(eq(tests.id, testId));
    const now = new Date();
    await endIfOverdueAndCount(context.db, stale!, now);
    await endIfOverdueAndCount(context.db, stale!, now);
    expect(await countsOf(own)).toEqual({ answers: answered, correct: answered });
  });

  it('counts, through the sweep, a mock an instance ended and left uncounted', async () => {
    const { own, testId, answered } = await answeredMock();
    await context.db
      .update(tests)
      .set({ status: 'ended', endedAt: new Date() })
      .where(eq(tests.id, testId));
    expect(await countsOf(own)).toEqual({ answers: 0, correct: 0 });
    expect(await countEndedMocks(context.db)).toBeGreaterThanOrEqual(1);
    expect(await countEndedMocks(context.db)).toBe(0);
    expect(await countsOf(own)).toEqual({ answers: answered, correct: answered });
    const [row] = await context.db.select().from(tests).where(eq(tests.id, testId));
    expect(row!.countedAt).not.toBeNull();
  });

  it('counts once when the sweep ends it, run twice', async () => {
    const { own, testId, answered } = await answeredMock();
    await makeOverdue(testId);
    expect(await endOverdueTests(context.db, new Date(), { testId })).toBe(1);
    expect(await endOverdueTests(context.db, new Date(), { testId })).toBe(0);
    expect(await countsOf(own)).toEqual({ answers: answered, correct: answered });
  });

  it('counts when the exam page is read past the end', async () => {
    const { own, api, testId, answered } = await answeredMock();
    await makeOverdue(testId);
    expect(dataOf<{ test: { status: string } }>(await api.test(own.id, testId)).test.status).toBe(
      'ended',
    );
    expect(await countsOf(own)).toEqual({ answers: answered, correct: answered });
  });

  it('counts when an answer arrives past the end and its grace', async () => {
    const { own, api, testId, detail, answered } = await answeredMock();
    await makeOverdue(testId);
    const late = await api.submit(own.id, testId, [
      rightAnswer(seeded(detail.questions[0]!.id, own)),
    ]);
    expect(late.statusCode).toBe(409);
    const [row] = await context.db.select().from(tests).where(eq(tests.id, testId));
    expect(row!.status).toBe('ended');
    expect(await countsOf(own)).toEqual({ answers: answered, correct: answered });
  });

  it("takes none of a running mock's answers off the student's practice figures", async () => {
    // A mock of the whole exam holds every question the practice test may draw.
    const own = await seedExam(context.db, { ...testCatalogue(), mockQuestions: 30 });
    const mock = await startFor('mock', {}, own);
    dataOf(
      await mock.api.submit(
        own.id,
        mock.testId,
        mock.detail.questions.map((q) => rightAnswer(seeded(q.id, own))),
      ),
    );
    const { api } = mock;
    const practice = dataOf<{ testId: string }>(
      await api.start(own.id, { type: 'practice', subjectIds: [own.subjects.A1] }),
    );
    const page = dataOf<{ questions: { id: string }[] }>(await api.test(own.id, practice.testId));
    dataOf(
      await api.submit(
        own.id,
        practice.testId,
        page.questions.map((q) => rightAnswer(seeded(q.id, own))),
      ),
    );
    dataOf(await api.post(`/user/test/${own.id}/${practice.testId}/end`));
    const analytics = dataOf<{ review: { peerCount: number; peerCorrectPercentage: unknown }[] }>(
      await api.get(`/user/test/${own.id}/${practice.testId}/analytics`),
    );
    expect(analytics.review.length).toBeGreaterThan(0);
    for (const item of analytics.review) {
      expect(item).toMatchObject({ peerCount: 0, peerCorrectPercentage: null });
    }
  });
});
