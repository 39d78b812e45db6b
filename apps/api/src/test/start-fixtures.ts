// Helpers of the tests of starting a test: the shapes the start and the test detail answer
// with, a new student with access to the shared exam, and the questions of a started test.
import { apiFor, createStudent, dataOf, grantAccess, type SeededExam } from './attempt-fixtures';
import type { TestContext } from './test-app';

export type Started = { testId: string; endTime: string | null; questionCount: number };
export type Detail = {
  test: { type: string; mode: string; questionCount: number; timed: boolean };
  questions: { id: string }[];
};

/** `current` gives the test file's app and shared exam once its beforeAll has run. */
export function starting(current: () => { context: TestContext; exam: SeededExam }) {
  async function studentWithAccess() {
    const { context, exam } = current();
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, exam.id);
    return { ...student, api: apiFor(context, student.token) };
  }

  const questionsOf = async (api: ReturnType<typeof apiFor>, testId: string) =>
    dataOf<Detail>(await api.test(current().exam.id, testId));

  return { studentWithAccess, questionsOf };
}
