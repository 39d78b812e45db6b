// Shared set-up of the test-taking API tests: a small exam, students with tokens, access.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import {
  courses,
  exams,
  questionOptions,
  questions,
  subjects,
  subscriptions,
  testAnswers,
  tests,
  users,
  type StoredPeerFigures,
} from '../db/schema';
import { seedExams } from '../db/seed/seed-demo';
import { seedExamCsv, type SeedExam, type SeedQuestion } from '../db/seed/seed-exam';
import type { TestContext } from './test-app';

const single = (n: number): SeedQuestion => ({
  type: 'single_choice',
  question: `<p>Single ${n}: which is right?</p>`,
  explanation: `<p>Explanation of single ${n}.</p>`,
  options: [
    { value: `S${n} right`, correct: true },
    { value: `S${n} wrong b`, correct: false },
    { value: `S${n} wrong c`, correct: false },
    { value: `S${n} wrong d`, correct: false },
  ],
});
const multiple = (n: number): SeedQuestion => ({
  type: 'multiple_choice',
  question: `<p>Multiple ${n}: which two are right?</p>`,
  explanation: `<p>Explanation of multiple ${n}.</p>`,
  options: [
    { value: `M${n} right a`, correct: true },
    { value: `M${n} wrong b`, correct: false },
    { value: `M${n} right c`, correct: true },
    { value: `M${n} wrong d`, correct: false },
  ],
});
const fill = (n: number): SeedQuestion => ({
  type: 'fill_in_the_blanks',
  question: `<p>Fill ${n}: the answer is ____.</p>`,
  explanation: `<p>Explanation of fill ${n}.</p>`,
  answer: `Answer ${n}`,
});

/**
 * 30 questions: course Alpha (subjects A1: 10 single, A2: 6 multiple), course Beta (B1: 4
 * fill-in + 4 single, B2: 6 single). Mock: 12 questions in 30 minutes.
 */
export function testCatalogue(name = `Test exam ${randomUUID()}`): SeedExam {
  const range = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => from + index);
  return {
    name,
    description: 'An exam for the test-taking API tests',
    subscriptionAmount: 10,
    mockQuestions: 12,
    mockTestTime: 30,
    courses: [
      {
        name: 'Alpha',
        subjects: [
          { name: 'A1', questions: range(1, 10).map(single) },
          { name: 'A2', questions: range(1, 6).map(multiple) },
        ],
      },
      {
        name: 'Beta',
        subjects: [
          { name: 'B1', questions: [...range(1, 4).map(fill), ...range(11, 4).map(single)] },
          { name: 'B2', questions: range(21, 6).map(single) },
        ],
      },
    ],
  };
}

export type SeededQuestion = {
  id: string;
  type: string;
  subject: string;
  course: string;
  answerText: string | null;
  options: { id: string; isCorrect: boolean; position: number }[];
};

export type SeededExam = {
  id: string;
  name: string;
  courses: Record<string, string>;
  subjects: Record<string, string>;
  questions: SeededQuestion[];
};

export async function seedExam(db: Database, catalogue = testCatalogue()): Promise<SeededExam> {
  await seedExams(db, [seedExamCsv(catalogue)]);
  const [exam] = await db.select().from(exams).where(eq(exams.name, catalogue.name));
  if (!exam) throw new Error('seeded exam not found');
  const courseRows = await db.select().from(courses).where(eq(courses.examId, exam.id));
  const subjectRows = await db.select().from(subjects).where(eq(subjects.examId, exam.id));
  const questionRows = await db
    .select()
    .from(questions)
    .where(eq(questions.examId, exam.id))
    .orderBy(asc(questions.createdAt));
  const optionRows = await db
    .select()
    .from(questionOptions)
    .innerJoin(questions, eq(questions.id, questionOptions.questionId))
    .where(eq(questions.examId, exam.id))
    .orderBy(asc(questionOptions.position));
  const courseName = new Map(courseRows.map((row) => [row.id, row.name]));
  const subjectName = new Map(subjectRows.map((row) => [row.id, row.name]));
  return {
    id: exam.id,
    name: exam.name,
    courses: Object.fromEntries(courseRows.map((row) => [row.name, row.id])),
    subjects: Object.fromEntries(subjectRows.map((row) => [row.name, row.id])),
    questions: questionRows.map((question) => ({
      id: question.id,
      type: question.type,
      subject: subjectName.get(question.subjectId)!,
      course: courseName.get(question.courseId)!,
      answerText: question.answerText,
      options: optionRows
        .filter((row) => row.question_options.questionId === question.id)
        .map((row) => ({
          id: row.question_options.id,
          isCorrect: row.question_options.isCorrect,
          position: row.question_options.position,
        })),
    })),
  };
}

let studentCounter = 0;

/** A verified student inserted directly, with a valid token. */
export async function createStudent(context: TestContext, label = 'student') {
  studentCounter += 1;
  const [user] = await context.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `Student ${studentCounter}`,
      email: `${label}-${studentCounter}-${randomUUID()}@example.com`,
      verified: true,
    })
    .returning();
  if (!user) throw new Error('student insert failed');
  const token = await context.app.tokens.sign('user', { subject: user.id, version: 0 });
  return { id: user.id, token };
}

