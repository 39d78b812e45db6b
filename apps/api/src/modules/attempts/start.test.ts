// Starting tests: access, the defaults and choices of a practice test, the exam's mock
// settings and the free trial.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, tests } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  apiFor,
  createStudent,
  dataOf,
  expireAccess,
  grantAccess,
  seedExam,
  type SeededExam,
} from '../../test/attempt-fixtures';
import { starting, type Detail, type Started } from '../../test/start-fixtures';

describe('starting a test', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db);
  });
  afterAll(() => context.close());

  const { studentWithAccess, questionsOf } = starting(() => ({ context, exam }));

  describe('access', () => {
    it('refuses practice and mock tests without an active subscription, with a clear 403', async () => {
      const student = await createStudent(context);
      const api = apiFor(context, student.token);
      for (const type of ['practice', 'mock']) {
        const response = await api.start(exam.id, { type });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          error: 'Forbidden',
          message: expect.stringContaining('active subscription'),
        });
      }
      await grantAccess(context.db, student.id, exam.id);
      expect((await api.start(exam.id, { type: 'practice' })).statusCode).toBe(200);
      await expireAccess(context.db, student.id, exam.id);
      expect((await api.start(exam.id, { type: 'mock' })).statusCode).toBe(403);
    });

    it('needs a student token', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/v1/user/test/${exam.id}`,
        payload: { type: 'free-trial' },
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 404 for an unknown exam and 400 for a malformed id or body', async () => {
      const { api } = await studentWithAccess();
      const unknown = await api.start('00000000-0000-4000-8000-000000000000', { type: 'mock' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Exam not found' });

      expect((await api.start('not-a-uuid', { type: 'mock' })).statusCode).toBe(400);
      const badType = await api.start(exam.id, { type: 'exam' });
      expect(badType.statusCode).toBe(400);
      expect(badType.json()).toMatchObject({
        details: [{ path: 'type', message: 'Type must be practice, mock or free-trial' }],
      });
      const tooMany = await api.start(exam.id, { type: 'practice', questions: 500 });
      expect(tooMany.json()).toMatchObject({
        message: 'Number of questions must be between 1 and 200',
      });
      const badMinutes = await api.start(exam.id, { type: 'practice', minutes: 0 });
      expect(badMinutes.json()).toMatchObject({ message: 'Minutes must be between 1 and 480' });
      const pastEnd = await api.start(exam.id, {
        type: 'practice',
        endTime: new Date(Date.now() - 60_000).toISOString(),
      });
      expect(pastEnd.statusCode).toBe(400);
    });
  });

  describe('practice tests', () => {
    it('starts with the defaults: 30 questions (all 30 live ones), 20 minutes, mode all', async () => {
      const { api } = await studentWithAccess();
      const before = Date.now();
      const response = await api.start(exam.id, { type: 'practice' });
      const started = dataOf<Started>(response);
      expect(started.message).toBe('Exam Started Successfully');
      expect(started.questionCount).toBe(30);
      const minutes = (new Date(started.endTime!).getTime() - before) / 60_000;
      expect(minutes).toBeGreaterThan(19.9);
      expect(minutes).toBeLessThan(20.1);
      const detail = await questionsOf(api, started.testId);
      expect(detail.test).toMatchObject({ type: 'practice', mode: 'all', questionCount: 30 });
    });

    it('draws only from the chosen courses and subjects, in random order', async () => {
      const { api } = await studentWithAccess();
      const inSubjects = (names: string[]) =>
        new Set(exam.questions.filter((q) => names.includes(q.subject)).map((q) => q.id));

      // A chosen subject narrows its course; a course chosen alone counts whole.
      const started = dataOf<Started>(
        await api.start(exam.id, {
          type: 'practice',
          courseIds: [exam.courses.Alpha, exam.courses.Beta],
          subjectIds: [exam.subjects.B2],
          questions: 30,
        }),
      );
      const allowed = inSubjects(['A1', 'A2', 'B2']);
      const detail = await questionsOf(api, started.testId);
      expect(detail.questions).toHaveLength(allowed.size);
      expect(detail.questions.every((question) => allowed.has(question.id))).toBe(true);

      const orders = new Set<string>();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const again = dataOf<Started>(
          await api.start(exam.id, { type: 'practice', subjectIds: [exam.subjects.A1] }),
        );
        const ids = (await questionsOf(api, again.testId)).questions.map((q) => q.id);
        expect(new Set(ids)).toEqual(inSubjects(['A1']));
        orders.add(ids.join());
      }
      expect(orders.size).toBeGreaterThan(1);
    });

    it('takes the number of questions asked for, and untimed when asked', async () => {
      const { api } = await studentWithAccess();
      const started = dataOf<Started>(
        await api.start(exam.id, { type: 'practice', questions: 5, timed: false }),
      );
      expect(started.questionCount).toBe(5);
      expect(started.endTime).toBeNull();
      expect((await questionsOf(api, started.testId)).test.timed).toBe(false);
    });

    it('reads the first client endTime as the duration when minutes are absent', async () => {
      const { api } = await studentWithAccess();
      const endTime = new Date(Date.now() + 45 * 60_000).toISOString();
      const started = dataOf<Started>(await api.start(exam.id, { type: 'practice', endTime }));
      const minutes = (new Date(started.endTime!).getTime() - Date.now()) / 60_000;
      expect(Math.round(minutes)).toBe(45);
    });

    it('refuses ids of another exam', async () => {
      const { api } = await studentWithAccess();
      const other = await seedExam(context.db);
      const response = await api.start(exam.id, {
        type: 'practice',
        subjectIds: [other.subjects.A1],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Some of the chosen courses or subjects are not part of this exam.',
      });
    });

    it('never puts a retired question in a new test', async () => {
      const own = await seedExam(context.db);
      const student = await createStudent(context);
      await grantAccess(context.db, student.id, own.id);
      const api = apiFor(context, student.token);
      const retired = own.questions.filter((q) => q.subject === 'A1').slice(0, 4);
      for (const question of retired) {
        await context.db
          .update(questions)
          .set({ retiredAt: new Date() })
          .where(eq(questions.id, question.id));
      }
      const count = dataOf<{ count: number }>(
        await api.get(`/user/test/${own.id}/count?subjectIds=${own.subjects.A1}`),
      );
      expect(count.count).toBe(6);
      const started = dataOf<Started>(await api.start(own.id, { type: 'practice' }));
      expect(started.questionCount).toBe(26);
      const ids = (
        await api.test(own.id, started.testId).then((r) => dataOf<Detail>(r))
      ).questions.map((q) => q.id);
      expect(ids.some((id) => retired.some((q) => q.id === id))).toBe(false);
    });

    it('refuses a choice that matches no question with a clear 400', async () => {
      const { api } = await studentWithAccess();
      const response = await api.start(exam.id, {
        type: 'practice',
        questionMode: 'tagged',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message:
          'No questions match your choices. Choose other courses, subjects or difficulties, or another question mode.',
      });
    });
  });

  describe('mock exams', () => {
    it("take the exam's question count and time whatever the client sends", async () => {
      const { api } = await studentWithAccess();
      const before = Date.now();
      const started = dataOf<Started>(
        await api.start(exam.id, {
          type: 'mock',
          questions: 3,
          minutes: 240,
          timed: false,
          questionMode: 'tagged',
          subjectIds: [exam.subjects.A2],
          endTime: new Date(Date.now() + 5 * 60_000).toISOString(),
        }),
      );
      expect(started.questionCount).toBe(12);
      const minutes = (new Date(started.endTime!).getTime() - before) / 60_000;
      expect(minutes).toBeGreaterThan(29.9);
      expect(minutes).toBeLessThan(30.1);
      const detail = await questionsOf(api, started.testId);
      expect(detail.test).toMatchObject({ type: 'mock', mode: 'all', timed: true });
      // Drawn from the whole exam, not the subject sent.
      const subjects = new Set(
        detail.questions.map((q) => exam.questions.find((seeded) => seeded.id === q.id)!.subject),
      );
      expect(subjects.size).toBeGreaterThan(1);
    });
  });

  describe('free trial', () => {
    it('is 20 questions at most, untimed, whatever the client asks, and one per exam', async () => {
      const student = await createStudent(context);
      const api = apiFor(context, student.token);
      const first = dataOf<Started>(
        await api.start(exam.id, { type: 'free-trial', questions: 200, minutes: 30, timed: true }),
      );
      expect(first).toMatchObject({
        message: 'Exam Started Successfully',
        questionCount: 20,
        endTime: null,
      });
      const detail = await questionsOf(api, first.testId);
      expect(detail.test).toMatchObject({ type: 'free-trial', timed: false, questionCount: 20 });

      const second = dataOf<Started>(await api.start(exam.id, { type: 'free-trial' }));
      expect(second.testId).toBe(first.testId);

      // Two racing requests still make one.
      const other = await createStudent(context);
      const otherApi = apiFor(context, other.token);
      const raced = await Promise.all(
        Array.from({ length: 5 }, () => otherApi.start(exam.id, { type: 'free-trial' })),
      );
      const ids = new Set(raced.map((response) => dataOf<Started>(response).testId));
      expect(ids.size).toBe(1);
      const rows = await context.db.select().from(tests).where(eq(tests.userId, other.id));
      expect(rows).toHaveLength(1);
    });

    it('is refused to a student who owns the exam, and has no report button on the server', async () => {
      const { api } = await studentWithAccess();
      const owned = await api.start(exam.id, { type: 'free-trial' });
      expect(owned.statusCode).toBe(409);
      expect(owned.json()).toMatchObject({
        message: expect.stringContaining('already have access'),
      });

      const trialist = await createStudent(context);
      const trialApi = apiFor(context, trialist.token);
      const trial = dataOf<Started>(await trialApi.start(exam.id, { type: 'free-trial' }));
      const question = (await questionsOf(trialApi, trial.testId)).questions[0]!;
      const report = await trialApi.post(`/user/exam/${exam.id}/${question.id}/report`, {
        reason: 'Typo in option b',
      });
      expect(report.statusCode).toBe(403);
      // Tagging works in a free trial (the question is in the student's test).
      expect(
        dataOf<{ tagged: boolean }>(await trialApi.post(`/user/exam/${exam.id}/${question.id}/tag`))
          .tagged,
      ).toBe(true);
    });
  });
});
