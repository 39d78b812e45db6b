// A class that sat a mock, for the item statistics tests: ten students, the same seven
// questions, answers chosen so every figure can be worked out by hand (ANSWERS), plus tests
// that must or must not count (a practice test, a running mock, an older mock, another exam).
import { eq } from 'drizzle-orm';
import {
  courses,
  exams,
  questionOptions,
  questions,
  subjects,
  testAnswers,
  tests,
} from '../db/schema';
import { createStudent } from './admin-fixtures';
import type { TestContext } from './test-app';

/** 1 right, 0 wrong, null unanswered; students strongest first. Q5 is fill in the blanks. */
export const ANSWERS: Record<string, (0 | 1 | null)[]> = {
  Q1: [1, 1, 1, 1, 1, 1, 1, 0, 0, 0],
  Q2: [0, 0, 0, 0, 1, 1, 1, 1, 1, 1],
  Q3: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  Q4: [1, 1, 0, 1, 0, 1, 0, 1, 0, null],
  Q5: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  Q6: [1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
  Q7: [1, 1, 1, 0, 1, 1, 0, 1, 0, 0],
};
export const MOCK_ITEMS = Object.keys(ANSWERS);
/** The wrong option each student picks on Q2 (the others pick the right one, a). */
export const Q2_WRONG_PICKS: Record<number, 'b' | 'c'> = { 0: 'b', 1: 'b', 2: 'c', 3: 'c' };

export const MOCK_ENDED_AT = new Date('2026-03-10T10:00:00Z');
export const OLD_MOCK_ENDED_AT = new Date('2026-02-01T10:00:00Z');
const LETTERS = ['a', 'b', 'c', 'd'] as const;

export type SeededQuestion = {
  id: string;
  courseId: string;
  subjectId: string;
  options: Record<(typeof LETTERS)[number], string>;
};

/**
 * Q1-Q4 and Q7 in course One (subject One A), Q5-Q6 in course Two (subject Two A), Q8 live
 * but answered only in a practice test, Q9 retired and never answered (not listed). Q7 is
 * retired after the class answered it (still listed).
 */
export async function seedItemClass(context: TestContext) {
  const { db } = context;
  const [exam] = await db
    .insert(exams)
    .values({ name: 'Nursing mock', subscriptionAmount: 10, mockQuestions: 7, mockTestTime: 30 })
    .returning();
  const examId = exam!.id;
  const [one, two] = await db
    .insert(courses)
    .values([
      { examId, name: 'One' },
      { examId, name: 'Two' },
    ])
    .returning();
  const [oneA, twoA] = await db
    .insert(subjects)
    .values([
      { examId, courseId: one!.id, name: 'One A' },
      { examId, courseId: two!.id, name: 'Two A' },
    ])
    .returning();

  const byName: Record<string, SeededQuestion> = {};
  const names = [...MOCK_ITEMS, 'Q8', 'Q9'];
  for (const [index, name] of names.entries()) {
    const inTwo = name === 'Q5' || name === 'Q6';
    const fill = name === 'Q5';
    const [question] = await db
      .insert(questions)
      .values({
        examId,
        courseId: inTwo ? two!.id : one!.id,
        subjectId: inTwo ? twoA!.id : oneA!.id,
        type: fill ? 'fill_in_the_blanks' : 'single_choice',
        questionHtml: `<p>${name}: which dose &amp; route?</p>`,
        answerText: fill ? 'IM' : null,
        retiredAt: name === 'Q9' ? new Date('2026-01-01T00:00:00Z') : null,
        // Created in order, so ties sort Q1, Q2 ...
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })
      .returning();
    const options = fill
      ? []
      : await db
          .insert(questionOptions)
          .values(
            LETTERS.map((letter, position) => ({
              questionId: question!.id,
              value: `<b>${name} option ${letter}</b>`,
              isCorrect: letter === 'a',
              position,
            })),
          )
          .returning();
    byName[name] = {
      id: question!.id,
      courseId: question!.courseId,
      subjectId: question!.subjectId,
      options: Object.fromEntries(
        options.map((option, position) => [LETTERS[position], option.id]),
      ) as SeededQuestion['options'],
    };
  }
  const q = (name: string) => byName[name]!;

  const students = [];
  for (let index = 0; index < 11; index += 1) students.push(await createStudent(context));

  // Each mock shows the questions in its own order: the set is what KR-20 groups by.
  for (const [student, session] of students.slice(0, 10).entries()) {
    const order = student % 2 === 0 ? MOCK_ITEMS : [...MOCK_ITEMS].reverse();
    const answered = MOCK_ITEMS.filter((name) => ANSWERS[name]![student] !== null);
    const [test] = await db
      .insert(tests)
      .values({
        userId: session.id,
        examId,
        type: 'mock',
        questionIds: order.map((name) => q(name).id),
        status: 'ended',
        startedAt: new Date(MOCK_ENDED_AT.getTime() - 1_800_000),
        endedAt: MOCK_ENDED_AT,
      })
      .returning();
    await db.insert(testAnswers).values(
      answered.map((name) => {
        const right = ANSWERS[name]![student] === 1;
        const wrongLetter = name === 'Q2' ? Q2_WRONG_PICKS[student]! : 'd';
        return {
          testId: test!.id,
          questionId: q(name).id,
          selectedOptionIds: name === 'Q5' ? [] : [q(name).options[right ? 'a' : wrongLetter]],
          answerText: name === 'Q5' ? (right ? 'IM' : 'IV') : null,
          isCorrect: right,
        };
      }),
    );
  }

  const ended = async (
    values: Omit<typeof tests.$inferInsert, 'examId'> & { examId?: string },
    answers: { name: string; right: boolean }[],
  ) => {
    const [test] = await db
      .insert(tests)
      .values({ examId, ...values })
      .returning();
    await db.insert(testAnswers).values(
      answers.map(({ name, right }) => ({
        testId: test!.id,
        questionId: q(name).id,
        selectedOptionIds: [q(name).options[right ? 'a' : 'b']],
        isCorrect: right,
      })),
    );
  };
  const eleventh = students[10]!.id;
  // A practice test: counts only when practice tests are asked for.
  await ended(
    {
      userId: students[0]!.id,
      type: 'practice',
      questionIds: [q('Q8').id, q('Q1').id],
      status: 'ended',
      endedAt: MOCK_ENDED_AT,
    },
    [
      { name: 'Q8', right: true },
      { name: 'Q1', right: false },
    ],
  );
  // A running mock never counts.
  await ended(
    { userId: eleventh, type: 'mock', questionIds: [q('Q1').id, q('Q2').id], status: 'running' },
    [{ name: 'Q1', right: true }],
  );
  // An older mock: counts only without the March date range.
  await ended(
    {
      userId: eleventh,
      type: 'mock',
      questionIds: [q('Q1').id, q('Q2').id],
      status: 'ended',
      endedAt: OLD_MOCK_ENDED_AT,
    },
    [
      { name: 'Q1', right: true },
      { name: 'Q2', right: false },
    ],
  );
  await db
    .update(questions)
    .set({ retiredAt: new Date('2026-03-20T00:00:00Z') })
    .where(eq(questions.id, q('Q7').id));

  return { examId, courseOne: one!.id, courseTwo: two!.id, subjectTwoA: twoA!.id, q };
}
