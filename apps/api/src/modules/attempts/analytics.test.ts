// Analytics: score, time used, breakdown, percentile among mock attempts, peer time and
// difficulty per question, and the review; practice tests show their submitted questions.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tests } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  apiFor,
  createStudent,
  dataOf,
  grantAccess,
  rightAnswer,
  seedExam,
  testCatalogue,
  wrongAnswer,
  type SeededExam,
} from '../../test/attempt-fixtures';

type Score = {
  total: number;
  correct: number;
  incorrect: number;
  unanswered: number;
  percentage: number;
};
type Review = {
  id: string;
  number: number;
  subjectId: string;
  subjectName: string;
  tagged: boolean;
  isCorrect: boolean | null;
  explanation: string;
  correctAnswerText: string | null;
  options: { id: string; isCorrect: boolean; selected: boolean; pickPercentage: number }[];
  timeSpentSeconds: number | null;
  peerAverageSeconds: number | null;
  peerCorrectPercentage: number | null;
  peerCount: number;
};
type Analytics = {
  test: { status: string; type: string };
  score: Score;
  time: {
    usedSeconds: number;
    allowedSeconds: number | null;
    averagePerAnswerSeconds: number | null;
    peerAveragePerAnswerSeconds: number | null;
  };
  breakdown: (Score & { courseName: string; subjectId: string; subjectName: string })[];
  percentile: { value: number | null; otherAttempts: number } | null;
  peerFiguresAt: string | null;
  complete: boolean;
  review: Review[];
};

/** Twelve questions, so every mock draws the same ones (in its own order). */
function twelveQuestionExam() {
  const catalogue = testCatalogue();
  const [alpha, beta] = catalogue.courses;
  alpha!.subjects[0]!.questions = alpha!.subjects[0]!.questions.slice(0, 6);
  alpha!.subjects[1]!.questions = alpha!.subjects[1]!.questions.slice(0, 2);
  beta!.subjects = [{ name: 'B1', questions: beta!.subjects[0]!.questions.slice(2, 6) }];
  return catalogue;
}

