// What grading needs of a question is kept under the questions' content token (decision 0121),
// and the peer figures a practice answer reveals are read by the batch that holds it: an
// administrator's edit shows in the very next answer, and each student sees the figures of the
// moment, whoever answered before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answering, editInPlace, type Saved } from '../../test/answer-fixtures';
import {
  dataOf,
  rightAnswer,
  seedExam,
  testCatalogue,
  wrongAnswer,
  type SeededExam,
} from '../../test/attempt-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('answers graded from kept content', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db, testCatalogue());
  });
  afterAll(() => context.close());

  const { seeded, startFor } = answering(() => ({ context, exam }));

  type Student = Awaited<ReturnType<typeof startFor>>;

  /** Students in practice tests that all hold the same single-choice question. */
  async function studentsSharing(count: number) {
    const students: Student[] = [];
    for (let index = 0; index < count; index += 1) students.push(await startFor('practice'));
    const shared = students[0]!.detail.questions.find(
      (question) =>
        question.type === 'single_choice' &&
        students.every(({ detail }) => detail.questions.some(({ id }) => id === question.id)),
    );
    if (!shared) throw new Error('no single-choice question in every test');
    return { students, question: seeded(shared.id) };
  }

  it("reveals the explanation an administrator has just written at the next student's answer", async () => {
    const { students, question } = await studentsSharing(2);
    const [first, second] = students as [Student, Student];
    // The first answer has the question's content read and kept.
    const before = dataOf<Saved>(
      await first.api.submit(exam.id, first.testId, [rightAnswer(question)]),
    );
    expect(before.saved[0]!.result).toMatchObject({ isCorrect: true });
    expect(before.saved[0]!.result!.explanation).not.toBe('<p>Because.</p>');

    await editInPlace(context, question, '<p>Which one, edited?</p>');

    const after = dataOf<Saved>(
      await second.api.submit(exam.id, second.testId, [rightAnswer(question)]),
    );
    expect(after.saved[0]!.result).toMatchObject({
      isCorrect: true,
      explanation: '<p>Because.</p>',
    });
  });

  it("reveals to each student the peer figures of the moment, the others' answers counted", async () => {
    exam = await seedExam(context.db, testCatalogue());
    const { students, question } = await studentsSharing(3);
    const right = rightAnswer(question).option!;
    const wrong = wrongAnswer(question).option!;
    const figures = [];
    for (const [index, student] of students.entries()) {
      const answer = index === 1 ? wrongAnswer(question) : rightAnswer(question);
      const reply = dataOf<Saved>(await student.api.submit(exam.id, student.testId, [answer]));
      const result = reply.saved[0]!.result!;
      const percentage = (id: string) =>
        result.options.find((option) => option.id === id)!.pickPercentage;
      figures.push([result.answerCount, percentage(right), percentage(wrong)]);
    }
    expect(figures).toEqual([
      [1, 100, 0],
      [2, 50, 50],
      [3, 66.67, 33.33],
    ]);
    // A retry of the first student's final answer reveals the same figures as the third's.
    const retry = dataOf<Saved>(
      await students[0]!.api.submit(exam.id, students[0]!.testId, [rightAnswer(question)]),
    );
    expect(retry.saved[0]!.result).toMatchObject({ isCorrect: true, answerCount: 3 });
  });
});
