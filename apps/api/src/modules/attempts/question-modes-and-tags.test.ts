// Question modes (all, unused, used, incorrect, tagged) of a new test and the count shown
// before starting; tagging and reporting a question.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  apiFor,
  createStudent,
  dataOf,
  grantAccess,
  rightAnswer,
  seedExam,
  wrongAnswer,
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

  const { studentWithAccess } = starting(() => ({ context, exam }));

  describe('question modes', () => {
    it('all, unused, used, incorrect and tagged pick the right questions, and the count agrees', async () => {
      const own = await seedExam(context.db);
      const student = await createStudent(context);
      await grantAccess(context.db, student.id, own.id);
      const api = apiFor(context, student.token);
      const a1 = own.questions.filter((q) => q.subject === 'A1');
      const scope = { subjectIds: [own.subjects.A1] };

      // Answer four A1 questions in practice: two right, two wrong.
      const practice = dataOf<Started>(
        await api.start(own.id, { type: 'practice', ...scope, questions: 10 }),
      );
      const [right1, right2, wrong1, wrong2] = a1;
      dataOf(
        await api.submit(own.id, practice.testId, [
          rightAnswer(right1!),
          rightAnswer(right2!),
          wrongAnswer(wrong1!),
          wrongAnswer(wrong2!),
        ]),
      );
      // Tag two questions, one of them answered.
      for (const question of [right1!, a1[6]!]) {
        const tagged = dataOf<{ tagged: boolean }>(
          await api.post(`/user/exam/${own.id}/${question.id}/tag`),
        );
        expect(tagged).toMatchObject({ tagged: true, message: 'Question tagged' });
      }

      const expected: Record<string, string[]> = {
        all: a1.map((q) => q.id),
        used: [right1!, right2!, wrong1!, wrong2!].map((q) => q.id),
        unused: a1.slice(4).map((q) => q.id),
        incorrect: [wrong1!, wrong2!].map((q) => q.id),
        tagged: [right1!, a1[6]!].map((q) => q.id),
      };
      for (const [mode, ids] of Object.entries(expected)) {
        const count = dataOf<{ count: number }>(
          await api.get(
            `/user/test/${own.id}/count?questionMode=${mode}&subjectIds=${own.subjects.A1}`,
          ),
        );
        expect(count.count, mode).toBe(ids.length);
        const started = dataOf<Started>(
          await api.start(own.id, { type: 'practice', ...scope, questionMode: mode }),
        );
        const picked = (
          await api.test(own.id, started.testId).then((r) => dataOf<Detail>(r))
        ).questions.map((q) => q.id);
        expect(new Set(picked), mode).toEqual(new Set(ids));
      }

      // A question answered wrong and then right later is no longer 'incorrect'.
      const retry = dataOf<Started>(
        await api.start(own.id, { type: 'practice', ...scope, questionMode: 'incorrect' }),
      );
      dataOf(await api.submit(own.id, retry.testId, [rightAnswer(wrong1!)]));
      const afterRetry = dataOf<{ count: number }>(
        await api.get(
          `/user/test/${own.id}/count?questionMode=incorrect&subjectIds=${own.subjects.A1}`,
        ),
      );
      expect(afterRetry.count).toBe(1);

      // Untagging removes it from 'tagged'.
      const untagged = dataOf<{ tagged: boolean }>(
        await api.post(`/user/exam/${own.id}/${right1!.id}/tag`),
      );
      expect(untagged).toMatchObject({ tagged: false, message: 'Tag removed' });
      const taggedCount = dataOf<{ count: number }>(
        await api.get(`/user/test/${own.id}/count?questionMode=tagged`),
      );
      expect(taggedCount.count).toBe(1);
    });

    it("does not let a running mock's wrong answers show through the incorrect mode", async () => {
      const own = await seedExam(context.db);
      const student = await createStudent(context);
      await grantAccess(context.db, student.id, own.id);
      const api = apiFor(context, student.token);
      const mock = dataOf<Started>(await api.start(own.id, { type: 'mock' }));
      const mockQuestions = (await api.test(own.id, mock.testId).then((r) => dataOf<Detail>(r)))
        .questions;
      const first = own.questions.find((q) => q.id === mockQuestions[0]!.id)!;
      dataOf(await api.submit(own.id, mock.testId, [wrongAnswer(first)]));

      const countIncorrect = async () =>
        dataOf<{ count: number }>(
          await api.get(`/user/test/${own.id}/count?questionMode=incorrect`),
        ).count;
      expect(await countIncorrect()).toBe(0);
      dataOf(await api.post(`/user/test/${own.id}/${mock.testId}/end`));
      expect(await countIncorrect()).toBe(1);
    });

    it('counts by repeated query keys and refuses an unknown mode', async () => {
      const { api } = await studentWithAccess();
      const both = dataOf<{ count: number }>(
        await api.get(
          `/user/test/${exam.id}/count?subjectIds=${exam.subjects.A1}&subjectIds=${exam.subjects.A2}`,
        ),
      );
      expect(both.count).toBe(16);
      const course = dataOf<{ count: number }>(
        await api.get(`/user/test/${exam.id}/count?courseIds=${exam.courses.Beta}`),
      );
      expect(course.count).toBe(14);
      const bad = await api.get(`/user/test/${exam.id}/count?questionMode=sometimes`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Unknown question mode' });
    });
  });

  describe('tags and reports', () => {
    it('files a report for a student with access, and validates the reason', async () => {
      const { api, id } = await studentWithAccess();
      const question = exam.questions[0]!;
      const empty = await api.post(`/user/exam/${exam.id}/${question.id}/report`, { reason: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'Reason is required' });

      const filed = await api.post(`/user/exam/${exam.id}/${question.id}/report`, {
        reason: 'Option c is also right',
      });
      expect(dataOf(filed).message).toBe('Thank you. Your report was sent to our team.');
      const reports = await context.db.query.questionReports.findMany({
        where: (table, { eq: equals }) => equals(table.userId, id),
      });
      expect(reports).toMatchObject([
        {
          questionId: question.id,
          examId: exam.id,
          reason: 'Option c is also right',
          status: 'open',
        },
      ]);
    });

    it('answers 404 for a question of another exam or one the student never saw', async () => {
      const { api } = await studentWithAccess();
      const other = await seedExam(context.db);
      const foreign = other.questions[0]!;
      expect((await api.post(`/user/exam/${exam.id}/${foreign.id}/tag`)).statusCode).toBe(404);
      expect(
        (await api.post(`/user/exam/${exam.id}/${foreign.id}/report`, { reason: 'x' })).statusCode,
      ).toBe(404);
      // Without access and outside any of their tests: the same 404 as for a missing question,
      // whether tagging or reporting, so a real id tells nothing.
      const stranger = apiFor(context, (await createStudent(context)).token);
      const missing = randomUUID();
      for (const action of ['tag', 'report']) {
        const send = (questionId: string) =>
          stranger.post(`/user/exam/${exam.id}/${questionId}/${action}`, { reason: 'Typo' });
        const [real, random] = await Promise.all([send(exam.questions[0]!.id), send(missing)]);
        expect(real.statusCode, action).toBe(404);
        expect(real.json(), action).toEqual(random.json());
        expect(real.json(), action).toEqual({ message: 'Question not found', error: 'Not Found' });
      }
      expect(await context.db.query.questionReports.findMany()).not.toContainEqual(
        expect.objectContaining({ questionId: exam.questions[0]!.id, reason: 'Typo' }),
      );
    });
  });
});
