// Answering a mock test: nothing revealed before the end, answers that change until then, the
// end time; an edited question shown on the next load; pick counts exact under concurrency,
// a mock's answers counted once when it ends.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionOptions, questions, testAnswers, tests } from '../../db/schema';
import {
  answering,
  SECRETS,
  SECRETS_OR_ANSWER_TEXT,
  type Detail,
  type Saved,
} from '../../test/answer-fixtures';
import {
  dataOf,
  editedSingleChoice,
  rightAnswer,
  seedExam,
  testCatalogue,
  wrongAnswer,
  type SeededExam,
  type SeededQuestion,
} from '../../test/attempt-fixtures';
import { signedInAdmin } from '../../test/content-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { mockCountsSettled } from './mock-counts';
import { endOverdueTests, LATE_ANSWER_GRACE_MS } from './timer';

describe('answering', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db);
  });
  afterAll(() => context.close());

  const { seeded, startFor } = answering(() => ({ context, exam }));

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
      // A running mock's answers are not in the peer figures yet.
      const [before] = await context.db.select().from(questions).where(eq(questions.id, first!.id));
      expect(before).toMatchObject({ answerCount: 0, correctCount: 0 });

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
      await mockCountsSettled(context.db);
      const [row] = await context.db.select().from(questions).where(eq(questions.id, first!.id));
      expect(row).toMatchObject({ answerCount: 1, correctCount: 1 });
    });

    it('keeps an answer that reaches the server a moment after the end time', async () => {
      const { api, testId, detail } = await startFor('mock');
      const question = seeded(detail.questions[0]!.id);
      const endTime = new Date(Date.now() - LATE_ANSWER_GRACE_MS + 3000);
      await context.db.update(tests).set({ endTime }).where(eq(tests.id, testId));

      dataOf(await api.submit(exam.id, testId, [rightAnswer(question)]));
      const answers = await context.db
        .select()
        .from(testAnswers)
        .where(eq(testAnswers.testId, testId));
      expect(answers).toHaveLength(1);
    });

    it('refuses answers after the end time and its grace, and ends the test on that touch', async () => {
      const { api, testId, detail } = await startFor('mock');
      const question = seeded(detail.questions[0]!.id);
      const endTime = new Date(Date.now() - LATE_ANSWER_GRACE_MS - 1000);
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
    // Mocks of the whole exam, so the two share every question (drawn ones may share none).
    const own = await seedExam(context.db, { ...testCatalogue(), mockQuestions: 30 });
    const first = await startFor('mock', {}, own);
    const second = await startFor('mock', {}, own);
    const shared = first.detail.questions.find(
      (q) =>
        q.type === 'single_choice' && second.detail.questions.some((other) => other.id === q.id),
    )!;
    const admin = await signedInAdmin(context, ['admin']);
    const options = seeded(shared.id, own).options;
    const edit = await admin.patch(
      `/admin/question/${shared.id}`,
      editedSingleChoice(seeded(shared.id, own), '<p>Edited after the first page load</p>'),
    );
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

  it('keeps pick counts exact under 50 concurrent submissions and the mocks ending at once, changed mock answers counted once', async () => {
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

    // The running mocks' answers are not counted yet: the practice answers are.
    const practiceIds = new Set(practiceStudents.map((student) => student.testId));
    await expectCountsOf([...finalAnswers].filter(([testId]) => practiceIds.has(testId)));

    // Round 3: the mocks end every way a mock ends, at once and twice over: the end route
    // sent twice; past the end time, the sweep racing the test page's read; past it, an answer
    // racing the sweep. Each mock's final answers count once.
    const overdue = students.slice(10).map((student) => student.testId);
    await context.db
      .update(tests)
      .set({ endTime: new Date(Date.now() - LATE_ANSWER_GRACE_MS - 1000) })
      .where(inArray(tests.id, overdue));
    const round3 = [
      ...students.slice(0, 10).flatMap(({ api, testId }) => {
        const end = () => api.post(`/user/test/${own.id}/${testId}/end`);
        return [end(), end()];
      }),
      ...students
        .slice(10)
        .map(({ api, testId, detail }, index) =>
          index % 2 === 0
            ? api.test(own.id, testId)
            : api.submit(own.id, testId, [rightAnswer(seeded(detail.questions[0]!.id, own))]),
        ),
      endOverdueTests(context.db, new Date(Date.now() - LATE_ANSWER_GRACE_MS)),
      endOverdueTests(context.db, new Date(Date.now() - LATE_ANSWER_GRACE_MS)),
    ];
    await Promise.all(round3);
    await mockCountsSettled(context.db);
    const ended = await context.db
      .select({ id: tests.id })
      .from(tests)
      .where(sql`${tests.examId} = ${own.id} and ${tests.status} = 'ended'`);
    expect(ended).toHaveLength(students.length);
    await expectCountsOf([...finalAnswers]);

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

    /** The questions' and options' counts are those of these tests' answers sent last. */
    async function expectCountsOf(
      counted: [string, Map<string, ReturnType<typeof rightAnswer>>][],
    ) {
      // Expected counts from what was sent last, independently of the server.
      const expectedPicks = new Map<string, number>();
      const expectedAnswers = new Map<string, { answers: number; correct: number }>();
      for (const [, held] of counted) {
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
    }
  });
});
