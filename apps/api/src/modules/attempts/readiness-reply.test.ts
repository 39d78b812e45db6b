// The readiness in the progress reply and the dashboard's summary: hidden with what is missing,
// shown once a mock has ended and enough recent answers are in, absent without a pass mark,
// and its windows reckoned from the request's time (X-Test-Now on a test-clock server).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams, questions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  createStudent,
  grantAccess,
  insertAnsweredTest,
  seedExam,
  testCatalogue,
  type SeededExam,
  type KeptAnswer,
  type SeededQuestion,
} from '../../test/attempt-fixtures';

type Readiness = {
  status: 'shown' | 'hidden' | 'no-pass-mark';
  passMark: number | null;
  missing: { mocks: number; answers: number };
  basis: { mocks: number; answers: number; comparedAnswers: number; peerMocks: number };
  estimate: {
    score: number;
    low: number;
    high: number;
    likelihood: number;
    band: string;
  } | null;
};
type Week = {
  weekStart: string;
  questionsAnswered: number;
  secondsStudied: number;
  points: number;
  maxPoints: number;
  percentage: number;
};
type Summary = {
  thisWeek: Week;
  lastWeek: Week;
  exams: { exam: { id: string; name: string }; readiness: Readiness }[];
};

// A Wednesday: this ISO week starts on Monday 2027-03-15.
const NOW = '2027-03-17T12:00:00.000Z';
const daysBefore = (days: number, from = NOW) =>
  new Date(new Date(from).getTime() - days * 86_400_000).toISOString();

