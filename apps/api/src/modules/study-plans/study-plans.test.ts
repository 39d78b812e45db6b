// Study plans (decision 0109): validation and its messages, who may set and see a plan, the
// day's figures over simulated days (X-Test-Now) in near and far time zones, and the reminder
// sweep: once a local day, on study days from the hour, never after the exam or when turned
// off, one mail however many sweeps run at once, and the signed link that turns it off.
import { STUDY_PLAN_MESSAGES as TEXT } from '@prepward/shared/study-plans';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcards, questions, studyPlans, testAnswers, users } from '../../db/schema';
import {
  createStudent,
  dataOf,
  expireAccess,
  grantAccess,
  rightAnswer,
  seedExam,
  wrongAnswer,
  type SeededExam,
} from '../../test/attempt-fixtures';
import { insertExam } from '../../test/commerce-fixtures';
import { createTestApp, outboxFor, TEST_JWT_SECRET, type TestContext } from '../../test/test-app';
import { createReminderLinks, createStudyReminders } from './reminders';
import { SWEEP_NOW_PATH } from './routes';

type Plan = {
  examId: string;
  examName: string;
  examDate: string;
  studyDays: number[];
  timeZone: string;
  reminders: boolean;
  reminderHour: number;
  today: {
    date: string;
    daysToExam: number;
    studyDaysLeft: number;
    studyDay: boolean;
    nextStudyDate: string | null;
    questions: { toDo: number; target: number; done: number };
    cards: { target: number; done: number };
  };
};

const LIVE_QUESTIONS = 30;

