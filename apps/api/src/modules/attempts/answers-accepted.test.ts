// Fill in the blanks answers judged against every accepted answer: numbers with a tolerance
// and a unit, other wordings; the peer statistics count them; the result and the review list
// what was accepted.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import type { SeedExam } from '../../db/seed/seed-exam';
import { answering, type Saved } from '../../test/answer-fixtures';
import { dataOf, seedExam, type SeededExam } from '../../test/attempt-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

const DOSE = '<p>The adult dose is ___ g.</p>';

function doseExam(): SeedExam {
  return {
    name: `Dose exam ${randomUUID()}`,
    description: 'Fill in the blanks with accepted answers',
    subscriptionAmount: 10,
    mockQuestions: 1,
    mockTestTime: 10,
    courses: [
      {
        name: 'Pharmacology',
        subjects: [
          {
            name: 'Doses',
            questions: [
              {
                type: 'fill_in_the_blanks',
                question: DOSE,
                explanation: '<p>Four grams a day at most.</p>',
                answer: '4±0.1 g',
                acceptedAnswers: ['four grams'],
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('accepted answers when answering', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db, doseExam());
  });
  afterAll(() => context.close());

  const { startFor } = answering(() => ({ context, exam }));
  const questionId = () => exam.questions[0]!.id;

  /** A new student's practice answer to the dose question: its result. */
  async function answer(answerText: string) {
    const { api, testId } = await startFor('practice');
    const reply = dataOf<Saved>(
      await api.submit(exam.id, testId, [{ questionId: questionId(), answerText }]),
    );
    return reply.saved[0]!.result!;
  }

  it.each([
    ['4 g', true],
    ['4g', true],
    ['4.0 g', true],
    ['4,0 g', true],
    ['4', true],
    ['3.9 g', true],
    ['Four Grams.', true],
    ['4 mg', false],
    ['4.2 g', false],
  ])('takes %j as %s, and says what was accepted', async (typed, right) => {
    const result = await answer(typed);
    expect(result).toMatchObject({
      isCorrect: right,
      correctAnswerText: '4±0.1 g',
      acceptedAnswers: ['four grams'],
    });
  });

  it('counts right answers in the peer statistics with the same judge', async () => {
    const [before] = await context.db
      .select()
      .from(questions)
      .where(eq(questions.id, questionId()));
    await answer('4,05 g');
    await answer('5 g');
    const [after] = await context.db.select().from(questions).where(eq(questions.id, questionId()));
    expect(after!.answerCount - before!.answerCount).toBe(2);
    expect(after!.correctCount - before!.correctCount).toBe(1);
  });

  it('lists the accepted answers in the review of an ended mock', async () => {
    const { api, testId, raw } = await startFor('mock');
    expect(raw).not.toContain('four grams');
    dataOf(await api.submit(exam.id, testId, [{ questionId: questionId(), answerText: '4 g' }]));
    dataOf(await api.post(`/user/test/${exam.id}/${testId}/end`));
    const analytics = dataOf<{
      review: { isCorrect: boolean; correctAnswerText: string; acceptedAnswers: string[] }[];
    }>(await api.get(`/user/test/${exam.id}/${testId}/analytics`));
    expect(analytics.review).toEqual([
      expect.objectContaining({
        isCorrect: true,
        correctAnswerText: '4±0.1 g',
        acceptedAnswers: ['four grams'],
      }),
    ]);
  });
});