describe('readiness in the replies', () => {
  let context: TestContext;
  let exam: SeededExam;
  let unmarked: SeededExam;
  let peerId: string;

  beforeAll(async () => {
    context = await createTestApp({ environment: { TEST_CLOCK: 'on' } });
    exam = await seedExam(context.db);
    unmarked = await seedExam(context.db, testCatalogue());
    await context.db.update(exams).set({ passMark: 60 }).where(eq(exams.id, exam.id));
    // Other students answered every question ten times, half of them right.
    await context.db
      .update(questions)
      .set({ answerCount: 10, correctCount: 5 })
      .where(inArray(questions.examId, [exam.id, unmarked.id]));
    const peer = await createStudent(context);
    peerId = peer.id;
    await grantAccess(context.db, peer.id, exam.id);
    await insertTest(peer.id, exam, {
      type: 'mock',
      status: 'ended',
      endedAt: daysBefore(3),
      answers: answers(exam.questions.slice(0, 10), 5, daysBefore(3)),
    });
  });
  afterAll(() => context.close());

  const answers = (list: SeededQuestion[], right: number, at: string): KeptAnswer[] =>
    list.map((question, index) => ({ question, right: index < right, at }));

  /** A test of the student's on exam `on`, its answers as kept (insertAnsweredTest). */
  const insertTest = (
    userId: string,
    on: SeededExam,
    test: Omit<Parameters<typeof insertAnsweredTest>[1], 'userId' | 'examId'>,
  ) => insertAnsweredTest(context.db, { userId, examId: on.id, ...test });

  const get = async <T>(token: string, url: string, at = NOW) => {
    const response = await context.app.inject({
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}`, 'x-test-now': at },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };
  const readinessOf = async (token: string, examId: string, at = NOW) =>
    (await get<{ readiness: Readiness }>(token, `/user/exam/${examId}/progress`, at)).readiness;

  it('is hidden, saying what is missing, until a mock has ended and 40 answers are recent', async () => {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, exam.id);
    expect(await readinessOf(student.token, exam.id)).toEqual({
      status: 'hidden',
      passMark: 60,
      missing: { mocks: 1, answers: 40 },
      basis: { mocks: 0, answers: 0, comparedAnswers: 0, peerMocks: 1 },
      estimate: null,
    });

    await insertTest(student.id, exam, {
      type: 'practice',
      status: 'ended',
      endedAt: daysBefore(1),
      answers: answers(exam.questions.slice(0, 25), 20, daysBefore(1)),
    });
    // A mock still running: its answers are secret, so they do not count yet.
    await insertTest(student.id, exam, {
      type: 'mock',
      status: 'running',
      answers: answers(exam.questions.slice(0, 12), 12, daysBefore(0)),
    });
    expect(await readinessOf(student.token, exam.id)).toMatchObject({
      status: 'hidden',
      missing: { mocks: 1, answers: 15 },
      basis: { mocks: 0, answers: 25, comparedAnswers: 25 },
    });

    await insertTest(student.id, exam, {
      type: 'mock',
      status: 'ended',
      endedAt: daysBefore(0.5),
      answers: answers(exam.questions.slice(0, 20), 16, daysBefore(0.5)),
    });
    const shown = await readinessOf(student.token, exam.id);
    expect(shown).toMatchObject({
      status: 'shown',
      passMark: 60,
      missing: { mocks: 0, answers: 0 },
      basis: { mocks: 1, answers: 45, comparedAnswers: 25, peerMocks: 1 },
    });
    // A mock of 80% and practice well above the peers' 50%, against a pass mark of 60.
    const estimate = shown.estimate!;
    expect(estimate.score).toBeGreaterThan(70);
    expect(estimate.low).toBeLessThan(estimate.score);
    expect(estimate.high).toBeGreaterThan(estimate.score);
    expect(estimate.likelihood).toBeGreaterThanOrEqual(70);
    expect(estimate.band).toBe('likely');
  });

  it('counts mocks of the last 90 days and answers of the last 30, from the time of the request', async () => {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, exam.id);
    await insertTest(student.id, exam, {
      type: 'mock',
      status: 'ended',
      endedAt: daysBefore(100),
      answers: answers(exam.questions.slice(0, 30), 15, daysBefore(100)),
    });
    await insertTest(student.id, exam, {
      type: 'practice',
      status: 'ended',
      endedAt: daysBefore(95),
      answers: answers(exam.questions.slice(0, 15), 10, daysBefore(95)),
    });
    expect(await readinessOf(student.token, exam.id)).toMatchObject({
      status: 'hidden',
      missing: { mocks: 1, answers: 40 },
      basis: { mocks: 0, answers: 0 },
    });
    // Seen from 90 days ago, ten days after the mock and five after the practice, both count.
    expect(await readinessOf(student.token, exam.id, daysBefore(90))).toMatchObject({
      status: 'shown',
      basis: { mocks: 1, answers: 45, comparedAnswers: 15 },
    });
    // Seen from before the mock ended, nothing of it has happened yet.
    expect(await readinessOf(student.token, exam.id, daysBefore(101))).toMatchObject({
      status: 'hidden',
      basis: { mocks: 0, answers: 0 },
    });
  });

  it('counts a mock as a sitting once half its questions were answered', async () => {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, exam.id);
    await insertTest(student.id, exam, {
      type: 'practice',
      status: 'ended',
      endedAt: daysBefore(1),
      answers: answers(exam.questions.slice(0, 30), 20, daysBefore(1)),
    });
    // Left after 5 of 20: not a sitting.
    await insertTest(student.id, exam, {
      type: 'mock',
      status: 'ended',
      endedAt: daysBefore(1),
      answers: answers(exam.questions.slice(0, 5), 1, daysBefore(1)),
      unanswered: exam.questions.slice(5, 20),
    });
    expect(await readinessOf(student.token, exam.id)).toMatchObject({
      status: 'hidden',
      missing: { mocks: 1, answers: 5 },
      basis: { mocks: 0, answers: 35 },
    });
    // 10 of 20 answered: a sitting, scored over all 20.
    await insertTest(student.id, exam, {
      type: 'mock',
      status: 'ended',
      endedAt: daysBefore(1),
      answers: answers(exam.questions.slice(0, 10), 8, daysBefore(1)),
      unanswered: exam.questions.slice(10, 20),
    });
    const shown = await readinessOf(student.token, exam.id);
    expect(shown).toMatchObject({ status: 'shown', basis: { mocks: 1, answers: 45 } });
    // 8 of 20 is 40%; practice well above the other students' share right lifts it.
    expect(shown.estimate!.score).toBeGreaterThan(40);
    expect(shown.estimate!.score).toBeLessThan(80);
  });

  it('says there is no pass mark rather than estimating without one', async () => {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, unmarked.id);
    await insertTest(student.id, unmarked, {
      type: 'mock',
      status: 'ended',
      endedAt: daysBefore(1),
      answers: answers(unmarked.questions.slice(0, 30), 20, daysBefore(1)),
    });
    await insertTest(student.id, unmarked, {
      type: 'practice',
      status: 'ended',
      endedAt: daysBefore(1),
      answers: answers(unmarked.questions.slice(0, 30), 20, daysBefore(1)),
    });
    expect(await readinessOf(student.token, unmarked.id)).toEqual({
      status: 'no-pass-mark',
      passMark: null,
      missing: { mocks: 0, answers: 0 },
      basis: { mocks: 1, answers: 60, comparedAnswers: 30, peerMocks: 0 },
      estimate: null,
    });
  });

  it("sums this week and last over every exam, and gives each exam's readiness", async () => {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, exam.id);
    await grantAccess(context.db, student.id, unmarked.id);
    // This week (from Monday 2027-03-15): 10 answers, 6 right; last week: 4 answers, 1 right,
    // and a mock still running (answered, not scored); the week before: not counted.
    await insertTest(student.id, exam, {
      type: 'practice',
      status: 'ended',
      endedAt: '2027-03-15T09:00:00.000Z',
      answers: answers(exam.questions.slice(0, 10), 6, '2027-03-15T08:00:00.000Z'),
    });
    await insertTest(student.id, unmarked, {
      type: 'practice',
      status: 'ended',
      endedAt: '2027-03-14T23:00:00.000Z',
      answers: answers(unmarked.questions.slice(0, 4), 1, '2027-03-14T22:00:00.000Z'),
    });
    await insertTest(student.id, unmarked, {
      type: 'mock',
      status: 'running',
      answers: answers(unmarked.questions.slice(4, 6), 2, '2027-03-09T10:00:00.000Z'),
    });
    await insertTest(student.id, exam, {
      type: 'practice',
      status: 'ended',
      endedAt: '2027-03-07T23:00:00.000Z',
      answers: answers(exam.questions.slice(10, 13), 3, '2027-03-07T22:00:00.000Z'),
    });

    const summary = await get<Summary>(student.token, '/user/progress');
    expect(summary.thisWeek).toEqual({
      weekStart: '2027-03-15',
      questionsAnswered: 10,
      secondsStudied: 300,
      points: 6,
      maxPoints: 10,
      percentage: 60,
    });
    expect(summary.lastWeek).toEqual({
      weekStart: '2027-03-08',
      questionsAnswered: 6,
      secondsStudied: 180,
      points: 1,
      maxPoints: 4,
      percentage: 25,
    });
    expect(summary.exams.map((entry) => entry.exam.id).sort()).toEqual(
      [exam.id, unmarked.id].sort(),
    );
    const byExam = new Map(summary.exams.map((entry) => [entry.exam.id, entry.readiness]));
    expect(byExam.get(exam.id)).toMatchObject({ status: 'hidden', missing: { mocks: 1 } });
    expect(byExam.get(unmarked.id)).toMatchObject({ status: 'no-pass-mark' });

    // The peer sees only their own exam, and an empty week.
    const peerSummary = await context.app.inject({
      url: '/api/v1/user/progress',
      headers: {
        authorization: `Bearer ${await context.app.tokens.sign('user', { subject: peerId, version: 0 })}`,
        'x-test-now': NOW,
      },
    });
    const theirs = peerSummary.json<{ data: Summary }>().data;
    expect(theirs.exams.map((entry) => entry.exam.id)).toEqual([exam.id]);
    expect(theirs.thisWeek).toMatchObject({ questionsAnswered: 0, percentage: 0 });
  });

  it('lists no exams and empty weeks for a new student', async () => {
    const student = await createStudent(context);
    const summary = await get<Summary>(student.token, '/user/progress');
    expect(summary).toEqual({
      message: 'success',
      thisWeek: {
        weekStart: '2027-03-15',
        questionsAnswered: 0,
        secondsStudied: 0,
        points: 0,
        maxPoints: 0,
        percentage: 0,
      },
      lastWeek: expect.objectContaining({ weekStart: '2027-03-08', questionsAnswered: 0 }),
      exams: [],
    });
  });
});
