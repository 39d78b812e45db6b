// Helpers of the answering tests: the shapes the test API answers with, what a student may not
// see before the time, and a student with access who has started a test.
import { expect } from 'vitest';
import {
  apiFor,
  createStudent,
  dataOf,
  editedSingleChoice,
  grantAccess,
  type SeededExam,
  type SeededQuestion,
} from './attempt-fixtures';
import { signedInAdmin } from './content-fixtures';
import type { TestContext } from './test-app';

export type Started = { testId: string; endTime: string | null };
export type Result = {
  isCorrect: boolean;
  correctOptionIds: string[];
  correctAnswerText: string | null;
  acceptedAnswers: string[];
  explanation: string;
  answerCount: number;
  options: { id: string; pickCount: number; pickPercentage: number }[];
};
export type Question = {
  id: string;
  type: string;
  options: { id: string }[];
  result: Result | null;
};
export type Detail = {
  test: { status: string; correctCount: number | null };
  questions: Question[];
};
export type Saved = {
  saved: { questionId: string; result: Result | null }[];
  answeredCount: number;
};

/** Anything that would tell the student what is right before they may know it. */
export const SECRETS =
  /isCorrect|correctOptionIds|correctAnswerText|acceptedAnswers|explanation|Explanation of|pickCount|pickPercentage/;
/** The same before anything was answered, when no fill-in answer text may appear at all. */
export const SECRETS_OR_ANSWER_TEXT = new RegExp(`${SECRETS.source}|Answer \\d`);

export function rightAnswerIds(question: SeededQuestion): string[] {
  return question.options.filter((option) => option.isCorrect).map((option) => option.id);
}

/**
 * Seeded questions by id, and tests started by new students with access. `current` gives the
 * test file's app and its shared exam, the default source, once its beforeAll has run.
 */
export function answering(current: () => { context: TestContext; exam: SeededExam }) {
  const seeded = (id: string, source: SeededExam = current().exam): SeededQuestion =>
    source.questions.find((question) => question.id === id)!;

  async function startFor(type: 'practice' | 'mock', body: object = {}, source = current().exam) {
    const { context } = current();
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, source.id);
    const api = apiFor(context, student.token);
    const started = dataOf<Started>(await api.start(source.id, { type, ...body }));
    const detailResponse = await api.test(source.id, started.testId);
    const detail = dataOf<Detail>(detailResponse);
    return { student, api, testId: started.testId, detail, raw: detailResponse.body };
  }

  return { seeded, startFor };
}

/**
 * An administrator edits a seeded single-choice question in place, the same answer key (a new
 * key would make a new version, decision 0099, which the running tests do not take): its
 * explanation becomes '<p>Because.</p>'.
 */
export async function editInPlace(context: TestContext, question: SeededQuestion, text: string) {
  const admin = await signedInAdmin(context, ['admin']);
  const edit = await admin.patch(
    `/admin/question/${question.id}`,
    editedSingleChoice(question, text),
  );
  expect(edit.statusCode, edit.body).toBe(200);
}
