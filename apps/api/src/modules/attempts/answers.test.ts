// Answering: the secrets of a question, final practice answers, changeable mock answers,
// the end time, and pick counts that stay exact under concurrent submissions.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionOptions, questions, testAnswers, tests } from '../../db/schema';
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
  type SeededQuestion,
} from '../../test/attempt-fixtures';
import { signedInAdmin } from '../../test/content-fixtures';

type Started = { testId: string; endTime: string | null };
type Result = {
  isCorrect: boolean;
  correctOptionIds: string[];
  correctAnswerText: string | null;
  explanation: string;
  answerCount: number;
  options: { id: string; pickCount: number; pickPercentage: number }[];
};
type Question = { id: string; type: string; options: { id: string }[]; result: Result | null };
type Detail = { test: { status: string; correctCount: number | null }; questions: Question[] };
type Saved = { saved: { questionId: string; result: Result | null }[]; answeredCount: number };

/** Anything that would tell the student what is right before they may know it. */
const SECRETS =
  /isCorrect|correctOptionIds|correctAnswerText|explanation|Explanation of|pickCount|pickPercentage/;
/** The same before anything was answered, when no fill-in answer text may appear at all. */
const SECRETS_OR_ANSWER_TEXT = new RegExp(`${SECRETS.source}|Answer \\d`);

