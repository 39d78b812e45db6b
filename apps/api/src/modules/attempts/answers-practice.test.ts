// Answering a practice test: the secrets of a question until it is submitted, final answers,
// marking, refused answers, the time spent, and another student's test out of reach.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, testAnswers, tests } from '../../db/schema';
import {
  answering,
  rightAnswerIds,
  SECRETS,
  SECRETS_OR_ANSWER_TEXT,
  type Detail,
  type Saved,
} from '../../test/answer-fixtures';
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
import { createTestApp, type TestContext } from '../../test/test-app';

describe('answering', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db);
  });
  afterAll(() => context.close());

  const { seeded, startFor } = answering(() => ({ context, exam }));

  describe('practice', () => {
    it('sends questions without answers, correctness or explanations until each is submitted', async () => {
      const { api, testId, detail, raw } = await startFor('practice');
      expect(raw).not.toMatch(SECRETS_OR_ANSWER_TEXT);
      expect(detail.questions.every((question) => question.result === null)).toBe(true);

      const first = seeded(detail.questions[0]!.id);
      const submitted = await api.submit(exam.id, testId, [rightAnswer(first)]);
      const reply = dataOf<Saved>(submitted);
      expect(reply.message).toBe('Submission successful');
      const result = reply.saved[0]!.result!;
      expect(result.isCorrect).toBe(true);
      expect(result.explanation).toMatch(/^<p>Explanation of/);
      expect(result.correctOptionIds).toEqual(
        first.options.filter((option) => option.isCorrect).map((option) => option.id),
      );
      // Only this student has answered: the picked option holds 100.00 %, the others 0.
      expect(result.answerCount).toBe(1);
      for (const option of result.options) {
        const picked =
          first.type === 'fill_in_the_blanks' ? false : rightAnswerIds(first).includes(option.id);
        expect(option.pickPercentage).toBe(picked ? 100 : 0);
      }

      // Reloading reveals that question only.
      const again = await api.test(exam.id, testId);
      const questionsJson = (JSON.parse(again.body) as { data: Detail }).data.questions;
      expect(questionsJson[0]!.result).toMatchObject({ isCorrect: true });
      for (const question of questionsJson.slice(1)) {
        expect(JSON.stringify(question)).not.toMatch(SECRETS);
      }
    });

    it('makes a submitted answer final: the same answer again is a harmless retry, another is refused', async () => {
      // An exam of its own: the answer counts below start from zero.
      const own = await seedExam(context.db);
      const { api, testId, detail } = await startFor(
        'practice',
        { subjectIds: [own.subjects.A1] },
        own,
      );
      const question = seeded(detail.questions[0]!.id, own);
      dataOf(await api.submit(own.id, testId, [wrongAnswer(question)]));
      const retry = dataOf<Saved>(await api.submit(own.id, testId, [wrongAnswer(question)]));
      expect(retry.saved[0]!.result).toMatchObject({ isCorrect: false, answerCount: 1 });
      const change = await api.submit(own.id, testId, [rightAnswer(question)]);
      expect(change.statusCode).toBe(409);
      expect(change.json()).toMatchObject({
        message: 'This question was already submitted. In a practice test an answer is final.',
      });
      const [row] = await context.db.select().from(questions).where(eq(questions.id, question.id));
      expect(row).toMatchObject({ answerCount: 1, correctCount: 0 });
    });

    it('refuses a request that would change a final answer as a whole: its other answers are not held', async () => {
      const own = await seedExam(context.db);
      const { api, testId, detail } = await startFor(
        'practice',
        { subjectIds: [own.subjects.A1] },
        own,
      );
      const [first, second] = detail.questions.map((q) => seeded(q.id, own));
      dataOf(await api.submit(own.id, testId, [wrongAnswer(first!)]));
      const mixed = await api.submit(own.id, testId, [rightAnswer(second!), rightAnswer(first!)]);
      expect(mixed.statusCode).toBe(409);
      const held = await context.db
        .select()
        .from(testAnswers)
        .where(eq(testAnswers.testId, testId));
      expect(held.map((row) => row.questionId)).toEqual([first!.id]);
      const [counts] = await context.db
        .select()
        .from(questions)
        .where(eq(questions.id, second!.id));
      expect(counts).toMatchObject({ answerCount: 0, correctCount: 0 });
      const [test] = await context.db.select().from(tests).where(eq(tests.id, testId));
      expect(test).toMatchObject({ answeredCount: 1 });
    });

    it('holds any text a student types as typed, and refuses a NUL character with 400', async () => {
      const { api, testId, detail } = await startFor('practice', { questions: 30 });
      const [fill, other] = detail.questions
        .filter((q) => q.type === 'fill_in_the_blanks')
        .map((q) => seeded(q.id));
      const typed = String.raw`it's \\ "quoted" \'); drop table tests; -- é 🩺`;
      const reply = dataOf<Saved & { saved: { answer: { answerText: string } }[] }>(
        await api.submit(exam.id, testId, [{ questionId: fill!.id, answerText: typed }]),
      );
      expect(reply.saved[0]!.answer.answerText).toBe(typed);
      const [row] = await context.db
        .select()
        .from(testAnswers)
        .where(and(eq(testAnswers.testId, testId), eq(testAnswers.questionId, fill!.id)));
      expect(row!.answerText).toBe(typed);
      const nul = await api.submit(exam.id, testId, [
        { questionId: other!.id, answerText: 'a\u0000b' },
      ]);
      expect(nul.statusCode).toBe(400);
    });

    it('marks multiple choice right only with exactly the right options, and fill-in ignoring case and spaces', async () => {
      const { api, testId, detail } = await startFor('practice', { questions: 30 });
      const multiples = detail.questions
        .filter((q) => q.type === 'multiple_choice')
        .map((q) => seeded(q.id));
      const fills = detail.questions
        .filter((q) => q.type === 'fill_in_the_blanks')
        .map((q) => seeded(q.id));
      const [allRight, partly] = multiples;
      const [exactText, looseText, wrongText] = fills;
      const reply = dataOf<Saved>(
        await api.submit(exam.id, testId, [
          rightAnswer(allRight!),
          { questionId: partly!.id, options: [rightAnswerIds(partly!)[0]] },
          rightAnswer(exactText!),
          {
            questionId: looseText!.id,
            answerText: `  ${looseText!.answerText!.toUpperCase().replace(' ', '   ')} `,
          },
          { questionId: wrongText!.id, answerText: 'not it' },
        ]),
      );
      expect(reply.saved.map((item) => item.result!.isCorrect)).toEqual([
        true,
        false,
        true,
        true,
        false,
      ]);
      expect(reply.saved[2]!.result!.correctAnswerText).toBe(exactText!.answerText);
      expect(reply.answeredCount).toBe(5);
    });

    it('refuses an empty selection, a foreign option and a question outside the test', async () => {
      const { api, testId, detail } = await startFor('practice', {
        subjectIds: [exam.subjects.A2],
      });
      const question = seeded(detail.questions[0]!.id);
      const empty = await api.submit(exam.id, testId, [{ questionId: question.id, options: [] }]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'No valid answer selected.' });

      const foreignOption = exam.questions.find(
        (q) => q.id !== question.id && q.options.length > 0,
      )!.options[0]!.id;
      const foreign = await api.submit(exam.id, testId, [
        { questionId: question.id, options: [foreignOption] },
      ]);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({
        message: 'The chosen option does not belong to this question.',
      });

      const outsider = exam.questions.find((q) => q.subject === 'B2')!;
      const outside = await api.submit(exam.id, testId, [rightAnswer(outsider)]);
      expect(outside.statusCode).toBe(400);
      expect(outside.json()).toMatchObject({ message: 'That question is not part of this test.' });

      const mismatch = await api.post(`/user/test/${exam.id}/${testId}`, {
        testId: '00000000-0000-4000-8000-000000000000',
        answers: [rightAnswer(question)],
      });
      expect(mismatch.statusCode).toBe(400);

      const twoForSingle = exam.questions.find((q) => q.subject === 'A1')!;
      const single = await startFor('practice', { subjectIds: [exam.subjects.A1] });
      const refused = await single.api.submit(exam.id, single.testId, [
        { questionId: twoForSingle.id, options: twoForSingle.options.slice(0, 2).map((o) => o.id) },
      ]);
      expect(refused.json()).toMatchObject({
        message: 'A single-choice question takes one option.',
      });
    });

    it('caps the time spent at the time since the test started (and an hour)', async () => {
      const { api, testId, detail } = await startFor('practice', {
        subjectIds: [exam.subjects.A1],
      });
      await context.db
        .update(tests)
        .set({ startedAt: new Date(Date.now() - 120_000) })
        .where(eq(tests.id, testId));
      const [first, second] = detail.questions.map((q) => seeded(q.id));
      dataOf(
        await api.submit(exam.id, testId, [
          { ...rightAnswer(first!), timeSpentSeconds: 45 },
          { ...rightAnswer(second!), timeSpentSeconds: 999_999 },
        ]),
      );
      const rows = await context.db
        .select()
        .from(testAnswers)
        .where(eq(testAnswers.testId, testId));
      const byQuestion = new Map(rows.map((row) => [row.questionId, row.timeSpentSeconds]));
      expect(byQuestion.get(first!.id)).toBe(45);
      expect(byQuestion.get(second!.id)).toBeGreaterThanOrEqual(120);
      expect(byQuestion.get(second!.id)).toBeLessThan(130);
    });
  });

  it("answers 404 for another student's test, whatever the call", async () => {
    const { testId, detail } = await startFor('practice');
    const intruder = await createStudent(context);
    await grantAccess(context.db, intruder.id, exam.id);
    const api = apiFor(context, intruder.token);
    const question = seeded(detail.questions[0]!.id);
    const calls = [
      api.test(exam.id, testId),
      api.submit(exam.id, testId, [rightAnswer(question)]),
      api.post(`/user/test/${exam.id}/${testId}/pause`),
      api.post(`/user/test/${exam.id}/${testId}/resume`),
      api.post(`/user/test/${exam.id}/${testId}/end`),
      api.get(`/user/test/${exam.id}/${testId}/analytics`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Test not found' });
    }
    // Nor through another exam's address.
    const other = await seedExam(context.db);
    const own = await startFor('practice');
    expect((await own.api.test(other.id, own.testId)).statusCode).toBe(404);
  });
});