describe('analytics', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db, twelveQuestionExam());
  });
  afterAll(() => context.close());

  async function mockTaker(plan: { right: number; wrong: number; seconds: number }) {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, exam.id);
    const api = apiFor(context, student.token);
    const { testId } = dataOf<{ testId: string }>(await api.start(exam.id, { type: 'mock' }));
    // Twenty minutes into the test, so the time spent is not capped below what is sent.
    await context.db
      .update(tests)
      .set({ startedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(tests.id, testId));
    const answers = exam.questions.flatMap((question, index) => {
      const timed = { timeSpentSeconds: plan.seconds };
      if (index < plan.right) return [{ ...rightAnswer(question), ...timed }];
      if (index < plan.right + plan.wrong) return [{ ...wrongAnswer(question), ...timed }];
      return [];
    });
    dataOf(await api.submit(exam.id, testId, answers));
    return { api, testId };
  }

  it("counts other students as peers, never the student's own earlier tests, as of the first report", async () => {
    const ownExam = await seedExam(context.db, twelveQuestionExam());
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, ownExam.id);
    const api = apiFor(context, student.token);
    const takeMock = async (answer: typeof rightAnswer) => {
      const { testId } = dataOf<{ testId: string }>(await api.start(ownExam.id, { type: 'mock' }));
      const answers = ownExam.questions.map((question) => ({
        ...answer(question),
        timeSpentSeconds: 20,
      }));
      dataOf(await api.submit(ownExam.id, testId, answers));
      dataOf(await api.post(`/user/test/${ownExam.id}/${testId}/end`));
      return testId;
    };
    await takeMock(rightAnswer);
    const second = await takeMock(wrongAnswer);

    const alone = dataOf<Analytics>(await api.get(`/user/test/${ownExam.id}/${second}/analytics`));
    // The first mock was the same student's: no peers yet, whatever it scored.
    expect(alone.percentile).toEqual({ value: null, otherAttempts: 0 });
    for (const item of alone.review) {
      expect(item.peerCount).toBe(0);
      expect(item.peerCorrectPercentage).toBeNull();
      expect(item.peerAverageSeconds).toBeNull();
      expect(item.options.every((option) => option.pickPercentage === 0)).toBe(true);
    }

    // Another student's mock is a peer: all right, so the student's all-wrong mock is below it.
    const other = await createStudent(context);
    await grantAccess(context.db, other.id, ownExam.id);
    const otherApi = apiFor(context, other.token);
    const { testId } = dataOf<{ testId: string }>(
      await otherApi.start(ownExam.id, { type: 'mock' }),
    );
    dataOf(
      await otherApi.submit(
        ownExam.id,
        testId,
        ownExam.questions.map((question) => ({ ...rightAnswer(question), timeSpentSeconds: 40 })),
      ),
    );
    dataOf(await otherApi.post(`/user/test/${ownExam.id}/${testId}/end`));

    // The finished mock's report keeps the figures of its first showing, and says when.
    expect(alone.peerFiguresAt).not.toBeNull();
    const later = dataOf<Analytics>(await api.get(`/user/test/${ownExam.id}/${second}/analytics`));
    expect(later.percentile).toEqual(alone.percentile);
    expect(later.review).toEqual(alone.review);
    expect(later.peerFiguresAt).toBe(alone.peerFiguresAt);

    // A new mock of the student's is compared with the other student, not with their own.
    const third = await takeMock(wrongAnswer);
    const compared = dataOf<Analytics>(
      await api.get(`/user/test/${ownExam.id}/${third}/analytics`),
    );
    expect(compared.percentile).toEqual({ value: 0, otherAttempts: 1 });
    for (const item of compared.review) {
      expect(item.peerCount).toBe(1);
      expect(item.peerCorrectPercentage).toBe(100);
      expect(item.peerAverageSeconds).not.toBeNull();
      const correct = item.options.filter((option) => option.isCorrect);
      expect(correct.every((option) => option.pickPercentage === 100)).toBe(true);
    }
  });

  it('scores an ended mock against its peers, question by question', async () => {
    const a = await mockTaker({ right: 9, wrong: 3, seconds: 30 });
    const b = await mockTaker({ right: 6, wrong: 6, seconds: 60 });
    const c = await mockTaker({ right: 9, wrong: 0, seconds: 90 });
    const d = await mockTaker({ right: 3, wrong: 1, seconds: 10 });
    for (const taker of [b, c, d])
      dataOf(await taker.api.post(`/user/test/${exam.id}/${taker.testId}/end`));
    // Ten of the thirty minutes are left when A ends.
    await context.db
      .update(tests)
      .set({ endTime: new Date(Date.now() + 600_000) })
      .where(eq(tests.id, a.testId));
    dataOf(await a.api.post(`/user/test/${exam.id}/${a.testId}/end`));

    const analytics = dataOf<Analytics>(
      await a.api.get(`/user/test/${exam.id}/${a.testId}/analytics`),
    );
    expect(analytics.complete).toBe(true);
    expect(analytics.score).toEqual({
      total: 12,
      correct: 9,
      incorrect: 3,
      unanswered: 0,
      points: 9,
      maxPoints: 12,
      percentage: 75,
    });
    expect(analytics.time.allowedSeconds).toBe(1800);
    expect(analytics.time.usedSeconds).toBeGreaterThanOrEqual(1199);
    expect(analytics.time.usedSeconds).toBeLessThanOrEqual(1201);
    expect(analytics.time.averagePerAnswerSeconds).toBe(30);
    // B (6/12) and D (3/12) below, C (9/12) level: (2 + 0.5) / 3.
    expect(analytics.percentile).toEqual({ value: 83.33, otherAttempts: 3 });

    const byId = new Map(analytics.review.map((item) => [item.id, item]));
    expect(analytics.review).toHaveLength(12);
    const firstQuestion = byId.get(exam.questions[0]!.id)!;
    // Peers B, C and D all got it right, in 60, 90 and 10 seconds.
    expect(firstQuestion).toMatchObject({
      isCorrect: true,
      timeSpentSeconds: 30,
      peerCount: 3,
      peerCorrectPercentage: 100,
      peerAverageSeconds: 53.3,
      explanation: expect.stringMatching(/^<p>Explanation of/),
    });
    const last = byId.get(exam.questions[11]!.id)!;
    // Only B answered it besides A, wrongly, in 60 seconds.
    expect(last).toMatchObject({
      isCorrect: false,
      peerCount: 1,
      peerCorrectPercentage: 0,
      peerAverageSeconds: 60,
    });
    const single = exam.questions.find((question) => question.type === 'single_choice')!;
    const singleIndex = exam.questions.indexOf(single);
    const reviewed = byId.get(single.id)!;
    const rightOption = reviewed.options.find((option) => option.isCorrect)!;
    const answeredRight = [9, 6, 9, 3].filter((right) => singleIndex < right).length;
    const answered = [12, 12, 9, 4].filter((count) => singleIndex < count).length;
    expect(rightOption.pickPercentage).toBe(Math.round((answeredRight / answered) * 10_000) / 100);
    expect(rightOption.selected).toBe(singleIndex < 9);

    // The breakdown adds up to the score, per subject of the exam.
    const totals = analytics.breakdown.reduce(
      (sum, row) => ({ total: sum.total + row.total, correct: sum.correct + row.correct }),
      { total: 0, correct: 0 },
    );
    expect(totals).toEqual({ total: 12, correct: 9 });
    expect(analytics.breakdown.map((row) => `${row.courseName}/${row.subjectName}`)).toEqual([
      'Alpha/A1',
      'Alpha/A2',
      'Beta/B1',
    ]);
    for (const row of analytics.breakdown) {
      const inSubject = exam.questions.filter((question) => question.subject === row.subjectName);
      expect(row.total).toBe(inSubject.length);
      expect(row.correct).toBe(inSubject.filter((q) => exam.questions.indexOf(q) < 9).length);
    }

    // D answered four: eight unanswered, reviewed too once ended.
    const dView = dataOf<Analytics>(await d.api.get(`/user/test/${exam.id}/${d.testId}/analytics`));
    expect(dView.score).toMatchObject({ correct: 3, incorrect: 1, unanswered: 8, percentage: 25 });
    expect(dView.percentile).toEqual({ value: 0, otherAttempts: 3 });
    expect(dView.review.filter((item) => item.isCorrect === null)).toHaveLength(8);
  });

  it('reviews only the submitted questions of a practice test still going', async () => {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, exam.id);
    const api = apiFor(context, student.token);
    const { testId } = dataOf<{ testId: string }>(
      await api.start(exam.id, { type: 'practice', questions: 6 }),
    );
    const detail = dataOf<{ questions: { id: string }[] }>(await api.test(exam.id, testId));
    const [first, second] = detail.questions.map((q) => exam.questions.find((s) => s.id === q.id)!);
    dataOf(await api.submit(exam.id, testId, [rightAnswer(first!), wrongAnswer(second!)]));

    const response = await api.get(`/user/test/${exam.id}/${testId}/analytics`);
    const analytics = dataOf<Analytics>(response);
    // Live while it runs: no moment to state.
    expect(analytics).toMatchObject({ complete: false, percentile: null, peerFiguresAt: null });
    expect(analytics.score).toMatchObject({ total: 6, correct: 1, incorrect: 1, unanswered: 4 });
    expect(analytics.review.map((item) => item.id)).toEqual([first!.id, second!.id]);
    // Nothing of the four unsubmitted questions is in the reply.
    const unsubmitted = detail.questions.slice(2).map((q) => q.id);
    for (const id of unsubmitted) expect(response.body).not.toContain(id);
  });

  it("says of each reviewed question its subject and whether the student tagged it (that student's tags only)", async () => {
    const student = await createStudent(context);
    const other = await createStudent(context);
    for (const who of [student, other]) await grantAccess(context.db, who.id, exam.id);
    const api = apiFor(context, student.token);
    const otherApi = apiFor(context, other.token);
    const { testId } = dataOf<{ testId: string }>(await api.start(exam.id, { type: 'mock' }));
    const [first, second, third] = exam.questions;
    dataOf(await api.post(`/user/exam/${exam.id}/${first!.id}/tag`));
    dataOf(await api.post(`/user/exam/${exam.id}/${second!.id}/tag`));
    // Tagged and untagged again: not tagged.
    dataOf(await api.post(`/user/exam/${exam.id}/${second!.id}/tag`));
    // Another student's tag is theirs alone.
    dataOf(await otherApi.post(`/user/exam/${exam.id}/${third!.id}/tag`));
    dataOf(await api.post(`/user/test/${exam.id}/${testId}/end`));

    const analytics = dataOf<Analytics>(await api.get(`/user/test/${exam.id}/${testId}/analytics`));
    expect(analytics.review).toHaveLength(12);
    const tagged = analytics.review.filter((item) => item.tagged).map((item) => item.id);
    expect(tagged).toEqual([first!.id]);
    for (const item of analytics.review) {
      const seeded = exam.questions.find((question) => question.id === item.id)!;
      expect(item.subjectName).toBe(seeded.subject);
      expect(item.subjectId).toBe(exam.subjects[seeded.subject]);
    }
    // The subjects of the review are those of the breakdown, by id.
    const reviewed = new Set(analytics.review.map((item) => item.subjectId));
    expect(new Set(analytics.breakdown.map((row) => row.subjectId))).toEqual(reviewed);
  });

  it('is refused for a running mock and for another student', async () => {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, exam.id);
    const api = apiFor(context, student.token);
    const { testId } = dataOf<{ testId: string }>(await api.start(exam.id, { type: 'mock' }));
    const running = await api.get(`/user/test/${exam.id}/${testId}/analytics`);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({
      message: 'Analytics of a mock exam are available once it has ended.',
    });
    const stranger = apiFor(context, (await createStudent(context)).token);
    expect((await stranger.get(`/user/test/${exam.id}/${testId}/analytics`)).statusCode).toBe(404);
    const rows = await context.db
      .select()
      .from(tests)
      .where(inArray(tests.id, [testId]));
    expect(rows[0]!.status).toBe('running');
  });
});