describe('answering', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db);
  });
  afterAll(() => context.close());

  const seeded = (id: string, source: SeededExam = exam): SeededQuestion =>
    source.questions.find((question) => question.id === id)!;

  async function startFor(type: 'practice' | 'mock', body: object = {}, source = exam) {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, source.id);
    const api = apiFor(context, student.token);
    const started = dataOf<Started>(await api.start(source.id, { type, ...body }));
    const detailResponse = await api.test(source.id, started.testId);
    const detail = dataOf<Detail>(detailResponse);
    return { student, api, testId: started.testId, detail, raw: detailResponse.body };
  }

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

  describe('mock', () => {
    it('reveals nothing before the end, lets answers change, and reveals everything after', async () => {
      const own = await seedExam(context.db);
      const { api, testId, detail, raw } = await startFor('mock', {}, own);
      expect(raw).not.toMatch(SECRETS_OR_ANSWER_TEXT);
      const [first, second] = detail.questions.map((q) => seeded(q.id, own));

      const reply = await api.submit(own.id, testId, [wrongAnswer(first!), rightAnswer(second!)]);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toMatch(SECRETS);
      expect(dataOf<Saved>(reply).saved.every((item) => item.result === null)).toBe(true);

      const changed = await api.submit(own.id, testId, [rightAnswer(first!)]);
      expect(changed.statusCode).toBe(200);
      expect(changed.body).not.toMatch(SECRETS);

      const during = await api.test(own.id, testId);
      expect(during.body).not.toMatch(SECRETS);
      expect(dataOf<Detail>(during).test.correctCount).toBeNull();
      const history = await api.get(`/user/test?examId=${own.id}`);
      expect(history.body).not.toMatch(SECRETS);
      expect(
        dataOf<{ tests: { correctCount: number | null }[] }>(history).tests[0]!.correctCount,
      ).toBeNull();
      const analytics = await api.get(`/user/test/${own.id}/${testId}/analytics`);
      expect(analytics.statusCode).toBe(409);
      expect(analytics.body).not.toMatch(SECRETS);

      dataOf(await api.post(`/user/test/${own.id}/${testId}/end`));
      const after = dataOf<Detail>(await api.test(own.id, testId));
      expect(after.test).toMatchObject({ status: 'ended', correctCount: 2 });
      expect(after.questions.every((question) => question.result !== null)).toBe(true);
      expect(after.questions[0]!.result).toMatchObject({ isCorrect: true });
      expect(after.questions[2]!.result).toMatchObject({ isCorrect: false });

      // The changed answer counts once, with its final option.
      const [row] = await context.db.select().from(questions).where(eq(questions.id, first!.id));
      expect(row).toMatchObject({ answerCount: 1, correctCount: 1 });
    });

    it('refuses answers after the end time and ends the test on that touch', async () => {
      const { api, testId, detail } = await startFor('mock');
      const question = seeded(detail.questions[0]!.id);
      const endTime = new Date(Date.now() - 1000);
      await context.db.update(tests).set({ endTime }).where(eq(tests.id, testId));

      const late = await api.submit(exam.id, testId, [rightAnswer(question)]);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        error: 'TestEnded',
        message: 'This test has ended. Answers can no longer be saved or changed.',
      });
      const [row] = await context.db.select().from(tests).where(eq(tests.id, testId));
      expect(row).toMatchObject({ status: 'ended', remainingSeconds: 0 });
      expect(row!.endedAt?.getTime()).toBe(endTime.getTime());
      const answers = await context.db
        .select()
        .from(testAnswers)
        .where(eq(testAnswers.testId, testId));
      expect(answers).toHaveLength(0);
    });
  });

  it('shows an edit of a question on the next page load, for everyone who sits it', async () => {
    const own = await seedExam(context.db);
    const first = await startFor('mock', {}, own);
    const second = await startFor('mock', {}, own);
    const shared = first.detail.questions.find(
      (q) =>
        q.type === 'single_choice' && second.detail.questions.some((other) => other.id === q.id),
    )!;
    const admin = await signedInAdmin(context, ['admin']);
    const options = seeded(shared.id, own).options;
    const edit = await admin.patch(`/admin/question/${shared.id}`, {
      type: 'single_choice',
      question: '<p>Edited after the first page load</p>',
      explanation: '<p>Because.</p>',
      options: options.map((option, index) => ({
        id: option.id,
        value: `Edited option ${index + 1}`,
        answer: option.isCorrect,
      })),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    for (const student of [first, second]) {
      const page = dataOf<{
        questions: { id: string; question: string; options: { value: string }[] }[];
      }>(await student.api.test(own.id, student.testId));
      const shown = page.questions.find((q) => q.id === shared.id)!;
      expect(shown.question).toBe('<p>Edited after the first page load</p>');
      expect(shown.options.map((option) => option.value)).toEqual(
        options.map((_, index) => `Edited option ${index + 1}`),
      );
    }
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

  it('keeps pick counts exact under 50 concurrent submissions, changed mock answers included', async () => {
    const own = await seedExam(context.db);
    const students = await Promise.all(Array.from({ length: 25 }, () => startFor('mock', {}, own)));
    const practiceStudents = await Promise.all(
      Array.from({ length: 25 }, () =>
        startFor('practice', { subjectIds: [own.subjects.A2] }, own),
      ),
    );
    /** What each test should hold at the end: test -> question -> answer sent last. */
    const finalAnswers = new Map<string, Map<string, ReturnType<typeof rightAnswer>>>();
    const remember = (testId: string, answers: ReturnType<typeof rightAnswer>[]) => {
      const held = finalAnswers.get(testId) ?? new Map<string, ReturnType<typeof rightAnswer>>();
      for (const answer of answers) held.set(answer.questionId, answer);
      finalAnswers.set(testId, held);
    };
    const pick = (question: SeededQuestion, seed: number) =>
      seed % 3 === 0 ? rightAnswer(question) : wrongAnswer(question, seed);

    // Round 1: every mock student sends all answers in two concurrent halves, and every
    // practice student answers the same six questions: 50 students at once.
    const round1 = [
      ...students.flatMap(({ api, testId, detail }, index) => {
        const answers = detail.questions.map((q, position) =>
          pick(seeded(q.id, own), index + position),
        );
        remember(testId, answers);
        const half = Math.ceil(answers.length / 2);
        return [
          api.submit(own.id, testId, answers.slice(0, half)),
          api.submit(own.id, testId, answers.slice(half)),
        ];
      }),
      ...practiceStudents.map(({ api, testId, detail }, index) => {
        const answers = detail.questions.map((q, position) =>
          pick(seeded(q.id, own), index * 7 + position),
        );
        remember(testId, answers);
        return api.submit(own.id, testId, answers);
      }),
    ];
    for (const response of await Promise.all(round1))
      expect(response.statusCode, response.body).toBe(200);

    // Round 2: every mock student changes half of the answers, sending the change twice at
    // once (a retry racing the original); practice students retry their answers unchanged.
    const round2 = [
      ...students.flatMap(({ api, testId, detail }, index) => {
        const changes = detail.questions
          .filter((_, position) => position % 2 === 0)
          .map((q, position) => pick(seeded(q.id, own), index + position + 1));
        remember(testId, changes);
        return [api.submit(own.id, testId, changes), api.submit(own.id, testId, changes)];
      }),
      ...practiceStudents.map(({ api, testId }) =>
        api.submit(own.id, testId, [...finalAnswers.get(testId)!.values()]),
      ),
    ];
    for (const response of await Promise.all(round2)) expect(response.statusCode).toBe(200);

    // Expected counts from what was sent last, independently of the server.
    const expectedPicks = new Map<string, number>();
    const expectedAnswers = new Map<string, { answers: number; correct: number }>();
    for (const held of finalAnswers.values()) {
      for (const answer of held.values()) {
        const question = seeded(answer.questionId, own);
        const chosen =
          'option' in answer && answer.option
            ? [answer.option]
            : 'options' in answer
              ? (answer.options ?? [])
              : [];
        for (const id of chosen) expectedPicks.set(id, (expectedPicks.get(id) ?? 0) + 1);
        const counts = expectedAnswers.get(question.id) ?? { answers: 0, correct: 0 };
        counts.answers += 1;
        if (JSON.stringify(answer) === JSON.stringify(rightAnswer(question))) counts.correct += 1;
        expectedAnswers.set(question.id, counts);
      }
    }

    const questionIds = own.questions.map((question) => question.id);
    const optionRows = await context.db
      .select()
      .from(questionOptions)
      .where(inArray(questionOptions.questionId, questionIds));
    for (const option of optionRows) {
      expect(option.pickCount, `option ${option.id}`).toBe(expectedPicks.get(option.id) ?? 0);
    }
    const questionRows = await context.db
      .select()
      .from(questions)
      .where(inArray(questions.id, questionIds));
    for (const question of questionRows) {
      const expected = expectedAnswers.get(question.id) ?? { answers: 0, correct: 0 };
      expect(question.answerCount, `answers of ${question.id}`).toBe(expected.answers);
      expect(question.correctCount, `right answers of ${question.id}`).toBe(expected.correct);
    }
    // The tests' own counters agree with the answers they hold.
    const mismatched = await context.db
      .select({ id: tests.id })
      .from(tests)
      .where(
        sql`${tests.examId} = ${own.id} and (${tests.answeredCount}, ${tests.correctCount}) <>
          (select count(*)::int, (count(*) filter (where ${testAnswers.isCorrect}))::int
           from ${testAnswers} where ${testAnswers.testId} = ${tests.id})`,
      );
    expect(mismatched).toEqual([]);
  });
});

function rightAnswerIds(question: SeededQuestion): string[] {
  return question.options.filter((option) => option.isCorrect).map((option) => option.id);
}
