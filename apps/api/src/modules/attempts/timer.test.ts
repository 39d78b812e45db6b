// The server's clock: pause and resume keep the remaining time, only practice pauses,
// overdue tests end on the next touch and by the sweep, and the history lists them.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tests } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  apiFor,
  createStudent,
  dataOf,
  rightAnswer,
  seedExam,
  studentWithAccess,
  type SeededExam,
} from '../../test/attempt-fixtures';
import { endOverdueTests } from './timer';

type Timer = {
  status: string;
  timed: boolean;
  durationSeconds: number | null;
  endTime: string | null;
  remainingSeconds: number | null;
  serverNow: string;
};
type TimerReply = { timer: Timer };
type Detail = { test: { status: string; timer: Timer }; questions: { id: string }[] };
type Summary = {
  testId: string;
  examId: string;
  examName: string;
  type: string;
  mode: string;
  status: string;
  questionCount: number;
  answeredCount: number;
  correctCount: number | null;
  timed: boolean;
  endTime: string | null;
  remainingSeconds: number | null;
  startedAt: string;
  endedAt: string | null;
};
type History = {
  tests: Summary[];
  pagination: { total: number; perPage: number; currentPage: number };
};

describe('the timer', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db);
  });
  afterAll(() => context.close());
  afterEach(() => vi.useRealTimers());

  const student = () => studentWithAccess(context, exam.id);
  const start = async (api: ReturnType<typeof apiFor>, body: object) =>
    dataOf<{ testId: string; endTime: string | null }>(await api.start(exam.id, body)).testId;
  const action = (api: ReturnType<typeof apiFor>, testId: string, name: string) =>
    api.post(`/user/test/${exam.id}/${testId}/${name}`);
  const setEndTime = (testId: string, secondsFromNow: number) =>
    context.db
      .update(tests)
      .set({ endTime: new Date(Date.now() + secondsFromNow * 1000) })
      .where(eq(tests.id, testId));

  it('pause keeps the remaining seconds on the server, and resume starts from them', async () => {
    const { api } = await student();
    const testId = await start(api, { type: 'practice', minutes: 20 });
    // Ten minutes have gone by.
    await setEndTime(testId, 600);

    const paused = dataOf<TimerReply>(await action(api, testId, 'pause'));
    expect(paused.message).toBe('Exam paused');
    expect(paused.timer).toMatchObject({ status: 'paused', endTime: null, timed: true });
    expect(paused.timer.remainingSeconds).toBeGreaterThanOrEqual(599);
    expect(paused.timer.remainingSeconds).toBeLessThanOrEqual(600);
    const kept = paused.timer.remainingSeconds!;

    // An hour passes while paused: none of it counts.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3_600_000);
    const reloaded = dataOf<Detail>(await api.test(exam.id, testId));
    expect(reloaded.test.timer).toMatchObject({ status: 'paused', remainingSeconds: kept });
    // Answers wait for the clock.
    const question = exam.questions.find((q) => q.id === reloaded.questions[0]!.id)!;
    const whilePaused = await api.submit(exam.id, testId, [rightAnswer(question)]);
    expect(whilePaused.statusCode).toBe(409);
    expect(whilePaused.json()).toMatchObject({ error: 'Paused' });
    // Pausing again changes nothing.
    expect(dataOf<TimerReply>(await action(api, testId, 'pause')).timer.remainingSeconds).toBe(
      kept,
    );

    const resumed = dataOf<TimerReply>(await action(api, testId, 'resume'));
    expect(resumed.message).toBe('Exam resumed');
    expect(resumed.timer).toMatchObject({ status: 'running', remainingSeconds: kept });
    const left = (new Date(resumed.timer.endTime!).getTime() - Date.now()) / 1000;
    expect(Math.round(left)).toBe(kept);
    // Resuming a running test changes nothing.
    expect(dataOf<TimerReply>(await action(api, testId, 'resume')).timer.endTime).toBe(
      resumed.timer.endTime,
    );
    expect((await api.submit(exam.id, testId, [rightAnswer(question)])).statusCode).toBe(200);
  });

  it('refuses to pause a mock, a free trial and an untimed practice test', async () => {
    const { api } = await student();
    const mock = await start(api, { type: 'mock' });
    const refused = await action(api, mock, 'pause');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Only practice tests can be paused.' });
    expect(dataOf<Detail>(await api.test(exam.id, mock)).test.timer.status).toBe('running');

    const trialist = apiFor(context, (await createStudent(context)).token);
    const trial = await start(trialist, { type: 'free-trial' });
    expect((await action(trialist, trial, 'pause')).json()).toMatchObject({
      message: 'Only practice tests can be paused.',
    });

    const untimed = await start(api, { type: 'practice', timed: false });
    expect((await action(api, untimed, 'pause')).json()).toMatchObject({
      message: 'An untimed test has no timer to pause.',
    });
  });

  it('ends a test once, keeping what was left, and refuses to pause or resume it afterwards', async () => {
    const { api } = await student();
    const testId = await start(api, { type: 'practice', minutes: 30 });
    await setEndTime(testId, 900);
    dataOf(await action(api, testId, 'pause'));
    const ended = dataOf<TimerReply>(await action(api, testId, 'end'));
    expect(ended.message).toBe('Exam ended');
    expect(ended.timer).toMatchObject({ status: 'ended', endTime: null, remainingSeconds: null });
    const [row] = await context.db.select().from(tests).where(eq(tests.id, testId));
    expect(row!.remainingSeconds).toBeGreaterThanOrEqual(899);
    expect(dataOf<TimerReply>(await action(api, testId, 'end')).timer.status).toBe('ended');
    for (const name of ['pause', 'resume']) {
      const response = await action(api, testId, name);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'TestEnded' });
    }
  });

  it('ends an overdue test on the next read, as of its end time', async () => {
    const { api } = await student();
    const testId = await start(api, { type: 'mock' });
    await setEndTime(testId, -5);
    const detail = dataOf<Detail>(await api.test(exam.id, testId));
    expect(detail.test.timer).toMatchObject({ status: 'ended', remainingSeconds: null });
    const [row] = await context.db.select().from(tests).where(eq(tests.id, testId));
    expect(row!.endedAt!.getTime()).toBe(row!.endTime!.getTime());
  });

  it('the sweep ends overdue running tests only', async () => {
    const { api } = await student();
    const overdue = await start(api, { type: 'practice' });
    const running = await start(api, { type: 'practice' });
    const paused = await start(api, { type: 'practice' });
    const untimed = await start(api, { type: 'practice', timed: false });
    dataOf(await action(api, paused, 'pause'));
    await setEndTime(overdue, -60);

    expect(await endOverdueTests(context.db)).toBeGreaterThanOrEqual(1);
    const statuses = Object.fromEntries(
      (await context.db.select().from(tests)).map((row) => [row.id, row.status]),
    );
    expect(statuses[overdue]).toBe('ended');
    expect(statuses[running]).toBe('running');
    expect(statuses[paused]).toBe('paused');
    expect(statuses[untimed]).toBe('running');
    // Nothing left to do the second time.
    expect(await endOverdueTests(context.db)).toBe(0);
  });

  describe('history', () => {
    it('lists the student’s own tests newest first, paginated and filtered, ending overdue ones', async () => {
      const { api } = await student();
      const other = await seedExam(context.db);
      const first = await start(api, { type: 'practice', questions: 5 });
      const second = await start(api, { type: 'mock' });
      const third = await start(api, { type: 'practice', questions: 3, timed: false });
      const trialist = apiFor(context, (await createStudent(context)).token);
      await start(trialist, { type: 'free-trial' });
      const otherTrial = dataOf<{ testId: string }>(
        await api.start(other.id, { type: 'free-trial' }),
      ).testId;
      await setEndTime(first, -10);
      dataOf(await action(api, second, 'end'));

      const all = dataOf<History>(await api.get('/user/test'));
      expect(all.pagination).toEqual({ total: 4, perPage: 10, currentPage: 1 });
      expect(all.tests.map((test) => test.testId)).toEqual([otherTrial, third, second, first]);
      expect(all.tests[3]).toMatchObject({
        testId: first,
        examId: exam.id,
        examName: exam.name,
        type: 'practice',
        mode: 'all',
        status: 'ended',
        questionCount: 5,
        answeredCount: 0,
        correctCount: 0,
        timed: true,
        remainingSeconds: null,
        endedAt: expect.any(String),
      });
      expect(all.tests[1]).toMatchObject({ timed: false, endTime: null, remainingSeconds: null });

      const page = dataOf<History>(await api.get(`/user/test?examId=${exam.id}&perPage=2&page=2`));
      expect(page.tests.map((test) => test.testId)).toEqual([first]);
      expect(page.pagination).toEqual({ total: 3, perPage: 2, currentPage: 2 });
      const ended = dataOf<History>(await api.get(`/user/test?status=ended`));
      expect(ended.tests.map((test) => test.testId)).toEqual([second, first]);
      const trials = dataOf<History>(await api.get(`/user/test?type=free-trial`));
      expect(trials.tests.map((test) => test.testId)).toEqual([otherTrial]);
      const badType = await api.get('/user/test?type=exam');
      expect(badType.statusCode).toBe(400);
      expect(badType.json()).toMatchObject({
        message: 'Type must be practice, mock or free-trial',
      });

      const bad = await api.get('/user/test?status=finished');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Status must be running, paused or ended' });
    });
  });
});