export async function grantAccess(db: Database, userId: string, examId: string, days = 30) {
  const now = Date.now();
  await db.insert(subscriptions).values({
    userId,
    examId,
    startsAt: new Date(now - 86_400_000),
    expiresAt: new Date(now + days * 86_400_000),
    source: 'manual',
  });
}

export async function expireAccess(db: Database, userId: string, examId: string) {
  await db
    .update(subscriptions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.examId, examId)));
}

let ipCounter = 1;
/** A fresh client address per request keeps the per-IP limit out of these tests. */
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

export type Api = ReturnType<typeof apiFor>;

/** A new student with access to the exam, and calls as them. */
export async function studentWithAccess(context: TestContext, examId: string) {
  const created = await createStudent(context);
  await grantAccess(context.db, created.id, examId);
  return { ...created, api: apiFor(context, created.token) };
}

/** Calls as one student. */
export function apiFor(context: TestContext, token: string) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    context.app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: object) => call('POST', url, payload),
    start: (examId: string, body: object) => call('POST', `/user/test/${examId}`, body),
    test: (examId: string, testId: string) => call('GET', `/user/test/${examId}/${testId}`),
    submit: (examId: string, testId: string, answers: object[]) =>
      call('POST', `/user/test/${examId}/${testId}`, { testId, answers }),
  };
}

export type Envelope<T> = { message: string; data: T & { message: string } };

export function dataOf<T>(response: LightMyRequestResponse): T & { message: string } {
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return response.json<Envelope<T>>().data;
}

/** The right answer of a seeded question, in the shape the API takes. */
export function rightAnswer(question: SeededQuestion) {
  const correct = question.options.filter((option) => option.isCorrect).map((option) => option.id);
  if (question.type === 'fill_in_the_blanks') {
    return { questionId: question.id, answerText: question.answerText ?? '' };
  }
  if (question.type === 'multiple_choice') return { questionId: question.id, options: correct };
  return { questionId: question.id, option: correct[0] };
}

/** A wrong answer of a seeded question. */
export function wrongAnswer(question: SeededQuestion, which = 0) {
  const wrong = question.options.filter((option) => !option.isCorrect).map((option) => option.id);
  if (question.type === 'fill_in_the_blanks') {
    return { questionId: question.id, answerText: 'something else' };
  }
  if (question.type === 'multiple_choice')
    return { questionId: question.id, options: [wrong[which % wrong.length]!] };
  return { questionId: question.id, option: wrong[which % wrong.length] };
}

/**
 * An administrator's edit of a seeded single-choice question: new text, its options renamed
 * 'Edited option 1', 2, ... and the same one right (the body of PATCH /admin/question/{id}).
 */
export function editedSingleChoice(question: SeededQuestion, text: string) {
  return {
    type: 'single_choice',
    question: text,
    explanation: '<p>Because.</p>',
    options: question.options.map((option, index) => ({
      id: option.id,
      value: `Edited option ${index + 1}`,
      answer: option.isCorrect,
    })),
  };
}

/** An answer written straight to the database: right or wrong, when, and its seconds (30). */
export type KeptAnswer = { question: SeededQuestion; right: boolean; at: string; seconds?: number };

/**
 * A test of the student's with these answers, written as they would have been kept, its
 * counts and points with them; `unanswered` questions are in the test without an answer. It
 * starts at its first answer, else at `startedAt`. Returns the test's id.
 */
export async function insertAnsweredTest(
  db: Database,
  test: {
    userId: string;
    examId: string;
    type: 'practice' | 'mock';
    status: 'running' | 'ended';
    startedAt?: Date;
    endedAt?: string;
    peerFigures?: StoredPeerFigures;
    answers: KeptAnswer[];
    unanswered?: SeededQuestion[];
  },
): Promise<string> {
  const unanswered = test.unanswered ?? [];
  const points = test.answers.filter((answer) => answer.right).length;
  const [row] = await db
    .insert(tests)
    .values({
      userId: test.userId,
      examId: test.examId,
      type: test.type,
      status: test.status,
      questionIds: [
        ...test.answers.map((answer) => answer.question.id),
        ...unanswered.map((question) => question.id),
      ],
      answeredCount: test.answers.length,
      correctCount: points,
      points,
      maxPoints: test.answers.length + unanswered.length,
      startedAt: test.answers[0] ? new Date(test.answers[0].at) : test.startedAt,
      endedAt: test.endedAt ? new Date(test.endedAt) : null,
      peerFigures: test.peerFigures ?? null,
    })
    .returning({ id: tests.id });
  if (test.answers.length > 0) {
    await db.insert(testAnswers).values(
      test.answers.map((answer) => ({
        testId: row!.id,
        questionId: answer.question.id,
        isCorrect: answer.right,
        points: answer.right ? 1 : 0,
        maxPoints: 1,
        timeSpentSeconds: answer.seconds ?? 30,
        answeredAt: new Date(answer.at),
      })),
    );
  }
  return row!.id;
}