describe('study plans', () => {
  let context: TestContext;
  let exam: SeededExam;
  let otherExamId: string;

  beforeAll(async () => {
    context = await createTestApp({ environment: { TEST_CLOCK: 'on' } });
    exam = await seedExam(context.db);
    otherExamId = (await insertExam(context, { name: `Not bought ${Date.now()}` })).id;
  });
  afterAll(() => context.close());

  type Student = { id: string; token: string; email: string };
  async function student(withAccess = true): Promise<Student> {
    const created = await createStudent(context, 'plans');
    if (withAccess) await grantAccess(context.db, created.id, exam.id);
    const [row] = await context.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, created.id));
    return { ...created, email: row!.email };
  }

  const send = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    options: { token?: string; at?: string; payload?: object } = {},
  ) =>
    context.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.at ? { 'x-test-now': options.at } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const put = (who: Student, payload: object, at?: string, examId = exam.id) =>
    send('PUT', `/user/exam/${examId}/study-plan`, {
      token: who.token,
      payload,
      ...(at ? { at } : {}),
    });
  const plans = async (who: Student, at?: string) =>
    dataOf<{ plans: Plan[] }>(
      await send('GET', '/user/study-plans', { token: who.token, ...(at ? { at } : {}) }),
    ).plans;
  const planAt = async (who: Student, at: string) => {
    const [plan] = await plans(who, at);
    expect(plan, `a plan at ${at}`).toBeDefined();
    return plan!;
  };
  /** The test server's sweep, of one student's plans. */
  const sweep = async (who: Student, at: string) =>
    dataOf<{ sent: number }>(await send('POST', SWEEP_NOW_PATH, { at, token: who.token })).sent;

  /** Answers in a practice test as at `at` (answers keep the real time; the test moves them). */
  async function answer(who: Student, at: string, right: number, wrong: number) {
    const api = (method: 'POST' | 'GET', url: string, payload?: object) =>
      send(method, url, { token: who.token, ...(payload ? { payload } : {}) });
    const { testId } = dataOf<{ testId: string }>(
      await api('POST', `/user/test/${exam.id}`, { type: 'practice', questions: 30, timed: false }),
    );
    const shown = dataOf<{ questions: { id: string }[] }>(
      await api('GET', `/user/test/${exam.id}/${testId}`),
    ).questions.map((question) => exam.questions.find((seeded) => seeded.id === question.id)!);
    const answers = [
      ...shown.slice(0, right).map(rightAnswer),
      ...shown.slice(right, right + wrong).map((question) => wrongAnswer(question)),
    ];
    for (const one of answers) {
      dataOf(await api('POST', `/user/test/${exam.id}/${testId}`, { testId, answers: [one] }));
    }
    const ids = answers.map((one) => one.questionId);
    await context.db
      .update(testAnswers)
      .set({ answeredAt: new Date(at) })
      .where(and(eq(testAnswers.testId, testId), inArray(testAnswers.questionId, ids)));
    // The cards of the wrong answers were made (and fell due) at the real time too.
    await context.db
      .update(flashcards)
      .set({ dueAt: new Date(at), createdAt: new Date(at) })
      .where(and(eq(flashcards.userId, who.id), inArray(flashcards.questionId, ids)));
    return ids;
  }

  const plan = (overrides: object = {}) => ({
    examDate: '2027-03-17',
    studyDays: [1, 3, 5],
    timeZone: 'UTC',
    ...overrides,
  });
  // A Wednesday.
  const WEDNESDAY = '2027-03-03T10:00:00Z';

  describe('setting a plan', () => {
    it('saves a plan with its defaults and answers it with today’s figures', async () => {
      const who = await student();
      const saved = await put(who, plan({ studyDays: [5, 1, 3] }), WEDNESDAY);
      expect(saved.statusCode, saved.body).toBe(200);
      const { plan: reply, message } = dataOf<{ plan: Plan }>(saved);
      expect(message).toBe(TEXT.saved);
      expect(reply).toMatchObject({
        examId: exam.id,
        examName: exam.name,
        examDate: '2027-03-17',
        studyDays: [1, 3, 5],
        timeZone: 'UTC',
        reminders: true,
        reminderHour: 18,
      });
      // Changed whole: the reminder settings as sent.
      const changed = await put(
        who,
        plan({ studyDays: [2], reminders: false, reminderHour: 7 }),
        WEDNESDAY,
      );
      expect(dataOf<{ plan: Plan }>(changed).plan).toMatchObject({
        studyDays: [2],
        reminders: false,
        reminderHour: 7,
      });
      expect(await plans(who, WEDNESDAY)).toHaveLength(1);
    });

    it('refuses bad plans with a message for the field, and saves nothing', async () => {
      const who = await student();
      const cases: [object, string, string][] = [
        [{ examDate: undefined }, 'examDate', TEXT.examDateRequired],
        [{ examDate: '' }, 'examDate', TEXT.examDateRequired],
        [{ examDate: '2027-02-30' }, 'examDate', TEXT.examDateFormat],
        [{ examDate: '17/03/2027' }, 'examDate', TEXT.examDateFormat],
        [{ examDate: '2027-03-02' }, 'examDate', TEXT.examDatePast],
        [{ examDate: '2029-03-04' }, 'examDate', TEXT.examDateTooFar],
        [{ studyDays: [] }, 'studyDays', TEXT.studyDaysRequired],
        [{ studyDays: undefined }, 'studyDays', TEXT.studyDaysRequired],
        [{ studyDays: [0] }, 'studyDays.0', TEXT.studyDayUnknown],
        [{ studyDays: [1, 8] }, 'studyDays.1', TEXT.studyDayUnknown],
        [{ studyDays: [1.5] }, 'studyDays.0', TEXT.studyDayUnknown],
        [{ studyDays: [2, 2] }, 'studyDays', TEXT.studyDaysRepeated],
        [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', TEXT.timeZoneUnknown],
        [{ timeZone: '+01:00' }, 'timeZone', TEXT.timeZoneUnknown],
        [{ timeZone: '' }, 'timeZone', TEXT.timeZoneUnknown],
        [{ reminders: 'yes' }, 'reminders', TEXT.remindersBoolean],
        [{ reminderHour: 24 }, 'reminderHour', TEXT.reminderHourRange],
        [{ reminderHour: -1 }, 'reminderHour', TEXT.reminderHourRange],
        [{ reminderHour: 9.5 }, 'reminderHour', TEXT.reminderHourRange],
      ];
      for (const [change, path, message] of cases) {
        const response = await put(who, plan(change), WEDNESDAY);
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json(), JSON.stringify(change)).toMatchObject({
          details: [{ path, message }],
        });
      }
      const unknownField = await put(who, plan({ colour: 'blue' }), WEDNESDAY);
      expect(unknownField.statusCode).toBe(400);
      // Today and two years on (in the plan's zone) are both allowed.
      expect((await put(who, plan({ examDate: '2027-03-03' }), WEDNESDAY)).statusCode).toBe(200);
      expect((await put(who, plan({ examDate: '2029-03-03' }), WEDNESDAY)).statusCode).toBe(200);
    });

    it('refuses an exam that does not exist (404) or that the student has no access to (403)', async () => {
      const who = await student();
      const missing = await put(who, plan(), WEDNESDAY, '00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: TEXT.examNotFound });
      const notBought = await put(who, plan(), WEDNESDAY, otherExamId);
      expect(notBought.statusCode).toBe(403);
      expect(notBought.json()).toMatchObject({ message: TEXT.needsAccess });
      const rows = await context.db.select().from(studyPlans).where(eq(studyPlans.userId, who.id));
      expect(rows).toEqual([]);
    });

    it('keeps each student’s plan to them; one whose access ended rests, and may be removed', async () => {
      const owner = await student();
      const other = await student();
      await put(owner, plan(), WEDNESDAY);
      expect(await plans(other, WEDNESDAY)).toEqual([]);
      const removeOthers = await send('DELETE', `/user/exam/${exam.id}/study-plan`, {
        token: other.token,
      });
      expect(removeOthers.statusCode).toBe(404);
      expect(removeOthers.json()).toMatchObject({ message: TEXT.notFound });
      expect(await plans(owner, WEDNESDAY)).toHaveLength(1);

      await expireAccess(context.db, owner.id, exam.id);
      expect(await plans(owner, WEDNESDAY)).toEqual([]);
      expect((await put(owner, plan(), WEDNESDAY)).statusCode).toBe(403);
      const removed = await send('DELETE', `/user/exam/${exam.id}/study-plan`, {
        token: owner.token,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({ data: { message: TEXT.deleted } });
      const again = await send('DELETE', `/user/exam/${exam.id}/study-plan`, {
        token: owner.token,
      });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('today’s figures', () => {
    it('shares the questions to do over the study days left, and counts the day’s answers and cards', async () => {
      const who = await student();
      // Mondays, Wednesdays and Fridays until Wednesday 17 March.
      await put(who, plan(), WEDNESDAY);
      const start = await planAt(who, WEDNESDAY);
      // Wed 3, Fri 5, Mon 8, Wed 10, Fri 12, Mon 15 (the exam day does not count).
      expect(start.today).toEqual({
        date: '2027-03-03',
        daysToExam: 14,
        studyDaysLeft: 6,
        studyDay: true,
        nextStudyDate: '2027-03-05',
        questions: { toDo: LIVE_QUESTIONS, target: 5, done: 0 },
        cards: { target: 0, done: 0 },
      });

      // Two right and one wrong this morning: done moves, the target holds for the day.
      const answered = await answer(who, '2027-03-03T09:00:00Z', 2, 1);
      const worked = await planAt(who, WEDNESDAY);
      expect(worked.today.questions).toEqual({ toDo: LIVE_QUESTIONS, target: 5, done: 3 });
      expect(worked.today.cards).toEqual({ target: 1, done: 0 });

      // The wrong answer's card, reviewed (Good): due again in minutes, counted once.
      const [card] = await context.db
        .select({ id: flashcards.id })
        .from(flashcards)
        .where(eq(flashcards.userId, who.id));
      const reviewed = await send('POST', `/user/flashcards/${card!.id}/review`, {
        token: who.token,
        at: '2027-03-03T10:05:00Z',
        payload: { rating: 'good' },
      });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
      expect((await planAt(who, '2027-03-03T10:10:00Z')).today.cards).toEqual({
        target: 1,
        done: 1,
      });

      // Thursday rests: no target, the questions answered right have left the to-do.
      const thursday = await planAt(who, '2027-03-04T12:00:00Z');
      expect(thursday.today).toMatchObject({
        date: '2027-03-04',
        daysToExam: 13,
        studyDay: false,
        studyDaysLeft: 5,
        nextStudyDate: '2027-03-05',
        questions: { toDo: LIVE_QUESTIONS - 2, target: 0, done: 0 },
      });
      // Friday: 28 over Fri 5, Mon 8, Wed 10, Fri 12, Mon 15; the card is due again.
      const friday = await planAt(who, '2027-03-05T08:00:00Z');
      expect(friday.today).toMatchObject({
        studyDay: true,
        studyDaysLeft: 5,
        nextStudyDate: '2027-03-08',
        questions: { toDo: 28, target: 6, done: 0 },
        cards: { target: 1, done: 0 },
      });

      // A question still to do, taken out of the bank, is no longer to do. (The practice test
      // shows the questions in a random order: the one taken out must not be one answered right.)
      const stillToDo = exam.questions.find((question) => !answered.includes(question.id))!.id;
      const setStatus = (status: 'draft' | 'published') =>
        context.db.update(questions).set({ status }).where(eq(questions.id, stillToDo));
      await setStatus('draft');
      try {
        expect((await planAt(who, '2027-03-05T08:00:00Z')).today.questions.toDo).toBe(27);
      } finally {
        await setStatus('published');
      }

      // The exam day and after: no study day, no next one.
      const examDay = await planAt(who, '2027-03-17T09:00:00Z');
      expect(examDay.today).toMatchObject({
        daysToExam: 0,
        studyDay: false,
        studyDaysLeft: 0,
        nextStudyDate: null,
        questions: { target: 0 },
      });
      expect((await planAt(who, '2027-03-20T09:00:00Z')).today.daysToExam).toBe(-3);
    });

    it('counts days in the plan’s time zone: Auckland around its midnight', async () => {
      const who = await student();
      // 10:30 UTC on Tuesday 2 March is 23:30 in Auckland (UTC+13 in March).
      const tuesdayNight = '2027-03-02T10:30:00Z';
      const wednesdayEarly = '2027-03-02T11:30:00Z';
      const saved = await put(
        who,
        plan({ timeZone: 'Pacific/Auckland', studyDays: [3], examDate: '2027-03-10' }),
        tuesdayNight,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      // An answer a minute before Auckland's midnight, and one a minute after.
      await answer(who, '2027-03-02T10:59:00Z', 1, 0);
      await answer(who, '2027-03-02T11:01:00Z', 0, 1);

      const before = await planAt(who, tuesdayNight);
      expect(before.today).toMatchObject({
        date: '2027-03-02',
        daysToExam: 8,
        studyDay: false,
        studyDaysLeft: 1,
        nextStudyDate: '2027-03-03',
        questions: { target: 0 },
      });
      const after = await planAt(who, wednesdayEarly);
      // Only Wednesday 3 is left before the exam (Wednesday 10): everything is today's.
      expect(after.today).toMatchObject({
        date: '2027-03-03',
        daysToExam: 7,
        studyDay: true,
        studyDaysLeft: 1,
        nextStudyDate: null,
        questions: { toDo: LIVE_QUESTIONS - 1, target: LIVE_QUESTIONS - 1, done: 1 },
        cards: { target: 1, done: 0 },
      });
      // In Auckland Tuesday is over; in UTC it is still the day.
      const tuesday = plan({ examDate: '2027-03-02', timeZone: 'Pacific/Auckland' });
      expect((await put(who, tuesday, wednesdayEarly)).json()).toMatchObject({
        details: [{ path: 'examDate', message: TEXT.examDatePast }],
      });
      expect((await put(who, { ...tuesday, timeZone: 'UTC' }, wednesdayEarly)).statusCode).toBe(
        200,
      );
    });
  });

  describe('reminders', () => {
    const mailsTo = (who: Student) => outboxFor(context, who.email);
    const linkIn = (mail: string) => {
      const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return /study-plan\/reminders-off\?token=([^\s]+)/.exec(unfolded)![1]!;
    };

    it('come once a local day, on study days from the hour, until the exam, with the day’s targets', async () => {
      const who = await student();
      // Mondays and Wednesdays at 18:00 in London (UTC in March), exam on Monday 15 March.
      await put(
        who,
        plan({ studyDays: [1, 3], timeZone: 'Europe/London', examDate: '2027-03-15' }),
        WEDNESDAY,
      );
      await answer(who, '2027-03-03T09:00:00Z', 1, 1);

      const mailsAfterSweep = async (at: string) => {
        await sweep(who, at);
        return (await mailsTo(who)).length;
      };
      expect(await mailsAfterSweep('2027-03-03T17:59:00Z')).toBe(0);
      expect(await mailsAfterSweep('2027-03-03T18:00:00Z')).toBe(1);
      expect(await mailsAfterSweep('2027-03-03T21:00:00Z')).toBe(1);
      // Long header lines are folded onto the next line.
      const mail = (await mailsTo(who))[0]!.replace(/\r?\n[ \t]+/g, ' ');
      expect(mail).toContain('Subject: Study day:');
      expect(mail).toMatch(
        /List-Unsubscribe: <http[^>]*\/api\/v1\/study-plans\/reminders-off\?token=/,
      );
      expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      // Wed 3, Mon 8, Wed 10 left: 30 / 3 questions; done 2; the wrong answer's card.
      expect(mail).toContain('Questions: 2 of 10 answered');
      expect(mail).toContain('Flashcards: 0 of 1 reviewed');
      expect(mail).toContain('/user');

      // Thursday is no study day; Monday the 8th is, once 18:00 has come.
      expect(await mailsAfterSweep('2027-03-04T19:00:00Z')).toBe(1);
      expect(await mailsAfterSweep('2027-03-08T17:00:00Z')).toBe(1);
      expect(await mailsAfterSweep('2027-03-08T18:30:00Z')).toBe(2);
      // The exam day (a Monday) and after: none.
      expect(await mailsAfterSweep('2027-03-15T19:00:00Z')).toBe(2);
      expect(await mailsAfterSweep('2027-03-17T19:00:00Z')).toBe(2);
    });

    it('never come when turned off, and the link in one turns them off without signing in', async () => {
      const quiet = await student();
      await put(quiet, plan({ reminders: false }), WEDNESDAY);
      const who = await student();
      await put(who, plan(), WEDNESDAY);
      await sweep(quiet, '2027-03-03T19:00:00Z');
      await sweep(who, '2027-03-03T19:00:00Z');
      expect(await mailsTo(quiet)).toHaveLength(0);
      const [mail] = await mailsTo(who);
      const token = linkIn(mail!);

      const bad = await send('POST', `/study-plans/reminders-off?token=${token.slice(0, -2)}xx`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: TEXT.remindersOffLinkInvalid });
      expect((await send('POST', '/study-plans/reminders-off?token=nonsense')).statusCode).toBe(
        400,
      );
      expect((await planAt(who, WEDNESDAY)).reminders).toBe(true);

      // A mail program's one-click unsubscribe: a form post to the List-Unsubscribe address.
      const off = await context.app.inject({
        method: 'POST',
        url: `/api/v1/study-plans/reminders-off?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({
        data: { message: TEXT.remindersOff, examName: exam.name },
      });
      expect((await planAt(who, WEDNESDAY)).reminders).toBe(false);
      // Again (the page opened twice): still off, still fine.
      expect((await send('POST', `/study-plans/reminders-off?token=${token}`)).statusCode).toBe(
        200,
      );
      await sweep(who, '2027-03-05T19:00:00Z');
      expect(await mailsTo(who)).toHaveLength(1);
    });

    it('sweeps at the same moment, as on two instances, send one mail per plan', async () => {
      const who = await student();
      const also = await student();
      await put(who, plan({ studyDays: [5] }), WEDNESDAY);
      await put(also, plan({ studyDays: [5] }), WEDNESDAY);
      // The scheduled sweep (every student's plans) twice, and the test route's, together.
      const reminders = createStudyReminders({
        db: context.db,
        jobs: context.app.jobs,
        links: createReminderLinks(TEST_JWT_SECRET),
        publicUrl: context.config.publicUrl,
      });
      const at = new Date('2027-03-05T18:10:00Z');
      await Promise.all([
        reminders.sweep(at),
        reminders.sweep(at),
        sweep(who, '2027-03-05T18:11:00Z'),
      ]);
      expect(await mailsTo(who)).toHaveLength(1);
      expect(await mailsTo(also)).toHaveLength(1);
    });

    it('the sweep route is only on test servers, and never in the API document', async () => {
      const document = context.app.swagger() as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths).some((path) => path.includes('test-clock'))).toBe(false);
      const plain = await createTestApp();
      try {
        const reply = await plain.app.inject({ method: 'POST', url: `/api/v1${SWEEP_NOW_PATH}` });
        expect(reply.statusCode).toBe(404);
      } finally {
        await plain.close();
      }
    });
  });
});
